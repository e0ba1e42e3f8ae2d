import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Bot checks: slider puzzles and image captchas. A solved slider yields a one-use token (stored
 * hashed); a captcha is answered once, right or wrong.
 */
export const challenges = pgTable(
  'challenges',
  {
    id: uuid('id').primaryKey(),
    kind: text('kind').$type<'SLIDER' | 'CAPTCHA'>().notNull(),
    /** Slider: the piece's x offset; captcha: the expected text, lower-cased. */
    answer: text('answer').notNull(),
    ip: text('ip').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    solvedAt: timestamp('solved_at', { withTimezone: true }),
    tokenHash: text('token_hash').unique(),
    tokenExpiresAt: timestamp('token_expires_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
  },
  (table) => [index('challenges_expires').on(table.expiresAt)],
);
