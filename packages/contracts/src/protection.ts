import { z } from 'zod';

import { AmountMinorSchema, MinorStringSchema } from './money-schemas';

// Player protection (issue 18, modules/protection): the limits a member sets on itself, the
// reality check, time-outs and self-exclusion (PAGCOR: 6 months, 1 year, 5 years, the first
// 6 months irrevocable), and the staff view of them.

/** Money limits: what they count, over which window (the operator's reporting time zone). */
export const LIMIT_KINDS = ['DEPOSIT', 'LOSS', 'WAGER'] as const;
export const LIMIT_PERIODS = ['DAY', 'WEEK', 'MONTH'] as const;
export type LimitKind = (typeof LIMIT_KINDS)[number];
export type LimitPeriod = (typeof LIMIT_PERIODS)[number];

/** An increase or a removal of a limit waits this long; a decrease applies at once. */
export const LIMIT_COOLING_HOURS = 24;
/** The first months of a self-exclusion nobody can lift (PAGCOR). */
export const EXCLUSION_IRREVOCABLE_MONTHS = 6;
/** Session time limit and reality-check interval bounds, in minutes. */
export const SESSION_LIMIT_MINUTES = { min: 10, max: 24 * 60 } as const;
export const REALITY_CHECK_MINUTES = { min: 5, max: 240 } as const;

export const TIMEOUT_DURATIONS = ['24H', '7D', '30D'] as const;
export const EXCLUSION_DURATIONS = ['6M', '1Y', '5Y'] as const;
export type TimeoutDuration = (typeof TIMEOUT_DURATIONS)[number];
export type ExclusionDuration = (typeof EXCLUSION_DURATIONS)[number];

/** TIMEOUT ends by itself; SELF_EXCLUSION and STAFF_EXCLUSION end only when lifted after their end. */
export const BLOCK_KINDS = ['TIMEOUT', 'SELF_EXCLUSION', 'STAFF_EXCLUSION'] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];

const instant = z.string();

export const PendingLimitSchema = z.object({
  /** The value it becomes; null: the limit is removed. */
  value: z.string().nullable(),
  effectiveAt: instant,
});

export const MoneyLimitSchema = z.object({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** The limit in force (minor units), null when none. */
  amountMinor: MinorStringSchema.nullable(),
  /** Counted so far in the current window (deposits, wagers, or net loss ≥ 0). */
  usedMinor: MinorStringSchema,
  remainingMinor: MinorStringSchema.nullable(),
  /** When the current window ends. */
  resetsAt: instant,
  pending: PendingLimitSchema.nullable(),
});
export type MoneyLimit = z.infer<typeof MoneyLimitSchema>;

export const PlayBlockSchema = z.object({
  kind: z.enum(BLOCK_KINDS),
  startedAt: instant,
  /** The end of its term; a self-exclusion stays until the member asks to lift it after this. */
  until: instant,
  irrevocableUntil: instant.nullable(),
  /** True once the term is over and the member may ask to lift it. */
  liftable: z.boolean(),
});
export type PlayBlock = z.infer<typeof PlayBlockSchema>;

export const ProtectionStateSchema = z.object({
  timeZone: z.string(),
  limits: z.array(MoneyLimitSchema),
  sessionMinutes: z.number().int().nullable(),
  sessionPending: PendingLimitSchema.nullable(),
  realityCheckMinutes: z.number().int().nullable(),
  block: PlayBlockSchema.nullable(),
});
export type ProtectionState = z.infer<typeof ProtectionStateSchema>;

export const SetMoneyLimitRequestSchema = z.strictObject({
  kind: z.enum(LIMIT_KINDS),
  period: z.enum(LIMIT_PERIODS),
  /** A positive amount in minor units; null removes the limit (after the cooling period). */
  amountMinor: AmountMinorSchema.nullable(),
});

export const SetSessionLimitsRequestSchema = z.strictObject({
  sessionMinutes: z.number().int().min(SESSION_LIMIT_MINUTES.min).max(SESSION_LIMIT_MINUTES.max).nullable(),
  realityCheckMinutes: z.number().int().min(REALITY_CHECK_MINUTES.min).max(REALITY_CHECK_MINUTES.max).nullable(),
});

export const TakeBreakRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('TIMEOUT'), duration: z.enum(TIMEOUT_DURATIONS) }),
  z.strictObject({ kind: z.literal('SELF_EXCLUSION'), duration: z.enum(EXCLUSION_DURATIONS) }),
]);

/** The figures of the reality-check dialog: this login session's play. */
export const RealityCheckSchema = z.object({
  intervalMinutes: z.number().int().nullable(),
  sessionStartedAt: instant,
  minutesPlayed: z.number().int(),
  /** Wins minus bets since the session started (negative: a loss). */
  netResultMinor: MinorStringSchema,
  /** The session time limit is reached: no more play in this session. */
  sessionLimitReached: z.boolean(),
});

// ------------------------------------------------------------------ staff

export const StaffBlockRequestSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('TIMEOUT'),
    duration: z.enum(TIMEOUT_DURATIONS),
    reason: z.string().trim().min(3).max(500),
  }),
  z.strictObject({
    kind: z.literal('STAFF_EXCLUSION'),
    duration: z.enum(EXCLUSION_DURATIONS),
    reason: z.string().trim().min(3).max(500),
  }),
]);

export const ProtectionHistoryEntrySchema = z.object({
  at: instant,
  /** LIMIT (a limit change) or BLOCK (a time-out or exclusion) or LIFT. */
  type: z.enum(['LIMIT', 'BLOCK', 'LIFT']),
  summary: z.string(),
  actor: z.string(),
  status: z.string(),
  effectiveAt: instant.nullable(),
  reason: z.string().nullable(),
});

export const StaffProtectionSchema = z.object({
  memberId: z.number().int(),
  state: ProtectionStateSchema,
  history: z.array(ProtectionHistoryEntrySchema),
});
export type StaffProtection = z.infer<typeof StaffProtectionSchema>;
