import type { SQL } from 'drizzle-orm';
import { sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { gameVendors, games } from '../games/games.tables';
import { memberHierarchy, members } from '../members/members.tables';
import { providerRounds } from '../providers/providers.tables';
import {
  statsFirstDeposits,
  statsMoneyDaily,
  statsPlayDaily,
  statsPlayHourly,
  statsSettings,
  statsTeamMoneyDaily,
  statsTeamPlayDaily,
} from '../stats/stats.tables';
import { ledgerAccounts, ledgerTransfers } from '../wallet/wallet.tables';

// The agent centre's reports read the play statistics (stats_* aggregates, maintained by the
// activity stream) and the closure table; only the two record lists read rounds and transfers,
// newest first by keyset on a time index. Team = every depth ≥ 1 below the agent ('A') or depth 1 ('D').

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
type Numeric = string | number;

/** Exact timestamps as text (microseconds, UTC): a keyset cursor must not lose the database's precision. */
const exactTime = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const AGENT_TYPES = sql.raw('(1, 2, 41, 42)');

/** The ids below `agentId`: the whole team (depth ≥ 1) or the direct downlines. */
const teamIds = (agentId: number, scope: 'A' | 'D' = 'A'): SQL =>
  sql`select descendant_id from ${memberHierarchy} where ancestor_id = ${agentId} and ${
    scope === 'D' ? sql`depth = 1` : sql`depth > 0`
  }`;

/** Whose rows a report reads: an agent's team (all levels or direct), or one member. */
export type MemberSet = { team: number; scope?: 'A' | 'D' } | { member: number };
const idsOf = (set: MemberSet): SQL =>
  'member' in set ? sql`select ${set.member}::bigint` : teamIds(set.team, set.scope ?? 'A');

export type PlayTotals = { rounds: number; bet: bigint; validBet: bigint; payout: bigint };
export type Figures = PlayTotals & { bonus: bigint };
type FigureRow = { rounds: Numeric; bet: Numeric; valid_bet: Numeric; payout: Numeric; bonus?: Numeric };

const toFigures = (row: FigureRow | undefined): Figures => ({
  rounds: Number(row?.rounds ?? 0),
  bet: BigInt(row?.bet ?? 0),
  validBet: BigInt(row?.valid_bet ?? 0),
  payout: BigInt(row?.payout ?? 0),
  bonus: BigInt(row?.bonus ?? 0),
});

const playSums = sql.raw(`coalesce(sum(rounds), 0)::int as rounds, coalesce(sum(bet), 0)::text as bet,
  coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(payout), 0)::text as payout`);

export type OverviewDayRow = Figures & {
  day: string;
  newMembers: number;
  activeMembers: number;
  firstDeposits: number;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
};

export type ProfitRow = Figures & { memberId: number; account: string; isAgent: boolean; teamSize: number };
export type ProfitSort = 'profit' | 'bet' | 'validBet' | 'payout' | 'bonus' | 'account';

const PROFIT_ORDER: Record<ProfitSort, string> = {
  profit: '(payout + bonus - bet)',
  bet: 'bet',
  validBet: 'valid_bet',
  payout: 'payout',
  bonus: 'bonus',
  account: 'account',
};

export type RoundRow = {
  vendor_code: string;
  round_id: string;
  account: string;
  game_code: string;
  game_name: string | null;
  game_type: string | null;
  vendor_name: string | null;
  currency: string;
  bet_total: string;
  win_total: string;
  status: 'OPEN' | 'CLOSED' | 'ROLLED_BACK';
  started_at: string;
};

export type TransferRow = {
  id: string;
  kind: string;
  status: string;
  amount: string;
  currency: string;
  member_id: Numeric;
  account: string;
  credit_member_id: Numeric | null;
  debit_member_id: Numeric | null;
  debit_kind: string;
  created_at: string;
};

export const createAgentReportsRepository = (db: Executor) => ({
  /** The reporting time zone, the valid-bet rule, and whether [start, end) is exactly reporting days from..to. */
  async settings(range?: { from: string; to: string; start: Date; end: Date }) {
    const [row] = rowsOf<{ tz: string; rule: 'STAKE' | 'CAPPED'; aligned: boolean | null }>(
      await db.execute(sql`select reporting_time_zone as tz, valid_bet_rule as rule,
        ${
          range
            ? sql`(${range.from}::date::timestamp at time zone reporting_time_zone) = ${range.start.toISOString()}::timestamptz
               and ((${range.to}::date + 1)::timestamp at time zone reporting_time_zone) = ${range.end.toISOString()}::timestamptz`
            : sql`null`
        } as aligned
        from ${statsSettings} where id = 1`),
    );
    return { timeZone: row?.tz ?? 'Asia/Manila', rule: row?.rule ?? 'STAKE', aligned: row?.aligned === true };
  },

  /** The member with this id or account, when it is below the agent (depth ≥ 1). */
  async findInTeam(agentId: number, member: { id?: number; account?: string }) {
    const [row] = rowsOf<{ id: Numeric; account: string; type: number }>(
      await db.execute(sql`select m.id, m.account, m.type from ${members} m
        join ${memberHierarchy} h on h.descendant_id = m.id and h.ancestor_id = ${agentId} and h.depth > 0
        where ${member.id !== undefined ? sql`m.id = ${member.id}` : sql`lower(m.account) = lower(${member.account ?? ''})`}
        limit 1`),
    );
    return row ? { id: Number(row.id), account: row.account, type: Number(row.type) } : null;
  },

  /** The accounts from `top` down to `member` (both included), top first. */
  async pathBetween(top: number, member: number) {
    return rowsOf<{ id: Numeric; account: string }>(
      await db.execute(sql`select m.id, m.account from ${memberHierarchy} up
        join ${memberHierarchy} down on down.ancestor_id = ${top} and down.descendant_id = up.ancestor_id
        join ${members} m on m.id = up.ancestor_id
        where up.descendant_id = ${member} order by up.depth desc`),
    ).map((row) => ({ memberId: Number(row.id), account: row.account }));
  },

  /** Team overview per reporting day in [from, to], with distinct actives over the whole range. */
  async overview(agentId: number, scope: 'A' | 'D', from: string, to: string, timeZone: string) {
    const team = teamIds(agentId, scope);
    const days = sql`day between ${from}::date and ${to}::date`;
    const [play, money, firsts, joined, active, size] = await Promise.all([
      db.execute(sql`select day::text as day, ${playSums} from ${statsTeamPlayDaily}
        where agent_id = ${agentId} and scope = ${scope} and ${days} group by day`),
      db.execute(sql`select day::text as day, sum(deposits)::int as deposits, sum(deposit_amount)::text as deposit_amount,
          sum(withdrawals)::int as withdrawals, sum(withdrawal_amount)::text as withdrawal_amount,
          sum(bonus_amount - forfeit_amount)::text as bonus
        from ${statsTeamMoneyDaily} where agent_id = ${agentId} and scope = ${scope} and ${days} group by day`),
      db.execute(sql`select f.day::text as day, count(*)::int as n from ${statsFirstDeposits} f
        where f.member_id in (${team}) and f.day between ${from}::date and ${to}::date group by f.day`),
      db.execute(sql`select (m.created_at at time zone ${timeZone})::date::text as day, count(*)::int as n
        from ${members} m where m.id in (${team})
          and m.created_at >= (${from}::date::timestamp at time zone ${timeZone})
          and m.created_at < ((${to}::date + 1)::timestamp at time zone ${timeZone})
        group by 1`),
      db.execute(sql`select p.day::text as day, count(distinct p.member_id)::int as n from ${statsPlayDaily} p
        where p.member_id in (${team}) and p.day between ${from}::date and ${to}::date and p.valid_bet > 0
        group by grouping sets ((p.day), ())`),
      db.execute(
        sql`select count(*)::int as n from ${memberHierarchy} where ancestor_id = ${agentId} and ${
          scope === 'D' ? sql`depth = 1` : sql`depth > 0`
        }`,
      ),
    ]);
    const byDay = new Map<string, OverviewDayRow>();
    const dayOf = (day: string): OverviewDayRow => {
      let row = byDay.get(day);
      if (!row) {
        row = {
          day,
          ...toFigures(undefined),
          newMembers: 0,
          activeMembers: 0,
          firstDeposits: 0,
          deposits: 0,
          depositAmount: 0n,
          withdrawals: 0,
          withdrawalAmount: 0n,
        };
        byDay.set(day, row);
      }
      return row;
    };
    for (const row of rowsOf<FigureRow & { day: string }>(play))
      Object.assign(dayOf(row.day), toFigures(row), { bonus: 0n });
    for (const row of rowsOf<{
      day: string;
      deposits: Numeric;
      deposit_amount: string;
      withdrawals: Numeric;
      withdrawal_amount: string;
      bonus: string;
    }>(money))
      Object.assign(dayOf(row.day), {
        deposits: Number(row.deposits),
        depositAmount: BigInt(row.deposit_amount),
        withdrawals: Number(row.withdrawals),
        withdrawalAmount: BigInt(row.withdrawal_amount),
        bonus: BigInt(row.bonus),
      });
    for (const row of rowsOf<{ day: string; n: Numeric }>(firsts)) dayOf(row.day).firstDeposits = Number(row.n);
    for (const row of rowsOf<{ day: string; n: Numeric }>(joined)) dayOf(row.day).newMembers = Number(row.n);
    let activeInRange = 0;
    for (const row of rowsOf<{ day: string | null; n: Numeric }>(active)) {
      if (row.day === null) activeInRange = Number(row.n);
      else dayOf(row.day).activeMembers = Number(row.n);
    }
    return {
      members: Number(rowsOf<{ n: Numeric }>(size)[0]?.n ?? 0),
      activeInRange,
      days: [...byDay.values()].sort((a, b) => (a.day < b.day ? 1 : -1)),
    };
  },

  /**
   * Each member of `rows` (a subquery of ids) with its own and its team's figures over the days,
   * sorted and paged; `total` counts every row.
   */
  async profitRows(input: {
    members: MemberSet;
    from: string;
    to: string;
    sort: ProfitSort;
    order: 'asc' | 'desc';
    limit: number;
    offset: number;
  }): Promise<{ rows: ProfitRow[]; total: number }> {
    const days = sql`day between ${input.from}::date and ${input.to}::date`;
    const direction = sql.raw(input.order === 'asc' ? 'asc' : 'desc');
    const rows = rowsOf<
      FigureRow & { id: Numeric; account: string; is_agent: boolean; team_size: Numeric; total: Numeric }
    >(
      await db.execute(sql`
        with d as (${idsOf(input.members)}),
        own_play as (select member_id as id, sum(rounds) as r, sum(bet) as b, sum(valid_bet) as v, sum(payout) as p
          from ${statsPlayDaily} where member_id in (select * from d) and ${days} group by member_id),
        team_play as (select agent_id as id, sum(rounds) as r, sum(bet) as b, sum(valid_bet) as v, sum(payout) as p
          from ${statsTeamPlayDaily} where agent_id in (select * from d) and scope = 'A' and ${days} group by agent_id),
        own_money as (select member_id as id, sum(bonus_amount - forfeit_amount) as bonus
          from ${statsMoneyDaily} where member_id in (select * from d) and ${days} group by member_id),
        team_money as (select agent_id as id, sum(bonus_amount - forfeit_amount) as bonus
          from ${statsTeamMoneyDaily} where agent_id in (select * from d) and scope = 'A' and ${days} group by agent_id),
        sizes as (select ancestor_id as id, count(*) as n from ${memberHierarchy}
          where ancestor_id in (select * from d) and depth > 0 group by ancestor_id),
        lines as (
          select m.id, m.account, m.type in ${AGENT_TYPES} as is_agent, coalesce(s.n, 0) as team_size,
                 coalesce(op.r, 0) + coalesce(tp.r, 0) as rounds, coalesce(op.b, 0) + coalesce(tp.b, 0) as bet,
                 coalesce(op.v, 0) + coalesce(tp.v, 0) as valid_bet, coalesce(op.p, 0) + coalesce(tp.p, 0) as payout,
                 coalesce(om.bonus, 0) + coalesce(tm.bonus, 0) as bonus
          from ${members} m
          left join own_play op on op.id = m.id left join team_play tp on tp.id = m.id
          left join own_money om on om.id = m.id left join team_money tm on tm.id = m.id
          left join sizes s on s.id = m.id
          where m.id in (select * from d))
        select id, account, is_agent, team_size, rounds, bet::text as bet, valid_bet::text as valid_bet,
               payout::text as payout, bonus::text as bonus, count(*) over () as total
        from lines
        order by ${sql.raw(PROFIT_ORDER[input.sort])} ${direction}, id ${direction}
        limit ${input.limit} offset ${input.offset}`),
    );
    return {
      total: Number(rows[0]?.total ?? 0),
      rows: rows.map((row) => ({
        memberId: Number(row.id),
        account: row.account,
        isAgent: row.is_agent,
        teamSize: Number(row.team_size),
        ...toFigures(row),
      })),
    };
  },

  /** A team's figures (scope A) over the days, from the maintained team rows. */
  async teamFigures(agentId: number, from: string, to: string, category?: string): Promise<Figures> {
    const days = sql`day between ${from}::date and ${to}::date`;
    const [row] = rowsOf<FigureRow>(
      await db.execute(sql`select p.*, m.bonus from
        (select ${playSums} from ${statsTeamPlayDaily} where agent_id = ${agentId} and scope = 'A' and ${days}
           ${category ? sql`and category = ${category}` : sql``}) p,
        (select coalesce(sum(bonus_amount - forfeit_amount), 0)::text as bonus from ${statsTeamMoneyDaily}
           where agent_id = ${agentId} and scope = 'A' and ${days}) m`),
    );
    return toFigures(row);
  },

  /** Settled play of these members over the UTC hours starting in [start, end). */
  async hourlyFigures(set: MemberSet, start: Date, end: Date, category?: string): Promise<PlayTotals> {
    const [row] = rowsOf<FigureRow>(
      await db.execute(sql`select ${playSums} from ${statsPlayHourly}
        where member_id in (${idsOf(set)}) and hour >= ${start.toISOString()}::timestamptz and hour < ${end.toISOString()}::timestamptz
          ${category ? sql`and category = ${category}` : sql``}`),
    );
    return toFigures(row);
  },

  /** Rounds of these members started in [start, end), newest first, from the keyset. */
  async rounds(input: {
    members: MemberSet;
    start: Date;
    end: Date;
    category?: string;
    after?: { at: string; vendorCode: string; roundId: string };
    limit: number;
  }): Promise<RoundRow[]> {
    const where = [
      sql`r.member_id in (${idsOf(input.members)})`,
      sql`r.currency <> 'PLY'`,
      sql`r.started_at >= ${input.start.toISOString()}::timestamptz`,
      sql`r.started_at < ${input.end.toISOString()}::timestamptz`,
      ...(input.category ? [sql`g.game_type = ${input.category}`] : []),
      ...(input.after
        ? [
            sql`r.started_at <= ${input.after.at}::timestamptz`,
            sql`(r.started_at, r.vendor_code, r.round_id) < (${input.after.at}::timestamptz, ${input.after.vendorCode}, ${input.after.roundId})`,
          ]
        : []),
    ];
    return rowsOf<RoundRow>(
      await db.execute(sql`
        select r.vendor_code, r.round_id, m.account, r.game_code, g.display_name as game_name, g.game_type,
               v.display_name as vendor_name, r.currency, r.bet_total::text as bet_total,
               r.win_total::text as win_total, r.status, ${exactTime(sql`r.started_at`)} as started_at
        from ${providerRounds} r
        join ${members} m on m.id = r.member_id
        ${input.category ? sql`join` : sql`left join`} ${games} g on g.vendor_code = r.vendor_code and g.game_code = r.game_code
        left join ${gameVendors} v on v.code = r.vendor_code
        where ${sql.join(where, sql` and `)}
        order by r.started_at desc, r.vendor_code desc, r.round_id desc
        limit ${input.limit}`),
    );
  },

  /** Transfers touching these members in [start, end), newest first, from the keyset. */
  async transfers(input: {
    members: MemberSet;
    start: Date;
    end: Date;
    kind?: string;
    after?: { at: string; id: string };
    limit: number;
  }): Promise<TransferRow[]> {
    const where = [
      sql`(t.credit_member_id in (select * from ids) or t.debit_member_id in (select * from ids))`,
      sql`t.created_at >= ${input.start.toISOString()}::timestamptz`,
      sql`t.created_at < ${input.end.toISOString()}::timestamptz`,
      ...(input.kind ? [sql`t.kind = ${input.kind}`] : []),
      ...(input.after
        ? [
            sql`t.created_at <= ${input.after.at}::timestamptz`,
            sql`(t.created_at, t.id) < (${input.after.at}::timestamptz, ${input.after.id}::uuid)`,
          ]
        : []),
    ];
    return rowsOf<TransferRow>(
      await db.execute(sql`
        with ids as (${idsOf(input.members)})
        select t.id, t.kind, t.status, t.amount::text as amount, t.currency, t.credit_member_id, t.debit_member_id,
               d.kind as debit_kind, m.id as member_id, m.account, ${exactTime(sql`t.created_at`)} as created_at
        from (select t.* from ${ledgerTransfers} t where ${sql.join(where, sql` and `)}
              order by t.created_at desc, t.id desc limit ${input.limit}) t
        join ${ledgerAccounts} d on d.id = t.debit_account_id
        join ${members} m on m.id = case when t.credit_member_id in (select * from ids) then t.credit_member_id
                                         else t.debit_member_id end
        order by t.created_at desc, t.id desc`),
    );
  },
});

export type AgentReportsRepository = ReturnType<typeof createAgentReportsRepository>;
