import { z } from 'zod';

import { PROMOTION_CATEGORIES } from './constants';
import { AmountMinorSchema, MinorStringSchema } from './money-schemas';
import { PAGE_QUERY_FIELDS, PagedSchema } from './paging';
import { TextSchema } from './text';

// The promotion engine (issue 19, modules/promotions, decision 040): the rules of a promotion an
// operator configures, the member's status on each (spec §4 activity statuses), the reward centre
// (spec §2.5 rewardCenter) and the application limits (spec §5: comment ≤ 140 characters, up to 3
// png/jpg images of at most 5 MB). Pictures and texts of a promotion are its content announcement's
// (kind PROMOTION, by `announcementId`): the carousel, the gift popup and /promotions#<id> share them.

/** Who may take part. VIP levels are stored now for the VIP ladder to come. */
export const PROMOTION_AUDIENCES = ['ALL', 'NEW_MEMBERS', 'VIP_LEVELS', 'AGENT_TEAMS', 'MEMBER_LIST'] as const;
export type PromotionAudience = (typeof PROMOTION_AUDIENCES)[number];

/** AUTO: every eligible member takes part; JOIN: the join button; APPLY: an application staff review. */
export const PROMOTION_JOIN_MODES = ['AUTO', 'JOIN', 'APPLY'] as const;
export type PromotionJoinMode = (typeof PROMOTION_JOIN_MODES)[number];

/**
 * What earns the reward. FIRST_DEPOSIT and DEPOSIT_AT_LEAST come from deposits, LOGIN_STREAK and
 * DAILY_SIGN_IN from logins (the activity stream); TURNOVER and NET_LOSS (rescue) from the play
 * statistics of the period; APPROVAL: the staff approval of the member's application itself.
 */
export const PROMOTION_TRIGGERS = [
  'FIRST_DEPOSIT',
  'DEPOSIT_AT_LEAST',
  'TURNOVER',
  'NET_LOSS',
  'LOGIN_STREAK',
  'DAILY_SIGN_IN',
  'APPROVAL',
] as const;
export type PromotionTrigger = (typeof PROMOTION_TRIGGERS)[number];

/** ONCE: one reward in the whole promotion; DAILY / WEEKLY: one per day or week (reporting time zone). */
export const PROMOTION_RECURRENCES = ['ONCE', 'DAILY', 'WEEKLY'] as const;
export type PromotionRecurrence = (typeof PROMOTION_RECURRENCES)[number];

/**
 * FIXED: `amountMinor`; PERCENT: `percentBp` (basis points) of the trigger's figure, at most `capMinor`;
 * POINTS: `points` credited to the points mall's ledger (no bonus, no turnover, no money budget).
 */
export const PROMOTION_REWARD_KINDS = ['FIXED', 'PERCENT', 'POINTS'] as const;
export type PromotionRewardKind = (typeof PROMOTION_REWARD_KINDS)[number];

/** Extra one-claim guards against multi-accounting, beside one claim per member. */
export const PROMOTION_CLAIM_GUARDS = ['DEVICE', 'IP', 'HOLDER_NAME'] as const;
export type PromotionClaimGuard = (typeof PROMOTION_CLAIM_GUARDS)[number];

/** Spec §4 activity statuses, as the member sees each promotion. */
export const ACTIVITY_STATUSES = [
  'COMING_SOON',
  'JOIN',
  'APPLYING',
  'REJECTED',
  'JOINED',
  'CLAIM',
  'PROCESS',
  'CLAIMED',
  'ISSUED',
  'CLOSED',
] as const;
export type ActivityStatus = (typeof ACTIVITY_STATUSES)[number];

/** Why a member cannot join or claim (texts on the client, EN/TY/PT, keyed by code). */
export const ELIGIBILITY_REASONS = [
  'LOGIN_REQUIRED',
  'TRIAL_ACCOUNT',
  'PLAY_BREAK',
  'NOT_STARTED',
  'ENDED',
  'NEW_MEMBERS_ONLY',
  'VIP_LEVEL',
  'NOT_IN_TEAM',
  'NOT_INVITED',
  'BUDGET_EXHAUSTED',
  'ALREADY_REWARDED',
  /** Staff paused the promotion (decision 052): no joining or claiming until it resumes. */
  'PAUSED',
] as const;
export type EligibilityReason = (typeof ELIGIBILITY_REASONS)[number];

