// bench/agents: the agent centre on the play-statistics bench data (issue 17). Builds the data of
// bench/stats once (members in an agent tree, settled rounds over 30 days, the aggregates by
// `ops stats rebuild`), starts the built server on it, then runs each part with the same context:
// reports.mjs (the team overview and team profit-and-loss pages through HTTP, beside plain SQL)
// and settlement.mjs when it exists (written separately). Prints figures and ratios; never fails on a time.
//
//   npm run bench:agents                                              # 10,000 members, 200,000 rounds
//   BENCH_MEMBERS=100000 BENCH_ROUNDS=2000000 npm run bench:agents    # the scale
//
// A part is a module exporting `run(context)`; context: { client (pg, on the bench database),
// databaseUrl, serverUrl, tree: { root, mid, player, depth }, reps, openSession(memberId) → bearer
// token, apiValue(path, token) → the envelope's value, timeRuns(fn) → { p50, p99, answer }, printTable(header, lines) }.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { buildStale } from '../../scripts/build.mjs';
import { benchDatabaseUrl, dropDatabase, freshDatabase } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { setUpStatsData } from '../lib/stats-data.mjs';
import { percentile } from '../lib/stats.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS || 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 200_000);
const REPS = Number(process.env.BENCH_REPS || 20);
const DATABASE = 'perya_bench_agents';
const HERE = fileURLToPath(new URL('.', import.meta.url));
const ROOT = join(HERE, '../..');

const cli = (databaseUrl, ...args) => {
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'apps/server/dist/cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
  return Date.now() - started;
};

/** p50/p99 of `run` over BENCH_REPS runs (after one warm-up), and its last answer. */
const timeRuns = async (run) => {
  await run();
  const samples = [];
  let answer;
  for (let i = 0; i < REPS; i += 1) {
    const started = process.hrtime.bigint();
    answer = await run();
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), answer };
};

const printTable = (header, lines) => {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => String(line[i]).length)));
  for (const line of [header, ...lines])
    console.log(
      line.map((cell, i) => (i === 0 ? String(cell).padEnd(widths[i]) : String(cell).padStart(widths[i]))).join('  '),
    );
};

const main = async () => {
  buildStale();
  const databaseUrl = await freshDatabase(benchDatabaseUrl(), DATABASE);
  const client = new pg.Client({ connectionString: databaseUrl });
  let server;
  try {
    cli(databaseUrl, 'migrate');
    await client.connect();
    const setupStarted = Date.now();
    const tree = await setUpStatsData(client, { members: MEMBERS, rounds: ROUNDS });
    const rebuildMs = cli(databaseUrl, 'stats', 'rebuild');
    await client.query('analyze');
    console.log(
      `bench/agents: ${MEMBERS} members (tree depth ${tree.depth}), ${ROUNDS} settled rounds over 30 days; ` +
        `setup ${Date.now() - setupStarted} ms (ops stats rebuild ${rebuildMs} ms of it); root agent ${tree.root}, mid agent ${tree.mid}`,
    );
    server = await startServer({ DATABASE_URL: databaseUrl });
    const openSession = async (memberId) => {
      const token = randomBytes(32).toString('base64url');
      await client.query(
        `insert into sessions (id, token_hash, subject_kind, member_id, ip, idle_expires_at, expires_at)
         values ($1, $2, 'MEMBER', $3, '127.0.0.1', now() + interval '1 hour', now() + interval '1 day')`,
        [randomUUID(), createHash('sha256').update(token).digest('hex'), memberId],
      );
      return token;
    };
    const serverUrl = server.url;
    const apiValue = async (path, token) => {
      const response = await fetch(`${serverUrl}${path}`, { headers: { authorization: `Bearer ${token}` } });
      const body = await response.json();
      if (response.status !== 200 || body.success !== true)
        throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body.value;
    };
    const context = { client, databaseUrl, serverUrl, tree, reps: REPS, openSession, apiValue, timeRuns, printTable };
    for (const part of ['reports.mjs', 'settlement.mjs']) {
      if (!existsSync(join(HERE, part))) continue;
      console.log(`\n== ${part}`);
      // settlement.mjs is still a script of its own (it builds its data again and runs on import);
      // a part that exports run(context) runs on this data and server.
      const module = await import(`./${part}`);
      if (typeof module.run === 'function') await module.run(context);
    }
  } finally {
    await server?.stop();
    await client.end().catch(() => undefined);
    await dropDatabase(benchDatabaseUrl(), DATABASE);
  }
};

await main();
