import { z } from 'zod';

import { PasswordSchema } from './auth';
import { GAME_TYPES } from './games';
import { AmountMinorSchema, MinorStringSchema } from './money-schemas';
import { PAGE_QUERY_FIELDS, PagedSchema, RecordVersionSchema } from './paging';
import { TextSchema } from './text';
import { RequestIdSchema } from './wallet';

// The points mall (issue 20, spec §1 "points mall", "points never expire", §3 "Points item",
// §4 "Redeem status", §7.4, decision 049). Points are a ledger of their own: every change is an
// entry with an id (idempotent), the balance never goes below zero, and the sum of a member's
// entries is their balance. Points are earned from valid bets by per-category rules, never
// expire, and are spent on reward items (cash, a bonus with its turnover, goods) or converted to
// cash at the published point value — both behind the payment password.

/** Points on the wire: a whole number as a digit string (they may outgrow a double's integers). */
export const PointsStringSchema = z.string().regex(/^\d+$/);
/** A change of points: signed digits. */
export const SignedPointsStringSchema = z.string().regex(/^-?\d+$/);

/** A request's whole number of points: 1 to 10^15, digits only (no sign, no decimals). */
export const PointsAmountSchema = z
  .string()
  .regex(/^\d{1,16}$/, 'Must be a whole number of points')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n, 'Must be more than zero')
  .refine((value) => value <= 1_000_000_000_000_000n, 'Too large');

/** Points convert in steps of this many (so a conversion's cash is whole centavos). */
export const POINTS_CONVERT_STEP = 100;
/** One redemption takes at most this many of an item. */
export const POINTS_MAX_QUANTITY = 100;
/** An item's amount requirement is valid bet over this many reporting days (today included). */
export const POINTS_REQUIREMENT_DAYS = 30;

export const POINT_ITEM_KINDS = ['CASH', 'BONUS', 'GOODS'] as const;
export type PointItemKind = (typeof POINT_ITEM_KINDS)[number];

/** Spec §4: in process (processing), rejected, approved. */
export const REDEEM_STATUSES = ['PROCESSING', 'REJECTED', 'APPROVED'] as const;
export type RedeemStatus = (typeof REDEEM_STATUSES)[number];

/** EARN from play, REDEEM an item, CONVERT to cash, REFUND of a rejected redemption, PROMOTION reward (issue 19). */
export const POINT_ENTRY_KINDS = ['EARN', 'REDEEM', 'CONVERT', 'REFUND', 'PROMOTION'] as const;
export type PointEntryKind = (typeof POINT_ENTRY_KINDS)[number];

const instant = z.string();

// ---- Member ------------------------------------------------------------------------------------

/** GET /wps/relay/MCS2_getPointBalance (tok). */
export const PointBalanceSchema = z.object({
  points: PointsStringSchema,
  earnedTotal: PointsStringSchema,
  spentTotal: PointsStringSchema,
  /** What the points would be worth converted now, in minor units. */
  valueMinor: MinorStringSchema,
});
export type PointBalance = z.infer<typeof PointBalanceSchema>;

export const PointEarnRuleSchema = z.object({
  category: z.enum(GAME_TYPES),
  /** Valid bet, in minor units, that earns one point. */
  validBetMinorPerPoint: MinorStringSchema,
  enabled: z.boolean(),
});
export type PointEarnRule = z.infer<typeof PointEarnRuleSchema>;

/** GET /wps/relay/MCS2_getPointConfig (tok): the rules page's figures. */
export const PointConfigSchema = z.object({
  enabled: z.boolean(),
  /** What 100 points are worth, in minor units ("1 point ≈ ₱x" with x = this / 10,000). */
  pointValueMinorPer100: z.number().int(),
  convertMinPoints: PointsStringSchema,
  convertStepPoints: z.number().int(),
  /** Converted cash arrives as a bonus with this turnover multiple (0: plain cash). */
  convertTurnoverMultiplier: z.number().int(),
  /** Play earns its points this many minutes after it settled (hour by hour, within 5 minutes of that). */
  accrualLagMinutes: z.number().int(),
  earnRules: z.array(PointEarnRuleSchema),
  requirementDays: z.number().int(),
});
export type PointConfig = z.infer<typeof PointConfigSchema>;

