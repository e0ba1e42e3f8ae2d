// bench/crash: issue 21's acceptance — 1,000 simulated players over WebSockets betting every round;
// it prints the server's CPU per bet and the cash-out latency (p50/p99) beside the floor of the same
// run. It prints figures; it never fails on a time.
//
//   npm run bench:crash                         # PostgreSQL from BENCH_DATABASE_URL or TEST_DATABASE_URL
//   PLAYERS=300 ROUNDS=2 npm run bench:crash    # smaller, for a busy machine
//
// The built server (apps/server/dist/main.js) runs its own round loop (decision 054: 6 s of betting,
// the flight, 3 s of pause) on a fresh database. Each player is a member with a session and a
// launch token for Crash (written straight to the database, as a login and a launch write them;
// setup is not measured) and a WebSocket of its own on the live events socket, following the topic
// 'crash' as the crash screen does (auth, ready, subscribe). On each round's BETTING event a player
// bets ₱1 through the screen's call (POST /wps/originals/crash/bet) at a random moment of the first
// BET_SPREAD_MS; half of them set an auto cash-out (1.10× to 5.00×) and let the server pay it, the
// other half cash out by hand (POST /wps/originals/crash/bets/:betId/cashout) when the curve, drawn
// from the FLYING event's startedAt and serverNow as the screen draws it, reaches their target
// (1.10× to 3.00×), unless the round crashed first.
//
// Measured: the server process's CPU (/proc/<pid>/stat) from the first round's betting to the last
// round's crash, per bet taken (and over the betting phases alone); the latency of each bet and each
// cash-out call. The floor, in the same run: with every cash-out, at the same moment, the same
// player sends the server's most trivial call (GET /wps/system/status: no database), so both meet
// the same load; and afterwards the cash-outs' timing replayed against a bare Node.js server
// (lib/bare-server.mjs), the machine's floor as the other HTTP benches print it.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';

import pg from 'pg';
import WebSocket from 'ws';

import { buildStale } from '../../scripts/build.mjs';
import { measureFloor } from '../lib/floor.mjs';
import { benchDatabaseUrl, dropDatabase, freshDatabase } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { percentile } from '../lib/stats.mjs';
import { cpuSecondsOf, machineCpuSeconds, ownCpuSeconds, postgresCpuSeconds } from '../lib/usage.mjs';

const PLAYERS = Number(process.env.PLAYERS || process.env.BENCH_PLAYERS || 1000);
const ROUNDS = Number(process.env.ROUNDS || process.env.BENCH_ROUNDS || 3);
/** Bets go out at a random moment of the betting phase's first seconds. */
const BET_SPREAD_MS = Number(process.env.BENCH_BET_SPREAD_MS || 3000);
const DATABASE = 'perya_bench_crash';
const VENDOR = 'BGS'; // ORIGINALS_VENDOR
const GAME_CODE = 'CRASH'; // ORIGINALS_GAME_CODES.crash
const STAKE = '100'; // ₱1, the game's minimum
const FUNDS = 10_000_000n; // ₱100,000 each: never runs out
const LIVE_PATH = '/wps/ws'; // LIVE_EVENTS_PATH
const CONNECT_BATCH = 100;
/** Gives up when no round ends for this long (a server that stopped playing). */
const STALL_MS = 180_000;

const loadAverage = () =>
  loadavg()
    .map((value) => value.toFixed(2))
    .join(' ');

/**
 * Crash in the catalogue (vendor BGS, as the demo feed has it), single-wallet mode (bets debit the
 * main wallet, as the demo portal runs), and PLAYERS members with funded main wallets, an open
 * session and a launch token for Crash, written straight to the database.
 */
