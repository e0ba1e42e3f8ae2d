import { randomUUID } from 'node:crypto';

import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';

// Test support for the back office's dashboard: its figures computed straight from the raw tables
// (members, provider_rounds, ledger_transfers, bonus_grants) by the contracts' definitions, the
// model the aggregates must equal; and members registered at a chosen instant.

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type Figures = Record<string, string | number>;

/** The dashboard's figures over [from, to] computed from the raw tables (not the aggregates). */
export const direct = async (db: Executor, from: string, to: string): Promise<Figures> => {
  const [row] = rowsOf<Record<string, string>>(
    await db.execute(sql`
      with s as (select reporting_time_zone as tz, valid_bet_rule as rule from stats_settings where id = 1),
      inside as (select ${from}::date as f, ${to}::date as t),
      rounds as (
        select r.member_id, r.bet_total as bet, r.win_total as payout, stats_valid_bet(r.bet_total, r.win_total, s.rule) as valid_bet
        from provider_rounds r cross join s cross join inside
        where r.status = 'CLOSED' and r.currency <> 'PLY'
          and (coalesce(r.settled_at, r.started_at) at time zone s.tz)::date between inside.f and inside.t
      ),
      money as (
        select kind, status, amount, credit_member_id is not null as to_member, coalesce(credit_member_id, debit_member_id) as member_id,
               created_at
        from ledger_transfers cross join s cross join inside
        where kind in ('DEPOSIT', 'WITHDRAWAL', 'BONUS', 'ADJUSTMENT') and status in ('POSTED', 'VOIDED')
          and coalesce(credit_member_id, debit_member_id) is not null and currency <> 'PLY'
          and (created_at at time zone s.tz)::date between inside.f and inside.t
      ),
      firsts as (
        select distinct on (credit_member_id) credit_member_id, amount, created_at
        from ledger_transfers
        where kind = 'DEPOSIT' and status in ('POSTED', 'VOIDED') and credit_member_id is not null and currency <> 'PLY'
        order by credit_member_id, created_at
      )
      select
        (select count(*) from members m cross join s cross join inside
          where m.type <> 4 and (m.created_at at time zone s.tz)::date between inside.f and inside.t)::text as registrations,
        (select count(*) from firsts cross join s cross join inside
          where (created_at at time zone s.tz)::date between inside.f and inside.t)::text as first_deposits,
        (select coalesce(sum(amount), 0) from firsts cross join s cross join inside
          where (created_at at time zone s.tz)::date between inside.f and inside.t)::text as first_deposit,
        (select count(*) from money where kind = 'DEPOSIT')::text as deposits,
        (select coalesce(sum(amount), 0) from money where kind = 'DEPOSIT')::text as deposit,
        (select count(*) from money where kind = 'WITHDRAWAL' and status = 'POSTED')::text as withdrawals,
        (select coalesce(sum(amount), 0) from money where kind = 'WITHDRAWAL' and status = 'POSTED')::text as withdrawal,
        (select count(*) from rounds)::text as rounds,
        (select coalesce(sum(bet), 0) from rounds)::text as bet,
        (select coalesce(sum(valid_bet), 0) from rounds)::text as valid_bet,
        (select coalesce(sum(payout), 0) from rounds)::text as payout,
        (select coalesce(sum(amount), 0) from money where kind = 'BONUS')::text as bonus,
        (select coalesce(sum(g.amount), 0) from bonus_grants g cross join s cross join inside
          where g.status = 'FORFEITED' and g.currency <> 'PLY'
            and (coalesce(g.completed_at, g.granted_at) at time zone s.tz)::date between inside.f and inside.t)::text as forfeit,
        (select coalesce(sum(case when to_member then amount else -amount end), 0) from money where kind = 'ADJUSTMENT')::text as adjustment,
        (select count(distinct member_id) from rounds)::text as active`),
  );
  if (!row) throw new Error('no direct figures');
  const ggr = BigInt(row.bet ?? 0) - BigInt(row.payout ?? 0);
  const bonus = BigInt(row.bonus ?? 0) - BigInt(row.forfeit ?? 0);
  return {
    registrations: Number(row.registrations),
    firstDeposits: Number(row.first_deposits),
    firstDepositMinor: String(row.first_deposit),
    deposits: Number(row.deposits),
    depositMinor: String(row.deposit),
    withdrawals: Number(row.withdrawals),
    withdrawalMinor: String(row.withdrawal),
    rounds: Number(row.rounds),
    betMinor: String(row.bet),
    validBetMinor: String(row.valid_bet),
    payoutMinor: String(row.payout),
    ggrMinor: ggr.toString(),
    bonusMinor: bonus.toString(),
    rebateMinor: '0',
    ngrMinor: (ggr - bonus).toString(),
    adjustmentMinor: String(row.adjustment),
    activePlayers: Number(row.active),
  };
};

/** A member (or, type 4, a trial account) registered at `createdAt`. */
export const insertMember = async (db: Executor, createdAt: string, type = 0): Promise<number> => {
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(sql`insert into members (account, password_hash, type, created_at)
      values (${`dash${randomUUID().slice(0, 12)}`}, 'x', ${type}, ${createdAt}::timestamptz) returning id`),
  );
  return Number(row?.id);
};
