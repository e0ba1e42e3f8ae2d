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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The ledger: double entry in the style of TigerBeetle. Accounts hold balances; transfers move
// an amount from a debit account to a credit account. Nothing else writes a balance.

export type LedgerAccountKind =
  | 'MEMBER_MAIN'
  | 'MEMBER_PROVIDER'
  | 'HOUSE'
  | 'PAYMENT_CLEARING'
  | 'WITHDRAWAL_CLEARING'
  | 'BONUS_FUND'
  | 'ADJUSTMENT';

export type TransferKind =
  | 'DEPOSIT'
  | 'WITHDRAWAL'
  | 'BET'
  | 'WIN'
  | 'REFUND'
  | 'BONUS'
  | 'ADJUSTMENT'
  | 'TRIAL_CREDIT'
  | 'TRANSFER_UPLINE'
  | 'TRANSFER_DOWNLINE'
  | 'WALLET_TRANSFER'
  /** A salary or dividend paid to an agent by the house (agent settlement, decision 035). */
  | 'AGENT_COMMISSION'
  /** Bonus money taken back to the bonus fund when a bonus is forfeited (decision 039). */
  | 'BONUS_FORFEIT';

/** PENDING holds; a posted pending becomes SETTLED (its posting transfer is POSTED); a voided one VOIDED. */
export type TransferStatus = 'POSTED' | 'PENDING' | 'SETTLED' | 'VOIDED';

export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    /** Stable name: member:100001:main:PHP, house:PHP:3, clearing:deposit:PHP … */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<LedgerAccountKind>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }),
    provider: text('provider'),
    currency: char('currency', { length: 3 }).notNull(),
    /** Credits minus debits of posted transfers. */
    balance: bigint('balance', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Held by pending transfers (withdrawals under review): not available, not yet moved. */
    pendingDebits: bigint('pending_debits', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Member accounts never go below zero, nor below what pending transfers hold, nor above the ceiling. */
    nonNegative: boolean('non_negative').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'ledger_accounts_non_negative',
      sql`not ${table.nonNegative} or (${table.balance} >= 0 and ${table.balance} - ${table.pendingDebits} >= 0)`,
    ),
    check('ledger_accounts_pending_non_negative', sql`${table.pendingDebits} >= 0`),
    // A member balance stays far below the 64-bit limit (migration 0016, ledger_balance_ceiling()).
    check('ledger_accounts_ceiling', sql`not ${table.nonNegative} or ${table.balance} <= ledger_balance_ceiling()`),
    index('ledger_accounts_member').on(table.memberId),
  ],
);

