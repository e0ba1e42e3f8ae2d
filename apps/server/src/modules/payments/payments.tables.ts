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
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// Money in and out through the outside world: the operator's payment channels, deposits (manual
// transfers approved by staff, or paid on a gateway that calls back), saved payout accounts and
// withdrawals. Balances move only through the wallet's ledger; these rows say why.

export type ChannelKind = 'MANUAL' | 'GATEWAY';
export type PaymentMethod = 'GCASH' | 'MAYA' | 'BANK' | 'QRPH';
/** PAID_AFTER_REJECTION: the gateway says paid after staff rejected it; a person decides (staff only). */
export type DepositStatus =
  'AWAITING_PAYMENT' | 'PENDING_REVIEW' | 'APPROVED' | 'REJECTED' | 'EXPIRED' | 'PAID_AFTER_REJECTION';
export type WithdrawalStatus = 'REVIEW' | 'REJECTED' | 'PAYING' | 'DISPUTED' | 'COMPLETED';
export type WithdrawalConfirmation = 'RECEIVED' | 'NOT_RECEIVED' | 'ALL_PAID' | 'AUTO_RECEIVED';
export type DisputeResolution = 'PAID' | 'REOPENED';
/** Staff decisions that move money and need a second staff member above the threshold (four eyes). */
export type ApprovalAction = 'deposit.approve' | 'withdrawal.approve' | 'withdrawal.payout' | 'member.adjust';
export type ApprovalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/** Ways to deposit, configured by the operator. */
export const paymentChannels = pgTable('payment_channels', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  kind: text('kind').$type<ChannelKind>().notNull(),
  method: text('method').$type<PaymentMethod>().notNull(),
  name: text('name').notNull(),
  currency: char('currency', { length: 3 }).notNull().default('PHP'),
  minMinor: bigint('min_minor', { mode: 'bigint' }).notNull(),
  maxMinor: bigint('max_minor', { mode: 'bigint' }).notNull(),
  /** MANUAL: the operator's account the member pays into. */
  payeeBankName: text('payee_bank_name'),
  payeeAccountName: text('payee_account_name'),
  payeeAccountNumber: text('payee_account_number'),
  /** GATEWAY: which gateway adapter takes the payment. */
  gateway: text('gateway'),
  instructions: text('instructions'),
  enabled: boolean('enabled').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  /** Optimistic version: an edit names the version it was made on (STALE_RECORD otherwise). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const deposits = pgTable(
  'deposits',
  {
    /** The member's request id: asking twice creates one deposit. */
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    channelId: integer('channel_id')
      .notNull()
      .references(() => paymentChannels.id),
    kind: text('kind').$type<ChannelKind>().notNull(),
    method: text('method').$type<PaymentMethod>().notNull(),
    channelName: text('channel_name').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<DepositStatus>().notNull(),
    /** MANUAL: the payment's reference number as the member's bank or e-wallet shows it. */
    referenceNo: text('reference_no'),
    proofUploadId: uuid('proof_upload_id'),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id'),
    payUrl: text('pay_url'),
    reviewNote: text('review_note'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check('deposits_amount_positive', sql`${table.amount} > 0`),
    index('deposits_member').on(table.memberId, table.createdAt),
    index('deposits_status').on(table.status, table.createdAt),
    uniqueIndex('deposits_gateway_order').on(table.gateway, table.gatewayOrderId),
    // One bank reference pays one deposit: the same slip cannot be claimed twice (once rejected,
    // it may be sent again, e.g. with the right amount).
    uniqueIndex('deposits_channel_reference')
      .on(table.channelId, sql`lower(${table.referenceNo})`)
      .where(sql`${table.status} <> 'REJECTED'`),
  ],
);

/**
 * Every call to a gateway callback URL, kept whether accepted or not: the log staff read when a
 * payment is disputed, and the record of nonces already used (replay protection).
 */
export const gatewayCallbacks = pgTable(
  'gateway_callbacks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    gateway: text('gateway').notNull(),
    nonce: text('nonce'),
    signedAt: bigint('signed_at', { mode: 'number' }),
    signatureValid: boolean('signature_valid').notNull(),
    orderId: uuid('order_id'),
    outcome: text('outcome').notNull(),
    body: text('body').notNull(),
    ip: text('ip'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('gateway_callbacks_nonce')
      .on(table.gateway, table.nonce)
      .where(sql`${table.signatureValid}`),
    index('gateway_callbacks_order').on(table.orderId),
  ],
);

