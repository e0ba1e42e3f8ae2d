import { sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Numeric = string | number;

/** Play and money of one period (or one day), as the readers return them. */
export type PeriodFigures = {
  rounds: number;
  bet: bigint;
  validBet: bigint;
  payout: bigint;
  edgeWeightedBet: bigint;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  bonuses: number;
  bonusAmount: bigint;
  adjustmentAmount: bigint;
};

type FiguresRow = {
  rounds: Numeric;
  bet: Numeric;
  valid_bet: Numeric;
  payout: Numeric;
  edge_weighted_bet: Numeric;
  deposits: Numeric;
  deposit_amount: Numeric;
  withdrawals: Numeric;
  withdrawal_amount: Numeric;
  bonuses: Numeric;
  bonus_amount: Numeric;
  adjustment_amount: Numeric;
};

const toFigures = (row: FiguresRow | undefined): PeriodFigures => ({
  rounds: Number(row?.rounds ?? 0),
  bet: BigInt(row?.bet ?? 0),
  validBet: BigInt(row?.valid_bet ?? 0),
  payout: BigInt(row?.payout ?? 0),
  edgeWeightedBet: BigInt(row?.edge_weighted_bet ?? 0),
  deposits: Number(row?.deposits ?? 0),
  depositAmount: BigInt(row?.deposit_amount ?? 0),
  withdrawals: Number(row?.withdrawals ?? 0),
  withdrawalAmount: BigInt(row?.withdrawal_amount ?? 0),
  bonuses: Number(row?.bonuses ?? 0),
  bonusAmount: BigInt(row?.bonus_amount ?? 0),
  adjustmentAmount: BigInt(row?.adjustment_amount ?? 0),
});

const playSums = sql.raw(`coalesce(sum(rounds), 0) as rounds, coalesce(sum(bet), 0)::text as bet,
  coalesce(sum(valid_bet), 0)::text as valid_bet, coalesce(sum(payout), 0)::text as payout,
  coalesce(sum(edge_weighted_bet), 0)::text as edge_weighted_bet`);
const moneySums =
  sql.raw(`coalesce(sum(deposits), 0) as deposits, coalesce(sum(deposit_amount), 0)::text as deposit_amount,
  coalesce(sum(withdrawals), 0) as withdrawals, coalesce(sum(withdrawal_amount), 0)::text as withdrawal_amount,
  coalesce(sum(bonuses), 0) as bonuses, coalesce(sum(bonus_amount), 0)::text as bonus_amount,
  coalesce(sum(adjustment_amount), 0)::text as adjustment_amount`);

export const createStatsRepository = (db: Executor) => ({
  /** The operator's reporting time zone, and today's reporting day in it. */
  reportingToday: async (): Promise<{ timeZone: string; today: string }> => {
    const [row] = rowsOf<{ tz: string; today: string }>(
      await db.execute(sql`select reporting_time_zone as tz, (now() at time zone reporting_time_zone)::date::text as today
        from stats_settings where id = 1`),
    );
    return { timeZone: row?.tz ?? 'Asia/Manila', today: row?.today ?? new Date().toISOString().slice(0, 10) };
  },

  /**
   * A member's settled play per UTC hour and game category over [start, end): the hours that
   * start in the range (the personal profit and loss report folds them into the member's days).
   */
  memberPlayHours: async (
    memberId: number,
    start: Date,
    end: Date,
  ): Promise<Array<{ hour: Date; category: string; rounds: number; bet: bigint; payout: bigint }>> =>
    rowsOf<{ hour: string; category: string; rounds: Numeric; bet: Numeric; payout: Numeric }>(
      await db.execute(sql`
        select to_char(hour at time zone 'UTC', 'YYYY-MM-DD"T"HH24:00:00"Z"') as hour, category, rounds,
               bet::text as bet, payout::text as payout
        from stats_play_hourly
        where member_id = ${memberId} and hour >= ${start.toISOString()}::timestamptz
          and hour < ${end.toISOString()}::timestamptz and rounds <> 0
        order by hour, category`),
    ).map((row) => ({
      hour: new Date(row.hour),
      category: row.category,
      rounds: Number(row.rounds),
      bet: BigInt(row.bet),
      payout: BigInt(row.payout),
    })),

  /** A member's figures per reporting day in [from, to], days without any left out. */
  memberDays: async (memberId: number, from: string, to: string): Promise<Array<{ day: string } & PeriodFigures>> =>
    rowsOf<FiguresRow & { day: string }>(
      await db.execute(sql`
        with play as (
          select day, ${playSums} from stats_play_daily
          where member_id = ${memberId} and day between ${from}::date and ${to}::date group by day
        ), money as (
          select day, ${moneySums} from stats_money_daily
          where member_id = ${memberId} and day between ${from}::date and ${to}::date group by day
        )
        select coalesce(p.day, m.day)::text as day, p.rounds, p.bet, p.valid_bet, p.payout, p.edge_weighted_bet,
               m.deposits, m.deposit_amount, m.withdrawals, m.withdrawal_amount, m.bonuses, m.bonus_amount,
               m.adjustment_amount
        from play p full join money m on m.day = p.day
        order by 1`),
    ).map((row) => ({ day: row.day, ...toFigures(row) })),

  /** An agent's team (scope A: whole downline, D: direct downlines) over [from, to]. */
  teamPeriod: async (agentId: number, scope: 'A' | 'D', from: string, to: string): Promise<PeriodFigures> => {
    const [row] = rowsOf<FiguresRow>(
      await db.execute(sql`
        select p.*, m.* from
          (select ${playSums} from stats_team_play_daily
           where agent_id = ${agentId} and scope = ${scope} and day between ${from}::date and ${to}::date) p,
          (select ${moneySums} from stats_team_money_daily
           where agent_id = ${agentId} and scope = ${scope} and day between ${from}::date and ${to}::date) m`),
    );
    return toFigures(row);
  },

  /** How many members the agent's team has, and how many of them first deposited in [from, to]. */
  teamMembers: async (agentId: number, scope: 'A' | 'D', from: string, to: string) => {
    const [row] = rowsOf<{ members: Numeric; first_deposits: Numeric }>(
      await db.execute(sql`
        select count(*) as members, count(f.member_id) filter (where f.day between ${from}::date and ${to}::date) as first_deposits
        from member_hierarchy h left join stats_first_deposits f on f.member_id = h.descendant_id
        where h.ancestor_id = ${agentId} and ${scope === 'D' ? sql`h.depth = 1` : sql`h.depth > 0`}`),
    );
    return { members: Number(row?.members ?? 0), firstDeposits: Number(row?.first_deposits ?? 0) };
  },
});

export type StatsRepository = ReturnType<typeof createStatsRepository>;
