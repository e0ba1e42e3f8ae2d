import { z } from 'zod';

import { PasswordSchema } from './auth';
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
export const RejectDecisionSchema = z.object({ note: z.string().trim().min(2).max(500) });
export const StaffQueueQuerySchema = z.object({ status: z.string().trim().max(32).optional(), ...page });

export const StaffDepositSchema = DepositSchema.extend({
  status: z.enum(STAFF_DEPOSIT_STATUSES),
  memberId: z.number().int(),
  memberAccount: z.string(),
  proofUrl: z.string().nullable(),
  gatewayOrderId: z.string().nullable(),
});
export const StaffDepositPageSchema = PagedSchema(StaffDepositSchema);

export const StaffWithdrawalSchema = WithdrawalSchema.extend({
  memberId: z.number().int(),
  memberAccount: z.string(),
  memberRealName: z.string().nullable(),
  accountNumber: z.string(),
  disputeProofUrl: z.string().nullable(),
  disputeNote: z.string().nullable(),
});
export const StaffWithdrawalPageSchema = PagedSchema(StaffWithdrawalSchema);

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
