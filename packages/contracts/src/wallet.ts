import { z } from 'zod';

import { PasswordSchema } from './auth';
import { AmountMinorSchema, MinorStringSchema } from './money-schemas';

// The wallet (spec §2.5, §7.1): balances, transfers between wallets and members, deposits,
// withdrawals and the member's records. Amounts travel as digit strings of minor units
// (centavos): "150050" is ₱1,500.50. Times travel as "yyyy-MM-dd HH:mm:ss" in the member's UTC
// offset (`utcOffsetMinutes` of member info), plus an ISO instant where a client computes with it.

/**
 * Chosen by the client for each money request: sending the same request twice moves money once.
 * Lower-cased, so a retry that changed the letters' case is still the same request.
 */
export const RequestIdSchema = z.uuid().transform((id) => id.toLowerCase());

/** Ids of the operator's deposit channels (a 32-bit serial). */
const MAX_CHANNEL_ID = 2_147_483_647;
const ChannelIdSchema = z.number().int().positive().max(MAX_CHANNEL_ID);

const page = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

/** A day in the member's offset, "yyyy-MM-dd". */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (yyyy-MM-dd)');

export const PagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

// ---------------------------------------------------------------- balance and wallets

/** GET /wps/v2/wallets/balance: the main wallet, for the header. */
export const BalanceSchema = z.object({
  currency: z.string(),
  currencySymbol: z.string(),
  /** Everything in the main wallet. */
  balanceMinor: MinorStringSchema,
  /** Held by withdrawals under review. */
  heldMinor: MinorStringSchema,
  /** Balance minus holds: what can be played or transferred. */
  availableMinor: MinorStringSchema,
  /** Turnover still to be wagered before bonus money may leave. */
  wageringOwedMinor: MinorStringSchema,
  /** What a withdrawal may take now: available minus wagering owed, never below zero. */
  withdrawableMinor: MinorStringSchema,
});
export type Balance = z.infer<typeof BalanceSchema>;

/** GET /wps/relay/GCS_merchantWallet: single wallet (providers use the main wallet) or transfer mode. */
export const MerchantWalletSchema = z.object({ isSingle: z.boolean() });

/** The main wallet is "MAIN"; each provider wallet is its vendor code (vassalage). */
export const WalletCodeSchema = z
  .string()
  .trim()
  .regex(/^[A-Z0-9_]{2,32}$/, 'Unknown wallet');
export const MAIN_WALLET = 'MAIN';

export const WalletEntrySchema = z.object({ wallet: z.string(), name: z.string(), balanceMinor: MinorStringSchema });

/** GET /wps/v2/wallets: the main wallet and every provider wallet (transferFund). */
export const WalletListSchema = z.object({
  isSingle: z.boolean(),
  currency: z.string(),
  currencySymbol: z.string(),
  wallets: z.array(WalletEntrySchema),
  totalMinor: MinorStringSchema,
});
export type WalletList = z.infer<typeof WalletListSchema>;

/** POST /wps/relay/GCS_walletTransfer: main wallet <-> a provider wallet. */
export const WalletTransferRequestSchema = z
  .object({
    requestId: RequestIdSchema,
    fromWallet: WalletCodeSchema,
    toWallet: WalletCodeSchema,
    amountMinor: AmountMinorSchema,
  })
  .refine((body) => body.fromWallet !== body.toWallet, { message: 'Choose two different wallets', path: ['toWallet'] })
  .refine((body) => body.fromWallet === MAIN_WALLET || body.toWallet === MAIN_WALLET, {
    message: 'One side must be the main wallet',
    path: ['toWallet'],
  });

/** POST /wps/v2/wallets/recall: every provider wallet back to the main wallet. */
export const WalletRecallRequestSchema = z.object({ requestId: RequestIdSchema });

export const WalletBalanceSchema = z.object({ wallet: z.string(), balanceMinor: MinorStringSchema });

