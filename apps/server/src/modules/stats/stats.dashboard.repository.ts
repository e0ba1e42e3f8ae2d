import { sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

type Numeric = string | number;

/** The operator's figures of one reporting day or period, as the aggregates hold them. */
export type SiteFigures = {
  registrations: number;
  firstDeposits: number;
  firstDepositAmount: bigint;
  deposits: number;
  depositAmount: bigint;
  withdrawals: number;
  withdrawalAmount: bigint;
  rounds: number;
  bet: bigint;
  validBet: bigint;
  payout: bigint;
  bonusAmount: bigint;
  forfeitAmount: bigint;
  adjustmentAmount: bigint;
  activePlayers: number;
};

type SiteRow = Record<
  | 'registrations'
  | 'first_deposits'
  | 'first_deposit_amount'
  | 'deposits'
  | 'deposit_amount'
  | 'withdrawals'
  | 'withdrawal_amount'
  | 'rounds'
  | 'bet'
  | 'valid_bet'
  | 'payout'
  | 'bonus_amount'
  | 'forfeit_amount'
  | 'adjustment_amount'
  | 'active_players',
  Numeric | null
>;

const toFigures = (row: SiteRow | undefined): SiteFigures => ({
  registrations: Number(row?.registrations ?? 0),
  firstDeposits: Number(row?.first_deposits ?? 0),
  firstDepositAmount: BigInt(row?.first_deposit_amount ?? 0),
  deposits: Number(row?.deposits ?? 0),
  depositAmount: BigInt(row?.deposit_amount ?? 0),
  withdrawals: Number(row?.withdrawals ?? 0),
  withdrawalAmount: BigInt(row?.withdrawal_amount ?? 0),
  rounds: Number(row?.rounds ?? 0),
  bet: BigInt(row?.bet ?? 0),
  validBet: BigInt(row?.valid_bet ?? 0),
  payout: BigInt(row?.payout ?? 0),
  bonusAmount: BigInt(row?.bonus_amount ?? 0),
  forfeitAmount: BigInt(row?.forfeit_amount ?? 0),
  adjustmentAmount: BigInt(row?.adjustment_amount ?? 0),
  activePlayers: Number(row?.active_players ?? 0),
});

/**
 * The back office's dashboard: every figure from the maintained aggregates (member × day play and
 * money, first deposits, registrations per day), never from the rounds or the ledger. A day's
 * active players are the members whose settled rounds that day still count (rounds > 0 once
 * rollbacks are taken back); a period's are those members over the whole period.
 */
export const createDashboardRepository = (db: Executor) => {
  /** Per reporting day in [from, to], every day present (zeros where nothing happened). */
  const days = async (from: string, to: string): Promise<Array<{ day: string } & SiteFigures>> =>
    rowsOf<SiteRow & { day: string }>(
      await db.execute(sql`
        with d as (select generate_series(${from}::date, ${to}::date, interval '1 day')::date as day),
        play_members as (
          select day, member_id, sum(rounds) as rounds, sum(bet) as bet, sum(valid_bet) as valid_bet, sum(payout) as payout
          from stats_play_daily where day between ${from}::date and ${to}::date group by day, member_id
        ),
        play as (
          select day, sum(rounds) as rounds, sum(bet) as bet, sum(valid_bet) as valid_bet, sum(payout) as payout,
                 count(*) filter (where rounds > 0) as active_players
          from play_members group by day
        ),
        money as (
          select day, sum(deposits) as deposits, sum(deposit_amount) as deposit_amount, sum(withdrawals) as withdrawals,
                 sum(withdrawal_amount) as withdrawal_amount, sum(bonus_amount) as bonus_amount,
                 sum(forfeit_amount) as forfeit_amount, sum(adjustment_amount) as adjustment_amount
          from stats_money_daily where day between ${from}::date and ${to}::date group by day
        ),
        firsts as (
          select day, count(*) as first_deposits, sum(amount) as first_deposit_amount
          from stats_first_deposits where day between ${from}::date and ${to}::date group by day
        )
        select d.day::text as day, coalesce(r.registrations, 0) as registrations,
               coalesce(f.first_deposits, 0) as first_deposits, coalesce(f.first_deposit_amount, 0)::text as first_deposit_amount,
               coalesce(m.deposits, 0) as deposits, coalesce(m.deposit_amount, 0)::text as deposit_amount,
               coalesce(m.withdrawals, 0) as withdrawals, coalesce(m.withdrawal_amount, 0)::text as withdrawal_amount,
               coalesce(p.rounds, 0) as rounds, coalesce(p.bet, 0)::text as bet, coalesce(p.valid_bet, 0)::text as valid_bet,
               coalesce(p.payout, 0)::text as payout, coalesce(m.bonus_amount, 0)::text as bonus_amount,
               coalesce(m.forfeit_amount, 0)::text as forfeit_amount,
               coalesce(m.adjustment_amount, 0)::text as adjustment_amount,
               coalesce(p.active_players, 0) as active_players
        from d
        left join stats_registrations_daily r on r.day = d.day
        left join firsts f on f.day = d.day
        left join money m on m.day = d.day
        left join play p on p.day = d.day
        order by d.day`),
    ).map((row) => ({ day: row.day, ...toFigures(row) }));

  /** Members with a settled round that still counts anywhere in [from, to]. */
  const activePlayers = async (from: string, to: string): Promise<number> => {
    const [row] = rowsOf<{ n: Numeric }>(
      await db.execute(sql`
        select count(*) as n from (
          select member_id from stats_play_daily where day between ${from}::date and ${to}::date
          group by member_id having sum(rounds) > 0) active`),
    );
    return Number(row?.n ?? 0);
  };

  return { days, activePlayers };
};

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
