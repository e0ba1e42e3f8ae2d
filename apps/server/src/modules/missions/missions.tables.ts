import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import type {
  LeaderboardMetric,
  LeaderboardTranslations,
  MissionMetric,
  MissionPeriod,
  MissionTranslations,
} from '@perya/contracts';

// Missions and leaderboards (decision 048). Definitions are data; progress and standings are
// read from the play statistics' aggregates, so nothing here is written on the play path. A claim
// row exists once per (mission, member, period, milestone): the primary key is the "once".

export type MissionMilestoneRow = { target: string; rewardMinor: string };

export const missions = pgTable(
  'missions',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** Title and description in TY and PT (`title`/`description` are English); a language absent reads English. */
    translations: jsonb('translations').$type<MissionTranslations>().notNull().default({}),
    period: text('period').$type<MissionPeriod>().notNull(),
    metric: text('metric').$type<MissionMetric>().notNull(),
    /** A game category (RNG, LIVE…) for play metrics; null: every category. */
    category: text('category'),
    milestones: jsonb('milestones').$type<MissionMilestoneRow[]>().notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    active: boolean('active').notNull().default(true),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('missions_turnover', sql`${table.turnoverMultiplier} between 0 and 100`)],
);

export const missionClaims = pgTable(
  'mission_claims',
  {
    missionId: integer('mission_id')
      .notNull()
      .references(() => missions.id),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The first reporting day of the period the milestone was reached in. */
    periodStart: date('period_start').notNull(),
    milestone: smallint('milestone').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    /** The statement of the inputs: mission version, metric, period, progress read, target, reward. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }).notNull(),
    /** The bonus's ledger transfer, once paid. */
    bonusId: uuid('bonus_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.missionId, table.memberId, table.periodStart, table.milestone] }),
    check('mission_claims_amount', sql`${table.amount} > 0`),
    index('mission_claims_member').on(table.memberId, table.periodStart),
    index('mission_claims_unpaid')
      .on(table.claimedAt)
      .where(sql`${table.paidAt} is null`),
  ],
);

export const leaderboards = pgTable(
  'leaderboards',
  {
    id: serial('id').primaryKey(),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    /** The title in TY and PT (`title` is English); a language absent reads English. */
    translations: jsonb('translations').$type<LeaderboardTranslations>().notNull().default({}),
    period: text('period').$type<MissionPeriod>().notNull(),
    metric: text('metric').$type<LeaderboardMetric>().notNull(),
    category: text('category'),
    /** Rank 1's prize first, minor units as digit strings. */
    prizes: jsonb('prizes').$type<string[]>().notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    minValue: bigint('min_value', { mode: 'bigint' })
      .notNull()
      .default(sql`1`),
    active: boolean('active').notNull().default(true),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('leaderboards_min_value', sql`${table.minValue} >= 1`)],
);

/** A leaderboard's ended period, fixed once by the period-end job (settled_at set with its payouts). */
export const leaderboardPeriods = pgTable(
  'leaderboard_periods',
  {
    leaderboardId: integer('leaderboard_id')
      .notNull()
      .references(() => leaderboards.id),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    /** The statement of the inputs: leaderboard version, prizes, metric, the standings' size. */
    terms: jsonb('terms').$type<Record<string, unknown>>().notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.leaderboardId, table.periodStart] })],
);

export const leaderboardPayouts = pgTable(
  'leaderboard_payouts',
  {
    leaderboardId: integer('leaderboard_id').notNull(),
    periodStart: date('period_start').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    rank: integer('rank').notNull(),
    value: bigint('value', { mode: 'bigint' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    bonusId: uuid('bonus_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.leaderboardId, table.periodStart, table.memberId] }),
    check('leaderboard_payouts_amount', sql`${table.amount} > 0`),
    index('leaderboard_payouts_unpaid')
      .on(table.leaderboardId)
      .where(sql`${table.paidAt} is null`),
  ],
);
