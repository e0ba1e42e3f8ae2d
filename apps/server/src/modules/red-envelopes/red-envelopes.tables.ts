import { sql } from 'drizzle-orm';
import {
  bigint,
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

import type { RedEnvelopeAmountMode, RedEnvelopeAudience, RedEnvelopeClaimGuard } from '@perya/contracts';

// Red envelopes (decision 041). A drop is one budgeted pool open over [opens_at, closes_at); a
// rain is several drops sharing a rain_id. Every envelope of a drop is a row of
// red_envelope_allocations written when the drop is created (amounts fixed then); a claim takes
// the next unclaimed row, so neither the budget nor the count can ever be exceeded.

export const redEnvelopeDrops = pgTable(
  'red_envelope_drops',
  {
    id: serial('id').primaryKey(),
    /** The first drop's id for every drop of a rain; null for a single drop. */
    rainId: integer('rain_id'),
    version: integer('version').notNull().default(1),
    title: text('title').notNull(),
    opensAt: timestamp('opens_at', { withTimezone: true }).notNull(),
    closesAt: timestamp('closes_at', { withTimezone: true }).notNull(),
    budget: bigint('budget', { mode: 'bigint' }).notNull(),
    count: integer('count').notNull(),
    amountMode: text('amount_mode').$type<RedEnvelopeAmountMode>().notNull(),
    minAmount: bigint('min_amount', { mode: 'bigint' }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    audience: text('audience').$type<RedEnvelopeAudience>().notNull(),
    audienceValue: integer('audience_value').notNull().default(0),
    minDeposit: bigint('min_deposit', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    minValidBet: bigint('min_valid_bet', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    periodDays: integer('period_days').notNull().default(1),
    /** One claim per device / per address (decision 052); both unless staff turn them off. */
    claimGuards: jsonb('claim_guards').$type<RedEnvelopeClaimGuard[]>().notNull().default(['DEVICE', 'IP']),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    createdBy: integer('created_by'),
    createdByName: text('created_by_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('red_envelope_drops_window', sql`${table.closesAt} > ${table.opensAt}`),
    check('red_envelope_drops_budget', sql`${table.budget} > 0 and ${table.count} > 0`),
    check('red_envelope_drops_min', sql`${table.minAmount} * ${table.count} <= ${table.budget}`),
    index('red_envelope_drops_closes').on(table.closesAt),
  ],
);

export const redEnvelopeAllocations = pgTable(
  'red_envelope_allocations',
  {
    dropId: integer('drop_id')
      .notNull()
      .references(() => redEnvelopeDrops.id),
    seq: integer('seq').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    /** The bonus's ledger transfer, once paid (claim and payment are one idempotent step). */
    transferId: uuid('transfer_id'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.dropId, table.seq] }),
    check('red_envelope_allocations_amount', sql`${table.amount} > 0`),
    // One envelope per member per drop, whatever races.
    uniqueIndex('red_envelope_allocations_member').on(table.dropId, table.memberId),
    index('red_envelope_allocations_member_history').on(table.memberId, table.claimedAt),
    // Claimed rows not yet paid (the repair job's scan).
    index('red_envelope_allocations_unpaid')
      .on(table.claimedAt)
      .where(sql`${table.memberId} is not null and ${table.paidAt} is null`),
  ],
);

/**
 * The devices and addresses that opened an envelope of a drop (decision 052): the primary key
 * refuses a second account's claim from the same one, concurrent claims included (the second
 * waits for the first's transaction and then finds the row).
 */
export const redEnvelopeClaimGuards = pgTable(
  'red_envelope_claim_guards',
  {
    dropId: integer('drop_id')
      .notNull()
      .references(() => redEnvelopeDrops.id),
    kind: text('kind').$type<RedEnvelopeClaimGuard>().notNull(),
    value: text('value').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.dropId, table.kind, table.value] })],
);
