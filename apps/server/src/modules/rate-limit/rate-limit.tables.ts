import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Rate-limit counters shared by the server processes of one PostgreSQL database without Redis:
 * hits per key (route and address) in the current fixed window. Unlogged (migration 0014): a
 * crash forgets them, which costs a fresh window, not money.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    resetsAt: timestamp('resets_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limit_counters_resets_at').on(table.resetsAt)],
);
