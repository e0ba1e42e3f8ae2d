import { z } from 'zod';

import { MEMBER_VIP_LEVEL_MAX } from './member-admin';
import { MAX_AMOUNT_MINOR } from './money';
import { MinorStringSchema } from './money-schemas';
import { RequestIdSchema } from './wallet';
import { GAME_CATEGORY_CODES } from './routes';
import { TextSchema } from './text';

// The VIP ladder and the rebate (issue 20, decision 047; modules/vip). Levels VIP0…N are data the
// operator sets: the valid bet and/or deposits of the reporting month that promote a member, the
// bonuses each level pays (each a bonus with its turnover), and the level's daily withdrawal
// allowance. The rebate is a daily accrual per level × game category, claimed from `manualRebate`.

/** How a level's two thresholds combine: both must be met, or either. */
export const VIP_CONDITIONS = ['ALL', 'ANY'] as const;
export type VipCondition = (typeof VIP_CONDITIONS)[number];

/**
 * What a category's rebate rate applies to: the valid bet, or the edge-weighted bet (valid bet ×
 * house edge, decision 022) so a 99 % game returns a share of what the house expects to keep,
 * never a flat share of the stake (domain rules §3).
 */
export const REBATE_BASES = ['VALID_BET', 'EDGE_WEIGHTED'] as const;
export type RebateBasis = (typeof REBATE_BASES)[number];

/** Most a rate may be: 100 % of its basis (10,000 basis points). */
export const REBATE_RATE_MAX_BASIS_POINTS = 10_000;
export const VIP_TURNOVER_MULTIPLIER_MAX = 100;

/** A staff figure in minor units: 0 up to the money ceiling. */
const FigureMinorSchema = z
  .string()
  .regex(/^\d{1,16}$/, 'Must be a whole number of centavos')
  .transform((value) => BigInt(value))
  .refine((value) => value <= MAX_AMOUNT_MINOR, 'Too large');

/** One level as everyone reads it. Amounts are minor-unit digit strings; null allowance: no limit. */
export const VipLevelSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** Valid bet of the reporting month that reaches (and keeps) the level. */
  minValidBetMinor: MinorStringSchema,
  /** Deposits of the reporting month that reach (and keep) the level. */
  minDepositMinor: MinorStringSchema,
  condition: z.enum(VIP_CONDITIONS),
  /** Paid once, the first time the member reaches the level. */
  upgradeBonusMinor: MinorStringSchema,
  /** Paid at each month's review to a member who holds the level. */
  monthlyBonusMinor: MinorStringSchema,
  /** Paid once a year on the member's birthday. */
  birthdayBonusMinor: MinorStringSchema,
  /** Credited deposits to date the birthday bonus asks (domain rules §3: S188 asks 5); 0: none. */
  birthdayMinDeposits: z.number().int(),
  /** Turnover multiple of the level's bonuses (0: none). */
  turnoverMultiplier: z.number().int(),
  /** Turnover multiple of the rebate claimed at this level. */
  rebateTurnoverMultiplier: z.number().int(),
  dailyWithdrawalCount: z.number().int().nullable(),
  dailyWithdrawalLimitMinor: MinorStringSchema.nullable(),
});
export type VipLevel = z.infer<typeof VipLevelSchema>;

export const VipLadderSchema = z.object({ levels: z.array(VipLevelSchema), currency: z.string() });
export type VipLadder = z.infer<typeof VipLadderSchema>;

const VipLevelInputSchema = z.object({
  level: z.number().int().min(0).max(MEMBER_VIP_LEVEL_MAX),
  name: TextSchema.pipe(z.string().trim().min(1).max(40)),
  minValidBetMinor: FigureMinorSchema,
  minDepositMinor: FigureMinorSchema,
  condition: z.enum(VIP_CONDITIONS),
  upgradeBonusMinor: FigureMinorSchema,
  monthlyBonusMinor: FigureMinorSchema,
  birthdayBonusMinor: FigureMinorSchema,
  /** Absent: 0, no deposit condition (ladders saved before the condition existed). */
  birthdayMinDeposits: z.number().int().min(0).max(1_000).default(0),
  turnoverMultiplier: z.number().int().min(0).max(VIP_TURNOVER_MULTIPLIER_MAX),
  rebateTurnoverMultiplier: z.number().int().min(0).max(VIP_TURNOVER_MULTIPLIER_MAX),
  dailyWithdrawalCount: z.number().int().min(1).max(1_000).nullable(),
  dailyWithdrawalLimitMinor: FigureMinorSchema.nullable(),
});

