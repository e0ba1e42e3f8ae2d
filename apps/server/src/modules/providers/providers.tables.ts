import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  char,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

// The provider wallet protocol (docs/provider-wallet-protocol.md): vendors' signing keys, launch
// tokens, every money call a provider made (idempotency and its stored answer), and rounds.

/** A vendor's signing keys: several may be active while one is being rotated in. */
export const providerKeys = pgTable(
  'provider_keys',
  {
    vendorCode: text('vendor_code').notNull(),
    keyId: text('key_id').notNull(),
    /** Sealed at rest (`sk1.…`, system secrets; decision 030): the HMAC needs the secret itself. */
    secret: text('secret').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.vendorCode, table.keyId] })],
);

/** Issued at launch; the provider authenticates with it. Only its hash is stored. */
export const launchTokens = pgTable(
  'launch_tokens',
  {
    tokenHash: text('token_hash').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    gameCode: text('game_code').notNull(),
    nodeId: bigint('node_id', { mode: 'number' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** Bets need a token not past this; wins and rollbacks do not. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('launch_tokens_member').on(table.memberId, table.createdAt)],
);

export type ProviderTransactionKind = 'BET' | 'WIN' | 'ROLLBACK' | 'TOMBSTONE';

/**
 * Every money call, by the provider's transaction id: a hash of its payload and the answer given,
 * so a repeat gets the first answer and a reuse with other content is refused. A TOMBSTONE row
 * stands for a bet that was rolled back before it arrived: the late bet finds it and fails.
 */
export const providerTransactions = pgTable(
  'provider_transactions',
  {
    vendorCode: text('vendor_code').notNull(),
    transactionId: text('transaction_id').notNull(),
    kind: text('kind').$type<ProviderTransactionKind>().notNull(),
    payloadHash: text('payload_hash').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    roundId: text('round_id').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    /** For a win or rollback: the bet it refers to. */
    referenceId: text('reference_id'),
    ledgerTransferId: uuid('ledger_transfer_id'),
    /** A bet refunded by a rollback (a second rollback then credits nothing). */
    rolledBack: boolean('rolled_back').notNull().default(false),
    /** The answer given: { code, value }, repeated to a repeat (the HTTP status follows from the code). */
    answer: jsonb('answer').$type<{ code: string; value: unknown }>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.transactionId] }),
    // The round leads: an index led by the vendor matched a lookup by vendor and transaction id
    // as well as the key does while the table was small, and a plan cached then read every one
    // of the vendor's transactions per lookup (migration 0013).
    index('provider_transactions_round').on(table.roundId, table.vendorCode),
  ],
);

export type RoundStatus = 'OPEN' | 'CLOSED' | 'ROLLED_BACK';

/** A round of a game as the provider runs it: the member's bets and wins in it (bet record). */
export const providerRounds = pgTable(
  'provider_rounds',
  {
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    gameCode: text('game_code').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    betTotal: bigint('bet_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    winTotal: bigint('win_total', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** A win was paid in the round (a rollback is then refused). */
    hasWin: boolean('has_win').notNull().default(false),
    status: text('status').$type<RoundStatus>().notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ columns: [table.vendorCode, table.roundId] }),
    index('provider_rounds_member').on(table.memberId, table.startedAt),
    // The real-time salary reads the rounds settled in a 5-minute window (decision 035).
    index('provider_rounds_settled').on(table.settledAt),
    // The agent centre's team betting pages a whole team's rounds newest first (decision 036).
    index('provider_rounds_started').on(table.startedAt),
    check('provider_rounds_totals', sql`${table.betTotal} >= 0 and ${table.winTotal} >= 0`),
  ],
);
