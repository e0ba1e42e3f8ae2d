// bench/wallet: wallet transfers per second and latency through the HTTP API on PostgreSQL,
// printed beside a raw-SQL client (and pgbench, when installed) running the same SQL on the same
// database in the same run, as a ratio. It prints figures; it never fails on a time.
//
//   npm run bench:wallet                  # PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL
//   BENCH_SECONDS=20 BENCH_CLIENTS=64 npm run bench:wallet
//
// The workload: each client is one member moving ₱1.00 between the main wallet and a provider
// wallet, back and forth (POST /wps/relay/GCS_walletTransfer). The server posts each transfer
// with the ledger_transfer function (lock both accounts in id order, insert the transfer, update
// both balances, answer with the new balances) — alone when no ledger call is in flight, else
// together with the others that queued, in one ledger_transfer_batch call and one commit
// (group commit, docs/decisions/015: the batch written as a set when every transfer of it goes
// through, as here); sessions, the member and the settings are remembered
// between requests (docs/decisions/011). The raw clients run ledger_transfer, prepared, one
// transaction per transfer, on as many connections as there are HTTP clients: what each
// transfer costs without the server's help. LEDGER_GROUP_COMMITS=<n> sets the server's calls in
// flight.
import { spawnSync } from 'node:child_process';
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import autocannon from 'autocannon';
import pg from 'pg';

import { buildStale } from '../../scripts/build.mjs';
import { measureFloor, p99AgainstTarget } from '../lib/floor.mjs';
import { benchDatabaseUrl, dropDatabase, freshDatabase } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { printTable, summarize } from '../lib/stats.mjs';
import { commits, measureCpu } from '../lib/usage.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 64);
const DATABASE = 'perya_bench_wallet';
const PROVIDER = 'BENCH';
const AMOUNT = 100;

const TRANSFER_SQL = `select * from ledger_transfer($1::uuid, $2::bigint, $3::bigint, $4::bigint, 'PHP', 'WALLET_TRANSFER', false, null, $5::jsonb, null, now())`;

/** Members with sessions and funded wallets, written straight to the database (setup is not measured). */
const setUp = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into game_vendors (code, display_name, category) values ($1, 'Bench Provider', 'RNG')`, [
      PROVIDER,
    ]);
    const { rows: members } = await client.query(
      `insert into members (account, password_hash, type, currency) select 'bench' || g, 'not-a-login', 0, 'PHP' from generate_series(1, $1) g returning id`,
      [CLIENTS],
    );
    const [{ id: fund }] = (
      await client.query(
        `insert into ledger_accounts (code, kind, currency, non_negative) values ('adjustment:PHP', 'ADJUSTMENT', 'PHP', false) returning id`,
      )
    ).rows;
    const clients = [];
    for (const { id } of members) {
      const memberId = Number(id);
      const token = randomBytes(32).toString('base64url');
      await client.query(
        `insert into sessions (id, token_hash, subject_kind, member_id, ip, idle_expires_at, expires_at) values ($1, $2, 'MEMBER', $3, '127.0.0.1', now() + interval '1 day', now() + interval '1 day')`,
        [randomUUID(), createHash('sha256').update(token).digest('hex'), memberId],
      );
      // The same account codes the server's account directory uses (wallet.accounts.ts).
      const { rows } = await client.query(
        `insert into ledger_accounts (code, kind, member_id, provider, currency, non_negative)
         values ($1, 'MEMBER_MAIN', $3, null, 'PHP', true), ($2, 'MEMBER_PROVIDER', $3, $4, 'PHP', true) returning id, kind`,
        [`member:${memberId}:main:PHP`, `member:${memberId}:provider:${PROVIDER}:PHP`, memberId, PROVIDER],
      );
      const main = rows.find((row) => row.kind === 'MEMBER_MAIN').id;
      const provider = rows.find((row) => row.kind === 'MEMBER_PROVIDER').id;
      await client.query(TRANSFER_SQL.replace("'WALLET_TRANSFER'", "'ADJUSTMENT'"), [
        randomUUID(),
        fund,
        main,
        100_000_000,
        '{}',
      ]);
      clients.push({ memberId, token, main, provider });
    }
    return clients;
  } finally {
    await client.end();
  }
};

/** The reference: a raw client runs the same statement per transfer, named (prepared). */
const runRawSql = async (databaseUrl, clients) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS });
  const latencies = [];
  const metadata = JSON.stringify({ counterparty: PROVIDER });
  let running = true;
  const worker = async ({ main, provider }) => {
    const connection = await pool.connect();
    let toProvider = true;
    try {
      while (running) {
        const started = performance.now();
        await connection.query({
          name: 'bench-transfer',
          text: TRANSFER_SQL,
          values: [randomUUID(), toProvider ? main : provider, toProvider ? provider : main, AMOUNT, metadata],
        });
        latencies.push(performance.now() - started);
        toProvider = !toProvider;
      }
    } finally {
      connection.release();
    }
  };
  const workers = clients.map(worker);
  await new Promise((done) => setTimeout(done, 1000));
  latencies.length = 0; // warm-up over
  const started = performance.now();
  await new Promise((done) => setTimeout(done, SECONDS * 1000));
  running = false;
  const seconds = (performance.now() - started) / 1000;
  const result = summarize(latencies, seconds);
  await Promise.all(workers);
  await pool.end();
  return result;
};

/** pgbench running the same statement, when it is installed. */
const runPgbench = (databaseUrl, clients) => {
  if (spawnSync('pgbench', ['--version']).status !== 0) return null;
  const folder = mkdtempSync(join(tmpdir(), 'perya-pgbench-'));
  try {
    // Each pgbench client picks a member; ids are consecutive from the setup.
    const first = clients[0];
    const script = join(folder, 'transfer.sql');
    writeFileSync(
      script,
      [
        `\\set m random(0, ${clients.length - 1})`,
        `\\set main ${first.main} + :m * 2`,
        `\\set provider ${first.provider} + :m * 2`,
        `select * from ledger_transfer(gen_random_uuid(), :main, :provider, ${AMOUNT}, 'PHP', 'WALLET_TRANSFER', false, null, '{"counterparty":"${PROVIDER}"}', null, now());`,
        `select * from ledger_transfer(gen_random_uuid(), :provider, :main, ${AMOUNT}, 'PHP', 'WALLET_TRANSFER', false, null, '{"counterparty":"${PROVIDER}"}', null, now());`,
        '',
      ].join('\n'),
    );
    const run = spawnSync(
      'pgbench',
      [
        '-n',
        '-M',
        'prepared',
        '-c',
        String(CLIENTS),
        '-j',
        '2',
        '-T',
        String(SECONDS),
        '--max-tries=1',
        '-f',
        script,
        databaseUrl,
      ],
      {
        encoding: 'utf8',
      },
    );
    const tps = Number(/tps = ([\d.]+)/.exec(run.stdout)?.[1] ?? 0);
    const latency = Number(/latency average = ([\d.]+) ms/.exec(run.stdout)?.[1] ?? 0);
    // A pgbench transaction here is two transfers (there and back).
    return {
      name: 'pgbench, same SQL',
      perSecond: tps * 2,
      p50: latency / 2,
      p99: Number.NaN,
      count: Math.round(tps * 2 * SECONDS),
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
};

/** The measured path: HTTP POSTs to the running server, one connection per member. */
const runHttp = async (serverUrl, clients) => {
  let next = 0;
  const run = (duration) =>
    autocannon({
      url: serverUrl,
      connections: CLIENTS,
      duration,
      requests: [
        {
          method: 'POST',
          path: '/wps/relay/GCS_walletTransfer',
          setupRequest: (request, context) => {
            if (context.client === undefined) {
              context.client = clients[next % clients.length];
              context.toProvider = true;
              next += 1;
            }
            const body = JSON.stringify({
              requestId: randomUUID(),
              fromWallet: context.toProvider ? 'MAIN' : PROVIDER,
              toWallet: context.toProvider ? PROVIDER : 'MAIN',
              amountMinor: String(AMOUNT),
            });
            context.toProvider = !context.toProvider;
            return {
              ...request,
              body,
              headers: { 'content-type': 'application/json', authorization: `Bearer ${context.client.token}` },
            };
          },
        },
      ],
    });
  await run(1); // warm-up: JIT, pools, caches
  next = 0;
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`warning: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return {
    count: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  };
};

