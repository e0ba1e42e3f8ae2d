import { sql } from 'drizzle-orm';
import { bigint, boolean, check, date, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

import type { BlockKind, LimitKind, LimitPeriod } from '@perya/contracts';

import { members } from '../members/members.tables';

/**
 * One row per member who set anything: the limits in force, the play block the bet path checks,
 * and the running figures of the current windows. The provider wallet's bets and wins keep the
 * figures in the same statement that moves the money (trigger protection_count_play, migration
 * of issue 18), so a bet that would cross a loss or wager limit is refused without reading any
 * round. Windows follow the operator's reporting time zone (stats_settings).
 */
export const protectionStates = pgTable(
  'protection_states',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .primaryKey()
      .references(() => members.id),
    depositDay: bigint('deposit_day', { mode: 'bigint' }),
    depositWeek: bigint('deposit_week', { mode: 'bigint' }),
    depositMonth: bigint('deposit_month', { mode: 'bigint' }),
    lossDay: bigint('loss_day', { mode: 'bigint' }),
    lossWeek: bigint('loss_week', { mode: 'bigint' }),
    lossMonth: bigint('loss_month', { mode: 'bigint' }),
    wagerDay: bigint('wager_day', { mode: 'bigint' }),
    wagerWeek: bigint('wager_week', { mode: 'bigint' }),
    wagerMonth: bigint('wager_month', { mode: 'bigint' }),
    sessionMinutes: integer('session_minutes'),
    realityCheckMinutes: integer('reality_check_minutes'),
    /** No bets before this instant ('infinity' while a self-exclusion waits to be lifted). */
    playBlockedUntil: timestamp('play_blocked_until', { withTimezone: true }),
    /** The windows the figures below belong to (local dates of their first day). */
    dayKey: date('day_key'),
    weekKey: date('week_key'),
    monthKey: date('month_key'),
    wageredDay: bigint('wagered_day', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageredWeek: bigint('wagered_week', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    wageredMonth: bigint('wagered_month', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Bets minus wins: may go below zero within a window (a winning day). */
    netDay: bigint('net_day', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    netWeek: bigint('net_week', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    netMonth: bigint('net_month', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'protection_states_limits_positive',
      sql`coalesce(${table.depositDay}, 1) > 0 and coalesce(${table.depositWeek}, 1) > 0 and coalesce(${table.depositMonth}, 1) > 0
        and coalesce(${table.lossDay}, 1) > 0 and coalesce(${table.lossWeek}, 1) > 0 and coalesce(${table.lossMonth}, 1) > 0
        and coalesce(${table.wagerDay}, 1) > 0 and coalesce(${table.wagerWeek}, 1) > 0 and coalesce(${table.wagerMonth}, 1) > 0`,
    ),
  ],
);

export type LimitTarget = LimitKind | 'SESSION';
export type LimitChangeStatus = 'APPLIED' | 'PENDING' | 'SUPERSEDED';

/** Every change a member asked for: applied at once (a decrease) or pending its cooling period. */
export const protectionLimitChanges = pgTable(
  'protection_limit_changes',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<LimitTarget>().notNull(),
    /** DAY, WEEK or MONTH for money limits; null for the session time limit. */
    period: text('period').$type<LimitPeriod>(),
    fromValue: bigint('from_value', { mode: 'bigint' }),
    /** Null: the limit is removed. */
    toValue: bigint('to_value', { mode: 'bigint' }),
    status: text('status').$type<LimitChangeStatus>().notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    effectiveAt: timestamp('effective_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('protection_limit_changes_member').on(table.memberId, table.requestedAt),
    index('protection_limit_changes_due')
      .on(table.effectiveAt)
      .where(sql`${table.status} = 'PENDING'`),
  ],
);

/** Time-outs and exclusions, never deleted: the history staff and the agent settlement read. */
export const protectionBlocks = pgTable(
  'protection_blocks',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<BlockKind>().notNull(),
    /** 24H, 7D, 30D, 6M, 1Y, 5Y. */
    duration: text('duration').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    irrevocableUntil: timestamp('irrevocable_until', { withTimezone: true }),
    /** Exclusions stay in force after their end until the member asks to lift them. */
    liftOnRequest: boolean('lift_on_request').notNull(),
    liftedAt: timestamp('lifted_at', { withTimezone: true }),
    reason: text('reason'),
    /** Staff username when staff placed it; null when the member did. */
    placedBy: text('placed_by'),
  },
  (table) => [
    index('protection_blocks_member').on(table.memberId, table.startsAt),
    check('protection_blocks_term', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

export type ProtectionStateRow = typeof protectionStates.$inferSelect;
export type ProtectionBlockRow = typeof protectionBlocks.$inferSelect;
export type ProtectionLimitChangeRow = typeof protectionLimitChanges.$inferSelect;