/** The whole ladder at once: levels 0…N in order, thresholds never falling, VIP0 free for all. */
export const UpdateVipLadderRequestSchema = z
  .object({
    levels: z
      .array(VipLevelInputSchema)
      .min(1)
      .max(MEMBER_VIP_LEVEL_MAX + 1),
  })
  .superRefine((value, context) => {
    value.levels.forEach((level, index) => {
      if (level.level !== index)
        context.addIssue({ code: 'custom', message: 'Levels run 0, 1, 2… in order', path: ['levels', index, 'level'] });
      if (index === 0 && (level.minValidBetMinor > 0n || level.minDepositMinor > 0n))
        context.addIssue({ code: 'custom', message: 'VIP0 has no threshold', path: ['levels', 0, 'minValidBetMinor'] });
      const before = value.levels[index - 1];
      if (
        before &&
        (level.minValidBetMinor < before.minValidBetMinor || level.minDepositMinor < before.minDepositMinor)
      )
        context.addIssue({
          code: 'custom',
          message: 'A level needs at least what the one below needs',
          path: ['levels', index, 'minValidBetMinor'],
        });
      if (index > 0 && level.minValidBetMinor === 0n && level.minDepositMinor === 0n)
        context.addIssue({
          code: 'custom',
          message: 'A level above VIP0 needs a threshold',
          path: ['levels', index, 'minValidBetMinor'],
        });
    });
  });
export type UpdateVipLadderRequest = z.infer<typeof UpdateVipLadderRequestSchema>;

/** Progress toward a level: what is still missing and how far along (0–10,000 basis points). */
export const VipProgressSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  condition: z.enum(VIP_CONDITIONS),
  needValidBetMinor: MinorStringSchema,
  needDepositMinor: MinorStringSchema,
  progressBasisPoints: z.number().int(),
});
export type VipProgress = z.infer<typeof VipProgressSchema>;

/** The member's VIP page (`GET /wps/member/vip`). */
export const MyVipSchema = z.object({
  level: z.number().int(),
  name: z.string(),
  /** The reporting month whose figures count (YYYY-MM) and its figures so far. */
  month: z.string(),
  validBetMinor: MinorStringSchema,
  depositMinor: MinorStringSchema,
  /** The next level and what it still needs; null at the top. */
  next: VipProgressSchema.nullable(),
  /** What keeps the current level at the next monthly review (null at VIP0: nothing to keep). */
  keep: VipProgressSchema.nullable(),
  levels: z.array(VipLevelSchema),
  currency: z.string(),
});
export type MyVip = z.infer<typeof MyVipSchema>;

/** A member's level changes, newest first (the VIP page's history). */
export const VipChangeSchema = z.object({
  fromLevel: z.number().int(),
  toLevel: z.number().int(),
  reason: z.enum(['UPGRADE', 'MONTHLY_REVIEW', 'STAFF']),
  at: z.string(),
});

// Rebate

export const RebateRateSchema = z.object({
  level: z.number().int(),
  category: z.enum(GAME_CATEGORY_CODES),
  basis: z.enum(REBATE_BASES),
  /** Share of the basis, in basis points (80 = 0.80 %). */
  rateBasisPoints: z.number().int(),
});
export type RebateRate = z.infer<typeof RebateRateSchema>;

export const RebateRatesSchema = z.object({ rates: z.array(RebateRateSchema) });

export const UpdateRebateRatesRequestSchema = z
  .object({
    rates: z
      .array(
        z.object({
          level: z.number().int().min(0).max(MEMBER_VIP_LEVEL_MAX),
          category: z.enum(GAME_CATEGORY_CODES),
          basis: z.enum(REBATE_BASES),
          rateBasisPoints: z.number().int().min(0).max(REBATE_RATE_MAX_BASIS_POINTS),
        }),
      )
      .max((MEMBER_VIP_LEVEL_MAX + 1) * GAME_CATEGORY_CODES.length),
  })
  .superRefine((value, context) => {
    const seen = new Set<string>();
    value.rates.forEach((rate, index) => {
      const key = `${rate.level}:${rate.category}`;
      if (seen.has(key))
        context.addIssue({ code: 'custom', message: 'One rate per level and category', path: ['rates', index] });
      seen.add(key);
    });
  });
export type UpdateRebateRatesRequest = z.infer<typeof UpdateRebateRatesRequestSchema>;

/** Unclaimed rebate of one category, with what it was computed from. */
export const RebateCategorySchema = z.object({
  category: z.string(),
  days: z.number().int(),
  validBetMinor: MinorStringSchema,
  basisMinor: MinorStringSchema,
  rebateMinor: MinorStringSchema,
});

export const RebateClaimSchema = z.object({
  id: z.string(),
  amountMinor: MinorStringSchema,
  turnoverMultiplier: z.number().int(),
  status: z.enum(['PAYING', 'PAID']),
  categories: z.array(RebateCategorySchema),
  at: z.string(),
});
export type RebateClaim = z.infer<typeof RebateClaimSchema>;

/** The member's `manualRebate` page: unclaimed rebate by category, the rates of their level, claims. */
export const MyRebateSchema = z.object({
  level: z.number().int(),
  unclaimedMinor: MinorStringSchema,
  categories: z.array(RebateCategorySchema),
  rates: z.array(RebateRateSchema),
  turnoverMultiplier: z.number().int(),
  /** The last reporting day accrued (rebate for a day appears after it ends); null: none yet. */
  accruedThrough: z.string().nullable(),
  claims: z.array(RebateClaimSchema),
  currency: z.string(),
});
export type MyRebate = z.infer<typeof MyRebateSchema>;

/** `POST /wps/member/rebate/claim`: a new id per intent; a repeat returns the same claim. */
export const ClaimRebateRequestSchema = z.object({ requestId: RequestIdSchema });
