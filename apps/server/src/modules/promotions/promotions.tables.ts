import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

import type {
  ApplicationStatus,
  PromotionAudience,
  PromotionCategory,
  PromotionClaimGuard,
  PromotionJoinMode,
  PromotionRecurrence,
  PromotionRewardKind,
  PromotionTrigger,
  RewardStatus,
} from '@perya/contracts';

// The promotion engine (issue 19, decision 040). A promotion is operator data; its texts and
// pictures are its content announcement's (kind PROMOTION). Rewards are earned from the activity
// stream and the play statistics, wait in the reward centre and are paid through the wallet's
// bonus grant, from the promotion's budget, never past it (the check below holds under any race).

export const promotions = pgTable(
  'promotions',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    announcementId: integer('announcement_id'),
    category: text('category').$type<PromotionCategory>().notNull(),
    audience: text('audience').$type<PromotionAudience>().notNull(),
    vipLevels: jsonb('vip_levels').$type<number[]>().notNull().default([]),
    agentIds: jsonb('agent_ids').$type<number[]>().notNull().default([]),
    memberIds: jsonb('member_ids').$type<number[]>().notNull().default([]),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    joinMode: text('join_mode').$type<PromotionJoinMode>().notNull(),
    trigger: text('trigger').$type<PromotionTrigger>().notNull(),
    threshold: bigint('threshold', { mode: 'bigint' }),
    streakDays: integer('streak_days'),
    recurrence: text('recurrence').$type<PromotionRecurrence>().notNull(),
    rewardKind: text('reward_kind').$type<PromotionRewardKind>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }),
    percentBp: integer('percent_bp'),
    cap: bigint('cap', { mode: 'bigint' }),
    /** POINTS: the points each reward credits to the points mall (decision 039 amendment). */
    points: bigint('points', { mode: 'bigint' }),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    expiryDays: integer('expiry_days'),
    /** Total the promotion may pay (null: no limit); `spent` is reserved in the claim's transaction. */
    budget: bigint('budget', { mode: 'bigint' }),
    spent: bigint('spent', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    claimGuards: jsonb('claim_guards').$type<PromotionClaimGuard[]>().notNull().default([]),
    autoPay: boolean('auto_pay').notNull().default(false),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Paused by staff since then (decision 052): no joining, earning or claiming until resumed. */
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    check('promotions_budget', sql`${table.budget} is null or ${table.spent} <= ${table.budget}`),
    check('promotions_spent', sql`${table.spent} >= 0`),
    check('promotions_points', sql`${table.points} is null or ${table.points} > 0`),
    check('promotions_window', sql`${table.endsAt} > ${table.startsAt}`),
    index('promotions_window').on(table.startsAt, table.endsAt),
  ],
);

/** Members who pressed join, or whose application was approved (JOIN and APPLY promotions). */
export const promotionParticipants = pgTable(
  'promotion_participants',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.promotionId, table.memberId] }),
    index('promotion_participants_member').on(table.memberId),
  ],
);

/** Applications (spec §5): a comment and up to 3 images (uploads), reviewed by staff. */
export const promotionApplications = pgTable(
  'promotion_applications',
  {
    id: serial('id').primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    comment: text('comment').notNull(),
    uploadIds: jsonb('upload_ids').$type<string[]>().notNull().default([]),
    status: text('status').$type<ApplicationStatus>().notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    reviewedBy: integer('reviewed_by'),
    reviewedByName: text('reviewed_by_name'),
  },
  (table) => [
    // One application waiting or approved per member and promotion; a rejected one may be sent again.
    uniqueIndex('promotion_applications_open')
      .on(table.promotionId, table.memberId)
      .where(sql`${table.status} <> 'REJECTED'`),
    index('promotion_applications_status').on(table.status, table.createdAt),
  ],
);

/** A reward earned: one per member, promotion and period (ONCE, the day or the week). */
export const promotionRewards = pgTable(
  'promotion_rewards',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    periodKey: text('period_key').notNull(),
    /** The figure the amount was computed from (deposit, turnover, loss; 0 for a fixed trigger). */
    basis: bigint('basis', { mode: 'bigint' }).notNull(),
    /** Money paid as a bonus (0 for a points reward). */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** Points credited to the points mall (0 for a money reward): a reward pays one or the other. */
    points: bigint('points', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    status: text('status').$type<RewardStatus>().notNull(),
    /** The activity event that met the trigger (null for period figures and approvals). */
    sourceEventId: bigint('source_event_id', { mode: 'bigint' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The bonus grant's transfer; null for a points reward (its entry is `promotion-reward:<id>`). */
    transferId: uuid('transfer_id'),
  },
  (table) => [
    uniqueIndex('promotion_rewards_period').on(table.promotionId, table.memberId, table.periodKey),
    index('promotion_rewards_member').on(table.memberId, table.status),
    check(
      'promotion_rewards_amount',
      sql`(${table.amount} > 0 and ${table.points} = 0) or (${table.amount} = 0 and ${table.points} > 0)`,
    ),
  ],
);

/**
 * One claim per device, address or payout name and promotion period, when the promotion asks:
 * the primary key refuses a second account's claim, concurrent ones included.
 */
export const promotionClaimGuards = pgTable(
  'promotion_claim_guards',
  {
    promotionId: integer('promotion_id')
      .notNull()
      .references(() => promotions.id),
    periodKey: text('period_key').notNull(),
    kind: text('kind').$type<PromotionClaimGuard>().notNull(),
    value: text('value').notNull(),
    rewardId: bigint('reward_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.promotionId, table.periodKey, table.kind, table.value] })],
);
