import { z } from 'zod';

import { PasswordSchema } from './auth';
import { MAX_AMOUNT_MINOR } from './money';
import { AmountMinorSchema, MinorStringSchema } from './money-schemas';
import { PAGE_QUERY_FIELDS as page, PagedSchema } from './paging';
import { BalanceSchema, RequestIdSchema } from './wallet';

// Payments (modules/payments, spec §2.5): deposit channels, deposits, withdrawal accounts and
// withdrawals, the payment gateway's signed callback and the staff queues. Amounts as in wallet.ts.

/** Ids of the operator's deposit channels (a 32-bit serial). */
const MAX_CHANNEL_ID = 2_147_483_647;
const ChannelIdSchema = z.number().int().positive().max(MAX_CHANNEL_ID);

// ---------------------------------------------------------------- deposits

export const PAYMENT_METHODS = ['GCASH', 'MAYA', 'BANK', 'QRPH'] as const;
export const PaymentMethodSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** MANUAL: the member pays into our account and sends proof; GATEWAY: pays on the gateway's page. */
export const ChannelKindSchema = z.enum(['MANUAL', 'GATEWAY']);

export const PaymentChannelSchema = z.object({
  id: z.number().int(),
  kind: ChannelKindSchema,
  method: PaymentMethodSchema,
  name: z.string(),
  minMinor: MinorStringSchema,
  maxMinor: MinorStringSchema,
  currency: z.string(),
  /** Where to send the money (MANUAL only). */
  payee: z.object({ bankName: z.string().nullable(), accountName: z.string(), accountNumber: z.string() }).nullable(),
  instructions: z.string().nullable(),
});
export type PaymentChannel = z.infer<typeof PaymentChannelSchema>;

/** GET /wps/v2/deposit/channels. */
export const PaymentChannelListSchema = z.object({ channels: z.array(PaymentChannelSchema) });

/** POST /wps/v2/deposits. A manual deposit needs the reference number and a proof upload. */
export const CreateDepositRequestSchema = z.object({
  requestId: RequestIdSchema,
  channelId: ChannelIdSchema,
  amountMinor: AmountMinorSchema,
  referenceNo: z.string().trim().min(4).max(64).optional(),
  proofUploadId: z.uuid().optional(),
});

export const DEPOSIT_STATUSES = ['AWAITING_PAYMENT', 'PENDING_REVIEW', 'APPROVED', 'REJECTED', 'EXPIRED'] as const;
export const DepositStatusSchema = z.enum(DEPOSIT_STATUSES);
/**
 * The back office also sees PAID_AFTER_REJECTION: the gateway reported a payment after staff had
 * rejected the deposit; nothing is credited until staff approve it (or reject it again). Members
 * see it as PENDING_REVIEW.
 */
export const STAFF_DEPOSIT_STATUSES = [...DEPOSIT_STATUSES, 'PAID_AFTER_REJECTION'] as const;

