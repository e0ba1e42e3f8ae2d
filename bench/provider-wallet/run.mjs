// bench/provider-wallet: bet + win pairs per second and latency through the signed provider wallet
// protocol (docs/provider-wallet-protocol.md) on PostgreSQL, printed beside a raw-SQL client running
// the same statements on the same database in the same run, as a ratio. It prints figures; it
// never fails on a time.
//
//   npm run bench:provider-wallet         # PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL
//   BENCH_SECONDS=20 BENCH_CLIENTS=64 npm run bench:provider-wallet
//
// The workload: each client is a game provider playing rounds for one member in single-wallet mode
// (bets debit the main wallet): POST /wps/provider/v1/BENCH/bet, then /win for the same round (the
// win refers to the bet and closes the round), each with fresh transaction ids, each request signed
// with its own nonce and the time of signing — before the timed runs (signRounds), as a provider
// signs on its own machine and not on the two cores the server and the database share with this
// load generator. One op is one pair; latencies are per call. The server verifies the signature,
// resolves the member, accounts, game and token (remembered between calls), and runs the call as
// one statement, provider_bet or provider_win (migration 0010: claim the id, lock the round and the
// account, post through ledger_transfer, update the round and the bonuses, store the answer) —
// alone when nothing is in flight, else together with the calls that queued, in one
// provider_calls_batch statement and one commit (group commit, docs/decisions/016). The raw clients
// run provider_bet and provider_win, one statement and one transaction per call, on as many
// connections as there are HTTP clients: what the same postings cost without the server.
// LEDGER_GROUP_COMMITS=<n> sets the server's calls in flight.
import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';

import autocannon from 'autocannon';
import pg from 'pg';

import { buildStale } from '../../scripts/build.mjs';
import { measureFloor, p99AgainstTarget } from '../lib/floor.mjs';
import { benchDatabaseUrl, dropDatabase, freshDatabase } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { printTable, summarize } from '../lib/stats.mjs';
import { sampleStreamLag } from '../lib/stream-lag.mjs';
import { commits, commitsAfterServerRun, measureCpu } from '../lib/usage.mjs';

const SECONDS = Number(process.env.BENCH_SECONDS || 10);
const CLIENTS = Number(process.env.BENCH_CLIENTS || 64);
const DATABASE = 'perya_bench_provider_wallet';
const VENDOR = 'BENCH';
const VENDOR_NAME = 'Bench Provider';
const GAME_CODE = 'BENCH_SLOT';
const GAME_NAME = 'Bench Slot';
const KEY_ID = 'bench-key';
const SECRET = randomBytes(32).toString('hex');
const BET = 100n;
const WIN = 95n; // the house keeps 5 centavos a round: balances move both ways and never run out
const FUNDS = 100_000_000n;
const HOUSE_SHARDS = 16; // wallet.accounts.ts: a member always meets house:<currency>:<id % 16>

// PROVIDER_SIGNATURE_HEADERS in packages/contracts/src/provider-wallet.ts.
const SIGNATURE_HEADERS = {
  keyId: 'x-perya-key-id',
  timestamp: 'x-perya-timestamp',
  nonce: 'x-perya-nonce',
  signature: 'x-perya-signature',
};

// What providers.repository.ts sends for a bet or a win when it goes alone: one statement.
const SQL = {
  bet: 'select provider_bet($1::jsonb) as answer',
  win: 'select provider_win($1::jsonb) as answer',
};

/** What a provider sends for one round: the bet, and the win that refers to it and closes the round. */
const roundBodies = (member) => {
  const round = randomUUID();
  const betId = randomUUID();
  const common = { user: String(member.id), token: member.token, round, game_code: GAME_CODE, currency: 'PHP' };
  return {
    round,
    bet: { ...common, transaction_uuid: betId, amount: String(BET) },
    win: {
      ...common,
      transaction_uuid: randomUUID(),
      amount: String(WIN),
      reference_transaction_uuid: betId,
      round_closed: true,
    },
  };
};

/** A signed call: HMAC-SHA256 hex over `${timestamp}.${nonce}.${rawBody}`, a nonce used once. */
const signedRequest = (body) => {
  const rawBody = JSON.stringify(body);
  const timestamp = Math.floor(Date.now() / 1000);
  const nonce = randomBytes(18).toString('base64url');
  const signature = createHmac('sha256', SECRET).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');
  return {
    body: rawBody,
    headers: {
      'content-type': 'application/json',
      [SIGNATURE_HEADERS.keyId]: KEY_ID,
      [SIGNATURE_HEADERS.timestamp]: String(timestamp),
      [SIGNATURE_HEADERS.nonce]: nonce,
      [SIGNATURE_HEADERS.signature]: signature,
    },
  };
};

