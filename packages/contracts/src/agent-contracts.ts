import { z } from 'zod';

import { GAME_TYPES } from './games';
import { MAX_AMOUNT_MINOR } from './money';

// The agent contract model (spec §3, §4; domain rules §2.2, §2.5): the one shape the contract
// calls, the settlement jobs and the agent centre's screens share. Wire schemas of the calls
// live beside their routes' contracts; this file is the data every one of them carries.

/** What a contract pays: a share of the team's net loss, or a salary on its valid bet. */
export const AGENT_CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export const AgentContractKindSchema = z.enum(AGENT_CONTRACT_KINDS);
export type AgentContractKind = z.infer<typeof AgentContractKindSchema>;

/** A contract covers one game category's play, or all of it ('ALL'). */
export const AGENT_CONTRACT_CATEGORIES = ['ALL', ...GAME_TYPES] as const;
export const AgentContractCategorySchema = z.enum(AGENT_CONTRACT_CATEGORIES);
export type AgentContractCategory = z.infer<typeof AgentContractCategorySchema>;

/** Period codes (spec §3): D daily, W weekly, H semi-monthly, M monthly. */
export const AGENT_CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export const AgentContractPeriodSchema = z.enum(AGENT_CONTRACT_PERIODS);
export type AgentContractPeriod = z.infer<typeof AgentContractPeriodSchema>;

/**
 * The periods each kind may have. Hourly and real-time salaries settle on their own clock (each
 * hour, every 5 minutes: spec §4) and have none; the daily salary's period is the day.
 */
export const AGENT_CONTRACT_PERIODS_BY_KIND: Record<AgentContractKind, readonly AgentContractPeriod[]> = {
  DIVIDEND: ['D', 'W', 'H', 'M'],
  DAILY_SALARY: ['D'],
  HOURLY_SALARY: [],
  REALTIME_SALARY: [],
};

/** The settlement window of the kinds without a period. */
export const REALTIME_SALARY_WINDOW_MINUTES = 5;

/**
 * Contract states (spec §4; the TCG front end's letters in brackets): OFFERED [P] by the upline,
 * ACTIVE [V] once the downline accepts, TERMINATION_REQUESTED [E] by either side, then TERMINATED
 * [T]; an offer the downline turns down is REJECTED. A contract changed by a new offer is
 * TERMINATED when the new one becomes ACTIVE (its `supersedes` names the old one).
 */
export const AGENT_CONTRACT_STATUSES = [
  'OFFERED',
  'ACTIVE',
  'TERMINATION_REQUESTED',
  'TERMINATED',
  'REJECTED',
] as const;
export const AgentContractStatusSchema = z.enum(AGENT_CONTRACT_STATUSES);
export type AgentContractStatus = z.infer<typeof AgentContractStatusSchema>;

/** The states in which a contract still binds both sides (or waits for the downline's answer). */
export const OPEN_AGENT_CONTRACT_STATUSES: readonly AgentContractStatus[] = [
  'OFFERED',
  'ACTIVE',
  'TERMINATION_REQUESTED',
];

/** A tier's rate: 'P' a percentage in basis points of the base (150 = 1.50 %), 'F' a fixed amount in minor units. */
export const AGENT_RATE_TYPES = ['P', 'F'] as const;
export const AgentRateTypeSchema = z.enum(AGENT_RATE_TYPES);
export type AgentRateType = z.infer<typeof AgentRateTypeSchema>;

/** The highest percentage a tier may carry: 100 % of the base. */
export const MAX_AGENT_RATE_BASIS_POINTS = 10_000;

const minorAmount = z
  .string()
  .regex(/^\d{1,16}$/, 'Must be a whole number of centavos')
  .refine((value) => BigInt(value) <= MAX_AMOUNT_MINOR, 'Too large');

/**
 * One tier of a contract (domain rules §2.5). The settlement picks the highest tier whose
 * thresholds the team meets in the period: period valid bet ≥ minValidBetMinor, active members ≥
 * minActiveMembers and, for dividends only, net loss ≥ minNetLossMinor. Amounts are minor-unit
 * digit strings as everywhere on the wire; the rate is basis points ('P') or minor units ('F').
 */
export const AgentContractTierSchema = z
  .object({
    minValidBetMinor: minorAmount,
    minNetLossMinor: minorAmount.optional(),
    minActiveMembers: z.number().int().min(0).max(1_000_000),
    rateType: AgentRateTypeSchema,
    rate: z.number().int().min(0).max(Number(MAX_AMOUNT_MINOR)),
  })
  .strict()
  .refine((tier) => tier.rateType === 'F' || tier.rate <= MAX_AGENT_RATE_BASIS_POINTS, {
    message: 'A percentage rate is at most 100 %',
    path: ['rate'],
  });
export type AgentContractTier = z.infer<typeof AgentContractTierSchema>;

/** At most this many tiers in one contract. */
export const MAX_AGENT_CONTRACT_TIERS = 10;

/** The terms an upline offers: what the contract table stores and the settlement reads. */
export type AgentContractTerms = {
  kind: AgentContractKind;
  category: AgentContractCategory;
  /** null for the kinds without a period. */
  period: AgentContractPeriod | null;
  tiers: AgentContractTier[];
};