export const REWARD_STATUSES = ['WAITING', 'PAYING', 'CLAIMED', 'ISSUED', 'EXPIRED'] as const;
export type RewardStatus = (typeof REWARD_STATUSES)[number];

export const APPLICATION_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Spec §5 / §9: an activity application's limits. */
export const APPLICATION_COMMENT_MAX = 140;
export const APPLICATION_IMAGES_MAX = 3;
export const APPLICATION_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const APPLICATION_IMAGE_TYPES = ['image/png', 'image/jpeg'] as const;

const instant = z.string();

export const PromotionRulesSchema = z.object({
  trigger: z.enum(PROMOTION_TRIGGERS),
  /** DEPOSIT_AT_LEAST, TURNOVER, NET_LOSS: the figure to reach; FIRST_DEPOSIT: an optional minimum. */
  thresholdMinor: MinorStringSchema.nullable(),
  /** LOGIN_STREAK: consecutive days. */
  streakDays: z.number().int().nullable(),
  recurrence: z.enum(PROMOTION_RECURRENCES),
  rewardKind: z.enum(PROMOTION_REWARD_KINDS),
  amountMinor: MinorStringSchema.nullable(),
  percentBp: z.number().int().nullable(),
  capMinor: MinorStringSchema.nullable(),
  /** POINTS: the points each reward credits (a digit string, as the points mall's balances). */
  points: z.string().regex(/^\d+$/).nullable(),
  turnoverMultiplier: z.number().int(),
  /** A waiting reward must be claimed within this many days (null: until the promotion ends). */
  expiryDays: z.number().int().nullable(),
});

/** A promotion as a member (or a visitor) sees it. */
export const MemberPromotionSchema = PromotionRulesSchema.extend({
  id: z.number().int(),
  announcementId: z.number().int().nullable(),
  name: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  audience: z.enum(PROMOTION_AUDIENCES),
  joinMode: z.enum(PROMOTION_JOIN_MODES),
  startsAt: instant,
  endsAt: instant,
  status: z.enum(ACTIVITY_STATUSES),
  /** Why the member cannot join or be rewarded now; empty when they can. */
  reasons: z.array(z.enum(ELIGIBILITY_REASONS)),
  /** The reward waiting in the reward centre for this promotion, if any. */
  waitingRewardId: z.number().int().nullable(),
  application: z
    .object({ status: z.enum(APPLICATION_STATUSES), reason: z.string().nullable(), createdAt: instant })
    .nullable(),
});
export type MemberPromotion = z.infer<typeof MemberPromotionSchema>;

export const MemberPromotionListSchema = z.object({ list: z.array(MemberPromotionSchema) });

export const PromotionIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

/** POST /wps/relay/MCSFE_signUpPromotionJoin and MCSFE_signUpRequestReward. */
export const PromotionJoinRequestSchema = z.object({
  promotionId: z.number().int().positive().max(2_147_483_647),
});

export const RewardSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  announcementId: z.number().int().nullable(),
  promotionName: z.string(),
  category: z.enum(PROMOTION_CATEGORIES),
  periodKey: z.string(),
  /** The money the reward pays as a bonus; "0" for a points reward. */
  amountMinor: MinorStringSchema,
  /** The points the reward credits to the points mall; "0" for a money reward. */
  points: z.string().regex(/^\d+$/),
  /** The figure the reward was computed from (deposit, turnover, loss), with the rule applied. */
  basisMinor: MinorStringSchema,
  turnoverMultiplier: z.number().int(),
  status: z.enum(REWARD_STATUSES),
  createdAt: instant,
  expiresAt: instant.nullable(),
  claimedAt: instant.nullable(),
  /** The promotion is paused: the reward waits and cannot be claimed until it resumes (decision 052). */
  onHold: z.boolean(),
});
export type Reward = z.infer<typeof RewardSchema>;