/**
 * The vendor, its game and signing key, single-wallet mode, and members with launch tokens and
 * funded main wallets, written straight to the database (setup is not measured). The key row is
 * what `cli.js provider-key BENCH bench-key <secret>` writes; the accounts have the codes the
 * server's account directory uses (wallet.accounts.ts), so it finds them instead of creating them.
 */
const setUp = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(`insert into game_vendors (code, display_name, category) values ($1, $2, 'RNG')`, [
      VENDOR,
      VENDOR_NAME,
    ]);
    const [{ node_id: nodeId }] = (
      await client.query(
        `insert into games (vendor_code, game_code, game_type, display_name) values ($1, $2, 'RNG', $3) returning node_id`,
        [VENDOR, GAME_CODE, GAME_NAME],
      )
    ).rows;
    await client.query(`insert into provider_keys (vendor_code, key_id, secret) values ($1, $2, $3)`, [
      VENDOR,
      KEY_ID,
      SECRET,
    ]);
    // Read by the server on the first call and remembered: set before any call is made.
    await client.query(
      `insert into wallet_settings (id, is_single_wallet) values (1, true) on conflict (id) do update set is_single_wallet = true`,
    );
    const { rows: houses } = await client.query(
      `insert into ledger_accounts (code, kind, currency, non_negative)
       select 'house:PHP:' || shard, 'HOUSE', 'PHP', false from generate_series(0, $1 - 1) shard returning id, code`,
      [HOUSE_SHARDS],
    );
    const houseOf = (memberId) => houses.find((row) => row.code === `house:PHP:${memberId % HOUSE_SHARDS}`).id;
    const [{ id: fund }] = (
      await client.query(
        `insert into ledger_accounts (code, kind, currency, non_negative) values ('adjustment:PHP', 'ADJUSTMENT', 'PHP', false) returning id`,
      )
    ).rows;
    const { rows: members } = await client.query(
      `insert into members (account, password_hash, type, currency) select 'bench' || g, 'not-a-login', 0, 'PHP' from generate_series(1, $1) g returning id`,
      [CLIENTS],
    );
    const clients = [];
    for (const { id } of members) {
      const memberId = Number(id);
      const [{ id: main }] = (
        await client.query(
          `insert into ledger_accounts (code, kind, member_id, currency, non_negative) values ($1, 'MEMBER_MAIN', $2, 'PHP', true) returning id`,
          [`member:${memberId}:main:PHP`, memberId],
        )
      ).rows;
      await client.query(
        `select * from ledger_transfer($1::uuid, $2::bigint, $3::bigint, $4::bigint, 'PHP', 'ADJUSTMENT', false, null, '{}'::jsonb, null, now())`,
        [randomUUID(), fund, main, FUNDS.toString()],
      );
      // A launch token as providers.launch.ts issues it: only its SHA-256 is stored.
      const token = randomBytes(32).toString('base64url');
      await client.query(
        `insert into launch_tokens (token_hash, member_id, vendor_code, game_code, node_id, currency, created_at, expires_at)
         values ($1, $2, $3, $4, $5, 'PHP', now(), now() + interval '4 hours')`,
        [createHash('sha256').update(token).digest('hex'), memberId, VENDOR, GAME_CODE, nodeId],
      );
      clients.push({ id: memberId, token, main, house: houseOf(memberId) });
    }
    // BENCH_LIMITS=1: every member has loss and wager limits (player protection, issue 18), high
    // enough never to refuse, so each bet and win keeps the running figures. Skipped on a build
    // without protection_states (the build before it, through BENCH_SERVER_ENTRY).
    const { rows: protection } = await client.query(`select to_regclass('protection_states') is not null as present`);
    if (process.env.BENCH_LIMITS === '1' && protection[0]?.present) {
      await client.query(
        `insert into protection_states (member_id, loss_day, loss_week, loss_month, wager_day, wager_week, wager_month, deposit_day, updated_at)
         select id, 1e15, 1e15, 1e15, 1e15, 1e15, 1e15, 1e15, now() from unnest($1::bigint[]) as id`,
        [clients.map((member) => member.id)],
      );
      console.log(`player protection: loss and wager limits on all ${clients.length} members`);
    }
    return clients;
  } finally {
    await client.end();
  }
};