export const DepositSchema = z.object({
  id: z.uuid(),
  channelId: z.number().int(),
  channelName: z.string(),
  kind: ChannelKindSchema,
  method: PaymentMethodSchema,
  amountMinor: MinorStringSchema,
  currency: z.string(),
  status: DepositStatusSchema,
  referenceNo: z.string().nullable(),
  /** Why staff rejected it, in their words. */
  reviewNote: z.string().nullable(),
  /** A gateway deposit still awaiting payment: where the member can finish paying. */
  payUrl: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Deposit = z.infer<typeof DepositSchema>;

/** The created deposit; for a gateway channel, the page to send the member to. */
export const CreateDepositResultSchema = z.object({ deposit: DepositSchema, redirectUrl: z.string().nullable() });
export const DepositQuerySchema = z.object({ ...page });
export const DepositPageSchema = PagedSchema(DepositSchema);
export const IdParamsSchema = z.object({ id: z.uuid() });

// ---------------------------------------------------------------- withdrawals

/** A saved payout account. The holder name must be the member's real name. */
export const WithdrawalAccountSchema = z.object({
  id: z.uuid(),
  method: PaymentMethodSchema.exclude(['QRPH']),
  bankName: z.string().nullable(),
  accountName: z.string(),
  /** Masked except for the last 4 digits. */
  accountNumberMasked: z.string(),
  createdAt: z.string(),
});
export type WithdrawalAccount = z.infer<typeof WithdrawalAccountSchema>;
export const WithdrawalAccountListSchema = z.object({
  accounts: z.array(WithdrawalAccountSchema),
  maxAccounts: z.number().int(),
});

export const CreateWithdrawalAccountRequestSchema = z
  .object({
    method: z.enum(['GCASH', 'MAYA', 'BANK']),
    bankName: z.string().trim().min(2).max(64).optional(),
    accountName: z.string().trim().min(2).max(64),
    /** E-wallets: the 11-digit mobile number (09…); banks: 10 to 16 digits. */
    accountNumber: z
      .string()
      .trim()
      .regex(/^\d{10,16}$/, 'Digits only, 10 to 16'),
    paymentPassword: PasswordSchema,
  })
  .refine((body) => body.method !== 'BANK' || Boolean(body.bankName), {
    message: 'Choose the bank',
    path: ['bankName'],
  })
  .refine((body) => body.method === 'BANK' || /^09\d{9}$/.test(body.accountNumber), {
    message: 'An e-wallet number is 11 digits starting 09',
    path: ['accountNumber'],
  });

/** GET /wps/v2/withdraw/settings: limits and what may be withdrawn now. */
export const WithdrawSettingsSchema = z.object({
  minMinor: MinorStringSchema,
  maxMinor: MinorStringSchema,
  dailyCountLimit: z.number().int(),
  todayCount: z.number().int(),
  hasPaymentPassword: z.boolean(),
  hasRealName: z.boolean(),
  /** Minutes after a payout before it counts as received on its own. */
  autoReceiptMinutes: z.number().int(),
  balance: BalanceSchema,
});

/** POST /wps/v2/withdrawals (tok, enc). */
export const CreateWithdrawalRequestSchema = z.object({
  requestId: RequestIdSchema,
  accountId: z.uuid(),
  amountMinor: AmountMinorSchema,
  paymentPassword: PasswordSchema,
});

/**
 * REVIEW: held, waiting for staff; REJECTED: hold released; PAYING: approved and paid out (in
 * full or in parts), waiting for the member to confirm; DISPUTED: the member says a payout did not
 * arrive; COMPLETED: all received (confirmed, all paid, or counted as received after the deadline).
 */
export const WITHDRAWAL_STATUSES = ['REVIEW', 'REJECTED', 'PAYING', 'DISPUTED', 'COMPLETED'] as const;
export const WithdrawalStatusSchema = z.enum(WITHDRAWAL_STATUSES);

export const WithdrawalSchema = z.object({
  id: z.uuid(),
  amountMinor: MinorStringSchema,
  currency: z.string(),
  status: WithdrawalStatusSchema,
  account: z.object({
    method: z.string(),
    bankName: z.string().nullable(),
    accountName: z.string(),
    accountNumberMasked: z.string(),
  }),
  /** Paid out by the operator so far. */
  paidMinor: MinorStringSchema,
  /** Confirmed received by the member (or counted as received). */
  receivedMinor: MinorStringSchema,
  /** Amount minus received. */
  remainingMinor: MinorStringSchema,
  /** An ISO instant: the latest payout waits for the member's answer until then; then it counts as received. */
  confirmBy: z.string().nullable(),
  confirmation: z.enum(['RECEIVED', 'NOT_RECEIVED', 'ALL_PAID', 'AUTO_RECEIVED']).nullable(),
  reviewNote: z.string().nullable(),
  /**
   * Staff's decision on the member's "not received" (decision 028): PAID (the payout did arrive) or
   * REOPENED (it will be sent again); null while none. The note is staff's reason, as they wrote it.
   */
  disputeResolution: z.enum(['PAID', 'REOPENED']).nullable(),
  disputeResolutionNote: z.string().nullable(),
  /** When staff decided, at the member's offset like createdAt. */
  disputeResolvedAt: z.string().nullable(),
  createdAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Withdrawal = z.infer<typeof WithdrawalSchema>;
export const WithdrawalPageSchema = PagedSchema(WithdrawalSchema);
export const WithdrawalQuerySchema = z.object({ ...page });

/** POST /wps/v2/withdrawals/:id/confirm: the member's answer about a payout (spec §4). */
export const ConfirmWithdrawalRequestSchema = z
  .object({
    outcome: z.enum(['RECEIVED', 'NOT_RECEIVED', 'ALL_PAID']),
    proofUploadId: z.uuid().optional(),
    note: z.string().trim().max(500).optional(),
  })
  .refine((body) => body.outcome !== 'NOT_RECEIVED' || Boolean(body.proofUploadId), {
    message: 'Upload a proof (a screenshot of the account) first',
    path: ['proofUploadId'],
  });

// ---------------------------------------------------------------- payment gateway

/** Headers of a signed gateway call: HMAC-SHA256 over `${timestamp}.${nonce}.${rawBody}`. */
export const GATEWAY_SIGNATURE_HEADERS = {
  timestamp: 'x-perya-timestamp',
  nonce: 'x-perya-nonce',
  signature: 'x-perya-signature',
  merchant: 'x-perya-merchant',
} as const;
/** A signed call older or newer than this is refused (replay window). */
export const GATEWAY_REPLAY_WINDOW_SECONDS = 300;

/** The gateway's notice that an order was paid (or failed), sent to our callback URL. */
export const GatewayCallbackSchema = z.object({
  merchantId: z.string().min(1).max(64),
  orderId: z.uuid(),
  gatewayOrderId: z.string().min(1).max(64),
  amountMinor: z.string().regex(/^\d{1,16}$/),
  currency: z.string().length(3),
  status: z.enum(['PAID', 'FAILED']),
  paidAt: z.string().optional(),
});
export type GatewayCallback = z.infer<typeof GatewayCallbackSchema>;

// ---------------------------------------------------------------- staff (back office API)

export const ReviewDecisionSchema = z.object({ note: z.string().trim().max(500).optional() });
/**
 * Reject a deposit or a withdrawal: the note is the reason the member reads in their record. An
 * empty or missing one is refused with REASON_REQUIRED (checked by the server, so the code is one).
 */
export const RejectDecisionSchema = z.object({ note: z.string().trim().max(500).optional() });
/** Fewest characters a staff reason (rejection, adjustment, dispute, four-eyes refusal) may have. */
export const MIN_REASON_LENGTH = 4;

/** Sort keys the staff queues accept (a whitelist); newest first by default. */
export const STAFF_QUEUE_SORTS = ['createdAt', 'amount'] as const;
/** Most rows a CSV export of a queue holds. */
export const STAFF_EXPORT_MAX_ROWS = 100_000;
const DigitsSchema = z.string().regex(/^\d{1,16}$/, 'Must be a whole number of centavos');
/** A day (2026-11-26, UTC) or an ISO instant. */
const InstantSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);

/** GET /wps/admin/deposits, /withdrawals, /withdrawals/disputes: filters, sort, page, CSV. */
export const StaffQueueQuerySchema = z.object({
  status: z.string().trim().max(32).optional(),
  /** Deposits: the channel's id. */
  channelId: z.coerce.number().int().positive().max(MAX_CHANNEL_ID).optional(),
  /** GCASH, MAYA, BANK, QRPH. */
  method: PaymentMethodSchema.optional(),
  /** The member's account name, exactly (any case). */
  memberAccount: z.string().trim().min(1).max(64).optional(),
  minAmountMinor: DigitsSchema.optional(),
  maxAmountMinor: DigitsSchema.optional(),
  /** Created at or after (a day counts from its start, UTC). */
  from: InstantSchema.optional(),
  /** Created before (a day counts to its end, UTC). */
  to: InstantSchema.optional(),
  sort: z.enum(STAFF_QUEUE_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** csv: every row the filter matches (up to STAFF_EXPORT_MAX_ROWS) as text/csv. */
  format: z.enum(['json', 'csv']).default('json'),
  ...page,
});
export type StaffQueueQuery = z.output<typeof StaffQueueQuerySchema>;

// ---------------------------------------------------------------- four eyes

export const APPROVAL_ACTIONS = [
  'deposit.approve',
  'withdrawal.approve',
  'withdrawal.payout',
  'member.adjust',
] as const;
export const APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;

/** A money decision above the threshold waiting for (or decided by) a second staff member. */
export const MoneyApprovalSchema = z.object({
  id: z.uuid(),
  action: z.enum(APPROVAL_ACTIONS),
  targetKind: z.string(),
  targetId: z.string(),
  memberId: z.number().int(),
  amountMinor: MinorStringSchema,
  currency: z.string(),
  /** What the first staff member decided; the second approval carries it out as it is. */
  input: z.record(z.string(), z.unknown()),
  status: z.enum(APPROVAL_STATUSES),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type MoneyApproval = z.infer<typeof MoneyApprovalSchema>;
export const MoneyApprovalPageSchema = PagedSchema(MoneyApprovalSchema);
export const MoneyApprovalQuerySchema = z.object({
  status: z.enum(APPROVAL_STATUSES).optional(),
  action: z.enum(APPROVAL_ACTIONS).optional(),
  ...page,
});
/** The value of a SECOND_APPROVER_REQUIRED refusal: the decision is recorded and waits. */
export const PendingApprovalValueSchema = z.object({ approval: MoneyApprovalSchema });

/** GET/PUT /wps/admin/settings/money. */
export const MoneySettingsSchema = z.object({
  /** Four eyes: decisions moving more than this (minor units) need a second staff member. */
  secondApprovalAboveMinor: MinorStringSchema,
  version: z.number().int(),
});
export type MoneySettings = z.infer<typeof MoneySettingsSchema>;
export const VersionSchema = z.number().int().min(1).max(2_147_483_647);
export const UpdateMoneySettingsRequestSchema = z.object({
  secondApprovalAboveMinor: DigitsSchema.transform((value) => BigInt(value)).refine(
    (value) => value <= MAX_AMOUNT_MINOR,
    'Too large',
  ),
  version: VersionSchema,
});

const RecentCountsSchema = z.object({
  /** The member's deposits and withdrawals in the last 30 days (any status). */
  deposits: z.number().int(),
  withdrawals: z.number().int(),
});

export const StaffDepositSchema = DepositSchema.extend({
  status: z.enum(STAFF_DEPOSIT_STATUSES),
  memberId: z.number().int(),
  memberAccount: z.string(),
  proofUrl: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
  /** An ISO instant (UTC). */
  createdAtUtc: z.string(),
  /** Seconds since it was made, while it waits for a decision; null once decided. */
  waitingSeconds: z.number().int().nullable(),
  memberRecent: RecentCountsSchema,
  pendingApproval: MoneyApprovalSchema.nullable(),
});
export const StaffDepositPageSchema = PagedSchema(StaffDepositSchema);

export const StaffWithdrawalSchema = WithdrawalSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  memberRealName: z.string().nullable(),
  accountNumber: z.string(),
  disputeProofUrl: z.string().nullable(),
  disputeNote: z.string().nullable(),
  /** The payout the member said did not arrive. */
  disputedMinor: MinorStringSchema,
  createdAtUtc: z.string(),
  waitingSeconds: z.number().int().nullable(),
  memberRecent: RecentCountsSchema,
  /** Bonus turnover the member still owes (what a withdrawal could not take). */
  wageringOwedMinor: MinorStringSchema,
  pendingApproval: MoneyApprovalSchema.nullable(),
});
export const StaffWithdrawalPageSchema = PagedSchema(StaffWithdrawalSchema);

/** POST /wps/admin/withdrawals/:id/dispute: PAID (it did arrive) or REOPENED (to be paid again), with a reason. */
export const ResolveDisputeRequestSchema = z.object({
  resolution: z.enum(['PAID', 'REOPENED']),
  note: z.string().trim().max(500).optional(),
});

/** Approve a withdrawal: the hold is posted and the first payout recorded (all of it by default). */
export const ApproveWithdrawalRequestSchema = z.object({
  paidMinor: AmountMinorSchema.optional(),
  note: z.string().trim().max(500).optional(),
});
/** A further payout of an approved withdrawal paid in parts (or paid again after a dispute). */
export const WithdrawalPayoutRequestSchema = z.object({
  amountMinor: AmountMinorSchema,
  note: z.string().trim().max(500).optional(),
});

export const StaffChannelSchema = PaymentChannelSchema.extend({
  enabled: z.boolean(),
  sortOrder: z.number().int(),
  gateway: z.string().nullable(),
  version: z.number().int(),
});
export const StaffChannelListSchema = z.object({ channels: z.array(StaffChannelSchema) });
export const UpsertChannelRequestSchema = z.object({
  kind: ChannelKindSchema,
  method: PaymentMethodSchema,
  name: z.string().trim().min(2).max(64),
  minMinor: AmountMinorSchema,
  maxMinor: AmountMinorSchema,
  payee: z
    .object({
      bankName: z.string().trim().max(64).nullable(),
      accountName: z.string().trim().min(2).max(64),
      accountNumber: z.string().trim().min(4).max(32),
    })
    .nullable(),
  gateway: z.string().trim().max(32).nullable(),
  instructions: z.string().trim().max(1000).nullable(),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(1000),
});
/** PUT /wps/admin/payment/channels/:id: the channel as edited, on the version it was opened at. */
export const UpdateChannelRequestSchema = UpsertChannelRequestSchema.extend({ version: VersionSchema });
export const ChannelIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(MAX_CHANNEL_ID) });
/** Banks offered for bank withdrawal accounts (the field stays free text for others). */
export const PH_BANKS = [
  'BDO Unibank',
  'Bank of the Philippine Islands (BPI)',
  'Metrobank',
  'Land Bank of the Philippines',
  'Philippine National Bank (PNB)',
  'China Banking Corporation',
  'Security Bank',
  'UnionBank of the Philippines',
  'RCBC',
  'EastWest Bank',
  'Development Bank of the Philippines',
  'AUB (Asia United Bank)',
  'PSBank',
  'GoTyme Bank',
  'Maya Bank',
  'CIMB Bank Philippines',
] as const;
