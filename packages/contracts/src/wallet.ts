import { z } from 'zod';

import { PasswordSchema } from './auth';
import { AmountMinorSchema, MinorStringSchema } from './money-schemas';
import { PAGE_QUERY_FIELDS as page, PagedSchema } from './paging';

// The wallet (spec §2.5, §7.1): balances, transfers between wallets and members and the member's
// records and bonuses; deposits and withdrawals are in payments.ts. Amounts travel as digit strings of minor units
// (centavos): "150050" is ₱1,500.50. Times travel as "yyyy-MM-dd HH:mm:ss" in the member's UTC
// offset (`utcOffsetMinutes` of member info), plus an ISO instant where a client computes with it.

/**
 * Chosen by the client for each money request: sending the same request twice moves money once.
 * Lower-cased, so a retry that changed the letters' case is still the same request.
 */
export const RequestIdSchema = z.uuid().transform((id) => id.toLowerCase());

/** A day in the member's offset, "yyyy-MM-dd". */
export const DaySchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Must be a date (yyyy-MM-dd)');

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
/** A member one may send to; `unavailable`: on a break from play (player protection), nothing can be sent. */
const TransferPartySchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  unavailable: z.boolean(),
});

export const TransferPartiesSchema = z.object({
  upline: TransferPartySchema.nullable(),
  downlines: z.array(TransferPartySchema),
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
  'AGENT_COMMISSION',
  'BONUS_FORFEIT',
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
/** Why a bonus was forfeited: its time ran out, or the member gave it up. */
export const BONUS_FORFEIT_REASONS = ['EXPIRED', 'MEMBER'] as const;
/** A contribution weight of 100 %, in basis points: what a category without a setting counts. */
export const FULL_TURNOVER_WEIGHT = 10_000;

/** Turnover counted toward a bonus from one game category. */
export const BonusCategoryTurnoverSchema = z.object({ category: z.string(), countedMinor: MinorStringSchema });

/** One round that counted toward a bonus (negative: a reversed round taken back). */
export const BonusContributionSchema = z.object({
  /** When the round settled (or was reversed), "yyyy-MM-dd HH:mm:ss" in the member's offset. */
  at: z.string(),
  category: z.string(),
  gameCode: z.string().nullable(),
  roundId: z.string(),
  /** The round's valid bet (play statistics' rule); 0 for a take-back. */
  validBetMinor: MinorStringSchema,
  /** The category's contribution weight then, in basis points (10000 = 100 %). */
  weightBasisPoints: z.number().int(),
  countedMinor: z.string().regex(/^-?\d+$/),
});
export type BonusContribution = z.infer<typeof BonusContributionSchema>;

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
  /** An ACTIVE bonus still short of its turnover then is forfeited (member time; ISO for a countdown). */
  expiresAt: z.string().nullable(),
  expiresAtIso: z.iso.datetime({ offset: true }).nullable(),
  /** What gave it (a promotion, a red envelope, a referral…), when something did. */
  source: z.object({ kind: z.string(), id: z.string() }).nullable(),
  /** An ACTIVE bonus: what giving it up now would take back (the bonus amount, at most the available balance). */
  forfeitAmountMinor: MinorStringSchema,
  forfeitedAt: z.string().nullable(),
  forfeitReason: z.enum(BONUS_FORFEIT_REASONS).nullable(),
  /** What the forfeit took back to the bonus fund. */
  forfeitedAmountMinor: MinorStringSchema.nullable(),
  /** Turnover counted per game category (contribution weights applied). */
  byCategory: z.array(BonusCategoryTurnoverSchema),
  /** The latest rounds that counted, newest first (at most 20). */
  recent: z.array(BonusContributionSchema),
});
export type Bonus = z.infer<typeof BonusSchema>;

/** A game category's contribution weight toward bonus turnover. */
export const TurnoverWeightSchema = z.object({
  category: z
    .string()
    .trim()
    .regex(/^[A-Z_]{2,32}$/, 'Unknown category'),
  /** 10000 = 100 % of the valid bet counts; 0 = the category does not count. */
  weightBasisPoints: z.number().int().min(0).max(FULL_TURNOVER_WEIGHT),
});
export type TurnoverWeight = z.infer<typeof TurnoverWeightSchema>;

/** GET /wps/v2/bonuses (bonusDetails). */
export const BonusQuerySchema = z.object({ status: z.enum(BONUS_STATUSES).optional(), ...page });
export const BonusPageSchema = PagedSchema(BonusSchema).extend({
  wageringOwedMinor: MinorStringSchema,
  /** The rules every bonus follows: categories counting less than 100 % (any other counts fully). */
  weights: z.array(TurnoverWeightSchema),
});
export type BonusPage = z.infer<typeof BonusPageSchema>;

/** POST /wps/v2/bonuses/:bonusId/forfeit: give up an ACTIVE bonus (its money goes back) to withdraw freely. */
export const BonusIdParamsSchema = z.object({ bonusId: z.uuid() });
export const ForfeitBonusResultSchema = z.object({ bonus: BonusSchema, balance: BalanceSchema });

/** GET/PUT /wps/admin/settings/bonus-turnover: the categories' contribution weights (a PUT lists changes; 10000 resets). */
export const TurnoverWeightsSchema = z.object({ weights: z.array(TurnoverWeightSchema) });
export const UpdateTurnoverWeightsRequestSchema = z.object({
  weights: z
    .array(TurnoverWeightSchema)
    .min(1)
    .max(50)
    .refine((list) => new Set(list.map((w) => w.category)).size === list.length, 'Each category once'),
});

// ---------------------------------------------------------------- staff (back office API)

export const MemberIdParamsSchema = z.object({ memberId: z.coerce.number().int().positive() });

/**
 * A manual balance change by staff, always with a reason (REASON_REQUIRED when missing). A credit
 * may carry turnover: the amount must be wagered `turnoverMultiplier` times before it may be
 * withdrawn (as a bonus's).
 */
export const AdjustmentRequestSchema = z.object({
  requestId: RequestIdSchema,
  direction: z.enum(['CREDIT', 'DEBIT']),
  amountMinor: AmountMinorSchema,
  reason: z.string().trim().max(500).optional(),
  turnoverMultiplier: z.number().int().min(0).max(100).default(0),
});
export const AdjustmentResultSchema = z.object({
  transferId: z.uuid(),
  replayed: z.boolean(),
  balance: BalanceSchema,
  /** The turnover the credit must be wagered before withdrawal (0 without). */
  turnoverRequiredMinor: MinorStringSchema,
});

/** A bonus credited by staff, to be wagered `turnoverMultiplier` times before it may be withdrawn. */
export const GrantBonusRequestSchema = z.object({
  requestId: RequestIdSchema,
  amountMinor: AmountMinorSchema,
  turnoverMultiplier: z.number().int().min(0).max(100),
  title: z.string().trim().min(2).max(100),
  /** Optional: an ACTIVE bonus still short of its turnover then is forfeited. */
  expiresAt: z.iso.datetime({ offset: true }).optional(),
});

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
  /** Optimistic version: a change names it (STALE_RECORD when it moved on). */
  version: z.number().int(),
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
  .partial()
  .extend({ version: z.number().int().min(1).max(2_147_483_647) });
