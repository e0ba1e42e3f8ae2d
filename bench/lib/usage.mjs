// What a run cost, beside its figures: CPU seconds of the processes involved, and transactions
// the database committed (the difference over a run, per operation, shows what each one costs).
import { readFileSync } from 'node:fs';

import pg from 'pg';

/** CPU seconds a process has used (Linux /proc; 0 elsewhere). */
export const cpuSecondsOf = (pid) => {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return 0;
  }
};

/** CPU seconds this process (the load generator) has used. */
export const ownCpuSeconds = () => {
  const usage = process.cpuUsage();
  return (usage.user + usage.system) / 1e6;
};

/** Transactions committed in the database so far. */
export const commits = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query(
      'select xact_commit::bigint as commits from pg_stat_database where datname = current_database()',
    );
    return Number(rows[0].commits);
  } finally {
    await client.end();
  }
};

/**
 * The same after the server's run: its pooled connections stay open, and an idle PostgreSQL
 * backend reports its counts only within 10 s (PGSTAT_IDLE_INTERVAL), so wait that out first.
 */
export const commitsAfterServerRun = async (databaseUrl) => {
  await new Promise((done) => setTimeout(done, 11_000));
  return commits(databaseUrl);
};