const setUp = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into game_vendors (code, display_name, category) values ($1, 'Perya Originals', 'RNG')`,
      [VENDOR],
    );
    const [{ node_id: nodeId }] = (
      await client.query(
        `insert into games (vendor_code, game_code, game_type, display_name) values ($1, $2, 'BGS', 'Saranggola Crash') returning node_id`,
        [VENDOR, GAME_CODE],
      )
    ).rows;
    await client.query(
      `insert into wallet_settings (id, is_single_wallet) values (1, true) on conflict (id) do update set is_single_wallet = true`,
    );
    const [{ id: fund }] = (
      await client.query(
        `insert into ledger_accounts (code, kind, currency, non_negative) values ('adjustment:PHP', 'ADJUSTMENT', 'PHP', false) returning id`,
      )
    ).rows;
    const { rows: members } = await client.query(
      `insert into members (account, password_hash, type, currency)
       select 'crash' || lpad(g::text, 5, '0'), 'not-a-login', 0, 'PHP' from generate_series(1, $1) g returning id`,
      [PLAYERS],
    );
    const players = [];
    for (const [index, { id }] of members.entries()) {
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
      // Only the SHA-256 of a session token and of a launch token is stored.
      const session = randomBytes(32).toString('base64url');
      await client.query(
        `insert into sessions (id, token_hash, subject_kind, member_id, ip, idle_expires_at, expires_at)
         values ($1, $2, 'MEMBER', $3, '127.0.0.1', now() + interval '2 hours', now() + interval '1 day')`,
        [randomUUID(), createHash('sha256').update(session).digest('hex'), memberId],
      );
      const launchToken = randomBytes(32).toString('base64url');
      await client.query(
        `insert into launch_tokens (token_hash, member_id, vendor_code, game_code, node_id, currency, created_at, expires_at)
         values ($1, $2, $3, $4, $5, 'PHP', now(), now() + interval '4 hours')`,
        [createHash('sha256').update(launchToken).digest('hex'), memberId, VENDOR, GAME_CODE, nodeId],
      );
      // Every other player cashes out by hand; the others leave it to the auto cash-out.
      const isManual = index % 2 === 0;
      players.push({ memberId, session, launchToken, isManual });
    }
    return players;
  } finally {
    await client.end();
  }
};

/** A random multiplier in hundredths, from..to. */
const multiplierBetween = (from, to) => from + Math.floor(Math.random() * (to - from + 1));

/** One HTTP call, timed; the answer's code (OK, or the refusal's). */
const timedCall = async (url, init) => {
  const started = performance.now();
  try {
    const response = await fetch(url, init);
    const body = await response.json().catch(() => ({}));
    return {
      ms: performance.now() - started,
      code: body.success === true ? 'OK' : (body.code ?? `HTTP ${response.status}`),
    };
  } catch (error) {
    return { ms: performance.now() - started, code: `NETWORK ${error.cause?.code ?? error.message}` };
  }
};

/**
 * The rounds, played: PLAYERS sockets, a coordinator numbering the rounds (by the first BETTING
 * event any socket sees), and what each player does on its own socket's events.
 */
const playRounds = async (server, players) => {
  const measured = { bets: [], cashOuts: [], status: [], cashOutTimes: [] };
  const codes = { bet: new Map(), cashOut: new Map() };
  const count = (map, code) => map.set(code, (map.get(code) ?? 0) + 1);
  const rounds = new Map(); // roundId → { index, crashPoint, cpu at phases }
  let growthPerMs = 0.00006;
  // Rounds whose betting began before every socket followed are not played (not all would see it).
  let isReady = false;
  let lastProgress = Date.now();
  let finish;
  const finished = new Promise((resolve) => (finish = resolve));
  const cpuNow = () => ({
    server: cpuSecondsOf(server.pid),
    load: ownCpuSeconds(),
    postgres: postgresCpuSeconds(DATABASE),
    machine: machineCpuSeconds(),
    at: performance.now(),
  });
  const headers = (player) => ({ authorization: `Bearer ${player.session}`, 'content-type': 'application/json' });

  /** The coordinator's view of a round, the first time any socket reports a phase of it. */
  const onPhase = (round) => {
    let known = rounds.get(round.roundId);
    if (!known && round.phase !== 'BETTING') return null; // under way when we came
    if (!known) {
      const index = [...rounds.values()].filter((entry) => entry.index !== null).length;
      known = { index: isReady && index < ROUNDS ? index : null, phases: {}, crashPoint: null };
      rounds.set(round.roundId, known);
    }
    if (known.index !== null && !known.phases[round.phase]) {
      known.phases[round.phase] = cpuNow();
      lastProgress = Date.now();
      if (round.phase === 'CRASHED') {
        known.crashPoint = round.crashPoint;
        if (known.index === ROUNDS - 1) finish();
      }
    }
    return known;
  };

  const connect = (player) =>
    new Promise((resolve, reject) => {
      const socket = new WebSocket(`${server.url.replace(/^http/, 'ws')}${LIVE_PATH}`);
      player.socket = socket;
      player.timers = new Set();
      socket.on('error', reject); // after the opening, a failed socket shows as its player's silence
      socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: player.session })));
      socket.on('message', (data) => {
        const text = data.toString();
        // Only the phases matter to a player; the players' lists (most of the traffic) are not
        // parsed, to keep the load generator's share of the two cores small.
        if (text.startsWith('{"type":"ready"')) socket.send(JSON.stringify({ type: 'subscribe', topic: 'crash' }));
        else if (text.startsWith('{"type":"crash_state"')) {
          growthPerMs = JSON.parse(text).growthPerMs;
          resolve();
        } else if (text.startsWith('{"type":"crash_round"')) onRound(player, JSON.parse(text).round);
      });
    });

  const later = (player, ms, action) => {
    const timer = setTimeout(() => {
      player.timers.delete(timer);
      action();
    }, ms);
    player.timers.add(timer);
  };

  const onRound = (player, round) => {
    const known = onPhase(round);
    if (!known || known.index === null) return;
    const clockOffset = Date.parse(round.serverNow) - Date.now();
    if (round.phase === 'BETTING') {
      const room = Date.parse(round.bettingEndsAt) - Date.parse(round.serverNow) - 500;
      player.bet = null;
      later(player, Math.random() * Math.max(0, Math.min(BET_SPREAD_MS, room)), () => placeBet(player, round.roundId));
    } else if (round.phase === 'FLYING') {
      player.flight = { roundId: round.roundId, startedAt: Date.parse(round.startedAt) - clockOffset }; // this machine's clock
      if (player.bet?.roundId === round.roundId && player.isManual) scheduleCashOut(player);
    } else if (round.phase === 'CRASHED') {
      for (const timer of player.timers) clearTimeout(timer);
      player.timers.clear();
    }
  };

  const placeBet = async (player, roundId) => {
    const betId = randomUUID();
    const autoCashOut = player.isManual ? null : multiplierBetween(110, 500);
    const { ms, code } = await timedCall(`${server.url}/wps/originals/crash/bet`, {
      method: 'POST',
      headers: headers(player),
      body: JSON.stringify({ betId, launchToken: player.launchToken, amountMinor: STAKE, autoCashOut }),
    });
    measured.bets.push(ms);
    count(codes.bet, code);
    if (code !== 'OK') return;
    player.bet = { roundId, betId, target: multiplierBetween(110, 300) };
    // The round may have taken off while the answer was on its way.
    if (player.isManual && player.flight?.roundId === roundId) scheduleCashOut(player);
  };

  const scheduleCashOut = (player) => {
    const { bet } = player;
    if (!bet || bet.isScheduled) return;
    bet.isScheduled = true;
    const elapsed = Math.ceil(Math.log(bet.target / 100) / growthPerMs) + 1;
    later(player, player.flight.startedAt + elapsed - Date.now(), () => cashOut(player, bet));
  };

  const cashOut = async (player, bet) => {
    measured.cashOutTimes.push(performance.now());
    // The floor beside it: the same player, the same moment, the server's most trivial call.
    const [cash, status] = await Promise.all([
      timedCall(`${server.url}/wps/originals/crash/bets/${bet.betId}/cashout`, {
        method: 'POST',
        headers: headers(player),
        body: '{}',
      }),
      timedCall(`${server.url}/wps/system/status`, { headers: headers(player) }),
    ]);
    measured.cashOuts.push(cash.ms);
    measured.status.push(status.ms);
    count(codes.cashOut, cash.code);
  };

  console.log(`connecting ${PLAYERS} sockets…`);
  for (let start = 0; start < players.length; start += CONNECT_BATCH)
    await Promise.all(players.slice(start, start + CONNECT_BATCH).map(connect));
  isReady = true;
  console.log(`all ${PLAYERS} following crash; load average ${loadAverage()}; waiting for the next round…`);
  lastProgress = Date.now();
  const watchdog = setInterval(() => {
    if (Date.now() - lastProgress > STALL_MS) finish(new Error(`no round progressed for ${STALL_MS / 1000} s`));
  }, 1000);
  const stalled = await finished;
  clearInterval(watchdog);
  if (stalled) throw stalled;
  await new Promise((done) => setTimeout(done, 1000)); // the last settlements
  const end = cpuNow();
  for (const player of players) player.socket.close();
  return { measured, codes, rounds: [...rounds.values()].filter((round) => round.index !== null), end };
};

/** The cash-outs' moments replayed against `url` (each a POST of the same size), with their latencies. */
const replayCashOuts = async (url, times) => {
  const first = times[0] ?? 0;
  const start = performance.now() + 200;
  const latencies = [];
  await Promise.all(
    times.map(
      (time) =>
        new Promise((resolve) =>
          setTimeout(
            async () => {
              const { ms } = await timedCall(`${url}/wps/originals/crash/bets/${randomUUID()}/cashout`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: '{}',
              });
              latencies.push(ms);
              resolve();
            },
            Math.max(0, start + (time - first) - performance.now()),
          ),
        ),
    ),
  );
  return latencies;
};

const row = (name, latencies, floorP99) => {
  const sorted = [...latencies].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  return [
    name,
    String(sorted.length),
    percentile(sorted, 50).toFixed(1),
    p99.toFixed(1),
    floorP99 ? `${(p99 / floorP99).toFixed(2)}x` : '',
  ];
};

const printRows = (rows) => {
  const header = ['calls', 'answers', 'p50 ms', 'p99 ms', 'p99 vs floor'];
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((line) => line[column].length)));
  const format = (cells) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])))
      .join('  ');
  console.log(format(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of rows) console.log(format(line));
};

const summary = async (databaseUrl) => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const [bets] = (
      await client.query(`
        select count(*)::int as bets,
               count(*) filter (where cashed_out_at is not null and auto_cash_out is null)::int as manual,
               count(*) filter (where cashed_out_at is not null and auto_cash_out is not null)::int as auto,
               count(*) filter (where cashed_out_at is null)::int as lost,
               count(*) filter (where status <> 'SETTLED')::int as unsettled
        from crash_bets`)
    ).rows;
    const [ledger] = (await client.query(`select coalesce(sum(balance), 0)::text as total from ledger_accounts`)).rows;
    return { ...bets, ledgerTotal: ledger.total };
  } finally {
    await client.end();
  }
};

const main = async () => {
  const baseUrl = benchDatabaseUrl();
  console.log(
    `bench/crash: ${PLAYERS} players, ${ROUNDS} rounds, PostgreSQL ${new URL(baseUrl).host}; load average ${loadAverage()}`,
  );
  buildStale();
  const databaseUrl = await freshDatabase(baseUrl, DATABASE);
  const server = await startServer({
    DATABASE_URL: databaseUrl,
    RATE_LIMITS: 'false', // a thousand players from one address
    SCHEDULER: 'false',
    SEED_DEMO: 'false',
    CRASH_ROUNDS: 'true',
  });
  try {
    const players = await setUp(databaseUrl);
    const { measured, codes, rounds, end } = await playRounds(server, players);
    const start = rounds[0].phases.BETTING;
    const seconds = (end.at - start.at) / 1000;
    const used = {
      server: end.server - start.server,
      load: end.load - start.load,
      postgres: Math.max(0, end.postgres - start.postgres),
    };
    const other = Math.max(0, end.machine - start.machine - used.server - used.load - used.postgres);
    let bettingCpu = 0;
    for (const round of rounds)
      if (round.phases.FLYING) bettingCpu += round.phases.FLYING.server - round.phases.BETTING.server;
    const betsTaken = codes.bet.get('OK') ?? 0;
    if (measured.cashOuts.length === 0) console.warn('warning: no manual cash-out in these rounds (all crashed early)');
    const bare = await measureFloor(async (url) => {
      const latencies = await replayCashOuts(url, measured.cashOutTimes);
      return { latencies };
    });
    const statusP99 = percentile(
      [...measured.status].sort((a, b) => a - b),
      99,
    );
    const bareP99 = percentile(
      [...bare.latencies].sort((a, b) => a - b),
      99,
    );
    const totals = await summary(databaseUrl);

    console.log(
      `\nrounds: ${rounds.map((round) => `${(round.crashPoint / 100).toFixed(2)}×`).join(', ')} in ${seconds.toFixed(1)} s`,
    );
    console.log(`bets: ${[...codes.bet].map(([code, n]) => `${code} ${n}`).join(', ')}`);
    console.log(`manual cash-outs: ${[...codes.cashOut].map(([code, n]) => `${code} ${n}`).join(', ') || 'none'}`);
    console.log(
      `in the database: ${totals.bets} bets, ${totals.manual} cashed out by hand, ${totals.auto} by auto cash-out, ${totals.lost} lost, ${totals.unsettled} unsettled; ledger total ${totals.ledgerTotal} (must be 0)\n`,
    );
    printRows([
      row('bet (POST /wps/originals/crash/bet)', measured.bets, statusP99),
      row('cash-out (POST …/crash/bets/:betId/cashout)', measured.cashOuts, statusP99),
      row('beside each cash-out: GET /wps/system/status (floor)', measured.status),
      row('bare Node.js server, the cash-outs replayed (floor)', bare.latencies),
    ]);
    const perBet = (cpu) => (betsTaken ? `${((cpu / betsTaken) * 1000).toFixed(2)} ms` : 'n/a');
    console.log(
      `\nserver CPU per bet: ${perBet(used.server)} over the rounds (${used.server.toFixed(1)} s of CPU for ${betsTaken} bets: bets, cash-outs, settlement, events to ${PLAYERS} sockets); ${perBet(bettingCpu)} over the betting phases alone`,
    );
    const cores = (value) => (value / seconds).toFixed(2);
    console.log(
      `CPU during the rounds (2 cores in all): server ${cores(used.server)}, load generator ${cores(used.load)}, PostgreSQL ${cores(used.postgres)}, other processes ${cores(other)} (cores)`,
    );
    const cashP99 = percentile(
      [...measured.cashOuts].sort((a, b) => a - b),
      99,
    );
    console.log(
      `cash-out p99 ${cashP99.toFixed(1)} ms: ${(cashP99 / statusP99).toFixed(2)}x the status call's beside it (${statusP99.toFixed(1)} ms), ${(cashP99 / bareP99).toFixed(2)}x the bare server's (${bareP99.toFixed(1)} ms)`,
    );
    console.log(`load average after: ${loadAverage()}`);
  } catch (error) {
    console.error(server.output.join('').slice(-4000));
    throw error;
  } finally {
    await server.stop();
    await dropDatabase(baseUrl, DATABASE);
  }
};

await main();
