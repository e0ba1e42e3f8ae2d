import { z } from 'zod';

import { MAX_AMOUNT_MINOR } from './money';
import { MinorStringSchema } from './money-schemas';
import { PAGE_QUERY_FIELDS, PagedSchema, RecordVersionSchema } from './paging';

// Referral (invite friends, spec §2.3 and §2.5 `referral`; issue 19; modules/referral): a member
// invites friends with its code; the operator's programme rewards the referrer when a friend's
// first deposit reaches an amount and/or the friend's valid bet reaches a target within N days of
// registering. Rewards are bonuses (a ledger transfer with a turnover requirement), one per
// referrer × friend × milestone, within a cap per referrer per month.

/** The registration URL's parameter that carries a referral code (auth-modals reads `referralCode` or `ref`). */
export const REFERRAL_QUERY_PARAM = 'referralCode';

/** The registration path of a code; the web app prefixes its own origin (one portal, several domains). */
export const referralRegisterPath = (code: string): string =>
  `/register?${REFERRAL_QUERY_PARAM}=${encodeURIComponent(code)}`;

export const REFERRAL_MILESTONES = ['FIRST_DEPOSIT', 'TURNOVER'] as const;
export type ReferralMilestone = (typeof REFERRAL_MILESTONES)[number];

/** PENDING: reached, to be paid; PAYING: amount reserved, the bonus on its way; PAID; SKIPPED: see the reason. */
export const REFERRAL_REWARD_STATUSES = ['PENDING', 'PAYING', 'PAID', 'SKIPPED'] as const;
export type ReferralRewardStatus = (typeof REFERRAL_REWARD_STATUSES)[number];

/** Why a reached milestone paid nothing (guard rails against multi-accounting, the cap, protection). */
export const REFERRAL_SKIP_REASONS = [
  'MONTHLY_CAP',
  'NOT_MARKETABLE',
  'SHARED_PAYOUT_NAME',
  'SHARED_IP',
  'SHARED_DEVICE',
  'REFERRER_INELIGIBLE',
] as const;
export type ReferralSkipReason = (typeof REFERRAL_SKIP_REASONS)[number];

/** Bounds of the programme's figures (staff input). */
export const REFERRAL_LIMITS = { maxDays: 365, maxTurnoverMultiplier: 100 } as const;

/** The programme's rules as members read them (`GET /wps/referral/programme`). */
export const ReferralProgrammeSchema = z.object({
  enabled: z.boolean(),
  firstDeposit: z.object({
    enabled: z.boolean(),
    /** The friend's first deposit must be at least this. */
    minDepositMinor: MinorStringSchema,
    rewardMinor: MinorStringSchema,
  }),
  turnover: z.object({
    enabled: z.boolean(),
    /** The friend's valid bet (play statistics' definition) to reach … */
    validBetMinor: MinorStringSchema,
    /** … within this many days of registering. */
    days: z.number().int(),
    rewardMinor: MinorStringSchema,
  }),
  /** Each reward must be wagered this many times before it may be withdrawn (0: none). */
  turnoverMultiplier: z.number().int(),
  /** Most a referrer earns in a calendar month (reporting time zone); null: no cap. */
  monthlyCapMinor: MinorStringSchema.nullable(),
  currency: z.string(),
});
export type ReferralProgramme = z.infer<typeof ReferralProgrammeSchema>;