export const RewardCentreSchema = z.object({
  waiting: z.array(RewardSchema),
  history: z.array(RewardSchema),
  waitingCount: z.number().int(),
});
export type RewardCentre = z.infer<typeof RewardCentreSchema>;

export const RewardCountSchema = z.object({ count: z.number().int() });

export const ClaimResultSchema = z.object({
  claimed: z.array(RewardSchema),
  /** Rewards that could not be paid now, with the reason code (claim all). */
  refused: z.array(z.object({ rewardId: z.number().int(), code: z.string() })),
});
export type ClaimResult = z.infer<typeof ClaimResultSchema>;

export const RewardIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const ApplicationSchema = z.object({
  id: z.number().int(),
  promotionId: z.number().int(),
  promotionName: z.string(),
  memberId: z.number().int(),
  account: z.string(),
  comment: z.string(),
  imageUrls: z.array(z.string()),
  status: z.enum(APPLICATION_STATUSES),
  reason: z.string().nullable(),
  createdAt: instant,
  reviewedAt: instant.nullable(),
  reviewedBy: z.string().nullable(),
});
export type PromotionApplication = z.infer<typeof ApplicationSchema>;

// ---------------------------------------------------------------- staff

const amountOrNull = AmountMinorSchema.nullable().default(null);

/** The most points one reward may credit (a points ledger entry is a bigint; this keeps sums far from it). */
export const PROMOTION_POINTS_MAX = 1_000_000_000n;

/** A POINTS reward's points: whole, at least one, at most PROMOTION_POINTS_MAX. */
const RewardPointsInputSchema = z
  .string()
  .regex(/^\d{1,16}$/, 'Must be a whole number of points')
  .transform((value) => BigInt(value))
  .refine((value) => value > 0n, 'Must be more than zero')
  .refine((value) => value <= PROMOTION_POINTS_MAX, 'Too large');

/** Create or edit a promotion (staff). Refinements tie each trigger and reward kind to its fields. */
export const PromotionRulesInputSchema = z
  .object({
    name: TextSchema.pipe(z.string().trim().min(2).max(100)),
    announcementId: z.number().int().positive().max(2_147_483_647).nullable().default(null),
    category: z.enum(PROMOTION_CATEGORIES),
    audience: z.enum(PROMOTION_AUDIENCES),
    vipLevels: z.array(z.number().int().min(0).max(100)).max(101).default([]),
    agentIds: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 53 - 1),
      )
      .max(200)
      .default([]),
    memberIds: z
      .array(
        z
          .number()
          .int()
          .positive()
          .max(2 ** 53 - 1),
      )
      .max(10_000)
      .default([]),
    startsAt: z.iso.datetime({ offset: true }),
    endsAt: z.iso.datetime({ offset: true }),
    joinMode: z.enum(PROMOTION_JOIN_MODES),
    trigger: z.enum(PROMOTION_TRIGGERS),
    thresholdMinor: amountOrNull,
    streakDays: z.number().int().min(2).max(366).nullable().default(null),
    recurrence: z.enum(PROMOTION_RECURRENCES).default('ONCE'),
    rewardKind: z.enum(PROMOTION_REWARD_KINDS),
    amountMinor: amountOrNull,
    percentBp: z.number().int().min(1).max(100_000).nullable().default(null),
    capMinor: amountOrNull,
    points: RewardPointsInputSchema.nullable().default(null),
    turnoverMultiplier: z.number().int().min(0).max(100),
    expiryDays: z.number().int().min(1).max(365).nullable().default(null),
    budgetMinor: amountOrNull,
    claimGuards: z.array(z.enum(PROMOTION_CLAIM_GUARDS)).max(3).default([]),
    /** Rewards paid as soon as earned (ISSUED) instead of waiting in the reward centre. */
    autoPay: z.boolean().default(false),
  })
  .refine((value) => Date.parse(value.endsAt) > Date.parse(value.startsAt), {
    path: ['endsAt'],
    message: 'Must be after the start',
  })
  .refine((value) => value.rewardKind !== 'FIXED' || value.amountMinor !== null, {
    path: ['amountMinor'],
    message: 'A fixed reward needs its amount',
  })
  .refine((value) => value.rewardKind !== 'PERCENT' || (value.percentBp !== null && value.capMinor !== null), {
    path: ['percentBp'],
    message: 'A percentage reward needs its rate and cap',
  })
  .refine((value) => value.rewardKind !== 'POINTS' || value.points !== null, {
    path: ['points'],
    message: 'A points reward needs its points',
  })
  .refine((value) => value.rewardKind !== 'POINTS' || value.turnoverMultiplier === 0, {
    path: ['turnoverMultiplier'],
    message: 'Points carry no turnover',
  })
  .refine((value) => value.rewardKind !== 'POINTS' || value.budgetMinor === null, {
    path: ['budgetMinor'],
    message: 'Points rewards draw on no money budget',
  })
  .refine(
    (value) => value.rewardKind !== 'PERCENT' || !['LOGIN_STREAK', 'DAILY_SIGN_IN', 'APPROVAL'].includes(value.trigger),
    {
      path: ['rewardKind'],
      message: 'This trigger has no figure to take a percentage of',
    },
  )
  .refine(
    (value) => !['DEPOSIT_AT_LEAST', 'TURNOVER', 'NET_LOSS'].includes(value.trigger) || value.thresholdMinor !== null,
    { path: ['thresholdMinor'], message: 'This trigger needs its threshold' },
  )
  .refine((value) => value.trigger !== 'LOGIN_STREAK' || value.streakDays !== null, {
    path: ['streakDays'],
    message: 'A login streak needs its number of days',
  })
  .refine((value) => value.trigger !== 'APPROVAL' || value.joinMode === 'APPLY', {
    path: ['trigger'],
    message: 'Only an application promotion is rewarded on approval',
  })
  .refine((value) => value.trigger !== 'FIRST_DEPOSIT' || value.recurrence === 'ONCE', {
    path: ['recurrence'],
    message: 'A first deposit happens once',
  });