const main = async () => {
  const baseUrl = benchDatabaseUrl();
  console.log(`bench/wallet: ${CLIENTS} clients, ${SECONDS} s per run, PostgreSQL ${new URL(baseUrl).host}`);
  buildStale();
  const databaseUrl = await freshDatabase(baseUrl, DATABASE);
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'false',
    ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
  });
  try {
    const clients = await setUp(databaseUrl);
    const beforeRaw = await commits(databaseUrl);
    const raw = await runRawSql(databaseUrl, clients);
    const afterRaw = await commits(databaseUrl);
    const pgbench = runPgbench(databaseUrl, clients);
    const beforeHttp = await commits(databaseUrl);
    const { result: http, summary: cpu } = await measureCpu(server.pid, DATABASE, () => runHttp(server.url, clients));
    const afterHttp = await commits(databaseUrl);
    const floor = await measureFloor((url) => runHttp(url, clients));
    const rows = [
      { name: 'raw SQL client (reference)', ...raw },
      ...(pgbench ? [{ ...pgbench, ratio: pgbench.perSecond / raw.perSecond }] : []),
      { name: 'HTTP API (POST GCS_walletTransfer)', ...http, ratio: http.perSecond / raw.perSecond },
      floor,
    ];
    printTable(rows);
    console.log(`\nCPU during the HTTP runs (2 cores in all): ${cpu}`);
    // Stats arrive with a small delay and include the warm-ups: a rough figure, for spotting extra queries.
    console.log(
      `\nstatements per transfer (committed transactions / operations, warm-ups included): raw ${((afterRaw - beforeRaw) / raw.count).toFixed(2)}, HTTP ${((afterHttp - beforeHttp) / http.count).toFixed(2)}`,
    );
    console.log(
      `\nHTTP API / raw SQL: ${(http.perSecond / raw.perSecond).toFixed(2)}  (target ≥ 0.50)   ${p99AgainstTarget(http.p99, 25, floor)}`,
    );
    if (pgbench) console.log(`HTTP API / pgbench: ${(http.perSecond / pgbench.perSecond).toFixed(2)}`);
    const check = new pg.Client({ connectionString: databaseUrl });
    await check.connect();
    const { rows: sums } = await check.query(
      `select sum(balance)::text as total, count(*) filter (where non_negative and balance < 0) as negative from ledger_accounts`,
    );
    await check.end();
    console.log(`ledger after the runs: total ${sums[0].total} (must be 0), accounts below zero: ${sums[0].negative}`);
  } finally {
    await server.stop();
    await dropDatabase(baseUrl, DATABASE);
  }
};

await main();
