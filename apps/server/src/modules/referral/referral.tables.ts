import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
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

import type { ReferralMilestone, ReferralRewardStatus, ReferralSkipReason } from '@perya/contracts';

import { members } from '../members/members.tables';

/**
 * The operator's referral programme (one row): what a referrer earns and when. Its on/off switch
 * is the white-label flag REFERRAL3 (where the web reads switches); these are the rules.
 */
export const referralProgramme = pgTable(
  'referral_programme',
  {
    id: smallint('id').primaryKey().default(1),
    firstDepositEnabled: boolean('first_deposit_enabled').notNull().default(true),
    firstDepositMinMinor: bigint('first_deposit_min_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`50000`),
    firstDepositRewardMinor: bigint('first_deposit_reward_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000`),
    turnoverEnabled: boolean('turnover_enabled').notNull().default(true),
    turnoverTargetMinor: bigint('turnover_target_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`500000`),
    turnoverDays: integer('turnover_days').notNull().default(30),
    turnoverRewardMinor: bigint('turnover_reward_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`20000`),
    /** The reward's wagering requirement, as a multiple of it (the bonus's turnover). */
    turnoverMultiplier: integer('turnover_multiplier').notNull().default(1),
    /** Most a referrer is paid per calendar month of the reporting time zone; null: no cap. */
    monthlyCapMinor: bigint('monthly_cap_minor', { mode: 'bigint' }).default(sql`500000`),
    checkSameIp: boolean('check_same_ip').notNull().default(false),
    checkSameDevice: boolean('check_same_device').notNull().default(true),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('referral_programme_single_row', sql`${table.id} = 1`)],
);

/**
 * Who referred whom, written with the friend's registration; the friend's progress toward the
 * milestones is kept here by the `referral` activity subscriber (never by the bet path).
 */
export const referrals = pgTable(
  'referrals',
  {
    friendId: bigint('friend_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Where the friend registered from: compared with the referrer's addresses and devices. */
    registeredIp: text('registered_ip'),
    registeredDevice: text('registered_device'),
    firstDepositMinor: bigint('first_deposit_minor', { mode: 'bigint' }),
    firstDepositAt: timestamp('first_deposit_at', { withTimezone: true }),
    /** The friend's valid bet in rounds settled before `windowEndsAt` (the programme's N days at registration). */
    validBetMinor: bigint('valid_bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('referrals_not_self', sql`${table.friendId} <> ${table.referrerId}`),
    index('referrals_referrer').on(table.referrerId, table.createdAt),
    index('referrals_created').on(table.createdAt),
  ],
);

/**
 * A milestone a friend reached and what it paid its referrer: one row per referrer × friend ×
 * milestone (unique), so a replayed stream batch or a second payer adds nothing. The bonus's
 * ledger transfer id derives from this row's id.
 */
export const referralRewards = pgTable(
  'referral_rewards',
  {
    id: uuid('id').primaryKey(),
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    friendId: bigint('friend_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    milestone: text('milestone').$type<ReferralMilestone>().notNull(),
    status: text('status').$type<ReferralRewardStatus>().notNull(),
    reason: text('reason').$type<ReferralSkipReason>(),
    /** The programme's reward when reached; `amountMinor` is what is paid after the cap. */
    rewardMinor: bigint('reward_minor', { mode: 'bigint' }).notNull(),
    amountMinor: bigint('amount_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    /** The statement of the inputs: programme version and figures, the friend's deposit or valid bet. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    transferId: uuid('transfer_id'),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('referral_rewards_once').on(table.referrerId, table.friendId, table.milestone),
    index('referral_rewards_referrer').on(table.referrerId, table.reachedAt),
    index('referral_rewards_due')
      .on(table.reachedAt)
      .where(sql`${table.status} in ('PENDING', 'PAYING')`),
    check('referral_rewards_status', sql`${table.status} in ('PENDING', 'PAYING', 'PAID', 'SKIPPED')`),
    check('referral_rewards_amount', sql`${table.amountMinor} >= 0 and ${table.amountMinor} <= ${table.rewardMinor}`),
  ],
);

/** What each referrer was paid per month: the cap is reserved here under the row's lock. */
export const referralMonthlyTotals = pgTable(
  'referral_monthly_totals',
  {
    referrerId: bigint('referrer_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    /** "yyyy-MM" in the reporting time zone. */
    month: text('month').notNull(),
    paidMinor: bigint('paid_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    primaryKey({ columns: [table.referrerId, table.month] }),
    check('referral_monthly_totals_positive', sql`${table.paidMinor} >= 0`),
  ],
);
