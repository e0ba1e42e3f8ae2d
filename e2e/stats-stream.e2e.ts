import { spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { Portal } from './harness/portal';
import { REPO_ROOT, startPortal } from './harness/portal';
import type { ScratchDatabase } from './harness/postgres';
import { freshDatabase } from './harness/postgres';

// Issue 15's acceptance on PostgreSQL: two real server processes (the built apps/server/dist/main.js)
// consume the same activity stream; the one holding the statistics subscriber's runner lock is
// killed with SIGKILL while rounds and money keep being committed; the other takes the lock over
// and drains the backlog. No event may be counted twice or missed: the aggregates the stream
// maintained equal what `stats rebuild` recomputes from the rounds and the ledger.
// It lives in e2e/ because it needs the build: `npm run test:e2e` builds first, `npm test` does not.
// Needs TEST_DATABASE_URL; skipped without it. Nothing here waits a fixed time: every wait polls
// for a state with a generous bound.

const databaseUrl = process.env.TEST_DATABASE_URL;
const CLI = join(REPO_ROOT, 'apps', 'server', 'dist', 'cli.js');
const VENDOR = 'TSTAT';
const GAMES = ['G-RNG', 'G-LIVE', 'G-UNKNOWN'];
const DAY_MS = 86_400_000;

/** The runner lock's key, as db/single-runner.ts derives it: FNV-1a of the name, under class 'PERY'. */
const LOCK_CLASS = 0x50455259;
const lockKeyOf = (name: string): number => {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0; // pg_locks shows the key as an unsigned oid
};
const STATS_LOCK = lockKeyOf('activity:stats');

/** Resolves once `check` holds; fails after `ms` (generous: the machine may be busy). */
const eventually = async (what: string, check: () => Promise<boolean>, ms = 90_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not reached within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
};

/** An agent → (member, sub-agent → (member, member)) tree, each member with a main account; a fund account. */
const createTree = async (db: pg.Pool) => {
  await db.query(
    `insert into game_vendors (code, display_name, category) values ($1, 'Stats', 'RNG')
    on conflict (code) do nothing`,
    [VENDOR],
  );
  await db.query(
    `insert into games (vendor_code, game_code, game_type, display_name, rtp_basis_points)
    values ($1, 'G-RNG', 'RNG', 'Stats RNG', 9900), ($1, 'G-LIVE', 'LIVE', 'Stats live', null)
    on conflict (vendor_code, game_code) do nothing`,
    [VENDOR],
  );
  const member = async (name: string, upline: number | null) => {
    const { rows } = await db.query<{ id: string }>(
      `insert into members (account, password_hash, type, upline_id) values ($1, 'x', $2, $3) returning id`,
      [`stream${name}`, upline === null ? 1 : 0, upline],
    );
    const id = Number(rows[0]?.id);
    await db.query(`insert into member_hierarchy (ancestor_id, descendant_id, depth) values ($1, $1, 0)`, [id]);
    if (upline !== null)
      await db.query(
        `insert into member_hierarchy (ancestor_id, descendant_id, depth)
         select ancestor_id, $1, depth + 1 from member_hierarchy where descendant_id = $2`,
        [id, upline],
      );
    return id;
  };
  const agent = await member('a', null);
  const subAgent = await member('b', agent);
  const members = [await member('m1', agent), await member('m2', subAgent), await member('m3', subAgent), subAgent];
  const accounts = new Map<number, string>();
  for (const id of members) {
    const { rows } = await db.query<{ id: string }>(
      `insert into ledger_accounts (code, kind, member_id, currency, non_negative)
       values ($1, 'MEMBER_MAIN', $2, 'PHP', false) returning id::text`,
      [`member:${id}:main:PHP`, id],
    );
    accounts.set(id, rows[0]?.id ?? '');
  }
  const { rows } = await db.query<{ id: string }>(`insert into ledger_accounts (code, kind, currency, non_negative)
    values ('stats-fund:stream', 'ADJUSTMENT', 'PHP', false) returning id::text`);
  return { members, accounts, fund: rows[0]?.id ?? '' };
};
type Tree = Awaited<ReturnType<typeof createTree>>;

/**
 * One writer's step `n`: a round opened, won and closed as the provider functions leave it (the
 * triggers of migration 0017 write its event); every 5th rolled back after it was counted; every
 * 7th step a deposit or an adjustment out through the ledger table.
 */
const writeStep = async (db: pg.Pool, tree: Tree, seed: number, n: number) => {
  const member = tree.members[(seed + n) % tree.members.length] ?? 0;
  const at = new Date(Date.now() - ((seed * 7919 + n * 104_729) % (3 * DAY_MS)));
  const round = randomUUID();
  await db.query(
    `insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, status, started_at)
     values ($1, $2, $3, $4, 'PHP', $5, 'OPEN', $6)`,
    [VENDOR, round, member, GAMES[n % GAMES.length], 100 + n, at],
  );
  await db.query(
    `update provider_rounds set win_total = win_total + $3, has_win = true, status = 'CLOSED', settled_at = $4
     where vendor_code = $1 and round_id = $2`,
    [VENDOR, round, (n * 37) % 400, at],
  );
  if (n % 5 === 0)
    await db.query(`update provider_rounds set status = 'ROLLED_BACK' where vendor_code = $1 and round_id = $2`, [
      VENDOR,
      round,
    ]);
  if (n % 7 === 0) {
    const account = tree.accounts.get(member) ?? '';
    const deposit = n % 2 === 1;
    await db.query(
      `insert into ledger_transfers (id, debit_account_id, credit_account_id, debit_member_id, credit_member_id,
         amount, currency, kind, status, created_at)
       values ($1, $2::bigint, $3::bigint, $4, $5, 500, 'PHP', $6, 'POSTED', $7)`,
      [
        randomUUID(),
        deposit ? tree.fund : account,
        deposit ? account : tree.fund,
        deposit ? null : member,
        deposit ? member : null,
        deposit ? 'DEPOSIT' : 'ADJUSTMENT',
        at,
      ],
    );
  }
};

const PLAY = ['rounds', 'bet', 'valid_bet', 'payout', 'edge_weighted_bet'];
const MONEY = ['deposits', 'deposit_amount', 'withdrawals', 'withdrawal_amount', 'bonuses', 'bonus_amount'].concat([
  'forfeits',
  'forfeit_amount',
  'adjustments',
  'adjustment_amount',
]);
const AGGREGATES: Array<[table: string, keys: string[], values: string[]]> = [
  ['stats_play_hourly', ['member_id', 'hour', 'category'], PLAY],
  ['stats_play_daily', ['member_id', 'day', 'category'], PLAY],
  ['stats_team_play_daily', ['agent_id', 'scope', 'day', 'category'], PLAY],
  ['stats_money_daily', ['member_id', 'day'], MONEY],
  ['stats_team_money_daily', ['agent_id', 'scope', 'day'], MONEY],
  ['stats_first_deposits', ['member_id'], ['day', 'amount']],
];

/** Every aggregate row that counts something, as text keyed by table and primary key. */
const readAggregates = async (db: pg.Pool): Promise<Record<string, string>> => {
  const snapshot: Record<string, string> = {};
  for (const [table, keys, values] of AGGREGATES) {
    const { rows } = await db.query<{ k: string; v: string }>(
      `select concat_ws('|', ${keys.map((key) => `${key}::text`).join(', ')}) as k,
              concat_ws('|', ${values.map((value) => `${value}::text`).join(', ')}) as v from ${table}`,
    );
    for (const row of rows) if (!/^0(\|0)*$/.test(row.v)) snapshot[`${table}|${row.k}`] = row.v;
  }
  return snapshot;
};

const pendingEvents = async (db: pg.Pool): Promise<number> => {
  const { rows } = await db.query<{ pending: string }>(`
    select count(*)::text as pending from activity_events e, activity_checkpoints c
    where c.subscriber = 'stats' and (e.xact_id, e.id) > (c.xact_id, c.event_id) and e.xact_id <> all (c.skip_xact_ids)`);
  return Number(rows[0]?.pending ?? -1);
};

const handledUpTo = async (db: pg.Pool): Promise<bigint> => {
  const { rows } = await db.query<{ id: string }>(`select event_id::text as id from activity_checkpoints
    where subscriber = 'stats'`);
  return BigInt(rows[0]?.id ?? '0');
};

/** The application name of the connection holding the statistics subscriber's runner lock, if any. */
const lockHolder = async (db: pg.Pool): Promise<string | null> => {
  const { rows } = await db.query<{ name: string }>(
    `select a.application_name as name from pg_locks l join pg_stat_activity a on a.pid = l.pid
     where l.locktype = 'advisory' and l.granted and l.classid = $1 and l.objid = $2 and l.database =
       (select oid from pg_database where datname = current_database())`,
    [LOCK_CLASS, STATS_LOCK],
  );
  return rows[0]?.name ?? null;
};

describe.runIf(databaseUrl)('the activity stream across two server processes on PostgreSQL', () => {
  let database: ScratchDatabase;
  let db: pg.Pool;
  const portals = new Map<string, Portal>();
  const urlOf = (name: string) => {
    const url = new URL(database.url);
    url.searchParams.set('application_name', name);
    return url.toString();
  };
  const start = async (name: string, ops?: string[][]) => {
    const env = { DATABASE_URL: urlOf(name), DATABASE_POOL_SIZE: '10', SCHEDULER: 'false' }; // room beside the four subscriber locks
    portals.set(name, await startPortal({ env, ...(ops ? { ops } : {}) }));
  };

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl ?? '', 'stream');
    db = new pg.Pool({ connectionString: urlOf('stream-test'), max: 5 });
  });
  afterAll(async () => {
    await Promise.all([...portals.values()].map((portal) => portal.stop()));
    await db?.end();
    await database?.drop();
  });

  it('should count every event once when the process running the subscriber is killed mid-run', async () => {
    // A migrates the fresh database and starts; B starts on it. One of them takes the lock.
    await start('perya-a', [['migrate']]);
    await start('perya-b');
    const tree = await createTree(db);

    let writing = true;
    let written = 0;
    const writer = async (seed: number) => {
      for (let n = 1; writing; n += 1) {
        await writeStep(db, tree, seed, n);
        written += 1;
      }
    };
    const writers = [1, 2, 3].map(writer);

    // The holder has counted some of what was written, with more still coming: kill it now.
    await eventually('a process holds the lock and has counted events', async () => {
      return written > 60 && (await lockHolder(db)) !== null && (await handledUpTo(db)) > 0n;
    });
    const killedName = (await lockHolder(db)) ?? '';
    const survivorName = killedName === 'perya-a' ? 'perya-b' : 'perya-a';
    expect(['perya-a', 'perya-b']).toContain(killedName);
    portals.get(killedName)?.kill();
    const handledAtKill = await handledUpTo(db);

    // The survivor takes the lock over (the killed process's connection, and its lock, are gone).
    await eventually('the survivor holds the lock', async () => (await lockHolder(db)) === survivorName);
    const writtenAtTakeover = written;
    await eventually('more is written after the takeover', async () => written > writtenAtTakeover + 60);
    writing = false;
    await Promise.all(writers);

    await eventually('the survivor drains the backlog', async () => (await pendingEvents(db)) === 0);
    expect(await handledUpTo(db)).toBeGreaterThan(handledAtKill);
    const streamed = await readAggregates(db);
    expect(Object.keys(streamed).length).toBeGreaterThan(0);

    // The recomputation from the rounds and the ledger, with no process consuming beside it.
    await portals.get(survivorName)?.stop();
    portals.delete(survivorName);
    const rebuild = spawnSync(process.execPath, [CLI, 'stats', 'rebuild'], {
      env: { PATH: process.env.PATH ?? '', DATABASE_URL: urlOf('stats-rebuild'), LOG_LEVEL: 'warn' },
      encoding: 'utf8',
    });
    expect(rebuild.status, rebuild.stderr).toBe(0);
    expect(await readAggregates(db)).toEqual(streamed);
  }, 240_000);
});
