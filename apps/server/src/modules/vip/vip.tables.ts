import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type { RebateBasis, VipCondition } from '@perya/contracts';

import { members } from '../members/members.tables';

// The VIP ladder and the rebate (issue 20, decision 047). Figures come from the play statistics'
// aggregates (stats_play_daily, stats_money_daily); money moves only through the wallet's
// grantBonus, keyed by the rows below so each bonus is paid once.

/** The operator's ladder: one row per level, VIP0 (everyone) up. `members.vip_level` points here. */
export const vipLevels = pgTable(
  'vip_levels',
  {
    level: smallint('level').primaryKey(),
    name: text('name').notNull(),
    minValidBetMinor: bigint('min_valid_bet_minor', { mode: 'bigint' }).notNull(),
    minDepositMinor: bigint('min_deposit_minor', { mode: 'bigint' }).notNull(),
    condition: text('condition').$type<VipCondition>().notNull(),
    upgradeBonusMinor: bigint('upgrade_bonus_minor', { mode: 'bigint' }).notNull(),
    monthlyBonusMinor: bigint('monthly_bonus_minor', { mode: 'bigint' }).notNull(),
    birthdayBonusMinor: bigint('birthday_bonus_minor', { mode: 'bigint' }).notNull(),
    /** Credited deposits to date a member needs for the birthday bonus (domain rules §3: S188 asks 5). */
    birthdayMinDeposits: integer('birthday_min_deposits').notNull().default(0),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    rebateTurnoverMultiplier: integer('rebate_turnover_multiplier').notNull(),
    /** Withdrawals a day at this level; null: no limit of the ladder's own. */
    dailyWithdrawalCount: integer('daily_withdrawal_count'),
    dailyWithdrawalLimitMinor: bigint('daily_withdrawal_limit_minor', { mode: 'bigint' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('vip_levels_level', sql`${table.level} >= 0`),
    check(
      'vip_levels_figures',
      sql`${table.minValidBetMinor} >= 0 and ${table.minDepositMinor} >= 0 and ${table.upgradeBonusMinor} >= 0
        and ${table.monthlyBonusMinor} >= 0 and ${table.birthdayBonusMinor} >= 0`,
    ),
    check('vip_levels_birthday_min_deposits', sql`${table.birthdayMinDeposits} between 0 and 1000`),
  ],
);

/** Every change of a member's level, with what it was decided from. `key` makes a re-run a no-op. */
export const vipLevelChanges = pgTable(
  'vip_level_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    key: text('key').notNull(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    reason: text('reason').$type<'UPGRADE' | 'MONTHLY_REVIEW' | 'STAFF'>().notNull(),
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('vip_level_changes_key').on(table.key), index('vip_level_changes_member').on(table.memberId)],
);

/** A member's monthly review of one month (kept or down one level), once. */
export const vipReviews = pgTable(
  'vip_reviews',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** The reviewed reporting month, YYYY-MM. */
    month: text('month').notNull(),
    fromLevel: smallint('from_level').notNull(),
    toLevel: smallint('to_level').notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    depositMinor: bigint('deposit_minor', { mode: 'bigint' }).notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.month] })],
);

/**
 * A VIP bonus owed or paid. The id is its key (`upgrade:<member>:<level>`,
 * `monthly:<member>:<YYYY-MM>`, `birthday:<member>:<YYYY>`): one row, one bonus, ever.
 */
export const vipRewards = pgTable(
  'vip_rewards',
  {
    id: text('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<'UPGRADE' | 'MONTHLY' | 'BIRTHDAY'>().notNull(),
    level: smallint('level').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    status: text('status').$type<'PENDING' | 'PAID'>().notNull(),
    transferId: uuid('transfer_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    check('vip_rewards_amount', sql`${table.amountMinor} > 0`),
    index('vip_rewards_pending')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PENDING'`),
    index('vip_rewards_member').on(table.memberId),
  ],
);

/** Rebate rates: per level × game category, a share (basis points) of the valid or edge-weighted bet. */
export const rebateRates = pgTable(
  'rebate_rates',
  {
    level: smallint('level').notNull(),
    category: text('category').notNull(),
    basis: text('basis').$type<RebateBasis>().notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.level, table.category] }),
    check('rebate_rates_rate', sql`${table.rateBasisPoints} between 0 and 10000`),
  ],
);

/**
 * A member's rebate of one reporting day and category, accrued once (the key) by the daily job
 * from stats_play_daily, with what it was computed from; claimed by a rebate claim.
 */
export const rebateAccruals = pgTable(
  'rebate_accruals',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    day: date('day').notNull(),
    category: text('category').notNull(),
    level: smallint('level').notNull(),
    basis: text('basis').$type<RebateBasis>().notNull(),
    rateBasisPoints: integer('rate_basis_points').notNull(),
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' }).notNull(),
    basisMinor: bigint('basis_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    claimId: uuid('claim_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.day, table.category] }),
    check('rebate_accruals_amount', sql`${table.amountMinor} > 0`),
    index('rebate_accruals_unclaimed')
      .on(table.memberId)
      .where(sql`${table.claimId} is null`),
    index('rebate_accruals_day').on(table.day),
  ],
);

/** A claim of everything unclaimed at that moment: one bonus, its inputs stated per category. */
export const rebateClaims = pgTable(
  'rebate_claims',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    requestId: uuid('request_id').notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    status: text('status').$type<'PAYING' | 'PAID'>().notNull(),
    transferId: uuid('transfer_id'),
    /** The statement: per category, days, valid bet, basis, rate(s) and amount. */
    inputs: jsonb('inputs').$type<Record<string, unknown>>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rebate_claims_request').on(table.memberId, table.requestId),
    check('rebate_claims_amount', sql`${table.amountMinor} > 0`),
    index('rebate_claims_paying')
      .on(table.createdAt)
      .where(sql`${table.status} = 'PAYING'`),
  ],
);
