// bench/admin: the back office's member lists (issue 16 acceptance) through the real server's HTTP
// API with a real staff session, beside plain SQL for the same page, as a ratio. It prints
// figures; it never fails on a time.
//
//   npm run bench:admin                                        # 100,000 members, 1,000,000 ledger rows
//   BENCH_MEMBERS=20000 BENCH_LEDGER=200000 npm run bench:admin   # smaller, quicker
//
// Setup (not measured): a fresh PostgreSQL database migrated by the built server's CLI; members
// (1 % agents, players under them, 5 % suspended, registered over a year, ~30 % with an approved
// deposit, addresses shared by about 50 members each), their main ledger accounts, and ledger
// transfers written in bulk with the triggers off: a fifth on one "whale" member (deep pages),
// the rest spread over everyone; rounds with the providers for the whale. Measured, BENCH_REPS
// times each, one request at a time: member search by each key, list filters and sorts, a
// member's profile (with its risk links), a member's ledger and rounds — first pages and deep
// pages — through HTTP, and the plain SQL for the same page run by a pg client; whether both
// gave the same rows.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import pg from 'pg';

import { buildStale } from '../../scripts/build.mjs';
import { benchDatabaseUrl, dropDatabase, freshDatabase } from '../lib/postgres.mjs';
import { startServer } from '../lib/server.mjs';
import { percentile } from '../lib/stats.mjs';

const MEMBERS = Number(process.env.BENCH_MEMBERS || 100_000);
const LEDGER = Number(process.env.BENCH_LEDGER || 1_000_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 200_000);
const REPS = Number(process.env.BENCH_REPS || 100);
const DATABASE = 'perya_bench_admin';
const ROOT = join(fileURLToPath(new URL('.', import.meta.url)), '../..');
const PAGE = 50;
/** The deep pages: this many rows in (the ledger and rounds of the whale). */
const DEEP = Math.min(100_000, Math.floor(LEDGER / 10));

