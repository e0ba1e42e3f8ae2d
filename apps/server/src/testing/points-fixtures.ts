import { sql } from 'drizzle-orm';

import type { Executor } from '../db/client';
import { hashPassword } from '../lib/password';
import { newMember } from './red-envelope-fixtures';

// Points-mall tests (decision 049): members with a payment password, and the hourly play
// statistics the accrual reads, written directly (the stats subscriber is another module's concern).

export const PAYMENT_PASSWORD = '246810';
let cachedHash: Promise<string> | undefined;

/** A member (type 0 player, 4 trial) whose payment password is PAYMENT_PASSWORD. */
export const newPointsMember = async (db: Executor, prefix: string, type: 0 | 4 = 0): Promise<number> => {
  const id = await newMember(db, prefix, type);
  cachedHash ??= hashPassword(PAYMENT_PASSWORD);
  await db.execute(sql`update members set payment_password_hash = ${await cachedHash} where id = ${id}`);
  return id;
};

/** Adds valid bet to the member's statistics of a UTC hour and category (as the stats subscriber would). */
export const addHourlyValidBet = async (
  db: Executor,
  memberId: number,
  hour: Date,
  validBet: bigint,
  category = 'RNG',
): Promise<void> => {
  await db.execute(sql`insert into stats_play_hourly (member_id, hour, category, rounds, bet, valid_bet, payout, edge_weighted_bet)
    values (${memberId}, ${hour.toISOString()}::timestamptz, ${category}, 1, ${validBet.toString()}, ${validBet.toString()}, 0, 0)
    on conflict (member_id, hour, category) do update set
      valid_bet = stats_play_hourly.valid_bet + excluded.valid_bet, bet = stats_play_hourly.bet + excluded.bet`);
};

/** A staff request for a reward item, with these overrides. */
export const itemRequest = (overrides: Record<string, unknown> = {}) => ({
  kind: 'CASH',
  title: 'Cash ₱10',
  description: 'Ten pesos to your wallet',
  pointsRequired: '100',
  amountRequirementMinor: '0',
  rewardAmountMinor: '1000',
  turnoverMultiplier: 0,
  stock: 10,
  enabled: true,
  ...overrides,
});
