import { z } from 'zod';

import { AmountMinorSchema, MinorStringSchema } from './money-schemas';
import { PAGE_QUERY_FIELDS, PagedSchema, RecordVersionSchema } from './paging';
import { TextSchema } from './text';

// Red envelopes (issue 19, spec §1 "red envelope", §7.3 MCS2_claimRafflePromotion, decision 041):
// an operator schedules drops — one timed drop, or a "rain": several drops spread over a window —
// each with a budget and a count of envelopes, fixed or random amounts. A member claims at most
// one envelope per drop; the prize is a bonus with its turnover requirement.

/** At most this many envelopes in one drop (each is a pre-allocated row). */
export const RED_ENVELOPE_MAX_COUNT = 10_000;
/** At most this many drops in one rain window. */
export const RED_ENVELOPE_MAX_RAIN_DROPS = 48;
/** A drop stays open between 1 minute and 7 days. */
export const RED_ENVELOPE_OPEN_MINUTES = { min: 1, max: 7 * 24 * 60 } as const;
/** Eligibility looks back over 1 to 30 reporting days (today included). */
export const RED_ENVELOPE_PERIOD_DAYS = { min: 1, max: 30 } as const;

export const RED_ENVELOPE_AMOUNT_MODES = ['FIXED', 'RANDOM'] as const;
export type RedEnvelopeAmountMode = (typeof RED_ENVELOPE_AMOUNT_MODES)[number];

/**
 * Who may claim: everyone, players who are not agents, agents, members at or above a VIP level
 * (`audienceValue`), or members who registered within `audienceValue` days.
 */
export const RED_ENVELOPE_AUDIENCES = ['ALL', 'PLAYERS', 'AGENTS', 'VIP', 'NEW_MEMBERS'] as const;
export type RedEnvelopeAudience = (typeof RED_ENVELOPE_AUDIENCES)[number];

export const RED_ENVELOPE_DROP_STATUSES = ['SCHEDULED', 'OPEN', 'ENDED', 'CANCELLED'] as const;
export type RedEnvelopeDropStatus = (typeof RED_ENVELOPE_DROP_STATUSES)[number];

/**
 * One envelope per drop per device (the browser's X-Device-Id, or its session's) and per network
 * address, against one person opening a drop with several accounts (decision 052). On by default.
 */
export const RED_ENVELOPE_CLAIM_GUARDS = ['DEVICE', 'IP'] as const;
export type RedEnvelopeClaimGuard = (typeof RED_ENVELOPE_CLAIM_GUARDS)[number];

/** Why a member cannot claim a drop (several may hold at once); the web shows each in words. */
export const RED_ENVELOPE_REASONS = [
  'NOT_OPEN',
  'ALREADY_CLAIMED',
  'NONE_LEFT',
  'AUDIENCE',
  'DEPOSIT_TOO_LOW',
  'VALID_BET_TOO_LOW',
  'NOT_MARKETABLE',
] as const;
export type RedEnvelopeReason = (typeof RED_ENVELOPE_REASONS)[number];

const instant = z.string();

/** A drop as the member sees it: when, what it could hold, whether they may claim and why not. */
export const MemberRedEnvelopeDropSchema = z.object({
  id: z.number().int(),
  rainId: z.number().int().nullable(),
  title: z.string(),
  opensAt: instant,
  closesAt: instant,
  status: z.enum(RED_ENVELOPE_DROP_STATUSES),
  amountMode: z.enum(RED_ENVELOPE_AMOUNT_MODES),
  /** The envelope's amount for FIXED; the most one could hold for RANDOM. */
  maxAmountMinor: MinorStringSchema,
  envelopesLeft: z.number().int(),
  turnoverMultiplier: z.number().int(),
  minDepositMinor: MinorStringSchema,
  minValidBetMinor: MinorStringSchema,
  periodDays: z.number().int(),
  eligible: z.boolean(),
  reasons: z.array(z.enum(RED_ENVELOPE_REASONS)),
  /** What the member won from this drop, once claimed. */
  claimedAmountMinor: MinorStringSchema.nullable(),
});
export type MemberRedEnvelopeDrop = z.infer<typeof MemberRedEnvelopeDropSchema>;

export const MemberRedEnvelopesSchema = z.object({
  /** The server's clock, so the countdown does not trust the device's. */
  serverTime: instant,
  /** Open now, then upcoming (the next 7 days), by opening time. */
  drops: z.array(MemberRedEnvelopeDropSchema),
});
export type MemberRedEnvelopes = z.infer<typeof MemberRedEnvelopesSchema>;

/** MCS2_claimRafflePromotion: open one envelope of a drop. */
export const RedEnvelopeClaimRequestSchema = z.object({ dropId: z.number().int().min(1).max(2_147_483_647) });

export const RedEnvelopeClaimResultSchema = z.object({
  dropId: z.number().int(),
  amountMinor: MinorStringSchema,
  turnoverMultiplier: z.number().int(),
  /** The bonus the prize became (its turnover meter is in bonus details). */
  bonusId: z.string(),
  claimedAt: instant,
});
export type RedEnvelopeClaimResult = z.infer<typeof RedEnvelopeClaimResultSchema>;

export const RedEnvelopeClaimHistoryQuerySchema = z.object(PAGE_QUERY_FIELDS);
export const RedEnvelopeClaimItemSchema = z.object({
  dropId: z.number().int(),
  title: z.string(),
  amountMinor: MinorStringSchema,
  turnoverMultiplier: z.number().int(),
  claimedAt: instant,
  paid: z.boolean(),
});
export const RedEnvelopeClaimPageSchema = PagedSchema(RedEnvelopeClaimItemSchema);
export type RedEnvelopeClaimPage = z.infer<typeof RedEnvelopeClaimPageSchema>;

