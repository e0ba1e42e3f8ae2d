import { randomUUID } from 'node:crypto';

import { countsInStatistics, edgeWeightedBetOf, reportingDayOf, rtpBasisPointsFor, validBetOf } from '@perya/contracts';
import type { StatsRoundStatus } from '@perya/contracts';
import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';

// Test support for the statistics: a small agent tree, a vendor with games of known categories
// and RTPs, rounds and ledger money written as the provider and wallet functions leave them (the
// triggers of migration 0017 fire the same), and the aggregates as a full recomputation by the
// contracts' definitions gives them — the model the stream's aggregates must equal.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const STATS_VENDOR = 'TSTAT';
/** A game with its own RTP, one on its category's default, one the catalogue does not know. */
export const STATS_GAMES = ['G-RNG', 'G-LIVE', 'G-UNKNOWN'] as const;

export type StatsTree = {
  agent: number;
  subAgent: number;
  members: number[];
  accounts: Map<number, bigint>;
  fund: bigint;
};

let treeCount = 0;

/** Agent → (member, sub-agent → (member, member)); every member has a main account; one fund account. */
export const createStatsTree = async (db: Executor): Promise<StatsTree> => {
  treeCount += 1;
  const tag = `${process.pid}-${treeCount}-${randomUUID().slice(0, 6)}`;
  await db.execute(sql`insert into game_vendors (code, display_name, category) values (${STATS_VENDOR}, 'Stats', 'RNG')
    on conflict (code) do nothing`);
  await db.execute(sql`insert into games (vendor_code, game_code, game_type, display_name, rtp_basis_points)
    values (${STATS_VENDOR}, 'G-RNG', 'RNG', 'Stats RNG', 9900), (${STATS_VENDOR}, 'G-LIVE', 'LIVE', 'Stats live', null)
    on conflict (vendor_code, game_code) do nothing`);
  const insertMember = async (name: string, upline: number | null) => {
    const [row] = rowsOf<{ id: string | number }>(
      await db.execute(sql`insert into members (account, password_hash, type, upline_id)
        values (${`st${name}${tag}`.slice(0, 40)}, 'x', ${upline === null ? 1 : 0}, ${upline}) returning id`),
    );
    const id = Number(row?.id);
    await db.execute(sql`insert into member_hierarchy (ancestor_id, descendant_id, depth) values (${id}, ${id}, 0)`);
    if (upline !== null)
      await db.execute(sql`insert into member_hierarchy (ancestor_id, descendant_id, depth)
        select ancestor_id, ${id}, depth + 1 from member_hierarchy where descendant_id = ${upline}`);
    return id;
  };
  const agent = await insertMember('a', null);
  const first = await insertMember('m1', agent);
  const subAgent = await insertMember('b', agent);
  const second = await insertMember('m2', subAgent);
  const third = await insertMember('m3', subAgent);
  const members = [first, second, third, subAgent];
  const accounts = new Map<number, bigint>();
  for (const member of members) {
    const [row] = rowsOf<{ id: string }>(
      await db.execute(sql`insert into ledger_accounts (code, kind, member_id, currency, non_negative)
        values (${`member:${member}:main:PHP`}, 'MEMBER_MAIN', ${member}, 'PHP', false) returning id::text`),
    );
    accounts.set(member, BigInt(row?.id ?? 0));
  }
  const [fund] = rowsOf<{ id: string }>(
    await db.execute(sql`insert into ledger_accounts (code, kind, currency, non_negative)
      values (${`stats-fund:${tag}`}, 'ADJUSTMENT', 'PHP', false) returning id::text`),
  );
  return { agent, subAgent, members, accounts, fund: BigInt(fund?.id ?? 0) };
};

export type MoneyKind = 'DEPOSIT' | 'WITHDRAWAL_PAID' | 'WITHDRAWAL_VOIDED' | 'BONUS' | 'ADJUST_IN' | 'ADJUST_OUT';

