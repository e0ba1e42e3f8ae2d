import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

// Crash (decision 054): the hash chains, the rounds played on them and the members' bets. The money
// of a bet is not here: it moves through the provider wallet protocol as vendor BGS.

/**
 * A hash chain (packages/games crash/chain.ts). The seed is secret; the terminating hash and the
 * salt are published before its first game. Games are played 1, 2, … up to `length`; then a new
 * chain starts (ended_at set on the old one).
 */
export const crashChains = pgTable(
  'crash_chains',
  {
    id: serial('id').primaryKey(),
    seed: char('seed', { length: 64 }).notNull(),
    terminatingHash: char('terminating_hash', { length: 64 }).notNull(),
    salt: text('salt').notNull(),
    length: integer('length').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    // One chain in play at a time.
    uniqueIndex('crash_chains_current')
      .on(table.endedAt)
      .where(sql`${table.endedAt} is null`),
    check('crash_chains_length', sql`${table.length} >= 1`),
  ],
);

/**
 * Every CHECKPOINT_EVERY-th hash of a chain from its seed (crash.chain.ts, decision 059): a batch of
 * games is walked from the nearest one. Secret like the seed — the hash at `steps` gives every game
 * up to L − steps. A chain has one at 0 steps (its seed) whenever it has any; chains made before
 * these rows get theirs the first time a batch of their games is needed.
 */
export const crashChainCheckpoints = pgTable(
  'crash_chain_checkpoints',
  {
    chainId: integer('chain_id').notNull(),
    steps: integer('steps').notNull(),
    hash: char('hash', { length: 64 }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.chainId, table.steps] }),
    check('crash_chain_checkpoints_steps', sql`${table.steps} >= 0`),
  ],
);

export type CrashPhaseRow = 'BETTING' | 'FLYING' | 'CRASHED';

/**
 * A round: game `game_number` of its chain, with its hash and crash point written when the round
 * opens (shown to players only once it crashed). One round not yet crashed at a time (the
 * runner's single writer, decision 022's lock, and this index behind it). `staked_minor` is the
 * sum of its bets' stakes, raised by the statement that inserts each bet (decision 063): the
 * round's maximum win is checked against it in that one statement.
 */
export const crashRounds = pgTable(
  'crash_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    chainId: integer('chain_id').notNull(),
    gameNumber: integer('game_number').notNull(),
    hash: char('hash', { length: 64 }).notNull(),
    crashPoint: integer('crash_point').notNull(),
    phase: text('phase').$type<CrashPhaseRow>().notNull(),
    bettingEndsAt: timestamp('betting_ends_at', { withTimezone: true }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    crashedAt: timestamp('crashed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    stakedMinor: bigint('staked_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
  },
  (table) => [
    uniqueIndex('crash_rounds_game').on(table.chainId, table.gameNumber),
    // At most one round of a chain not yet crashed (and one chain not ended).
    uniqueIndex('crash_rounds_live')
      .on(table.chainId)
      .where(sql`${table.phase} <> 'CRASHED'`),
    check('crash_rounds_phase', sql`${table.phase} in ('BETTING', 'FLYING', 'CRASHED')`),
    check('crash_rounds_point', sql`${table.crashPoint} >= 100`),
  ],
);

export type CrashBetStatus = 'PLAYING' | 'SETTLING' | 'SETTLED';

/**
 * A member's bet in a round, keyed by the member and the client's bet id (a repeat is the same
 * bet); one per member and round. `cap_at` is where a maximum win (per bet, per round) cashes it
 * out, fixed when the round takes off. SETTLING: decided, the protocol's win still owed.
 */
export const crashBets = pgTable(
  'crash_bets',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    betId: text('bet_id').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    playerName: text('player_name').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    stakeMinor: bigint('stake_minor', { mode: 'bigint' }).notNull(),
    autoCashOut: integer('auto_cash_out'),
    capAt: integer('cap_at'),
    cashedOutAt: integer('cashed_out_at'),
    isCapped: boolean('is_capped').notNull().default(false),
    payoutMinor: bigint('payout_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<CrashBetStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.betId] }),
    uniqueIndex('crash_bets_one_per_round').on(table.roundId, table.memberId),
    index('crash_bets_member_recent').on(table.memberId, table.createdAt),
    index('crash_bets_unsettled')
      .on(table.roundId)
      .where(sql`${table.status} <> 'SETTLED'`),
    check('crash_bets_money', sql`${table.stakeMinor} > 0 and ${table.payoutMinor} >= 0`),
    check('crash_bets_status', sql`${table.status} in ('PLAYING', 'SETTLING', 'SETTLED')`),
  ],
);

/** The operator's crash setting beyond originals_settings' per-bet ones: the maximum win per round. */
export const crashSettings = pgTable(
  'crash_settings',
  {
    id: integer('id').primaryKey(),
    maxRoundWinMinor: bigint('max_round_win_minor', { mode: 'bigint' }).notNull(),
    version: integer('version').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('crash_settings_one', sql`${table.id} = 1`),
    check('crash_settings_max', sql`${table.maxRoundWinMinor} > 0`),
  ],
);

export type CrashRefusalCode = 'BETTING_CLOSED' | 'ROUND_FULL' | 'ALREADY_IN_ROUND';

/**
 * A bet debited, then not taken into its round (it closed, filled, or the member was already in it)
 * and given back by the protocol's rollback. Kept by the member and bet id because the protocol
 * round of a crash bet is named after its bet id: a later try with the same id would get the
 * protocol's stored answer to the first debit, with no new debit, and ride for free. It is answered
 * with the same refusal instead, and the rollback sent again (idempotent), in case the process
 * stopped between this row and the rollback.
 */
export const crashRefusedBets = pgTable(
  'crash_refused_bets',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    betId: text('bet_id').notNull(),
    roundId: bigint('round_id', { mode: 'number' }).notNull(),
    requestHash: char('request_hash', { length: 64 }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    code: text('code').$type<CrashRefusalCode>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.betId] }),
    check('crash_refused_bets_code', sql`${table.code} in ('BETTING_CLOSED', 'ROUND_FULL', 'ALREADY_IN_ROUND')`),
  ],
);