const cli = (databaseUrl, ...args) => {
  const result = spawnSync(process.execPath, [join(ROOT, 'apps/server/dist/cli.js'), ...args], {
    env: { ...process.env, DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`cli ${args.join(' ')} failed: ${result.stderr}`);
};

const timed = async (label, work) => {
  const started = Date.now();
  await work();
  console.log(`  ${label}: ${Date.now() - started} ms`);
};

const setUp = async (client) => {
  const agents = Math.max(10, Math.floor(MEMBERS / 100));
  await timed(`${MEMBERS} members`, () =>
    client.query(
      `insert into members (account, password_hash, type, status, email, dialing_code, mobile_num, vip_level,
         registered_ip, created_at, last_login_at)
       select 'bm' || g, 'x', case when g <= $2 then 1 else 0 end,
         case when g % 20 = 7 then 'SUSPENDED' else 'ACTIVE' end,
         'bm' || g || '@example.com', '63', '917' || lpad(g::text, 7, '0'), g % 6,
         '10.' || (g / 50 / 256 % 256) || '.' || (g / 50 % 256) || '.1',
         now() - ((g * 7919) % 365) * interval '1 day' - (g % 86400) * interval '1 second',
         case when g % 3 = 0 then null else now() - (g % 90) * interval '1 day' end
       from generate_series(1, $1) g`,
      [MEMBERS, agents],
    ),
  );
  const base = Number((await client.query(`select min(id)::bigint as base from members`)).rows[0].base);
  await timed('uplines and the closure table', async () => {
    await client.query(
      `update members set upline_id = $1::bigint + (id - $1::bigint) % $2 where id - $1::bigint >= $2`,
      [base, agents],
    );
    await client.query(`insert into member_hierarchy (ancestor_id, descendant_id, depth)
      select id, id, 0 from members union all select upline_id, id, 1 from members where upline_id is not null`);
  });
  await timed('ledger accounts', async () => {
    await client.query(`insert into ledger_accounts (code, kind, member_id, currency, balance, non_negative)
      select 'member:' || id || ':main:PHP', 'MEMBER_MAIN', id, 'PHP', (id * 31) % 100000, true from members order by id`);
    await client.query(`insert into ledger_accounts (code, kind, currency, non_negative)
      values ('house:PHP:0', 'HOUSE', 'PHP', false), ('payment_clearing:PHP', 'PAYMENT_CLEARING', 'PHP', false)`);
  });
  const whale = base + agents + 1;
  const accounts = (await client.query(`select min(id)::bigint as first from ledger_accounts`)).rows[0];
  const firstAccount = Number(accounts.first);
  const misplaced = await client.query(
    `select count(*)::int as n from ledger_accounts where kind = 'MEMBER_MAIN' and id - $1::bigint <> member_id - $2::bigint`,
    [firstAccount, base],
  );
  if (misplaced.rows[0].n !== 0) throw new Error('member accounts are not in member order');
  const house = Number((await client.query(`select id from ledger_accounts where code = 'house:PHP:0'`)).rows[0].id);
  const clearing = Number(
    (await client.query(`select id from ledger_accounts where code = 'payment_clearing:PHP'`)).rows[0].id,
  );
  await client.query(`set session_replication_role = replica`); // setup only: no triggers, no activity events
  await timed(`${LEDGER} ledger transfers (a fifth on member ${whale})`, () =>
    client.query(
      `insert into ledger_transfers (id, debit_account_id, credit_account_id, debit_member_id, credit_member_id,
         amount, currency, kind, status, created_at)
       select gen_random_uuid(),
         case when x.kind in ('BET', 'WITHDRAWAL') then x.account else case x.kind when 'DEPOSIT' then $5::bigint else $4::bigint end end,
         case when x.kind in ('BET', 'WITHDRAWAL') then $4::bigint else x.account end,
         case when x.kind in ('BET', 'WITHDRAWAL') then x.member end,
         case when x.kind in ('BET', 'WITHDRAWAL') then null else x.member end,
         100 + (g * 37) % 50000, 'PHP', x.kind, 'POSTED',
         now() - ((g * 104729) % (365 * 86400)) * interval '1 second'
       from generate_series(1::bigint, $1::bigint) g,
         lateral (select m as member, $7::bigint + (m - $6::bigint) as account,
                    (array['BET', 'BET', 'BET', 'WIN', 'WIN', 'BET', 'WIN', 'BET', 'DEPOSIT', 'WITHDRAWAL'])[1 + g % 10] as kind
                  from (select case when g % 5 = 0 then $2::bigint else $6::bigint + (g * 7919) % $3 end as m) pick) x`,
      [LEDGER, whale, MEMBERS, house, clearing, base, firstAccount],
    ),
  );
  await timed(`${ROUNDS} rounds of member ${whale}`, () =>
    client.query(
      `insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, win_total, has_win,
         status, started_at, settled_at)
       select (array['VA', 'VB', 'VC'])[1 + g % 3], 'r' || g, $1, 'G' || (g % 40), 'PHP', 100 + g % 900,
         case when g % 3 = 0 then g % 2000 else 0 end, g % 3 = 0, 'CLOSED', t, t
       from generate_series(1::bigint, $2::bigint) g, lateral (select now() - ((g * 104729) % (365 * 86400)) * interval '1 second' as t) x`,
      [whale, ROUNDS],
    ),
  );
  await timed('deposits (about 30 % of members)', async () => {
    const channel = await client.query(
      `insert into payment_channels (kind, method, name, min_minor, max_minor) values ('MANUAL', 'GCASH', 'Bench', 100, 10000000) returning id`,
    );
    await client.query(
      `insert into deposits (id, member_id, channel_id, kind, method, channel_name, amount, currency, status, created_at)
       select gen_random_uuid(), id, $1, 'MANUAL', 'GCASH', 'Bench', 10000, 'PHP', 'APPROVED', created_at + interval '1 hour'
       from members where id % 10 < 3`,
      [channel.rows[0].id],
    );
  });
  await client.query(`set session_replication_role = origin`);
  await timed('analyze', () => client.query('analyze'));
  return { base, whale, agents };
};

/** A staff session as a login writes it (only the token's SHA-256 is stored); the bearer token. */
const staffSession = async (client) => {
  const staff = await client.query(
    `insert into staff_users (username, password_hash, display_name, role) values ('bench', 'x', 'Bench', 'OWNER') returning id`,
  );
  const token = randomBytes(32).toString('base64url');
  // With staff second factors (issue 16), a session that finished its code says so.
  const hasSecondFactor =
    (
      await client.query(
        `select 1 from information_schema.columns where table_name = 'sessions' and column_name = 'second_factor'`,
      )
    ).rows.length > 0;
  await client.query(
    `insert into sessions (id, token_hash, subject_kind, staff_id, ip, idle_expires_at, expires_at${hasSecondFactor ? ', second_factor' : ''})
     values ($1, $2, 'STAFF', $3, '127.0.0.1', now() + interval '1 hour', now() + interval '1 day'${hasSecondFactor ? ", 'DONE'" : ''})`,
    [randomUUID(), createHash('sha256').update(token).digest('hex'), staff.rows[0].id],
  );
  return token;
};

/** p50/p99 of `run` over BENCH_REPS runs, and its last answer. */
const timeRuns = async (run) => {
  await run(); // warm-up: the first request compiles the route's code, the first query plans
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

const apiValue = async (url, path, token) => {
  const response = await fetch(`${url}${path}`, { headers: { authorization: `Bearer ${token}` } });
  const body = await response.json();
  if (response.status !== 200 || body.success !== true)
    throw new Error(`${path}: ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return body.value;
};

const printTable = (header, lines) => {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  for (const line of [header, ...lines])
    console.log(line.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  '));
};

const cursorOf = (parts) => Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
const exact = (column) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const MEMBER_LIST = (where, order, limit, offset) =>
  `select m.id, m.account, m.status, m.email, m.mobile_num, u.account as upline_account, m.created_at
   from members m left join members u on u.id = m.upline_id ${where ? `where ${where}` : ''}
   order by ${order} limit ${limit} offset ${offset}`;
const MEMBER_COUNT = (where) => `select count(*) from members m ${where ? `where ${where}` : ''}`;

const main = async () => {
  buildStale();
  const databaseUrl = await freshDatabase(benchDatabaseUrl(), DATABASE);
  const client = new pg.Client({ connectionString: databaseUrl });
  try {
    cli(databaseUrl, 'migrate');
    await client.connect();
    console.log(`bench/admin: ${MEMBERS} members, ${LEDGER} ledger transfers, ${ROUNDS} rounds; setup:`);
    const { base, whale } = await setUp(client);
    const token = await staffSession(client);
    const sizes = await client.query(`select relname, pg_size_pretty(pg_total_relation_size(oid)) size
      from pg_class where relname in ('members', 'ledger_transfers', 'provider_rounds') order by relname`);
    console.log('  tables:', sizes.rows.map((row) => `${row.relname} ${row.size}`).join('; '));
    const server = await startServer({ DATABASE_URL: databaseUrl, RATE_LIMITS: 'false', ACTIVITY_STREAM: 'false' });
    const rows = [];
    try {
      const ids = (list) => list.map((row) => Number(row.id)).join();
      /** One case: the HTTP path and the plain SQL of the same page (list and total), compared by ids. */
      const memberCase = async (name, path, where, order, { pageNo = 1, pageSize = PAGE } = {}) => {
        const api = await timeRuns(() => apiValue(server.url, path, token));
        const raw = await timeRuns(async () => {
          const [list, count] = await Promise.all([
            client.query(MEMBER_LIST(where, order, pageSize, (pageNo - 1) * pageSize)),
            client.query(MEMBER_COUNT(where)),
          ]);
          return { list: list.rows, total: Number(count.rows[0].count) };
        });
        // One client runs the two statements one after the other (pg queues them): as the server's pool might not.
        const same = ids(api.answer.list) === ids(raw.answer.list) && api.answer.total === raw.answer.total;
        rows.push([name, api, raw, same]);
      };
      const g = 12345 % MEMBERS || 1;
      await memberCase(
        `search username prefix "bm${g}"`,
        `/wps/admin/members?q=bm${g}&pageSize=${PAGE}`,
        `lower(m.account) like 'bm${g}%'`,
        'm.created_at desc, m.id desc',
      );
      await memberCase(
        'search exact mobile',
        `/wps/admin/members?q=917${String(g).padStart(7, '0')}`,
        `(lower(m.account) like '917${String(g).padStart(7, '0')}%' or m.id = 917${String(g).padStart(7, '0')} or m.mobile_num = '917${String(g).padStart(7, '0')}')`,
        'm.created_at desc, m.id desc',
      );
      await memberCase(
        'search exact e-mail',
        `/wps/admin/members?q=bm${g}@example.com`,
        `lower(m.email) = 'bm${g}@example.com'`,
        'm.created_at desc, m.id desc',
      );
      await memberCase(
        'search exact id',
        `/wps/admin/members?q=${base + g}`,
        `(lower(m.account) like '${base + g}%' or m.id = ${base + g} or m.mobile_num = '${base + g}')`,
        'm.created_at desc, m.id desc',
      );
      await memberCase(
        'list, newest first, page 1',
        `/wps/admin/members?pageSize=${PAGE}`,
        '',
        'm.created_at desc, m.id desc',
      );
      await memberCase(
        'list, newest first, page 200',
        `/wps/admin/members?pageSize=${PAGE}&pageNo=200`,
        '',
        'm.created_at desc, m.id desc',
        { pageNo: 200 },
      );
      await memberCase(
        'filter suspended players with a deposit, by last login',
        `/wps/admin/members?status=SUSPENDED&kind=member&hasDeposited=true&sort=lastLoginAt&pageSize=${PAGE}`,
        `m.status = 'SUSPENDED' and m.type in (0) and exists (select 1 from deposits d where d.member_id = m.id and d.status = 'APPROVED')`,
        'm.last_login_at desc nulls last, m.id desc',
      );
      const from = new Date(Date.now() - 30 * 86_400_000 + 8 * 3_600_000).toISOString().slice(0, 10);
      await memberCase(
        'filter registered in the last 30 days, by username, page 5',
        `/wps/admin/members?registeredFrom=${from}&sort=account&order=asc&pageSize=${PAGE}&pageNo=5`,
        `m.created_at >= '${from}T00:00:00+08:00'::timestamptz`,
        'lower(m.account) asc, m.id asc',
        { pageNo: 5 },
      );

      // A member's ledger: the plain SQL is what one writes by hand (either side, newest first, OFFSET).
      const LEDGER_SQL = (member, offset) =>
        `select id from ledger_transfers where debit_member_id = ${member} or credit_member_id = ${member}
         order by created_at desc, id desc limit ${PAGE} offset ${offset}`;
      const ledgerCase = async (name, member, offset) => {
        let cursor = '';
        if (offset > 0) {
          const at = await client.query(
            `select ${exact('created_at')} as at, id from ledger_transfers where debit_member_id = ${member} or credit_member_id = ${member}
             order by created_at desc, id desc limit 1 offset ${offset - 1}`,
          );
          cursor = `&cursor=${cursorOf([at.rows[0].at, at.rows[0].id])}`;
        }
        const path = `/wps/admin/members/${member}/ledger?pageSize=${PAGE}${cursor}`;
        const api = await timeRuns(() => apiValue(server.url, path, token));
        const raw = await timeRuns(async () => (await client.query(LEDGER_SQL(member, offset))).rows);
        const same = api.answer.list.map((row) => row.id).join() === raw.answer.map((row) => row.id).join();
        rows.push([name, api, raw, same]);
      };
      const whaleCount = Number(
        (
          await client.query(
            `select count(*) from ledger_transfers where debit_member_id = ${whale} or credit_member_id = ${whale}`,
          )
        ).rows[0].count,
      );
      await ledgerCase(`ledger of member ${whale} (${whaleCount} rows), first page`, whale, 0);
      await ledgerCase(`ledger of member ${whale}, ${DEEP} rows in (cursor / OFFSET)`, whale, DEEP);
      await ledgerCase(`ledger of a typical member, first page`, base + 5000, 0);
      {
        const path = `/wps/admin/members/${whale}/ledger?kind=DEPOSIT&pageSize=${PAGE}`;
        const api = await timeRuns(() => apiValue(server.url, path, token));
        const raw = await timeRuns(
          async () =>
            (
              await client.query(`select id from ledger_transfers where (debit_member_id = ${whale} or credit_member_id = ${whale})
                and kind = 'DEPOSIT' order by created_at desc, id desc limit ${PAGE}`)
            ).rows,
        );
        rows.push([
          `ledger of member ${whale}, deposits only`,
          api,
          raw,
          api.answer.list.map((row) => row.id).join() === raw.answer.map((row) => row.id).join(),
        ]);
      }
      const roundCase = async (name, offset) => {
        let cursor = '';
        if (offset > 0) {
          const at = await client.query(
            `select ${exact('started_at')} as at, vendor_code, round_id from provider_rounds where member_id = ${whale}
             order by started_at desc, vendor_code desc, round_id desc limit 1 offset ${offset - 1}`,
          );
          cursor = `&cursor=${cursorOf([at.rows[0].at, at.rows[0].vendor_code, at.rows[0].round_id])}`;
        }
        const path = `/wps/admin/members/${whale}/bets?pageSize=${PAGE}${cursor}`;
        const api = await timeRuns(() => apiValue(server.url, path, token));
        const raw = await timeRuns(
          async () =>
            (
              await client.query(`select round_id from provider_rounds where member_id = ${whale}
                order by started_at desc, vendor_code desc, round_id desc limit ${PAGE} offset ${offset}`)
            ).rows,
        );
        const same = api.answer.list.map((row) => row.roundId).join() === raw.answer.map((row) => row.round_id).join();
        rows.push([name, api, raw, same]);
      };
      await roundCase(`rounds of member ${whale} (${ROUNDS}), first page`, 0);
      await roundCase(
        `rounds of member ${whale}, ${Math.min(DEEP, ROUNDS - PAGE)} in (cursor / OFFSET)`,
        Math.min(DEEP, ROUNDS - PAGE),
      );

      const profile = await timeRuns(() => apiValue(server.url, `/wps/admin/members/${whale}`, token));
      const agentProfile = await timeRuns(() => apiValue(server.url, `/wps/admin/members/${base}`, token));
      console.log(
        `\nthrough the server (HTTP on 127.0.0.1, a staff session, one request at a time, ${REPS} runs) beside plain SQL for the same page (pg, same machine):`,
      );
      printTable(
        ['case', 'API p50 ms', 'API p99 ms', 'SQL p50 ms', 'SQL p99 ms', 'API/SQL p99', 'same rows'],
        rows.map(([name, api, raw, same]) => [
          name,
          ...[api.p50, api.p99, raw.p50, raw.p99].map((v) => v.toFixed(2)),
          `${(api.p99 / raw.p99).toFixed(2)}x`,
          same ? 'yes' : 'NO',
        ]),
      );
      console.log(
        `profile with risk links, member ${whale}: p50 ${profile.p50.toFixed(2)} ms, p99 ${profile.p99.toFixed(2)} ms (${profile.answer.links.length} link groups, ` +
          `${profile.answer.links.reduce((n, link) => n + link.memberCount, 0)} linked members); an agent with ${agentProfile.answer.teamSize} in its team: p50 ${agentProfile.p50.toFixed(2)} ms, p99 ${agentProfile.p99.toFixed(2)} ms`,
      );
      const csvStarted = Date.now();
      const csv = await fetch(`${server.url}/wps/admin/members?status=SUSPENDED&format=csv`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const csvText = await csv.text();
      console.log(
        `CSV export of suspended members: ${csvText.split('\r\n').length - 2} rows, ${(csvText.length / 1024).toFixed(0)} kB in ${Date.now() - csvStarted} ms`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    await client.end().catch(() => undefined);
    await dropDatabase(benchDatabaseUrl(), DATABASE);
  }
};

await main();
