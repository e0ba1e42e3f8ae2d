// What a run cost, beside its figures: CPU seconds of the processes involved, and transactions
// the database committed (the difference over a run, per operation, shows what each one costs).
import { readdirSync, readFileSync } from 'node:fs';

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

/**
 * CPU seconds PostgreSQL has used for `database`: the backends connected to it and the server's
 * own background processes (WAL writer, checkpointer …), not backends of other databases (Linux
 * /proc; 0 elsewhere).
 */
export const postgresCpuSeconds = (database) => {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!title.startsWith('postgres: ')) continue;
      // "postgres: 15/main: <user> <database> <client> <state>" for a backend.
      const rest = title.replace(/^postgres: (\S+: )?/, '');
      const background = /^(checkpointer|background writer|walwriter|autovacuum|logical replication)/.test(rest);
      if (background || rest.split(' ')[1] === database) total += cpuSecondsOf(entry);
    } catch {
      // gone meanwhile
    }
  }
  return total;
};

/** CPU seconds all processes of the machine have used, by /proc/stat (user, nice, system, irq, softirq, steal). */
export const machineCpuSeconds = () => {
  try {
    const [, user, nice, system, , , irq, softirq, steal] = readFileSync('/proc/stat', 'utf8')
      .split('\n')[0]
      .split(/\s+/)
      .map(Number);
    return (user + nice + system + irq + softirq + steal) / 100;
  } catch {
    return 0;
  }
};

/**
 * Where the CPU went while `run` ran: the server, the load generator (this process), PostgreSQL
 * (for `database`),
 * and everything else on the machine — which, when large, says the figures were taken on a busy
 * machine.
 */
export const measureCpu = async (serverPid, database, run) => {
  const before = {
    server: cpuSecondsOf(serverPid),
    load: ownCpuSeconds(),
    postgres: postgresCpuSeconds(database),
    machine: machineCpuSeconds(),
  };
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  const used = {
    server: cpuSecondsOf(serverPid) - before.server,
    load: ownCpuSeconds() - before.load,
    postgres: Math.max(0, postgresCpuSeconds(database) - before.postgres),
  };
  const other = Math.max(0, machineCpuSeconds() - before.machine - used.server - used.load - used.postgres);
  const cores = (value) => (value / seconds).toFixed(2);
  return {
    result,
    summary: `server ${cores(used.server)}, load generator ${cores(used.load)}, PostgreSQL ${cores(used.postgres)}, other processes ${cores(other)} (cores)`,
  };
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