export const WalletTransferResultSchema = z.object({
  /** What moved (for a recall, the sum of every provider wallet). */
  movedMinor: MinorStringSchema,
  /** True when this request id was seen before: nothing moved again. */
  replayed: z.boolean(),
  /** The wallets the request touched, with their balances after it (the rest did not change). */
  balances: z.array(WalletBalanceSchema),
});

// ---------------------------------------------------------------- transfers between members

/** POST /wps/v2/transfers/upline (transferUpline): to the member's direct upline (tok, enc). */
export const UplineTransferRequestSchema = z.object({
  requestId: RequestIdSchema,
  amountMinor: AmountMinorSchema,
  paymentPassword: PasswordSchema,
});

/** POST /wps/v2/transfers/downline: an agent to one of its direct downlines (tok, enc). */
export const DownlineTransferRequestSchema = UplineTransferRequestSchema.extend({
  downlineId: z.number().int().positive(),
});

/** GET /wps/v2/transfers/parties: who the member can send to. */
export const TransferPartiesSchema = z.object({
  upline: z.object({ id: z.number().int(), account: z.string(), nickname: z.string().nullable() }).nullable(),
  downlines: z.array(z.object({ id: z.number().int(), account: z.string(), nickname: z.string().nullable() })),
  minMinor: MinorStringSchema,
  maxMinor: MinorStringSchema,
});

export const MemberTransferResultSchema = z.object({
  transferId: z.uuid(),
  replayed: z.boolean(),
  balance: BalanceSchema,
});

// ---------------------------------------------------------------- records

/** Kinds of movement in the account record (transactionHistory). */
export const TRANSACTION_KINDS = [
  'DEPOSIT',
  'WITHDRAWAL',
  'BET',
  'WIN',
  'REFUND',
  'BONUS',
  'ADJUSTMENT',
  'TRIAL_CREDIT',
  'TRANSFER_UPLINE',
  'TRANSFER_DOWNLINE',
  'WALLET_TRANSFER',
] as const;
export const TransactionKindSchema = z.enum(TRANSACTION_KINDS);
export type TransactionKind = z.infer<typeof TransactionKindSchema>;

/** GET /wps/relay/ODSFE2_MemTransDet: every transfer touching the member, newest first. */
export const TransactionQuerySchema = z.object({
  kind: TransactionKindSchema.optional(),
  /** First and last day included, in the member's offset. */
  from: DaySchema.optional(),
  to: DaySchema.optional(),
  ...page,
});

export const TransactionSchema = z.object({
  id: z.uuid(),
  kind: TransactionKindSchema,
  /** "yyyy-MM-dd HH:mm:ss" in the member's offset. */
  time: z.string(),
  /** Signed from the member's side: money in is positive, out negative. */
  amountMinor: MinorStringSchema,
  currency: z.string(),
  /**
   * POSTED: money moved. PENDING: held (a withdrawal under review). SETTLED: a hold that has been
   * paid out — its payment is the POSTED row that follows. VOIDED: a hold released, nothing moved.
   */
  status: z.enum(['POSTED', 'PENDING', 'SETTLED', 'VOIDED']),
  /** Which of the member's wallets: MAIN or a provider code. */
  wallet: z.string(),
  /** The other side, in words the member understands (a provider, the upline, a payment channel …). */
  counterparty: z.string().nullable(),
  reference: z.string().nullable(),
});
export type Transaction = z.infer<typeof TransactionSchema>;
export const TransactionPageSchema = PagedSchema(TransactionSchema);

/** GET /wps/v2/records/profit (personalProfit). */
export const ProfitQuerySchema = z.object({ from: DaySchema.optional(), to: DaySchema.optional() });

export const ProfitLineSchema = z.object({
  betMinor: MinorStringSchema,
  winMinor: MinorStringSchema,
  bonusMinor: MinorStringSchema,
  /** Wins + bonuses - bets: the member's result. */
  netMinor: MinorStringSchema,
  betCount: z.number().int(),
});
export const ProfitReportSchema = z.object({
  from: DaySchema,
  to: DaySchema,
  totals: ProfitLineSchema,
  byDay: z.array(ProfitLineSchema.extend({ day: DaySchema })),
  byGameType: z.array(ProfitLineSchema.extend({ gameType: z.string() })),
});
export type ProfitReport = z.infer<typeof ProfitReportSchema>;

