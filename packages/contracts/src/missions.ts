import { z } from 'zod';

import { PAGE_QUERY_FIELDS, PagedSchema, RecordVersionSchema } from './paging';
import { GAME_CATEGORIES } from './routes';
import { TextSchema } from './text';

// Missions and leaderboards (issue 20, spec §2.5 missionLeaderboard, §7.2
// MCSFE_getMissionSummaryDetails and MCSFE_getMissionLeaderboard, decision 048). Both are data
// the operator configures; progress and standings are read from the play statistics' aggregates
// of the current period (a reporting day, or a reporting week from Monday).

export const MISSION_PERIODS = ['DAILY', 'WEEKLY'] as const;
export type MissionPeriod = (typeof MISSION_PERIODS)[number];

/**
 * What a mission counts over its period: valid bet (minor units) or settled rounds, optionally of
 * one game category; deposits credited (amount in minor units, or their number); days logged in.
 */
export const MISSION_METRICS = ['VALID_BET', 'ROUNDS', 'DEPOSIT_AMOUNT', 'DEPOSITS', 'LOGIN_DAYS'] as const;
export type MissionMetric = (typeof MISSION_METRICS)[number];

/** Metrics in minor units (the web shows them as money); the others are counts. */
export const MONEY_MISSION_METRICS: readonly MissionMetric[] = ['VALID_BET', 'DEPOSIT_AMOUNT'];
/** Metrics a game category narrows. */
export const PLAY_MISSION_METRICS: readonly MissionMetric[] = ['VALID_BET', 'ROUNDS'];

/** What a leaderboard ranks over its period. */
export const LEADERBOARD_METRICS = ['VALID_BET', 'ROUNDS', 'DEPOSIT_AMOUNT'] as const;
export type LeaderboardMetric = (typeof LEADERBOARD_METRICS)[number];

export const MISSION_MAX_MILESTONES = 10;
export const LEADERBOARD_MAX_PRIZES = 100;
/** The member's leaderboard shows at most this many rows, then the member's own (footer). */
export const LEADERBOARD_TOP = 50;

const GAME_CATEGORY_CODES = GAME_CATEGORIES.map((category) => category.code) as [
  (typeof GAME_CATEGORIES)[number]['code'],
  ...(typeof GAME_CATEGORIES)[number]['code'][],
];

const instant = z.string();
const day = z.string();
const count = z.string().regex(/^\d{1,16}$/, 'Must be a whole number');
// zod runs refinements after a failed regex too, and BigInt('x') throws (a 500 the API fuzz found):
// the comparisons below read digit strings only and leave the rest to the regex's message.
const isDigits = (value: string) => /^\d+$/.test(value);
const positive = count.refine((value) => !isDigits(value) || BigInt(value) > 0n, 'Must be more than zero');
const DigitsSchema = z.string().regex(/^-?\d+$/);

// ---- Member ------------------------------------------------------------------------------------

export const MissionMilestoneSchema = z.object({
  /** 0-based position in the mission's milestones (the claim names it). */
  milestone: z.number().int(),
  /** The figure to reach: minor units for money metrics, a count otherwise. */
  target: DigitsSchema,
  rewardMinor: DigitsSchema,
  reached: z.boolean(),
  claimed: z.boolean(),
});
export type MissionMilestone = z.infer<typeof MissionMilestoneSchema>;

/** A mission as the member sees it in its current period. */
export const MemberMissionSchema = z.object({
  missionId: z.number().int(),
  /** In the request's language (X-Lang), else English. */
  title: z.string(),
  description: z.string(),
  /** O open (spec: status=O); C closed by the operator (claims of met milestones stay possible this period). */
  status: z.enum(['O', 'C']),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  category: z.string().nullable(),
  turnoverMultiplier: z.number().int(),
  /** The current period: first and last reporting day, and the instant it ends. */
  periodStart: day,
  periodEnd: day,
  endsAt: instant,
  progress: DigitsSchema,
  milestones: z.array(MissionMilestoneSchema),
  /** Milestones reached and not claimed yet. */
  claimable: z.number().int(),
});
export type MemberMission = z.infer<typeof MemberMissionSchema>;

export const MissionSummaryQuerySchema = z.object({
  status: z.enum(['O']).default('O'),
  period: z.enum(MISSION_PERIODS).optional(),
  ...PAGE_QUERY_FIELDS,
});
export const MissionSummaryPageSchema = PagedSchema(MemberMissionSchema).extend({
  serverTime: instant,
  /** Every claimable milestone of the member's open missions (the red badge). */
  claimableTotal: z.number().int(),
});
export type MissionSummaryPage = z.infer<typeof MissionSummaryPageSchema>;

export const MissionIdQuerySchema = z.object({ missionId: z.coerce.number().int().min(1).max(2_147_483_647) });

export const MissionBadgeSchema = z.object({ claimable: z.number().int() });

