import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Perya Originals (decision 043): each member's provably fair seed pairs, the bets played on
// them (with what the browser needs to verify each), and the operator's settings per game. The
// money of a bet is not here: it moves through the provider wallet protocol as vendor BGS.

/**
 * A member's seed pairs (packages/games "The provably fair scheme"). One active pair per member
 * (revealed_at null): its server seed is secret, its commitment published; the nonce is the
 * next bet's, taken with the bet's row in one transaction. Rotating reveals the pair for good.
 */
export const originalsSeedPairs = pgTable(
  'originals_seed_pairs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    serverSeed: char('server_seed', { length: 64 }).notNull(),
    commitment: char('commitment', { length: 64 }).notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('originals_seed_pairs_active')
      .on(table.memberId)
      .where(sql`${table.revealedAt} is null`),
    index('originals_seed_pairs_member').on(table.memberId, table.id),
    check('originals_seed_pairs_nonce', sql`${table.nonce} >= 0`),
  ],
);

export type OriginalsBetStatus = 'PLAYING' | 'SETTLING' | 'SETTLED';

/**
 * A bet, keyed by the member and the client's bet id (a repeat is the same bet). `params` is what
 * the player chose, `outcome` the engine's result (for mines the whole game, mines included:
 * players get the public view). SETTLING: decided, the win call still owed (a repeat sends it).
 */
export const originalsBets = pgTable(
  'originals_bets',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    betId: text('bet_id').notNull(),
    game: text('game').notNull(),
    /** A hash of the bet's request (game, stake, parameters): the same id with other content is refused. */
    requestHash: char('request_hash', { length: 64 }).notNull(),
    seedPairId: bigint('seed_pair_id', { mode: 'number' }).notNull(),
    nonce: integer('nonce').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' }).notNull(),
    maxWinMinor: bigint('max_win_minor', { mode: 'bigint' }).notNull(),
    params: jsonb('params').$type<Record<string, unknown>>().notNull(),
    outcome: jsonb('outcome').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<OriginalsBetStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.betId] }),
    index('originals_bets_member_recent').on(table.memberId, table.createdAt),
    // At most one mines game on per member: starting another, or rotating, waits for it to end.
    uniqueIndex('originals_bets_one_playing')
      .on(table.memberId)
      .where(sql`${table.status} = 'PLAYING'`),
    uniqueIndex('originals_bets_nonce').on(table.seedPairId, table.nonce),
    check('originals_bets_money', sql`${table.stakeMinor} > 0 and ${table.payoutMinor} >= 0`),
  ],
);

/** The operator's settings per game; a game without a row plays on the defaults (originals.settings.ts). */
export const originalsSettings = pgTable(
  'originals_settings',
  {
    game: text('game').primaryKey(),
    enabled: boolean('enabled').notNull(),
    minBetMinor: bigint('min_bet_minor', { mode: 'bigint' }).notNull(),
    maxBetMinor: bigint('max_bet_minor', { mode: 'bigint' }).notNull(),
    maxWinMinor: bigint('max_win_minor', { mode: 'bigint' }).notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'originals_settings_limits',
      sql`${table.minBetMinor} > 0 and ${table.maxBetMinor} >= ${table.minBetMinor} and ${table.maxWinMinor} > 0`,
    ),
  ],
);