export const BONUS_STATUSES = ['ACTIVE', 'COMPLETED', 'FORFEITED'] as const;
export const BonusSchema = z.object({
  id: z.uuid(),
  title: z.string(),
  amountMinor: MinorStringSchema,
  /** Turnover required = amount x multiplier. */
  turnoverMultiplier: z.number().int(),
  requiredMinor: MinorStringSchema,
  wageredMinor: MinorStringSchema,
  remainingMinor: MinorStringSchema,
  status: z.enum(BONUS_STATUSES),
  grantedAt: z.string(),
  completedAt: z.string().nullable(),
});
export type Bonus = z.infer<typeof BonusSchema>;

/** GET /wps/v2/bonuses (bonusDetails). */
export const BonusQuerySchema = z.object({ status: z.enum(BONUS_STATUSES).optional(), ...page });
export const BonusPageSchema = PagedSchema(BonusSchema).extend({ wageringOwedMinor: MinorStringSchema });

// ---------------------------------------------------------------- uploads

/** POST /wps/v2/uploads (multipart, field "file"): an image, re-encoded by the server. */
export const UPLOAD_MAX_BYTES = 5 * 1024 * 1024;
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const UploadSchema = z.object({
  uploadId: z.uuid(),
  width: z.number().int(),
  height: z.number().int(),
  url: z.string(),
});

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

export const MemberIdParamsSchema = z.object({ memberId: z.coerce.number().int().positive() });

/** A manual balance change by staff, always with a reason. */
export const AdjustmentRequestSchema = z.object({
  requestId: RequestIdSchema,
  direction: z.enum(['CREDIT', 'DEBIT']),
  amountMinor: AmountMinorSchema,
  reason: z.string().trim().min(4).max(500),
});

/** A bonus credited by staff, to be wagered `turnoverMultiplier` times before it may be withdrawn. */
export const GrantBonusRequestSchema = z.object({
  requestId: RequestIdSchema,
  amountMinor: AmountMinorSchema,
  turnoverMultiplier: z.number().int().min(0).max(100),
  title: z.string().trim().min(2).max(100),
});

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const AuditPageSchema = PagedSchema(AuditEntrySchema);
export const AuditQuerySchema = z.object({
  targetKind: z.string().max(32).optional(),
  targetId: z.string().max(64).optional(),
  ...page,
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

/** Operator settings of the wallet. */
export const WalletSettingsSchema = z.object({
  isSingleWallet: z.boolean(),
  /** Transfer mode: launching a game brings every wallet's money into that provider's wallet. */
  autoTransferOnLaunch: z.boolean(),
  withdrawMinMinor: MinorStringSchema,
  withdrawMaxMinor: MinorStringSchema,
  withdrawDailyCount: z.number().int().min(1).max(100),
  autoReceiptMinutes: z.number().int().min(1).max(10_080),
  memberTransferMinMinor: MinorStringSchema,
  memberTransferMaxMinor: MinorStringSchema,
});
export type WalletSettings = z.infer<typeof WalletSettingsSchema>;

/** PUT /wps/admin/settings/wallet: any of the settings; limits are positive amounts. */
export const UpdateWalletSettingsRequestSchema = z
  .object({
    isSingleWallet: z.boolean(),
    autoTransferOnLaunch: z.boolean(),
    withdrawMinMinor: AmountMinorSchema,
    withdrawMaxMinor: AmountMinorSchema,
    withdrawDailyCount: z.number().int().min(1).max(100),
    autoReceiptMinutes: z.number().int().min(1).max(10_080),
    memberTransferMinMinor: AmountMinorSchema,
    memberTransferMaxMinor: AmountMinorSchema,
  })
  .partial();

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
