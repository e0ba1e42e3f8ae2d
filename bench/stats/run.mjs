// bench/stats: how fast the play statistics answer (issue 15), beside the same answer computed by
// plain SQL over the raw rounds and the agent closure table, as a ratio. It prints figures; it
// never fails on a time.
//
//   npm run bench:stats                                   # 10,000 members, 200,000 rounds (a few minutes on 2 cores)
//   BENCH_MEMBERS=100000 BENCH_ROUNDS=2000000 npm run bench:stats   # the scale
//
// Setup (not measured): a fresh PostgreSQL database migrated by the built server's CLI; members in
// an agent tree up to 10 levels deep (1 % are agents, agent n under agent n/2; players under a
// scattered agent), the closure table, five games of five categories, and settled rounds spread
// over the last 30 days, written with the triggers off; then `ops stats rebuild` (timed) builds
// the aggregates from the rounds. Measured, BENCH_REPS times each: (a) a member's 30-day profit and
// loss per reporting day, (b) the team overview of the root agent and of an agent 5 levels down for
// today, 7 and 30 days — each through the aggregates (the queries of stats.repository.ts) and by
// plain SQL over provider_rounds joined to member_hierarchy; then (a) and (b) again through the
// real server's HTTP API (the built main.js started on this database, as production runs it, with
// member and agent sessions as a login writes them) beside the same plain SQL; and the server
// process's resident memory (and its peak) after those requests.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
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
const DATABASE = 'perya_bench_stats';
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const TZ = 'Asia/Manila';

const cli = (databaseUrl, ...args) => {
  const started = Date.now();
  const result = spawnSync(process.execPath, [join(ROOT, 'apps/server/dist/cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
  return Date.now() - started;
};

const setUp = (client) => setUpStatsData(client, { members: MEMBERS, rounds: ROUNDS });

const time = async (client, text, values) => {
  const samples = [];
  let answer;
  for (let i = 0; i < REPS; i += 1) {
    const started = process.hrtime.bigint();
    answer = (await client.query(text, values)).rows;
    samples.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99), answer };
};

/** p50/p99 of `run` over BENCH_REPS runs, and its last answer. */
const timeRuns = async (run) => {
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

/** A member's session as a login writes it (only the token's SHA-256 is stored); the bearer token. */
const openSession = async (client, memberId) => {
  const token = randomBytes(32).toString('base64url');
  await client.query(
    `insert into sessions (id, token_hash, subject_kind, member_id, ip, idle_expires_at, expires_at)
     values ($1, $2, 'MEMBER', $3, '127.0.0.1', now() + interval '1 hour', now() + interval '1 day')`,
    [randomUUID(), createHash('sha256').update(token).digest('hex'), memberId],
  );
  return token;
};

/** The `value` of a successful API answer; throws on anything else. */
const apiValue = async (url, path, token) => {
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (response.status !== 200 || body.success !== true)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.value;
};

/** Resident and peak resident memory of a process in MB (Linux /proc; null elsewhere). */
const memoryOf = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? NaN);
    return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
  } catch {
    return null;
  }
};

const day = (offset) => `((now() at time zone '${TZ}')::date - ${offset})`;

// The aggregates' queries (stats.repository.ts), and the plain SQL a report would run without them.
const MEMBER_AGG = `select day, sum(bet) bet, sum(payout) payout, sum(rounds) rounds from stats_play_daily
  where member_id = $1 and day between ${day(29)} and ${day(0)} group by day order by day`;
const MEMBER_RAW = `select (settled_at at time zone '${TZ}')::date as day, sum(bet_total) bet, sum(win_total) payout, count(*) rounds
  from provider_rounds where member_id = $1 and status = 'CLOSED'
    and settled_at >= (${day(29)}::timestamp at time zone '${TZ}') group by 1 order by 1`;
const TEAM_AGG = (days) => `select sum(bet) bet, sum(valid_bet) valid_bet, sum(payout) payout, sum(rounds) rounds
  from stats_team_play_daily where agent_id = $1 and scope = 'A' and day between ${day(days - 1)} and ${day(0)}`;
const TEAM_RAW = (
  days,
) => `select sum(r.bet_total) bet, sum(r.bet_total) valid_bet, sum(r.win_total) payout, count(*) rounds
  from member_hierarchy h join provider_rounds r on r.member_id = h.descendant_id
  where h.ancestor_id = $1 and h.depth > 0 and r.status = 'CLOSED'
    and r.settled_at >= (${day(days - 1)}::timestamp at time zone '${TZ}')`;

const printTable = (header, lines) => {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
};

const sumOf = (rows, pick) => rows.reduce((total, row) => total + BigInt(pick(row) ?? 0), 0n);

/**
 * (a) and (b) through the real server (the built main.js on this database, real sessions), beside
 * the plain SQL; then the server process's memory.
 */