/** A transfer as the ledger functions write it (balances are not the statistics' concern). */
export const writeMoney = async (
  db: Executor,
  tree: StatsTree,
  member: number,
  kind: MoneyKind,
  amount: bigint,
  at: Date,
) => {
  const account = tree.accounts.get(member) ?? 0n;
  const toMember = kind === 'DEPOSIT' || kind === 'BONUS' || kind === 'ADJUST_IN';
  const ledgerKind =
    { DEPOSIT: 'DEPOSIT', BONUS: 'BONUS', ADJUST_IN: 'ADJUSTMENT', ADJUST_OUT: 'ADJUSTMENT' }[kind as 'DEPOSIT'] ??
    'WITHDRAWAL';
  const status = kind === 'WITHDRAWAL_VOIDED' ? 'VOIDED' : 'POSTED';
  await db.execute(sql`insert into ledger_transfers (id, debit_account_id, credit_account_id, debit_member_id,
      credit_member_id, amount, currency, kind, status, created_at)
    values (${randomUUID()}, ${(toMember ? tree.fund : account).toString()}::bigint, ${(toMember ? account : tree.fund).toString()}::bigint,
      ${toMember ? null : member}, ${toMember ? member : null}, ${amount.toString()}::bigint, 'PHP', ${ledgerKind}, ${status},
      ${at.toISOString()}::timestamptz)`);
};

export const forfeitBonus = async (db: Executor, member: number, amount: bigint, at: Date) => {
  const id = randomUUID();
  await db.execute(sql`insert into bonus_grants (id, member_id, title, amount, currency, turnover_multiplier, required,
      status, transfer_id, granted_at)
    values (${id}, ${member}, 'stats', ${amount.toString()}::bigint, 'PHP', 1, ${amount.toString()}::bigint, 'ACTIVE', ${id},
      ${at.toISOString()}::timestamptz)`);
  await db.execute(sql`update bonus_grants set status = 'FORFEITED', completed_at = ${at.toISOString()}::timestamptz
    where id = ${id}`);
};

/** The aggregates as rows of text keyed by their primary key; rows that count nothing are left out. */
export type AggregateSnapshot = Record<string, Record<string, string>>;

const TABLES: Array<[string, string[], string[]]> = [
  ['stats_play_hourly', ['member_id', 'hour'], ['category']],
  ['stats_play_daily', ['member_id', 'day'], ['category']],
  ['stats_team_play_daily', ['agent_id', 'scope', 'day'], ['category']],
  ['stats_money_daily', ['member_id', 'day'], []],
  ['stats_team_money_daily', ['agent_id', 'scope', 'day'], []],
];
const PLAY = ['rounds', 'bet', 'valid_bet', 'payout', 'edge_weighted_bet'];
const MONEY = ['deposits', 'deposit_amount', 'withdrawals', 'withdrawal_amount', 'bonuses', 'bonus_amount'].concat([
  'forfeits',
  'forfeit_amount',
  'adjustments',
  'adjustment_amount',
]);

export const readAggregates = async (db: Executor): Promise<AggregateSnapshot> => {
  const snapshot: AggregateSnapshot = {};
  for (const [table, keys, extra] of TABLES) {
    const values = table.includes('play') ? PLAY : MONEY;
    const keyText = [...keys, ...extra]
      .map((key) => (key === 'hour' ? `to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24')` : `${key}::text`))
      .join(` || '|' || `);
    const rows = rowsOf<Record<string, string>>(
      await db.execute(
        sql.raw(`select ${keyText} as k, ${values.map((v) => `${v}::text as ${v}`).join(', ')} from ${table}`),
      ),
    );
    for (const row of rows) {
      if (values.every((v) => row[v] === '0')) continue;
      snapshot[`${table}|${row.k}`] = Object.fromEntries(values.map((v) => [v, String(row[v])]));
    }
  }
  const firsts = rowsOf<{ member_id: string; day: string; amount: string }>(
    await db.execute(sql`select member_id::text, day::text, amount::text from stats_first_deposits`),
  );
  for (const row of firsts) snapshot[`stats_first_deposits|${row.member_id}`] = { day: row.day, amount: row.amount };
  const registrations = rowsOf<{ day: string; registrations: string }>(
    await db.execute(
      sql`select day::text, registrations::text from stats_registrations_daily where registrations <> 0`,
    ),
  );
  for (const row of registrations)
    snapshot[`stats_registrations_daily|${row.day}`] = { registrations: row.registrations };
  return snapshot;
};