/** The payload hash the server stores beside a transaction id (providers.wallet.ts payloadHashOf). */
const payloadHashOf = (call, body) => {
  const fields = Object.keys(body)
    .filter((key) => key !== 'token')
    .sort()
    .map((key) => [key, body[key]]);
  return createHash('sha256')
    .update(JSON.stringify([call, fields]))
    .digest('hex');
};
const metadataOf = (round) => ({
  counterparty: VENDOR_NAME,
  gameType: 'RNG',
  gameName: GAME_NAME,
  vendor: VENDOR,
  gameCode: GAME_CODE,
  round,
});

/** The fields providers.wallet.ts passes to provider_bet / provider_win for a call (callOf). */
const callInput = (call, member, round, body) => ({
  call,
  vendor: VENDOR,
  transaction_id: body.transaction_uuid,
  payload_hash: payloadHashOf(call, body),
  member_id: String(member.id),
  currency: 'PHP',
  round,
  game_code: GAME_CODE,
  amount: body.amount,
  account: String(member.main),
  house: String(member.house),
  transfer_id: randomUUID(),
  metadata: metadataOf(round),
  at: new Date().toISOString(),
});

/** A bet for a new round, as the server sends it when nothing else is in flight. */
const rawBet = async (connection, member, { round, bet }) => {
  const { rows } = await connection.query({
    name: 'bench-bet',
    text: SQL.bet,
    values: [JSON.stringify(callInput('bet', member, round, bet))],
  });
  if (rows[0]?.answer?.code !== 'OK') throw new Error(`bet refused: ${JSON.stringify(rows[0]?.answer)}`);
};

/** The win that refers to the round's bet and closes the round. */
const rawWin = async (connection, member, { round, win }) => {
  const { rows } = await connection.query({
    name: 'bench-win',
    text: SQL.win,
    values: [
      JSON.stringify({
        ...callInput('win', member, round, { ...win, is_bonus: false }),
        reference_id: win.reference_transaction_uuid,
        is_bonus: false,
        round_closed: true,
      }),
    ],
  });
  if (rows[0]?.answer?.code !== 'OK') throw new Error(`win refused: ${JSON.stringify(rows[0]?.answer)}`);
};

/** Per-call latencies as pairs per second: one op is a bet and its win. */
const asPairs = (calls) => ({ ...calls, perSecond: calls.perSecond / 2, count: Math.floor(calls.count / 2) });

/** The reference: a raw client per member plays rounds back to back with the server's statements. */
const runRawSql = async (databaseUrl, members) => {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: CLIENTS });
  const latencies = [];
  let running = true;
  const worker = async (member) => {
    const connection = await pool.connect();
    try {
      while (running) {
        const bodies = roundBodies(member);
        let started = performance.now();
        await rawBet(connection, member, bodies);
        latencies.push(performance.now() - started);
        started = performance.now();
        await rawWin(connection, member, bodies);
        latencies.push(performance.now() - started);
      }
    } finally {
      connection.release();
    }
  };
  const workers = members.map(worker);
  await new Promise((done) => setTimeout(done, 1000));
  latencies.length = 0; // warm-up over
  const started = performance.now();
  await new Promise((done) => setTimeout(done, SECONDS * 1000));
  running = false;
  const seconds = (performance.now() - started) / 1000;
  const result = asPairs(summarize(latencies, seconds));
  await Promise.all(workers);
  await pool.end();
  return result;
};

/** A round's bet and win, each signed. */
const signedRound = (member) => {
  const round = roundBodies(member);
  return { bet: signedRequest(round.bet), win: signedRequest(round.win) };
};

/**
 * Rounds signed ahead for the HTTP runs, per member: 60 for each second of run, half as many again
 * as a member played at the fastest measured (the timestamps stay well inside the server's ±5
 * minute window). Should they run out, the rest are signed on the spot.
 */
const signRounds = (members, seconds) =>
  new Map(members.map((member) => [member, Array.from({ length: seconds * 60 }, () => signedRound(member))]));

/** The measured path: signed POSTs to the running server, bet then win, one member per connection. */
const runHttp = async (serverUrl, members, signed) => {
  // autocannon starts each pass over `requests` with a fresh context, so a connection cannot keep
  // a member in it: it takes an idle one for each round and hands it back when the win is
  // answered, so no two connections play for the same member at once. (Only if an answer never
  // comes does a member go missing; then members are shared rather than the run stalling.)
  let idle = [];
  let next = 0;
  const run = (duration) => {
    idle = [...members];
    return autocannon({
      url: serverUrl,
      connections: CLIENTS,
      duration,
      requests: [
        {
          method: 'POST',
          path: `/wps/provider/v1/${VENDOR}/bet`,
          setupRequest: (request, context) => {
            context.member = idle.shift() ?? members[next++ % members.length];
            context.round = signed.get(context.member)?.pop() ?? signedRound(context.member);
            return { ...request, ...context.round.bet };
          },
        },
        {
          method: 'POST',
          path: `/wps/provider/v1/${VENDOR}/win`,
          setupRequest: (request, context) => ({ ...request, ...context.round.win }),
          onResponse: (_status, _body, context) => idle.push(context.member),
        },
      ],
    });
  };
  await run(1); // warm-up: JIT, pools, caches (launch tokens, members, accounts, keys)
  const result = await run(SECONDS);
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`warning: ${result.non2xx} non-2xx answers and ${result.errors} errors`);
  return asPairs({
    count: result.requests.total,
    perSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
  });
};

