// bench/agents/settlement.mjs: how long the agent settlement takes (issue 17, decision 035), beside
// the same arithmetic as one SQL statement. It prints figures and ratios; it never fails on a time.
//
//   node bench/agents/settlement.mjs                                        # 10,000 members, 200,000 rounds
//   BENCH_MEMBERS=100000 BENCH_ROUNDS=2000000 node bench/agents/settlement.mjs   # the scale
//
// Setup (not measured), as bench/stats: a fresh PostgreSQL database migrated by the built server's
// CLI; members in an agent tree (1 % agents, agent n under agent n/2, players under a scattered
// agent), the closure table, five games, settled rounds over the last 30 days and a real deposit
// for most players; `ops stats rebuild`. Then every agent gets a daily-salary and a real-time
// salary contract (rates falling with depth, so the differential is never clamped). Measured:
// (a) one full daily settlement of every contract for yesterday (`ops agents settle`, its process
// start subtracted: the same CLI answering a refusal), total and per contract, beside one SQL
// statement computing the same amounts (team valid bet, active members, tier, differential), and
// whether the totals agree; (b) one real-time window (the busiest 5 minutes of yesterday).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { buildStale } from '../../scripts/build.mjs';
import { benchDatabaseUrl, dropDatabase, freshDatabase } from '../lib/postgres.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS || 10_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 200_000);
const DATABASE = 'perya_bench_agent_settlement';
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const TZ = 'Asia/Manila';