export const PointItemSchema = z.object({
  id: z.number().int(),
  kind: z.enum(POINT_ITEM_KINDS),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  pointsRequired: PointsStringSchema,
  /** Valid bet the member needs over the last `requirementDays` days, in minor units (0: none). */
  amountRequirementMinor: MinorStringSchema,
  /** CASH and BONUS: what one item pays, in minor units; GOODS: 0. */
  rewardAmountMinor: MinorStringSchema,
  turnoverMultiplier: z.number().int(),
  stock: z.number().int(),
  enabled: z.boolean(),
});
export type PointItem = z.infer<typeof PointItemSchema>;

/** GET /wps/relay/MCS2_getPointReward (tok): items on offer and the member's figure for the requirement. */
export const PointRewardsSchema = z.object({
  items: z.array(PointItemSchema),
  validBetMinor: MinorStringSchema,
  requirementDays: z.number().int(),
});
export type PointRewards = z.infer<typeof PointRewardsSchema>;

/** POST /wps/relay/passwordCheck/MCS2_redeemPointReward (tok, enc). */
export const RedeemPointRewardRequestSchema = z.object({
  requestId: RequestIdSchema,
  itemId: z.number().int().min(1).max(2_147_483_647),
  quantity: z.number().int().min(1).max(POINTS_MAX_QUANTITY),
  paymentPassword: PasswordSchema,
});
export type RedeemPointRewardRequest = z.input<typeof RedeemPointRewardRequestSchema>;

/** A redemption as spec §3's points item: type, quantity, requirements, status, time, remark. */
export const PointRedemptionSchema = z.object({
  id: z.string(),
  itemId: z.number().int(),
  kind: z.enum(POINT_ITEM_KINDS),
  title: z.string(),
  quantity: z.number().int(),
  pointsSpent: PointsStringSchema,
  /** The item's points requirement and amount requirement when redeemed. */
  pointsRequired: PointsStringSchema,
  amountRequirementMinor: MinorStringSchema,
  /** CASH and BONUS: what was paid, in minor units. */
  amountMinor: MinorStringSchema,
  status: z.enum(REDEEM_STATUSES),
  createdAt: instant,
  reviewedAt: instant.nullable(),
  remark: z.string().nullable(),
  bonusId: z.string().nullable(),
});
export type PointRedemption = z.infer<typeof PointRedemptionSchema>;

export const RedeemPointRewardResultSchema = z.object({
  redemption: PointRedemptionSchema,
  points: PointsStringSchema,
  /** True when this request id had been handled already: nothing moved again. */
  replayed: z.boolean(),
});
export type RedeemPointRewardResult = z.infer<typeof RedeemPointRewardResultSchema>;

/** POST /wps/relay/passwordCheck/MCS2_convertPoint (tok, enc). */
export const ConvertPointRequestSchema = z.object({
  requestId: RequestIdSchema,
  points: PointsAmountSchema,
  paymentPassword: PasswordSchema,
});
export type ConvertPointRequest = z.input<typeof ConvertPointRequestSchema>;

export const ConvertPointResultSchema = z.object({
  points: PointsStringSchema,
  convertedPoints: PointsStringSchema,
  amountMinor: MinorStringSchema,
  turnoverMultiplier: z.number().int(),
  bonusId: z.string(),
  replayed: z.boolean(),
});
export type ConvertPointResult = z.infer<typeof ConvertPointResultSchema>;

/** GET /wps/relay/MCS2_getRedeemPointList (tok): redeem history, newest first. */
export const RedeemHistoryQuerySchema = z.object({
  status: z.enum(REDEEM_STATUSES).optional(),
  ...PAGE_QUERY_FIELDS,
});
export const RedeemHistoryPageSchema = PagedSchema(PointRedemptionSchema);
export type RedeemHistoryPage = z.infer<typeof RedeemHistoryPageSchema>;