/** After the runs: the ledger sums to zero, no member is below zero, and the rounds agree with the house. */
const checkLedger = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [ledger] = (
      await client.query(`
        select sum(balance)::text as total,
               count(*) filter (where kind = 'MEMBER_MAIN' and balance < 0) as negative,
               min(balance) filter (where kind = 'MEMBER_MAIN')::text as lowest,
               coalesce(sum(balance) filter (where kind = 'HOUSE'), 0)::text as house
        from ledger_accounts`)
    ).rows;
    const [rounds] = (
      await client.query(
        `select count(*) as rounds, coalesce(sum(bet_total - win_total), 0)::text as kept from provider_rounds`,
      )
    ).rows;
    const [calls] = (
      await client.query(
        `select count(*) as calls, count(*) filter (where answer->>'code' <> 'OK') as refused from provider_transactions`,
      )
    ).rows;
    console.log(
      `ledger after the runs: total ${ledger.total} (must be 0), member balances below zero: ${ledger.negative} (lowest ${ledger.lowest})`,
    );
    console.log(
      `rounds: ${rounds.rounds}, bets less wins ${rounds.kept}, house accounts ${ledger.house} (must match); provider calls ${calls.calls}, refused ${calls.refused}`,
    );
  } finally {
    await client.end();
  }
};

const main = async () => {
  const baseUrl = benchDatabaseUrl();
  console.log(`bench/provider-wallet: ${CLIENTS} clients, ${SECONDS} s per run, PostgreSQL ${new URL(baseUrl).host}`);
  buildStale();
  const databaseUrl = await freshDatabase(baseUrl, DATABASE);
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'false',
    SCHEDULER: 'false',
    SEED_DEMO: 'false',
    ...(process.env.BENCH_POOL_SIZE ? { DATABASE_POOL_SIZE: process.env.BENCH_POOL_SIZE } : {}),
  });
  try {
    const members = await setUp(databaseUrl);
    const beforeRaw = await commits(databaseUrl);
    const raw = await runRawSql(databaseUrl, members);
    const afterRaw = await commits(databaseUrl);
    const beforeHttp = await commits(databaseUrl);
    const signed = signRounds(members, SECONDS + 1); // the warm-up second and the run
    const lag = await sampleStreamLag(databaseUrl);
    const { result: http, summary: cpu } = await measureCpu(server.pid, DATABASE, () =>
      runHttp(server.url, members, signed),
    );
    const streamLag = await lag.stop();
    const afterHttp = await commitsAfterServerRun(databaseUrl);
    const floor = await measureFloor((url) => runHttp(url, members, signRounds(members, SECONDS + 1)));
    console.log('\nops are bet + win pairs; latencies are per call\n');
    printTable([
      { name: 'raw SQL client (reference)', ...raw },
      { name: 'HTTP API (signed bet + win)', ...http, ratio: http.perSecond / raw.perSecond },
      floor,
    ]);
    console.log(`\nCPU during the HTTP runs (2 cores in all): ${cpu}`);
    console.log(
      streamLag
        ? `activity stream lag during the HTTP runs (oldest unhandled event, ${streamLag.samples} samples): p50 ${streamLag.p50.toFixed(0)} ms, p99 ${streamLag.p99.toFixed(0)} ms`
        : 'activity stream: not in this build',
    );
    // The counts include the warm-ups (1 s a run): a rough figure, for spotting extra transactions.
    console.log(
      `\ndatabase transactions per pair (committed transactions / pairs, warm-ups included): raw ${((afterRaw - beforeRaw) / raw.count).toFixed(2)}, HTTP ${((afterHttp - beforeHttp) / http.count).toFixed(2)}`,
    );
    console.log(
      `\nHTTP API / raw SQL: ${(http.perSecond / raw.perSecond).toFixed(2)}  (target ≥ 0.50)   ${p99AgainstTarget(http.p99, 25, floor)}`,
    );
    await checkLedger(databaseUrl);
  } finally {
    await server.stop();
    await dropDatabase(baseUrl, DATABASE);
  }
};

await main();