const throughTheServer = async (client, databaseUrl, { root, mid, player }) => {
  const server = await startServer({ DATABASE_URL: databaseUrl });
  try {
    const rows = [];
    const playerToken = await openSession(client, player);
    const profitPath = '/wps/v2/stats/profit?days=30';
    await apiValue(server.url, profitPath, playerToken); // warm-up: the first request compiles the route's code
    const profit = await timeRuns(() => apiValue(server.url, profitPath, playerToken));
    const profitRaw = await time(client, MEMBER_RAW, [player]);
    const totals = (days, bet, payout, rounds) => [sumOf(days, bet), sumOf(days, payout), sumOf(days, rounds)].join();
    const sameProfit =
      totals(
        profit.answer.days,
        (d) => d.betMinor,
        (d) => d.payoutMinor,
        (d) => d.rounds,
      ) ===
      totals(
        profitRaw.answer,
        (r) => r.bet,
        (r) => r.payout,
        (r) => r.rounds,
      );
    rows.push([`member ${player} 30 d: GET /wps/v2/stats/profit`, profit, profitRaw, sameProfit]);
    for (const [label, agent] of [
      ['root agent', root],
      ['mid agent (depth 5)', mid],
    ]) {
      const token = await openSession(client, agent);
      const path = '/wps/agent/team/overview?scope=all';
      await apiValue(server.url, path, token);
      const overview = await timeRuns(() => apiValue(server.url, path, token));
      // The plain SQL for the same answer: its three periods, one query each.
      const raw = await timeRuns(async () => {
        const periods = [];
        for (const days of [1, 7, 30]) periods.push((await client.query(TEAM_RAW(days), [agent])).rows[0]);
        return periods;
      });
      const same = overview.answer.periods.every((period, i) => {
        const plain = raw.answer[i];
        return (
          BigInt(period.betMinor) === BigInt(plain.bet ?? 0) &&
          BigInt(period.payoutMinor) === BigInt(plain.payout ?? 0) &&
          period.rounds === Number(plain.rounds)
        );
      });
      rows.push([`${label} today+7+30 d: GET /wps/agent/team/overview`, overview, raw, same]);
    }
    console.log('\nthrough the server (HTTP on 127.0.0.1, real sessions) beside the plain SQL:');
    printTable(
      ['question', 'API p50 ms', 'API p99 ms', 'raw p50 ms', 'raw p99 ms', 'raw/API (p50)', 'same answer'],
      rows.map(([name, api, raw, same]) => [
        name,
        ...[api.p50, api.p99, raw.p50, raw.p99].map((v) => v.toFixed(2)),
        `${(raw.p50 / api.p50).toFixed(1)}x`,
        same ? 'yes' : 'NO',
      ]),
    );
    const memory = memoryOf(server.pid);
    console.log(
      memory
        ? `server process (pid ${server.pid}) after ${(REPS + 1) * 3} requests: RSS ${memory.rss.toFixed(0)} MB, peak RSS ${memory.peak.toFixed(0)} MB`
        : 'server process memory: not readable here (no /proc)',
    );
  } finally {
    await server.stop();
  }
};

const main = async () => {
  buildStale();
  const databaseUrl = await freshDatabase(benchDatabaseUrl(), DATABASE);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    cli(databaseUrl, 'migrate');
    await client.connect();
    const setupStarted = Date.now();
    const { root, mid, player, depth } = await setUp(client);
    console.log(
      `bench/stats: ${MEMBERS} members (tree depth ${depth}), ${ROUNDS} settled rounds over 30 days; setup ${Date.now() - setupStarted} ms`,
    );
    const rebuildMs = cli(databaseUrl, 'stats', 'rebuild');
    console.log(`ops stats rebuild (every aggregate from the rounds): ${rebuildMs} ms, process start included`);
    await client.query('analyze'); // as autovacuum would after the rebuild's writes

    const rows = [];
    const compare = async (name, aggregate, raw, values) => {
      const a = await time(client, aggregate, values);
      const r = await time(client, raw, values);
      const same =
        JSON.stringify(a.answer.map((x) => [x.bet, x.payout, Number(x.rounds)])) ===
        JSON.stringify(r.answer.map((x) => [x.bet, x.payout, Number(x.rounds)]));
      rows.push([name, a.p50, a.p99, r.p50, r.p99, r.p50 / a.p50, same ? 'yes' : 'NO']);
    };
    await compare(`member ${player} 30 days by day`, MEMBER_AGG, MEMBER_RAW, [player]);
    for (const [label, agent] of [
      ['root agent', root],
      ['mid agent (depth 5)', mid],
    ])
      for (const days of [1, 7, 30]) await compare(`${label} ${days} d`, TEAM_AGG(days), TEAM_RAW(days), [agent]);

    const header = ['question', 'agg p50 ms', 'agg p99 ms', 'raw p50 ms', 'raw p99 ms', 'raw/agg (p50)', 'same answer'];
    const lines = rows.map((row) => [
      row[0],
      ...row.slice(1, 5).map((v) => v.toFixed(2)),
      `${row[5].toFixed(1)}x`,
      row[6],
    ]);
    printTable(header, lines);
    const sizes =
      await client.query(`select relname, pg_size_pretty(pg_total_relation_size(oid)) size, reltuples::bigint approx_rows
      from pg_class where relname in ('provider_rounds', 'member_hierarchy', 'stats_play_hourly', 'stats_play_daily',
        'stats_team_play_daily') order by relname`);
    console.log('tables:', sizes.rows.map((row) => `${row.relname} ${row.size} (~${row.approx_rows} rows)`).join('; '));
    await throughTheServer(client, databaseUrl, { root, mid, player });
    console.log(
      `bench process RSS ${(process.memoryUsage().rss / 1048576).toFixed(0)} MB (the aggregates live in PostgreSQL; the server keeps none in memory: its RSS above)`,
    );
  } finally {
    await client.end().catch(() => undefined);
    await dropDatabase(benchDatabaseUrl(), DATABASE);
  }
};

await main();