/** Where a member's withdrawals are paid. The holder name is the member's real name. */
export const withdrawalAccounts = pgTable(
  'withdrawal_accounts',
  {
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    method: text('method').$type<Exclude<PaymentMethod, 'QRPH'>>().notNull(),
    bankName: text('bank_name'),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('withdrawal_accounts_unique')
      .on(table.memberId, table.method, table.accountNumber)
      .where(sql`${table.deletedAt} is null`),
    // Same-payout links between members in the back office (issue 16).
    index('withdrawal_accounts_number').on(table.accountNumber),
    index('withdrawal_accounts_name').on(sql`lower(${table.accountName})`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    /** The member's request id: asking twice creates one withdrawal. */
    id: uuid('id').primaryKey(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => withdrawalAccounts.id),
    /** The payout account as it was when requested. */
    method: text('method').notNull(),
    bankName: text('bank_name'),
    accountName: text('account_name').notNull(),
    accountNumber: text('account_number').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    status: text('status').$type<WithdrawalStatus>().notNull(),
    /** The ledger hold taken on request, posted on approval or voided on rejection. */
    holdTransferId: uuid('hold_transfer_id').notNull(),
    /** Sent by the operator so far (in one payout or several). */
    paid: bigint('paid', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Confirmed received by the member, or counted as received after the deadline. */
    received: bigint('received', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** The latest payout waits for the member's answer until then. */
    confirmBy: timestamp('confirm_by', { withTimezone: true }),
    confirmation: text('confirmation').$type<WithdrawalConfirmation>(),
    disputeUploadId: uuid('dispute_upload_id'),
    disputeNote: text('dispute_note'),
    /** The payout the member said did not arrive (taken off `paid` while disputed). */
    disputedAmount: bigint('disputed_amount', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    /** Staff's decision on the dispute: PAID (it did arrive) or REOPENED (pay it again), with a reason. */
    disputeResolution: text('dispute_resolution').$type<DisputeResolution>(),
    disputeResolutionNote: text('dispute_resolution_note'),
    disputeResolvedBy: bigint('dispute_resolved_by', { mode: 'number' }),
    disputeResolvedAt: timestamp('dispute_resolved_at', { withTimezone: true }),
    reviewNote: text('review_note'),
    reviewedBy: bigint('reviewed_by', { mode: 'number' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    check(
      'withdrawals_amounts',
      sql`${table.amount} > 0 and ${table.received} <= ${table.paid} and ${table.paid} <= ${table.amount}`,
    ),
    index('withdrawals_member').on(table.memberId, table.createdAt),
    index('withdrawals_status').on(table.status, table.createdAt),
    index('withdrawals_confirm_by')
      .on(table.confirmBy)
      .where(sql`${table.confirmBy} is not null`),
  ],
);

/** The operator's money settings: one row. */
export const moneySettings = pgTable(
  'money_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** Four eyes: a money decision above this (minor units) waits for a second staff member. */
    secondApprovalAboveMinor: bigint('second_approval_above_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`2000000`),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('money_settings_single_row', sql`${table.id} = 1`),
    check('money_settings_threshold', sql`${table.secondApprovalAboveMinor} >= 0`),
  ],
);

/**
 * A money decision above the four-eyes threshold: the first staff member's decision and its
 * inputs, waiting for a second, different staff member. Money moves only when the second approves.
 */
export const moneyApprovals = pgTable(
  'money_approvals',
  {
    id: uuid('id').primaryKey(),
    action: text('action').$type<ApprovalAction>().notNull(),
    targetKind: text('target_kind').notNull(),
    /** The deposit or withdrawal id; for an adjustment, `<memberId>:<requestId>`. */
    targetId: text('target_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** What the first staff member decided (the body of their request), replayed on the second approval. */
    input: jsonb('input').$type<Record<string, unknown>>().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull(),
    requestedBy: bigint('requested_by', { mode: 'number' }).notNull(),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    decidedBy: bigint('decided_by', { mode: 'number' }),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
  },
  (table) => [
    check('money_approvals_amount_positive', sql`${table.amount} > 0`),
    uniqueIndex('money_approvals_pending')
      .on(table.action, table.targetId)
      .where(sql`${table.status} = 'PENDING'`),
    index('money_approvals_status').on(table.status, table.requestedAt),
  ],
);