/** Claims one reached milestone of the current period. Unknown fields are refused. */
export const MissionClaimRequestSchema = z.strictObject({
  missionId: z.number().int().min(1).max(2_147_483_647),
  milestone: z
    .number()
    .int()
    .min(0)
    .max(MISSION_MAX_MILESTONES - 1),
});

export const MissionClaimResultSchema = z.object({
  missionId: z.number().int(),
  milestone: z.number().int(),
  periodStart: day,
  amountMinor: DigitsSchema,
  turnoverMultiplier: z.number().int(),
  /** The bonus the reward became (its turnover meter is in bonus details). */
  bonusId: z.string(),
  claimedAt: instant,
});
export type MissionClaimResult = z.infer<typeof MissionClaimResultSchema>;

export const MemberLeaderboardSchema = z.object({
  id: z.number().int(),
  /** In the request's language (X-Lang), else English. */
  title: z.string(),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(LEADERBOARD_METRICS),
  category: z.string().nullable(),
  /** Prize of rank 1, 2, … in minor units. */
  prizesMinor: z.array(DigitsSchema),
  turnoverMultiplier: z.number().int(),
});
export type MemberLeaderboard = z.infer<typeof MemberLeaderboardSchema>;

export const LeaderboardListSchema = z.object({ list: z.array(MemberLeaderboardSchema) });

export const LeaderboardQuerySchema = z.object({
  /** Defaults to the first active leaderboard. */
  leaderboardId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  /** The period running now, or the last one ended (with what it paid). */
  period: z.enum(['CURRENT', 'PREVIOUS']).default('CURRENT'),
});

export const LeaderboardRowSchema = z.object({
  /** Competition ranking: equal values share a rank, the next rank skips (1, 2, 2, 4). */
  rank: z.number().int(),
  /** Masked account; the member's own row says so. */
  account: z.string(),
  me: z.boolean(),
  reachedValue: DigitsSchema,
  /** What the rank pays (tied members share their ranks' prizes equally); 0 beyond the prizes. */
  prizeMinor: DigitsSchema,
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardStandingSchema = z.object({
  leaderboard: MemberLeaderboardSchema,
  periodStart: day,
  periodEnd: day,
  endsAt: instant,
  /** PREVIOUS: the standings were fixed and prizes paid by the period-end job. */
  settled: z.boolean(),
  list: z.array(LeaderboardRowSchema),
  /** The caller's own place even outside the top (spec: footer{rank, reachedValue}); rank null without a value. */
  footer: z.object({ rank: z.number().int().nullable(), reachedValue: DigitsSchema, prizeMinor: DigitsSchema }),
});
export type LeaderboardStanding = z.infer<typeof LeaderboardStandingSchema>;

// ---- Staff -------------------------------------------------------------------------------------

const MilestoneInputSchema = z.object({ target: positive, rewardMinor: positive });

/**
 * A mission's title and description in one more language (decision 048, as promotions' words in
 * decision 046): English lives in `title`/`description` and is required; Filipino (TY) and
 * Portuguese (PT) are optional, and a member of a language without its own text reads English.
 */
export const MissionTranslationSchema = z.object({
  title: TextSchema.pipe(z.string().trim().min(2).max(100)),
  description: TextSchema.pipe(z.string().trim().max(500)).default(''),
});
export const MissionTranslationsSchema = z.object({
  TY: MissionTranslationSchema.optional(),
  PT: MissionTranslationSchema.optional(),
});
export type MissionTranslations = z.infer<typeof MissionTranslationsSchema>;

/** A leaderboard's title in one more language; English is `title`. */
export const LeaderboardTranslationSchema = z.object({ title: TextSchema.pipe(z.string().trim().min(2).max(100)) });
export const LeaderboardTranslationsSchema = z.object({
  TY: LeaderboardTranslationSchema.optional(),
  PT: LeaderboardTranslationSchema.optional(),
});
export type LeaderboardTranslations = z.infer<typeof LeaderboardTranslationsSchema>;

const missionFields = {
  title: TextSchema.pipe(z.string().trim().min(2).max(100)),
  description: TextSchema.pipe(z.string().trim().max(500)).default(''),
  /** The title and description in Filipino and Portuguese; absent: English for those readers. */
  translations: MissionTranslationsSchema.default({}),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  category: z.enum(GAME_CATEGORY_CODES).nullable().default(null),
  turnoverMultiplier: z.number().int().min(0).max(100),
  /** Ascending targets; each reached milestone pays its reward once per period. */
  milestones: z.array(MilestoneInputSchema).min(1).max(MISSION_MAX_MILESTONES),
  active: z.boolean().default(true),
};

const ascending = (milestones: Array<{ target: string }>) =>
  milestones.every(
    (m, i) =>
      i === 0 ||
      !isDigits(m.target) ||
      !isDigits(milestones[i - 1]!.target) ||
      BigInt(m.target) > BigInt(milestones[i - 1]!.target),
  );

export const CreateMissionRequestSchema = z
  .object(missionFields)
  .refine((value) => ascending(value.milestones), {
    path: ['milestones'],
    message: 'Targets must rise from one milestone to the next',
  })
  .refine((value) => value.category === null || PLAY_MISSION_METRICS.includes(value.metric), {
    path: ['category'],
    message: 'Only play missions have a game category',
  });
export type CreateMissionRequest = z.infer<typeof CreateMissionRequestSchema>;

export const UpdateMissionRequestSchema = z
  .object({ version: RecordVersionSchema, ...missionFields })
  .refine((value) => ascending(value.milestones), {
    path: ['milestones'],
    message: 'Targets must rise from one milestone to the next',
  })
  .refine((value) => value.category === null || PLAY_MISSION_METRICS.includes(value.metric), {
    path: ['category'],
    message: 'Only play missions have a game category',
  });
export type UpdateMissionRequest = z.infer<typeof UpdateMissionRequestSchema>;

export const StaffMissionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  title: z.string(),
  description: z.string(),
  translations: MissionTranslationsSchema,
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(MISSION_METRICS),
  category: z.string().nullable(),
  turnoverMultiplier: z.number().int(),
  milestones: z.array(z.object({ target: DigitsSchema, rewardMinor: DigitsSchema })),
  active: z.boolean(),
  claims: z.number().int(),
  paidMinor: DigitsSchema,
  createdBy: z.string(),
});
export type StaffMission = z.infer<typeof StaffMissionSchema>;
export const StaffMissionPageSchema = PagedSchema(StaffMissionSchema);
export const StaffMissionQuerySchema = z.object(PAGE_QUERY_FIELDS);