/** The aggregates recomputed from the rounds and the ledger by the definitions in contracts/stats.ts. */
export const modelAggregates = async (db: Executor, timeZone = 'Asia/Manila'): Promise<AggregateSnapshot> => {
  const snapshot: AggregateSnapshot = {};
  const add = (key: string, columns: string[], values: bigint[]) => {
    const row = (snapshot[key] ??= Object.fromEntries(columns.map((c) => [c, '0'])));
    columns.forEach((column, i) => {
      row[column] = (BigInt(row[column] ?? '0') + (values[i] ?? 0n)).toString();
    });
  };
  const ancestors = new Map<number, Array<{ agent: number; depth: number }>>();
  for (const row of rowsOf<{ a: string | number; d: string | number; depth: number }>(
    await db.execute(sql`select ancestor_id as a, descendant_id as d, depth from member_hierarchy where depth > 0`),
  )) {
    const list = ancestors.get(Number(row.d)) ?? [];
    list.push({ agent: Number(row.a), depth: Number(row.depth) });
    ancestors.set(Number(row.d), list);
  }
  const teamKeys = (member: number, day: string, suffix: string) =>
    (ancestors.get(member) ?? []).flatMap(({ agent, depth }) =>
      [`${agent}|A|${day}${suffix}`].concat(depth === 1 ? [`${agent}|D|${day}${suffix}`] : []),
    );

  const games = new Map<string, { category: string; rtp: number | null }>();
  for (const row of rowsOf<{ v: string; g: string; t: string; rtp: number | null }>(
    await db.execute(sql`select vendor_code as v, game_code as g, game_type as t, rtp_basis_points as rtp from games`),
  ))
    games.set(`${row.v}:${row.g}`, { category: row.t, rtp: row.rtp });

  type RoundRow = {
    m: string | number;
    v: string;
    g: string;
    c: string;
    bet: string;
    win: string;
    status: StatsRoundStatus;
    at: string | Date;
  };
  for (const round of rowsOf<RoundRow>(
    await db.execute(sql`select member_id as m, vendor_code as v, game_code as g, currency as c, bet_total::text as bet,
      win_total::text as win, status, coalesce(settled_at, started_at) as at from provider_rounds`),
  )) {
    if (!countsInStatistics(round.c) || round.status !== 'CLOSED') continue;
    const member = Number(round.m);
    const at = new Date(round.at);
    const game = games.get(`${round.v}:${round.g}`);
    const category = game?.category ?? 'UNKNOWN';
    const bet = BigInt(round.bet);
    const payout = BigInt(round.win);
    const validBet = validBetOf({ status: round.status, bet, payout });
    const values = [
      1n,
      bet,
      validBet,
      payout,
      edgeWeightedBetOf(validBet, rtpBasisPointsFor(category, game?.rtp ?? null)),
    ];
    const day = reportingDayOf(at, timeZone);
    add(`stats_play_hourly|${member}|${at.toISOString().slice(0, 13)}|${category}`, PLAY, values);
    add(`stats_play_daily|${member}|${day}|${category}`, PLAY, values);
    for (const key of teamKeys(member, day, `|${category}`)) add(`stats_team_play_daily|${key}`, PLAY, values);
  }

  type MoneyRow = {
    m: string | number;
    kind: string;
    status: string;
    amount: string;
    at: string | Date;
    to_member: boolean;
  };
  const money = rowsOf<MoneyRow>(
    await db.execute(sql`select coalesce(credit_member_id, debit_member_id) as m, kind, status, amount::text, created_at as at,
      credit_member_id is not null as to_member from ledger_transfers
      where kind in ('DEPOSIT', 'WITHDRAWAL', 'BONUS', 'ADJUSTMENT') and status in ('POSTED', 'VOIDED')
        and coalesce(credit_member_id, debit_member_id) is not null and currency <> 'PLY'
      union all
      select member_id, 'FORFEIT', status, amount::text, coalesce(completed_at, granted_at), false from bonus_grants
      where status = 'FORFEITED'`),
  );
  const firsts = new Map<number, { at: Date; amount: bigint; day: string }>();
  for (const row of money) {
    const member = Number(row.m);
    const at = new Date(row.at);
    const amount = BigInt(row.amount);
    const day = reportingDayOf(at, timeZone);
    const values = MONEY.map(() => 0n);
    const slot = { DEPOSIT: 0, WITHDRAWAL: 2, BONUS: 4, FORFEIT: 6, ADJUSTMENT: 8 }[row.kind] ?? 0;
    if (row.kind === 'WITHDRAWAL' && row.status === 'VOIDED') continue;
    values[slot] = 1n;
    values[slot + 1] = row.kind === 'ADJUSTMENT' && !row.to_member ? -amount : amount;
    add(`stats_money_daily|${member}|${day}`, MONEY, values);
    for (const key of teamKeys(member, day, '')) add(`stats_team_money_daily|${key}`, MONEY, values);
    const first = firsts.get(member);
    if (row.kind === 'DEPOSIT' && (!first || at < first.at)) firsts.set(member, { at, amount, day });
  }
  for (const [member, first] of firsts)
    snapshot[`stats_first_deposits|${member}`] = { day: first.day, amount: first.amount.toString() };
  // Registrations: every member but trial accounts (type 4), on the reporting day they joined.
  for (const row of rowsOf<{ at: string | Date }>(
    await db.execute(sql`select created_at as at from members where type <> 4`),
  ))
    add(`stats_registrations_daily|${reportingDayOf(new Date(row.at), timeZone)}`, ['registrations'], [1n]);
  for (const [key, row] of Object.entries(snapshot))
    if (!key.startsWith('stats_first') && Object.values(row).every((v) => v === '0'))
      Reflect.deleteProperty(snapshot, key);
  return snapshot;
};