export type PromotionRulesInput = z.input<typeof PromotionRulesInputSchema>;

export const StaffPromotionSchema = MemberPromotionSchema.omit({
  status: true,
  reasons: true,
  waitingRewardId: true,
  application: true,
}).extend({
  vipLevels: z.array(z.number().int()),
  agentIds: z.array(z.number().int()),
  memberIds: z.array(z.number().int()),
  budgetMinor: MinorStringSchema.nullable(),
  spentMinor: MinorStringSchema,
  claimGuards: z.array(z.enum(PROMOTION_CLAIM_GUARDS)),
  autoPay: z.boolean(),
  endedAt: instant.nullable(),
  /** When staff paused it (null: not paused). Rewards waiting are held until it resumes (decision 052). */
  pausedAt: instant.nullable(),
  version: z.number().int(),
  rewards: z.object({ waiting: z.number().int(), paid: z.number().int() }),
  pendingApplications: z.number().int(),
});
export type StaffPromotion = z.infer<typeof StaffPromotionSchema>;

export const StaffPromotionListSchema = z.object({ list: z.array(StaffPromotionSchema) });

export const PromotionEditSchema = z.object({
  version: z.number().int().min(1).max(2_147_483_647),
  promotion: PromotionRulesInputSchema,
});

/** Pause or resume a promotion at the version opened (STALE_RECORD otherwise). */
export const PromotionPauseSchema = z.object({
  version: z.number().int().min(1).max(2_147_483_647),
});

export const ApplicationQuerySchema = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(),
  promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...PAGE_QUERY_FIELDS,
  format: z
    .enum(['json', 'csv'])
    .default('json')
    .describe('csv: every filtered application (up to 10,000) as text/csv'),
});
export const ApplicationPageSchema = PagedSchema(ApplicationSchema);

export const ApplicationDecisionSchema = z.object({
  reason: TextSchema.pipe(z.string().trim().max(500)).optional(),
});

export const GrantQuerySchema = z.object({
  promotionId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  ...PAGE_QUERY_FIELDS,
});
export const GrantSchema = RewardSchema.extend({ memberId: z.number().int(), account: z.string() });
export const GrantPageSchema = PagedSchema(GrantSchema);
