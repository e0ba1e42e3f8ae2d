import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';

// Red-envelope tests (decision 041): members and the play statistics' daily money rows they are
// judged by, written directly (the stats module's subscriber is another module's concern).

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

let serial = 0;

/** A member (type 0 player, 1 agent, 4 trial) with a unique account name. */
export const newMember = async (db: Executor, prefix: string, type: 0 | 1 | 4 = 0): Promise<number> => {
  serial += 1;
  const account = `${prefix}${serial}${Math.random().toString(36).slice(2, 6)}`.slice(0, 20);
  const [row] = rowsOf<{ id: string | number }>(
    await db.execute(
      sql`insert into members (account, password_hash, type) values (${account}, 'x', ${type}) returning id`,
    ),
  );
  const id = Number(row?.id);
  await db.execute(sql`insert into member_hierarchy (ancestor_id, descendant_id, depth) values (${id}, ${id}, 0)`);
  return id;
};

/** Sets the member's deposits and valid bets of today (the reporting day) in the statistics. */
export const setTodayFigures = async (
  db: Executor,
  memberId: number,
  figures: { deposit?: bigint; validBet?: bigint },
): Promise<void> => {
  const today = sql`(now() at time zone coalesce((select reporting_time_zone from stats_settings where id = 1), 'Asia/Manila'))::date`;
  if (figures.deposit !== undefined) {
    await db.execute(sql`insert into stats_money_daily (member_id, day, deposits, deposit_amount, withdrawals,
        withdrawal_amount, bonuses, bonus_amount, forfeits, forfeit_amount, adjustments, adjustment_amount)
      values (${memberId}, ${today}, 1, ${figures.deposit.toString()}, 0, 0, 0, 0, 0, 0, 0, 0)
      on conflict (member_id, day) do update set deposit_amount = excluded.deposit_amount`);
  }
  if (figures.validBet !== undefined) {
    await db.execute(sql`insert into stats_play_daily (member_id, day, category, rounds, bet, valid_bet, payout, edge_weighted_bet)
      values (${memberId}, ${today}, 'SLOT', 1, ${figures.validBet.toString()}, ${figures.validBet.toString()}, 0, 0)
      on conflict (member_id, day, category) do update set valid_bet = excluded.valid_bet`);
  }
};

/** A drop request open from `opensAt` for an hour, with these overrides. */
export const dropRequest = (opensAt: Date, overrides: Record<string, unknown> = {}) => ({
  kind: 'SINGLE',
  startsAt: opensAt.toISOString(),
  endsAt: new Date(opensAt.getTime() + 3_600_000).toISOString(),
  title: 'Lucky drop',
  budgetMinor: '100000',
  count: 10,
  amountMode: 'FIXED',
  turnoverMultiplier: 3,
  audience: 'ALL',
  // Every test caller shares one address (inject's 127.0.0.1) and sends no device id: the
  // one-claim-per-device/address guards are off here and tested on their own (decision 052).
  claimGuards: [],
  ...overrides,
});
