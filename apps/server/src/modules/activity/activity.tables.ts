import { sql } from 'drizzle-orm';
import { bigint, bigserial, customType, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The activity stream (issue 15): a transactional outbox. Triggers of migration 0017 write one row
// in the same commit as the change that causes it (a round settled or reversed, a deposit
// credited, a withdrawal paid or voided, a bonus granted or forfeited, an adjustment, a
// registration, a login). Subscribers read it in order and keep their own checkpoint.

/** PostgreSQL's 64-bit transaction id: orders events by the transaction that wrote them. */
const xid8 = customType<{ data: string; driverData: string }>({ dataType: () => 'xid8' });

export type ActivityEventKind =
  | 'ROUND_SETTLED'
  | 'ROUND_REVERSED'
  | 'ROUND_CHANGED'
  | 'DEPOSIT_CREDITED'
  | 'WITHDRAWAL_PAID'
  | 'WITHDRAWAL_VOIDED'
  | 'BONUS_GRANTED'
  | 'BONUS_FORFEITED'
  | 'ADJUSTMENT'
  | 'MEMBER_REGISTERED'
  | 'MEMBER_LOGIN';

export const activityEvents = pgTable(
  'activity_events',
  {
    /** Unique and increasing in the order ids were taken: the key handlers deduplicate by. */
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** The writing transaction: a reader only passes transactions no longer running (position). */
    xactId: xid8('xact_id')
      .notNull()
      .default(sql`pg_current_xact_id()`),
    kind: text('kind').$type<ActivityEventKind>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** Money events: the amount from the member's side (an adjustment may be negative). */
    amount: bigint('amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    currency: text('currency'),
    /** Round events: vendor, round and game, the round's counted figures before and after. */
    data: jsonb('data').$type<Record<string, unknown>>(),
    /** When the writing transaction began: how far behind a subscriber is. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('activity_events_position').on(table.xactId, table.id)],
);

/**
 * Where each subscriber is: every event at or before (xact_id, event_id) is handled. Events of
 * the transactions in `skip_xact_ids` were already counted by a rebuild and are passed over.
 */
export const activityCheckpoints = pgTable('activity_checkpoints', {
  subscriber: text('subscriber').primaryKey(),
  xactId: xid8('xact_id')
    .notNull()
    .default(sql`'0'::xid8`),
  eventId: bigint('event_id', { mode: 'bigint' })
    .notNull()
    .default(sql`0`),
  skipXactIds: xid8('skip_xact_ids')
    .array()
    .notNull()
    .default(sql`'{}'::xid8[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
