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

/** Empties the points tables and the hourly statistics (a property test's fresh start) and sets simple rules. */
export const resetPoints = async (db: Executor): Promise<void> => {
  await db.execute(sql`truncate points_entries, points_accounts, points_accruals, points_redemptions,
    points_conversions, points_items, stats_play_hourly restart identity cascade`);
  await db.execute(sql`update points_settings set convert_min_points = 100, point_value_minor_per_100 = 100,
    accrual_lag_minutes = 0, enabled = true`);
};

/** A reward item written directly; its id. */
export const insertPointItem = async (
  db: Executor,
  item: { kind: 'CASH' | 'BONUS' | 'GOODS'; points: bigint; reward: bigint; stock: number },
): Promise<number> => {
  const result = await db.execute(sql`insert into points_items (kind, title, points_required, reward_amount_minor,
      turnover_multiplier, stock, created_at, updated_at)
    values (${item.kind}, ${item.kind}, ${item.points}, ${item.reward}, 2, ${item.stock}, now(), now()) returning id`);
  return Number((result as unknown as { rows: Array<{ id: number }> }).rows[0]!.id);
};