// ---- Staff -------------------------------------------------------------------------------------

const isoInstant = z.iso.datetime({ offset: true });

const dropRulesFields = {
  title: TextSchema.pipe(z.string().trim().min(2).max(100)),
  /** The budget of each drop (of each drop of a rain), in minor units. */
  budgetMinor: AmountMinorSchema,
  count: z.number().int().min(1).max(RED_ENVELOPE_MAX_COUNT),
  amountMode: z.enum(RED_ENVELOPE_AMOUNT_MODES),
  /** RANDOM: the least any envelope holds (count × minimum must fit the budget). */
  minAmountMinor: AmountMinorSchema.optional(),
  turnoverMultiplier: z.number().int().min(0).max(100),
  audience: z.enum(RED_ENVELOPE_AUDIENCES),
  /** VIP: the lowest level; NEW_MEMBERS: registered within this many days; otherwise ignored. */
  audienceValue: z.number().int().min(0).max(1000).default(0),
  minDepositMinor: z
    .string()
    .regex(/^\d{1,16}$/)
    .default('0'),
  minValidBetMinor: z
    .string()
    .regex(/^\d{1,16}$/)
    .default('0'),
  periodDays: z.number().int().min(RED_ENVELOPE_PERIOD_DAYS.min).max(RED_ENVELOPE_PERIOD_DAYS.max).default(1),
  /** One claim per device and per address (both unless told otherwise); [] turns the guards off. */
  claimGuards: z
    .array(z.enum(RED_ENVELOPE_CLAIM_GUARDS))
    .max(RED_ENVELOPE_CLAIM_GUARDS.length)
    .default([...RED_ENVELOPE_CLAIM_GUARDS]),
};

/**
 * A single drop (opens at `startsAt`, closes at `endsAt`) or a rain: `drops` drops spread evenly
 * over [startsAt, endsAt), each open `dropMinutes`, each with the budget and count given.
 */
export const CreateRedEnvelopeRequestSchema = z.object({
  kind: z.enum(['SINGLE', 'RAIN']),
  startsAt: isoInstant,
  endsAt: isoInstant,
  drops: z.number().int().min(1).max(RED_ENVELOPE_MAX_RAIN_DROPS).default(1),
  dropMinutes: z.number().int().min(RED_ENVELOPE_OPEN_MINUTES.min).max(RED_ENVELOPE_OPEN_MINUTES.max).optional(),
  ...dropRulesFields,
});
export type CreateRedEnvelopeRequest = z.infer<typeof CreateRedEnvelopeRequestSchema>;

/** Edits a drop that has not opened yet; its envelopes are allocated again. */
export const UpdateRedEnvelopeRequestSchema = z.object({
  version: RecordVersionSchema,
  opensAt: isoInstant,
  closesAt: isoInstant,
  ...dropRulesFields,
});
export type UpdateRedEnvelopeRequest = z.infer<typeof UpdateRedEnvelopeRequestSchema>;

export const CancelRedEnvelopeRequestSchema = z.object({
  version: RecordVersionSchema,
  reason: TextSchema.pipe(z.string().trim().min(2).max(200)),
});

export const RedEnvelopeDropParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const StaffRedEnvelopeDropSchema = z.object({
  id: z.number().int(),
  rainId: z.number().int().nullable(),
  version: z.number().int(),
  title: z.string(),
  opensAt: instant,
  closesAt: instant,
  status: z.enum(RED_ENVELOPE_DROP_STATUSES),
  budgetMinor: MinorStringSchema,
  count: z.number().int(),
  amountMode: z.enum(RED_ENVELOPE_AMOUNT_MODES),
  minAmountMinor: MinorStringSchema,
  turnoverMultiplier: z.number().int(),
  audience: z.enum(RED_ENVELOPE_AUDIENCES),
  audienceValue: z.number().int(),
  minDepositMinor: MinorStringSchema,
  minValidBetMinor: MinorStringSchema,
  periodDays: z.number().int(),
  claimGuards: z.array(z.enum(RED_ENVELOPE_CLAIM_GUARDS)),
  claimedCount: z.number().int(),
  claimedMinor: MinorStringSchema,
  paidMinor: MinorStringSchema,
  cancelReason: z.string().nullable(),
  createdBy: z.string(),
});
export type StaffRedEnvelopeDrop = z.infer<typeof StaffRedEnvelopeDropSchema>;

export const StaffRedEnvelopeQuerySchema = z.object({
  status: z.enum(RED_ENVELOPE_DROP_STATUSES).optional(),
  ...PAGE_QUERY_FIELDS,
  format: z.enum(['json', 'csv']).default('json').describe('csv: every filtered drop (up to 10,000) as text/csv'),
});
export const StaffRedEnvelopePageSchema = PagedSchema(StaffRedEnvelopeDropSchema);
export const StaffRedEnvelopeCreatedSchema = z.object({ drops: z.array(StaffRedEnvelopeDropSchema) });

export const StaffRedEnvelopeClaimSchema = z.object({
  memberId: z.number().int(),
  account: z.string(),
  amountMinor: MinorStringSchema,
  claimedAt: instant,
  paid: z.boolean(),
});
export const StaffRedEnvelopeClaimsQuerySchema = z.object(PAGE_QUERY_FIELDS);
export const StaffRedEnvelopeClaimsSchema = PagedSchema(StaffRedEnvelopeClaimSchema).extend({
  drop: StaffRedEnvelopeDropSchema,
});
export type StaffRedEnvelopeClaims = z.infer<typeof StaffRedEnvelopeClaimsSchema>;