/** GET /wps/v2/points/details (tok): points details, newest first. */
export const PointDetailsQuerySchema = z.object({
  kind: z.enum(POINT_ENTRY_KINDS).optional(),
  ...PAGE_QUERY_FIELDS,
});
export const PointEntrySchema = z.object({
  id: z.string(),
  kind: z.enum(POINT_ENTRY_KINDS),
  changedPoints: SignedPointsStringSchema,
  pointsBalance: PointsStringSchema,
  remark: z.string(),
  createdAt: instant,
});
export type PointEntry = z.infer<typeof PointEntrySchema>;
export const PointDetailsPageSchema = PagedSchema(PointEntrySchema);
export type PointDetailsPage = z.infer<typeof PointDetailsPageSchema>;

// ---- Staff -------------------------------------------------------------------------------------

const digits = z.string().regex(/^\d{1,16}$/, 'Must be a whole number');

export const UpdatePointConfigRequestSchema = z.object({
  enabled: z.boolean(),
  pointValueMinorPer100: z.number().int().min(1).max(1_000_000),
  convertMinPoints: digits,
  convertTurnoverMultiplier: z.number().int().min(0).max(100),
  accrualLagMinutes: z
    .number()
    .int()
    .min(0)
    .max(24 * 60),
  earnRules: z
    .array(
      z.object({
        category: z.enum(GAME_TYPES),
        validBetMinorPerPoint: AmountMinorSchema,
        enabled: z.boolean(),
      }),
    )
    .max(GAME_TYPES.length),
});
export type UpdatePointConfigRequest = z.input<typeof UpdatePointConfigRequestSchema>;

const itemFields = {
  kind: z.enum(POINT_ITEM_KINDS),
  title: TextSchema.pipe(z.string().trim().min(2).max(100)),
  description: TextSchema.pipe(z.string().trim().max(500)).default(''),
  imageUrl: TextSchema.pipe(z.string().trim().max(500)).nullable().default(null),
  pointsRequired: PointsAmountSchema,
  amountRequirementMinor: digits.default('0'),
  rewardAmountMinor: digits.default('0'),
  turnoverMultiplier: z.number().int().min(0).max(100).default(0),
  stock: z.number().int().min(0).max(1_000_000_000),
  enabled: z.boolean(),
};

export const CreatePointItemRequestSchema = z.object(itemFields);
export type CreatePointItemRequest = z.input<typeof CreatePointItemRequestSchema>;
export const UpdatePointItemRequestSchema = z.object({ version: RecordVersionSchema, ...itemFields });
export type UpdatePointItemRequest = z.input<typeof UpdatePointItemRequestSchema>;

export const PointItemParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const StaffPointItemSchema = PointItemSchema.extend({
  version: z.number().int(),
  redeemedCount: z.number().int(),
});
export type StaffPointItem = z.infer<typeof StaffPointItemSchema>;
export const StaffPointItemsSchema = z.object({ items: z.array(StaffPointItemSchema) });

export const StaffRedemptionQuerySchema = z.object({
  status: z.enum(REDEEM_STATUSES).optional(),
  ...PAGE_QUERY_FIELDS,
});
export const StaffRedemptionSchema = PointRedemptionSchema.extend({
  memberId: z.number().int(),
  account: z.string(),
  reviewedBy: z.string().nullable(),
});
export type StaffRedemption = z.infer<typeof StaffRedemptionSchema>;
export const StaffRedemptionPageSchema = PagedSchema(StaffRedemptionSchema);
export const RedemptionParamsSchema = z.object({ id: z.uuid() });
export const RejectRedemptionRequestSchema = z.object({
  reason: TextSchema.pipe(z.string().trim().min(2).max(200)),
});

/** What "accrue now" credited: member-hours topped up (0 when nothing was due or another run was on). */
export const PointAccrualResultSchema = z.object({ memberHours: z.number().int().nonnegative() });
export type PointAccrualResult = z.infer<typeof PointAccrualResultSchema>;
