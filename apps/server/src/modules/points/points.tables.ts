import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { PointEntryKind, PointItemKind, RedeemStatus } from '@perya/contracts';

// The points mall (decision 049). Points are a ledger of their own: points_entries holds every
// change under an id that makes it idempotent; points_accounts holds each member's balance,
// changed by the same statement that inserts the entry (points.repository.ts `post`), never
// below zero. Earned points come from the play statistics' hourly aggregates (stats_play_hourly)
// by a job; points_accruals remembers what each member × hour has earned so far.

/** The programme's switches and figures (one row, id 1). */
export const pointsSettings = pgTable(
  'points_settings',
  {
    id: integer('id').primaryKey(),
    enabled: boolean('enabled').notNull().default(true),
    /** What 100 points are worth, in minor units (100 = ₱1 per 100 points, 1 point ≈ ₱0.01). */
    pointValueMinorPer100: integer('point_value_minor_per_100').notNull().default(100),
    convertMinPoints: bigint('convert_min_points', { mode: 'bigint' })
      .notNull()
      .default(sql`1000`),
    convertTurnoverMultiplier: integer('convert_turnover_multiplier').notNull().default(1),
    /** Play earns its points this many minutes after it settled (the job counts hours up to the one current `lag` ago). */
    accrualLagMinutes: integer('accrual_lag_minutes').notNull().default(60),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('points_settings_one', sql`${table.id} = 1`),
    check('points_settings_value', sql`${table.pointValueMinorPer100} > 0`),
  ],
);

/** Per game category: how much valid bet earns one point. A category without a row earns none. */
export const pointsEarnRules = pgTable(
  'points_earn_rules',
  {
    category: text('category').primaryKey(),
    validBetMinorPerPoint: bigint('valid_bet_minor_per_point', { mode: 'bigint' }).notNull(),
    enabled: boolean('enabled').notNull().default(true),
  },
  (table) => [check('points_earn_rules_rate', sql`${table.validBetMinorPerPoint} > 0`)],
);

export const pointsAccounts = pgTable(
  'points_accounts',
  {
    memberId: bigint('member_id', { mode: 'number' }).primaryKey(),
    balance: bigint('balance', { mode: 'bigint' }).notNull(),
    earned: bigint('earned', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('points_accounts_balance', sql`${table.balance} >= 0`),
    // Conserved: what is left is what was earned (refunds included) less what was spent.
    check('points_accounts_conserved', sql`${table.balance} = ${table.earned} - ${table.spent}`),
  ],
);

export const pointsEntries = pgTable(
  'points_entries',
  {
    /** The idempotency key: `earn:<member>:<hour>:<total>`, `redeem:<redemption>`, `convert:<member>:<request>`, `refund:<redemption>`, `promotion-reward:<reward>`. */
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<PointEntryKind>().notNull(),
    delta: bigint('delta', { mode: 'bigint' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'bigint' }).notNull(),
    remark: text('remark').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('points_entries_delta', sql`${table.delta} <> 0`),
    check('points_entries_balance', sql`${table.balanceAfter} >= 0`),
    index('points_entries_member').on(table.memberId, table.createdAt),
  ],
);

/** What each member × UTC hour has earned so far (a late win that raises the valid bet adds the difference). */
export const pointsAccruals = pgTable(
  'points_accruals',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    hour: timestamp('hour', { withTimezone: true }).notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.hour] }), index('points_accruals_hour').on(table.hour)],
);

export const pointsItems = pgTable(
  'points_items',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    kind: text('kind').$type<PointItemKind>().notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    imageUrl: text('image_url'),
    pointsRequired: bigint('points_required', { mode: 'bigint' }).notNull(),
    amountRequirementMinor: bigint('amount_requirement_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rewardAmountMinor: bigint('reward_amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(0),
    stock: integer('stock').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('points_items_stock', sql`${table.stock} >= 0`),
    check('points_items_points', sql`${table.pointsRequired} > 0`),
    check(
      'points_items_reward',
      sql`(${table.kind} = 'GOODS' and ${table.rewardAmountMinor} = 0) or (${table.kind} <> 'GOODS' and ${table.rewardAmountMinor} > 0)`,
    ),
  ],
);

export const pointsRedemptions = pgTable(
  'points_redemptions',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member's request id: a retry finds the redemption it made. */
    requestId: uuid('request_id').notNull(),
    itemId: integer('item_id')
      .notNull()
      .references(() => pointsItems.id),
    kind: text('kind').$type<PointItemKind>().notNull(),
    title: text('title').notNull(),
    quantity: integer('quantity').notNull(),
    pointsSpent: bigint('points_spent', { mode: 'bigint' }).notNull(),
    pointsRequired: bigint('points_required', { mode: 'bigint' }).notNull(),
    amountRequirementMinor: bigint('amount_requirement_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    status: text('status').$type<RedeemStatus>().notNull(),
    /** CASH and BONUS: the wallet bonus that paid it, once paid. */
    bonusId: uuid('bonus_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: text('reviewed_by'),
    remark: text('remark'),
  },
  (table) => [
    check('points_redemptions_quantity', sql`${table.quantity} > 0`),
    index('points_redemptions_member').on(table.memberId, table.createdAt),
    uniqueIndex('points_redemptions_request').on(table.memberId, table.requestId),
    index('points_redemptions_status').on(table.status, table.createdAt),
  ],
);

/** Points converted to cash: paid as a wallet bonus (turnover per the settings) under the request id. */
export const pointsConversions = pgTable(
  'points_conversions',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The member's request id: a retry finds the conversion it made. */
    requestId: uuid('request_id').notNull(),
    points: bigint('points', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    bonusId: uuid('bonus_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('points_conversions_amount', sql`${table.points} > 0 and ${table.amountMinor} > 0`),
    uniqueIndex('points_conversions_request').on(table.memberId, table.requestId),
    index('points_conversions_unpaid')
      .on(table.createdAt)
      .where(sql`${table.bonusId} is null`),
  ],
);