export const ledgerTransfers = pgTable(
  'ledger_transfers',
  {
    /** Chosen by the caller: the same id twice moves money once. */
    id: uuid('id').primaryKey(),
    debitAccountId: bigint('debit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    creditAccountId: bigint('credit_account_id', { mode: 'bigint' })
      .notNull()
      .references(() => ledgerAccounts.id),
    /** The members whose accounts the transfer touches, for their records. */
    debitMemberId: bigint('debit_member_id', { mode: 'number' }),
    creditMemberId: bigint('credit_member_id', { mode: 'number' }),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    kind: text('kind').$type<TransferKind>().notNull(),
    status: text('status').$type<TransferStatus>().notNull(),
    /** For a transfer that posts or voids a pending one: that pending transfer. */
    pendingId: uuid('pending_id'),
    /** Posted transfers written in one call share a batch: they happen together or not at all. */
    batchId: uuid('batch_id'),
    reference: text('reference'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('ledger_transfers_positive', sql`${table.amount} > 0`),
    check('ledger_transfers_two_accounts', sql`${table.debitAccountId} <> ${table.creditAccountId}`),
    index('ledger_transfers_debit_member').on(table.debitMemberId, table.createdAt),
    index('ledger_transfers_credit_member').on(table.creditMemberId, table.createdAt),
    index('ledger_transfers_pending').on(table.pendingId),
    index('ledger_transfers_reference').on(table.reference),
    // The agent centre's account details page a whole team's transfers newest first (decision 036).
    index('ledger_transfers_created').on(table.createdAt),
  ],
);

/** Bonuses credited to a member, each to be wagered `turnoverMultiplier` times before withdrawal. */
export const bonusGrants = pgTable(
  'bonus_grants',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    title: text('title').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    turnoverMultiplier: integer('turnover_multiplier').notNull(),
    /** amount x multiplier: the bets still to place before the bonus money is free. */
    required: bigint('required', { mode: 'bigint' }).notNull(),
    wagered: bigint('wagered', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    status: text('status').$type<'ACTIVE' | 'COMPLETED' | 'FORFEITED'>().notNull(),
    /** The ledger transfer that credited it (its id is the grant's id). */
    transferId: uuid('transfer_id').notNull(),
    grantedBy: bigint('granted_by', { mode: 'number' }),
    grantedAt: timestamp('granted_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** An ACTIVE grant still short of its turnover at this time is forfeited (the expiry job). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    /** What gave it (a promotion, a red envelope, a referral…): kind and that thing's id. */
    sourceKind: text('source_kind'),
    sourceId: text('source_id'),
    /** A forfeit: when, why, and the bonus money taken back to the bonus fund (0 when none was left). */
    forfeitedAt: timestamp('forfeited_at', { withTimezone: true }),
    forfeitReason: text('forfeit_reason').$type<'EXPIRED' | 'MEMBER'>(),
    forfeitedAmount: bigint('forfeited_amount', { mode: 'bigint' }),
  },
  (table) => [
    check('bonus_grants_wagered', sql`${table.wagered} >= 0 and ${table.wagered} <= ${table.required}`),
    check(
      'bonus_grants_forfeited_amount',
      sql`${table.forfeitedAmount} is null or (${table.forfeitedAmount} >= 0 and ${table.forfeitedAmount} <= ${table.amount})`,
    ),
    index('bonus_grants_member').on(table.memberId, table.status, table.grantedAt),
    index('bonus_grants_expiring')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'ACTIVE' and ${table.expiresAt} is not null`),
    index('bonus_grants_source').on(table.sourceKind, table.sourceId),
  ],
);

/**
 * What counted toward a grant's turnover: one row per settled round (event) and grant, signed —
 * a round reversed later takes back what it counted with a negative row. The member's "what
 * counted" list and the per-category sums read it; the grant's `wagered` is their running total.
 */
export const bonusTurnoverContributions = pgTable(
  'bonus_turnover_contributions',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    grantId: uuid('grant_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    /** The activity event that counted (ROUND_SETTLED, _CHANGED, _REVERSED). */
    eventId: bigint('event_id', { mode: 'bigint' }).notNull(),
    vendorCode: text('vendor_code').notNull(),
    roundId: text('round_id').notNull(),
    gameCode: text('game_code'),
    /** The game's category (games.game_type), or UNKNOWN. */
    category: text('category').notNull(),
    /** The round's valid bet (play statistics' rule) when it counted; 0 for a take-back. */
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    /** The category's contribution weight then, in basis points (10000 = 100 %). */
    weightBasisPoints: integer('weight_basis_points').notNull(),
    /** Turnover added to the grant (negative: taken back). */
    counted: bigint('counted', { mode: 'bigint' }).notNull(),
    /** When the round settled (or was reversed). */
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('bonus_turnover_contributions_event_grant').on(table.eventId, table.grantId),
    index('bonus_turnover_contributions_grant').on(table.grantId, table.at),
    index('bonus_turnover_contributions_round').on(table.memberId, table.vendorCode, table.roundId),
  ],
);

/** How much of a category's valid bet counts toward bonus turnover; a category without a row counts 100 %. */
export const bonusTurnoverWeights = pgTable(
  'bonus_turnover_weights',
  {
    category: text('category').primaryKey(),
    weightBasisPoints: integer('weight_basis_points').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('bonus_turnover_weights_range', sql`${table.weightBasisPoints} between 0 and 10000`)],
);

/** The operator's wallet settings: one row. */
export const walletSettings = pgTable(
  'wallet_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Providers debit the main wallet directly (no provider wallets, nothing to transfer). */
    isSingleWallet: boolean('is_single_wallet').notNull().default(false),
    /** Transfer mode: launching a game brings every wallet's money into that provider's wallet. */
    autoTransferOnLaunch: boolean('auto_transfer_on_launch').notNull().default(true),
    withdrawMinMinor: bigint('withdraw_min_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000`),
    withdrawMaxMinor: bigint('withdraw_max_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`5000000`),
    withdrawDailyCount: integer('withdraw_daily_count').notNull().default(5),
    /** A payout the member has not answered counts as received after this many minutes (spec §4). */
    autoReceiptMinutes: integer('auto_receipt_minutes').notNull().default(60),
    memberTransferMinMinor: bigint('member_transfer_min_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000`),
    memberTransferMaxMinor: bigint('member_transfer_max_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000000`),
    /** Optimistic version: an edit names the version it was made on (STALE_RECORD otherwise). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check('wallet_settings_single_row', sql`${table.id} = 1`)],
);

/**
 * Request ids of member requests that may move nothing (a recall of empty wallets): remembered so
 * the same request id never moves money later. Requests that always move money are remembered by
 * their ledger transfers' ids instead.
 */
export const walletRequests = pgTable(
  'wallet_requests',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    requestId: uuid('request_id').notNull(),
    kind: text('kind').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.requestId] })],
);