export const MissionParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

const leaderboardFields = {
  title: TextSchema.pipe(z.string().trim().min(2).max(100)),
  /** The title in Filipino and Portuguese; absent: English for those readers. */
  translations: LeaderboardTranslationsSchema.default({}),
  period: z.enum(MISSION_PERIODS),
  metric: z.enum(LEADERBOARD_METRICS),
  category: z.enum(GAME_CATEGORY_CODES).nullable().default(null),
  /** Rank 1's prize first; none may exceed the one before. */
  prizesMinor: z.array(positive).min(1).max(LEADERBOARD_MAX_PRIZES),
  turnoverMultiplier: z.number().int().min(0).max(100),
  /** A member ranks only from this value on (minor units or a count). */
  minValue: count.default('1'),
  active: z.boolean().default(true),
};
const nonIncreasing = (prizes: string[]) =>
  prizes.every((p, i) => i === 0 || !isDigits(p) || !isDigits(prizes[i - 1]!) || BigInt(p) <= BigInt(prizes[i - 1]!));

export const CreateLeaderboardRequestSchema = z
  .object(leaderboardFields)
  .refine((value) => nonIncreasing(value.prizesMinor), {
    path: ['prizesMinor'],
    message: 'A prize cannot exceed the one of the rank above',
  })
  .refine((value) => value.category === null || value.metric !== 'DEPOSIT_AMOUNT', {
    path: ['category'],
    message: 'Only play leaderboards have a game category',
  });
export type CreateLeaderboardRequest = z.infer<typeof CreateLeaderboardRequestSchema>;

export const UpdateLeaderboardRequestSchema = z
  .object({ version: RecordVersionSchema, ...leaderboardFields })
  .refine((value) => nonIncreasing(value.prizesMinor), {
    path: ['prizesMinor'],
    message: 'A prize cannot exceed the one of the rank above',
  })
  .refine((value) => value.category === null || value.metric !== 'DEPOSIT_AMOUNT', {
    path: ['category'],
    message: 'Only play leaderboards have a game category',
  });
export type UpdateLeaderboardRequest = z.infer<typeof UpdateLeaderboardRequestSchema>;

export const StaffLeaderboardSchema = MemberLeaderboardSchema.extend({
  /** `title` is the English one here. */
  translations: LeaderboardTranslationsSchema,
  version: z.number().int(),
  minValue: DigitsSchema,
  active: z.boolean(),
  createdBy: z.string(),
});
export type StaffLeaderboard = z.infer<typeof StaffLeaderboardSchema>;
export const StaffLeaderboardListSchema = z.object({ list: z.array(StaffLeaderboardSchema) });

export const StaffLeaderboardPayoutSchema = z.object({
  periodStart: day,
  memberId: z.number().int(),
  account: z.string(),
  rank: z.number().int(),
  reachedValue: DigitsSchema,
  amountMinor: DigitsSchema,
  paid: z.boolean(),
});
export const StaffLeaderboardPayoutsSchema = z.object({
  leaderboard: StaffLeaderboardSchema,
  list: z.array(StaffLeaderboardPayoutSchema),
});
export const StaffLeaderboardPayoutsQuerySchema = z.object({ periodStart: z.iso.date().optional() });