/** Runs the built CLI; returns its wall time (ms) and output. */
const cli = (databaseUrl, ...args) => {
  const started = process.hrtime.bigint();
  const result = spawnSync(process.execPath, [join(ROOT, 'apps/server/dist/cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const ms = Number(process.hrtime.bigint() - started) / 1e6;
  // The last line is the command's answer (a warning of the server's logger may come first).
  const out = `${result.stdout}${result.stderr}`
    .trim()
    .split('\n')
    .filter((line) => !line.startsWith('{'));
  return { ms, ok: result.status === 0, out: out.join(' ') };
};

const setUp = async (client) => {
  const agents = Math.max(10, Math.floor(MEMBERS / 100));
  await client.query(`insert into game_vendors (code, display_name, category) values ('SB', 'Bench', 'RNG')`);
  await client.query(`insert into games (vendor_code, game_code, game_type, display_name)
    select 'SB', t, t, t from unnest(array['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT']) t`);
  await client.query(
    `insert into members (account, password_hash, type) select 'sb' || g, 'x', case when g <= $2 then 1 else 0 end
     from generate_series(1, $1) g`,
    [MEMBERS, agents],
  );
  const base = Number((await client.query(`select min(id)::bigint as base from members`)).rows[0].base);
  await client.query(
    `update members set upline_id = $1::bigint - 1 + case when id - $1::bigint + 1 <= $2::bigint then (id - $1::bigint + 1) / 2
       else 1 + ((id - $1::bigint + 1) * 2654435761 % $2::bigint) end
     where id - $1::bigint + 1 > 1`,
    [base, agents],
  );
  await client.query(`insert into member_hierarchy (ancestor_id, descendant_id, depth)
    with recursive chain(ancestor_id, descendant_id, depth) as (
      select id, id, 0 from members
      union all
      select m.upline_id, c.descendant_id, c.depth + 1 from chain c join members m on m.id = c.ancestor_id
      where m.upline_id is not null)
    select * from chain`);
  await client.query(`set session_replication_role = replica`); // setup only: no events
  await client.query(
    `insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, win_total, has_win,
       status, started_at, settled_at)
     select 'SB', 'r' || g, $1::bigint + (g * 7919) % $2, (array['RNG', 'LIVE', 'FISH', 'SPORTS', 'LOTT'])[1 + g % 5], 'PHP',
       b, w, w > 0, 'CLOSED', t, t
     from generate_series(1::bigint, $3::bigint) g,
       lateral (select 100 + (g * 31) % 9900 as b, case when g % 3 = 0 then (g * 17) % 20000 else 0 end as w,
                       now() - ((g * 104729) % (30 * 86400)) * interval '1 second' as t) x`,
    [base, MEMBERS, ROUNDS],
  );
  // A real deposit of ₱500 for four players in five, every day of the 30 (active members need one).
  await client.query(
    `insert into ledger_accounts (code, kind, currency, non_negative) values ('bench:fund', 'ADJUSTMENT', 'PHP', false)`,
  );
  await client.query(`insert into ledger_accounts (code, kind, member_id, currency, non_negative)
    select 'member:' || id || ':main:PHP', 'MEMBER_MAIN', id, 'PHP', false from members where type = 0 and id % 5 <> 0`);
  await client.query(`insert into ledger_transfers (id, debit_account_id, credit_account_id, credit_member_id, amount, currency,
      kind, status, created_at)
    select gen_random_uuid(), (select id from ledger_accounts where code = 'bench:fund'), a.id, a.member_id, 50000, 'PHP',
      'DEPOSIT', 'POSTED', now() - d * interval '1 day'
    from ledger_accounts a cross join generate_series(0, 29) d where a.kind = 'MEMBER_MAIN'`);
  await client.query(`set session_replication_role = origin`);
  // Contracts: every agent, from the house (no upline) for the root; rates fall 0.01 % per level.
  for (const [kind, period, rate] of [
    ['DAILY_SALARY', 'D', 200],
    ['REALTIME_SALARY', null, 100],
  ])
    await client.query(
      `insert into agent_contracts (upline_id, downline_id, kind, category, status, period, tiers, effective_from)
       select coalesce(m.upline_id, m.id), m.id, $1, 'ALL', 'ACTIVE', $2,
         jsonb_build_array(jsonb_build_object('minValidBetMinor', '10000', 'minActiveMembers', 1, 'rateType', 'P',
           'rate', greatest(1, $3::int - (select max(depth) from member_hierarchy h where h.descendant_id = m.id)))),
         now() - interval '40 days'
       from members m where m.type = 1`,
      [kind, period, rate],
    );
  // bench/stats' bets are small (₱1–₱99.99, under one round a member a day): an active member
  // here bets ₱10 of valid bet in the window (the setting; ₱100 by default) and deposits ₱100.
  await client.query(
    `update agent_settlement_settings set active_min_valid_bet_minor = 1000, active_min_deposit_minor = 10000`,
  );
  await client.query('analyze');
  return { agents };
};

/** The daily salary of every contract for one day, as one SQL statement: id → amount. */
const DAILY_AS_SQL = `
  with c as (
    select id, downline_id as agent, (tiers->0->>'rate')::bigint as rate, (tiers->0->>'minValidBetMinor')::bigint as min_vb,
           (tiers->0->>'minActiveMembers')::int as min_active
    from agent_contracts where kind = 'DAILY_SALARY' and effective_from < $2::timestamptz
  ),
  f as (select agent_id, sum(valid_bet) as vb from stats_team_play_daily
        where scope = 'A' and day = $1::date and agent_id in (select agent from c) group by 1),
  s as (select active_min_valid_bet_minor as min_vb, active_min_deposit_minor as min_deposit
        from agent_settlement_settings where id = 1),
  depositors as (select member_id from stats_money_daily where day = $1::date group by 1
                 having sum(deposit_amount) >= (select min_deposit from s)),
  bettors as (select p.member_id from stats_play_daily p join depositors d on d.member_id = p.member_id
              where p.day = $1::date group by 1 having sum(p.valid_bet) >= (select min_vb from s)),
  active as (select h.ancestor_id as agent, count(*) as n from bettors b
             join member_hierarchy h on h.descendant_id = b.member_id and h.depth > 0
             where h.ancestor_id in (select agent from c) group by 1),
  g as (select c.id, c.agent,
          case when coalesce(f.vb, 0) > 0 and coalesce(f.vb, 0) >= c.min_vb and coalesce(a.n, 0) >= c.min_active
               then floor(coalesce(f.vb, 0) * c.rate / 10000) else 0 end as gross
        from c left join f on f.agent_id = c.agent left join active a on a.agent = c.agent),
  nearest as (select distinct on (h.descendant_id) h.descendant_id as child, h.ancestor_id as parent
              from member_hierarchy h join g p on p.agent = h.ancestor_id join g d on d.agent = h.descendant_id
              where h.depth > 0 order by h.descendant_id, h.depth),
  deducted as (select n.parent, sum(g.gross) as total from nearest n join g on g.agent = n.child group by 1)
  select count(*) as contracts, sum(greatest(0, g.gross - coalesce(d.total, 0)))::text as amount
  from g left join deducted d on d.parent = g.agent`;

const main = async () => {
  buildStale();
  const baseUrl = benchDatabaseUrl();
  const databaseUrl = await freshDatabase(baseUrl, DATABASE);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    const migrate = cli(databaseUrl, 'migrate');
    if (!migrate.ok) throw new Error(migrate.out);
    await client.connect();
    console.log(`setting up ${MEMBERS.toLocaleString()} members, ${ROUNDS.toLocaleString()} rounds…`);
    const { agents } = await setUp(client);
    const rebuild = cli(databaseUrl, 'stats', 'rebuild');
    if (!rebuild.ok) throw new Error(rebuild.out);
    const day = (await client.query(`select ((now() at time zone '${TZ}')::date - 1)::text as day`)).rows[0].day;
    const dayStart = (await client.query(`select ($1::date::timestamp at time zone '${TZ}')::text as at`, [day]))
      .rows[0].at;
    const dayEnd = (await client.query(`select (($1::date + 1)::timestamp at time zone '${TZ}')::text as at`, [day]))
      .rows[0].at;
    const contracts = Number(
      (await client.query(`select count(*) as n from agent_contracts where kind = 'DAILY_SALARY'`)).rows[0].n,
    );
    console.log(
      `${agents.toLocaleString()} agents, ${contracts.toLocaleString()} daily-salary contracts; stats rebuilt in ${(rebuild.ms / 1000).toFixed(1)} s`,
    );

    // The CLI's own cost (process start, app build, migrations check): a refused run of the same command.
    const baseline = cli(databaseUrl, 'agents', 'settle', '--kind', 'DAILY_SALARY', '--window', '2999-01-01');
    const daily = cli(databaseUrl, 'agents', 'settle', '--kind', 'DAILY_SALARY', '--window', day);
    if (!daily.ok) throw new Error(daily.out);
    const again = cli(databaseUrl, 'agents', 'settle', '--kind', 'DAILY_SALARY', '--window', day);
    const settleMs = Math.max(0, daily.ms - baseline.ms);
    const engine = (
      await client.query(
        `select count(*) as statements, count(*) filter (where payout_amount > 0) as paying,
                coalesce(sum(amount), 0)::text as amount
         from agent_settlement_statements where kind = 'DAILY_SALARY' and window_start = $1::timestamptz`,
        [dayStart],
      )
    ).rows[0];
    const transfers = Number(
      (await client.query(`select count(*) as n from ledger_transfers where kind = 'AGENT_COMMISSION'`)).rows[0].n,
    );
    // Payouts above the four-eyes threshold (decision 055) are held for staff, not paid by the run.
    const held = Number((await client.query(`select count(*) as n from agent_settlement_approvals`)).rows[0].n);
    const sqlSamples = [];
    let sqlAnswer;
    for (let i = 0; i < 5; i += 1) {
      const started = process.hrtime.bigint();
      sqlAnswer = (await client.query(DAILY_AS_SQL, [day, dayEnd])).rows[0];
      sqlSamples.push(Number(process.hrtime.bigint() - started) / 1e6);
    }
    sqlSamples.sort((a, b) => a - b);
    const sqlMs = sqlSamples[2];

    // The busiest 5-minute window of yesterday.
    const busiest = (
      await client.query(
        `select to_timestamp(floor(extract(epoch from settled_at) / 300) * 300) as at, count(*) as rounds
         from provider_rounds where settled_at >= $1::timestamptz and settled_at < $2::timestamptz
         group by 1 order by 2 desc limit 1`,
        [dayStart, dayEnd],
      )
    ).rows[0];
    const realtimeBaseline = cli(
      databaseUrl,
      'agents',
      'settle',
      '--kind',
      'REALTIME_SALARY',
      '--window',
      '2999-01-01T00:00:00Z',
    );
    const realtime = cli(
      databaseUrl,
      'agents',
      'settle',
      '--kind',
      'REALTIME_SALARY',
      '--window',
      new Date(busiest.at).toISOString(),
    );
    if (!realtime.ok) throw new Error(realtime.out);
    const realtimeStatements = Number(
      (await client.query(`select count(*) as n from agent_settlement_statements where kind = 'REALTIME_SALARY'`))
        .rows[0].n,
    );

    const per = (ms, n) => (n > 0 ? `${((ms / n) * 1000).toFixed(0)} µs` : '—');
    console.log('');
    console.log(`daily salary for ${day} (${TZ}), every contract:`);
    console.log(
      `  engine (ops agents settle, CLI start ${baseline.ms.toFixed(0)} ms subtracted): ${settleMs.toFixed(0)} ms, ${per(settleMs, contracts)} per contract`,
    );
    console.log(
      `    ${engine.statements} statements (${engine.paying} paying), ${transfers} ledger transfers, ${held} held for approval, earned ${engine.amount} minor units`,
    );
    console.log(`    ${daily.out}`);
    console.log(
      `  one SQL statement (median of 5): ${sqlMs.toFixed(1)} ms, ${per(sqlMs, contracts)} per contract; earned ${sqlAnswer.amount} minor units`,
    );
    console.log(
      `  ratio engine / SQL: ${(settleMs / sqlMs).toFixed(1)}×; totals ${sqlAnswer.amount === engine.amount ? 'agree' : 'DIFFER'}`,
    );
    console.log(`  re-run: ${again.out} (${Math.max(0, again.ms - baseline.ms).toFixed(0)} ms)`);
    const outcomes = (
      await client.query(`select outcome, count(*) as n from agent_settlement_statements group by 1 order by 1`)
    ).rows.map((row) => `${row.outcome} ${row.n}`);
    console.log(`  outcomes (all kinds so far): ${outcomes.join(', ')}`);
    console.log('');
    console.log(
      `real-time salary, window ${new Date(busiest.at).toISOString()} (${busiest.rounds} rounds settled in it):`,
    );
    console.log(
      `  engine: ${Math.max(0, realtime.ms - realtimeBaseline.ms).toFixed(0)} ms (CLI start ${realtimeBaseline.ms.toFixed(0)} ms subtracted), ${realtimeStatements} statements`,
    );
    console.log(`    ${realtime.out}`);
  } finally {
    await client.end().catch(() => undefined);
    await dropDatabase(baseUrl, DATABASE);
  }
};

await main();