/** The staff view adds the guard rails the operator switches and the record's version. */
export const ReferralProgrammeAdminSchema = ReferralProgrammeSchema.extend({
  /** No reward when the friend registered from an address the referrer used. */
  checkSameIp: z.boolean(),
  /** No reward when the friend registered on a device the referrer used. */
  checkSameDevice: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ReferralProgrammeAdmin = z.infer<typeof ReferralProgrammeAdminSchema>;

/** A figure in minor units staff type: 0 up to the money ceiling. */
const FigureMinorSchema = z
  .string()
  .regex(/^\d{1,16}$/, 'Must be a whole number of centavos')
  .transform((value) => BigInt(value))
  .refine((value) => value <= MAX_AMOUNT_MINOR, 'Too large');

export const UpdateReferralProgrammeRequestSchema = z
  .object({
    version: RecordVersionSchema,
    enabled: z.boolean(),
    firstDeposit: z.object({
      enabled: z.boolean(),
      minDepositMinor: FigureMinorSchema,
      rewardMinor: FigureMinorSchema,
    }),
    turnover: z.object({
      enabled: z.boolean(),
      validBetMinor: FigureMinorSchema,
      days: z.number().int().min(1).max(REFERRAL_LIMITS.maxDays),
      rewardMinor: FigureMinorSchema,
    }),
    turnoverMultiplier: z.number().int().min(0).max(REFERRAL_LIMITS.maxTurnoverMultiplier),
    monthlyCapMinor: FigureMinorSchema.nullable(),
    checkSameIp: z.boolean(),
    checkSameDevice: z.boolean(),
  })
  .refine((value) => !value.firstDeposit.enabled || value.firstDeposit.rewardMinor > 0n, {
    message: 'A milestone that is on pays more than zero',
    path: ['firstDeposit', 'rewardMinor'],
  })
  .refine((value) => !value.turnover.enabled || value.turnover.rewardMinor > 0n, {
    message: 'A milestone that is on pays more than zero',
    path: ['turnover', 'rewardMinor'],
  })
  .refine((value) => !value.turnover.enabled || value.turnover.validBetMinor > 0n, {
    message: 'Must be more than zero',
    path: ['turnover', 'validBetMinor'],
  });
export type UpdateReferralProgrammeRequest = z.infer<typeof UpdateReferralProgrammeRequestSchema>;

/** The member's own code and what it has earned (`GET /wps/member/referral`). */
export const MyReferralSchema = z.object({
  code: z.string(),
  /** Append to the portal's origin: the registration form with the code filled in. */
  registerPath: z.string(),
  programme: ReferralProgrammeSchema,
  friends: z.number().int(),
  depositedFriends: z.number().int(),
  earnedMinor: MinorStringSchema,
  pendingMinor: MinorStringSchema,
  /** Paid this month, against the monthly cap. */
  earnedThisMonthMinor: MinorStringSchema,
});
export type MyReferral = z.infer<typeof MyReferralSchema>;

export const ReferralRewardStateSchema = z.object({
  milestone: z.enum(REFERRAL_MILESTONES),
  status: z.enum(REFERRAL_REWARD_STATUSES),
  amountMinor: MinorStringSchema,
});

/** A friend as its referrer sees it: the account masked. */
export const ReferralFriendSchema = z.object({
  account: z.string().describe('Masked: "ma****88"'),
  registeredAt: z.string(),
  deposited: z.boolean(),
  firstDepositAt: z.string().nullable(),
  /** Valid bet counted within the friend's window. */
  validBetMinor: MinorStringSchema,
  /** When the friend's turnover window closes. */
  windowEndsAt: z.string(),
  rewards: z.array(ReferralRewardStateSchema),
});
export type ReferralFriend = z.infer<typeof ReferralFriendSchema>;
export const ReferralFriendPageSchema = PagedSchema(ReferralFriendSchema);

export const ReferralRewardSchema = z.object({
  id: z.string(),
  friendAccount: z.string().describe('Masked for members, whole for staff'),
  milestone: z.enum(REFERRAL_MILESTONES),
  status: z.enum(REFERRAL_REWARD_STATUSES),
  reason: z.enum(REFERRAL_SKIP_REASONS).nullable(),
  /** What the milestone earns, after the cap; 0 when skipped. */
  amountMinor: MinorStringSchema,
  turnoverMultiplier: z.number().int(),
  reachedAt: z.string(),
  paidAt: z.string().nullable(),
});
export type ReferralReward = z.infer<typeof ReferralRewardSchema>;
export const ReferralRewardPageSchema = PagedSchema(ReferralRewardSchema);

export const ReferralPageQuerySchema = z.object(PAGE_QUERY_FIELDS);

/** Staff: every referral, newest first, optionally one referrer's. */
export const ReferralAdminQuerySchema = z.object({
  ...PAGE_QUERY_FIELDS,
  referrerId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const ReferralAdminRowSchema = z.object({
  referrerId: z.number().int(),
  referrerAccount: z.string(),
  friendId: z.number().int(),
  friendAccount: z.string(),
  registeredAt: z.string(),
  registeredIp: z.string().nullable(),
  firstDepositMinor: MinorStringSchema.nullable(),
  firstDepositAt: z.string().nullable(),
  validBetMinor: MinorStringSchema,
  windowEndsAt: z.string(),
});
export const ReferralAdminPageSchema = PagedSchema(ReferralAdminRowSchema);

export const ReferralRewardAdminQuerySchema = z.object({
  ...PAGE_QUERY_FIELDS,
  status: z.enum(REFERRAL_REWARD_STATUSES).optional(),
  referrerId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
});
export const ReferralRewardAdminSchema = ReferralRewardSchema.extend({
  referrerId: z.number().int(),
  referrerAccount: z.string(),
  friendId: z.number().int(),
  transferId: z.string().nullable(),
  /** The statement of the reward's inputs: the programme's figures and what the friend did. */
  terms: z.record(z.string(), z.unknown()),
});
export const ReferralRewardAdminPageSchema = PagedSchema(ReferralRewardAdminSchema);