/** The round changes the provider functions make (provider_bet, provider_win, rollback, round end). */
export const roundSteps = (db: Executor) => {
  const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
  const money = (value: bigint) => sql`${value.toString()}::bigint`;
  return {
    open: async (input: { id: string; member: number; game: string; currency: string; bet: bigint; at: Date }) => {
      await db.execute(sql`insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total,
        status, started_at) values (${STATS_VENDOR}, ${input.id}, ${input.member}, ${input.game}, ${input.currency},
        ${money(input.bet)}, 'OPEN', ${at(input.at)})`);
    },
    addBet: async (id: string, bet: bigint) => {
      await db.execute(sql`update provider_rounds set bet_total = bet_total + ${money(bet)}
        where vendor_code = ${STATS_VENDOR} and round_id = ${id} and status = 'OPEN'`);
    },
    /** As provider_win: paid on an open or a closed round (a late win), never on a rolled-back one. */
    win: async (id: string, amount: bigint, close: boolean, when: Date) => {
      await db.execute(sql`update provider_rounds set win_total = win_total + ${money(amount)}, has_win = true,
        status = case when ${close} then 'CLOSED' else status end,
        settled_at = case when ${close} or ${money(amount)} > 0 then ${at(when)} else settled_at end
        where vendor_code = ${STATS_VENDOR} and round_id = ${id} and status <> 'ROLLED_BACK'`);
    },
    end: async (id: string, when: Date) => {
      await db.execute(sql`update provider_rounds set status = 'CLOSED', settled_at = coalesce(settled_at, ${at(when)})
        where vendor_code = ${STATS_VENDOR} and round_id = ${id} and status = 'OPEN'`);
    },
    rollBack: async (id: string) => {
      await db.execute(
        sql`update provider_rounds set status = 'ROLLED_BACK' where vendor_code = ${STATS_VENDOR} and round_id = ${id}`,
      );
    },
  };
};

/** Ends every connection of an application name, as the death of that process would. */
export const terminateConnections = async (db: Executor, applicationName: string): Promise<number> => {
  const [row] = rowsOf<{ n: string | number }>(
    await db.execute(sql`select count(pg_terminate_backend(pid)) as n from pg_stat_activity
      where application_name = ${applicationName} and pid <> pg_backend_pid()`),
  );
  return Number(row?.n ?? 0);
};
