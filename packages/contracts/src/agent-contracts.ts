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
  // zod runs refinements after a failed regex too: BigInt('1.5') would throw (a 500), so only digits
  .refine((value) => !/^\d+$/.test(value) || BigInt(value) <= MAX_AMOUNT_MINOR, 'Too large');

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

// ---------------------------------------------------------------------------------------------
// The contract calls' wire shapes (decision 034).

/** The terms of an offer: 1–10 tiers, a period where the kind has one (the rules module checks the rest). */
export const AgentContractTermsSchema = z
  .object({
    kind: AgentContractKindSchema,
    category: AgentContractCategorySchema,
    period: AgentContractPeriodSchema.nullable().default(null),
    tiers: z.array(AgentContractTierSchema).min(1).max(MAX_AGENT_CONTRACT_TIERS),
  })
  .strict();

/** Which side asked to end a contract while TERMINATION_REQUESTED. */
export const AgentContractSideSchema = z.enum(['UPLINE', 'DOWNLINE', 'STAFF']);
export type AgentContractSide = z.infer<typeof AgentContractSideSchema>;

/** One contract as the calls show it. `upline` is null for the house (staff-set contracts of root agents). */
export const AgentContractSchema = z.object({
  id: z.number().int(),
  upline: z.object({ id: z.number().int(), account: z.string() }).nullable(),
  downline: z.object({ id: z.number().int(), account: z.string() }),
  kind: AgentContractKindSchema,
  category: AgentContractCategorySchema,
  period: AgentContractPeriodSchema.nullable(),
  tiers: z.array(AgentContractTierSchema),
  status: AgentContractStatusSchema,
  supersedes: z.number().int().nullable(),
  terminationRequestedBy: AgentContractSideSchema.nullable(),
  effectiveFrom: z.string().nullable(),
  endedAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type AgentContract = z.infer<typeof AgentContractSchema>;

/** Every change of a contract, append-only: who, when, from which state to which. */
export const AGENT_CONTRACT_EVENT_ACTIONS = [
  'OFFERED',
  'ACCEPTED',
  'REJECTED',
  'WITHDRAWN',
  'TERMINATION_REQUESTED',
  'TERMINATION_DECLINED',
  'TERMINATED',
  'SUPERSEDED',
  'ENDED_LOWER_RATE',
  'ENDED_UPLINE_ENDED',
  'ENDED_UPLINE_CHANGED',
  'SET_BY_STAFF',
  'ENDED_BY_STAFF',
] as const;
export const AgentContractEventActionSchema = z.enum(AGENT_CONTRACT_EVENT_ACTIONS);
export type AgentContractEventAction = z.infer<typeof AgentContractEventActionSchema>;

export const AgentContractEventSchema = z.object({
  id: z.number().int(),
  contractId: z.number().int(),
  action: AgentContractEventActionSchema,
  fromStatus: AgentContractStatusSchema.nullable(),
  toStatus: AgentContractStatusSchema,
  actorKind: z.enum(['MEMBER', 'STAFF', 'SYSTEM']),
  actorName: z.string(),
  reason: z.string().nullable(),
  at: z.string(),
});
export type AgentContractEvent = z.infer<typeof AgentContractEventSchema>;

/** A contract that would end (or ended) under the lower-rate rule (spec §4, §8). */
export const AgentContractRefSchema = z.object({
  id: z.number().int(),
  downline: z.object({ id: z.number().int(), account: z.string() }),
  kind: AgentContractKindSchema,
  category: AgentContractCategorySchema,
});
export type AgentContractRef = z.infer<typeof AgentContractRefSchema>;

/** The value of CONTRACT_LOWER_RATE_CONFIRM: the caller's downline contracts accepting would end. */
export const AgentContractLowerRateValueSchema = z.object({ endsContracts: z.array(AgentContractRefSchema) });
export type AgentContractLowerRateValue = z.infer<typeof AgentContractLowerRateValueSchema>;

const contractVersion = z.number().int().min(1).max(2_147_483_647);
const contractId = z.number().int().min(1).max(2_147_483_647);

/**
 * The downline's answer (spec §7.3 calls, domain rules §2.2): A accepts an offer or the upline's
 * termination request, R rejects it, C asks to end an active contract (or withdraws one's own
 * request). `confirmLowerRate` agrees to end the caller's own downline contracts (spec §8 warning).
 */
export const AGENT_CONTRACT_ANSWERS = ['A', 'R', 'C'] as const;
export const AgentContractAnswerRequestSchema = z
  .object({
    contractId,
    action: z.enum(AGENT_CONTRACT_ANSWERS),
    version: contractVersion,
    confirmLowerRate: z.boolean().optional(),
  })
  .strict();
export type AgentContractAnswerRequest = z.infer<typeof AgentContractAnswerRequestSchema>;

/** What a state change answers: the contract now, and the downline contracts it ended. */
export const AgentContractChangeSchema = z.object({
  contract: AgentContractSchema,
  endedContracts: z.array(AgentContractRefSchema),
});
export type AgentContractChange = z.infer<typeof AgentContractChangeSchema>;

/** The spec §7.3 call of each kind: POST /wps/relay/<name>. */
export const AGENT_CONTRACT_CALL_BY_KIND: Record<AgentContractKind, string> = {
  DIVIDEND: 'MCS2_processDividendReq',
  DAILY_SALARY: 'MCS2_processDailySalContract',
  HOURLY_SALARY: 'MCS2_processContractHourSalary',
  REALTIME_SALARY: 'MCSFE_processRealTimeSalaryContract',
};

/** GET /wps/member/contracts: what the caller holds from its upline (open, then the last ended). */
export const MyAgentContractsSchema = z.object({
  contracts: z.array(AgentContractSchema),
  events: z.array(AgentContractEventSchema),
});
export type MyAgentContracts = z.infer<typeof MyAgentContractsSchema>;

export const DownlineParamsSchema = z.object({
  downlineId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
});
export const AgentContractParamsSchema = z.object({ contractId: z.coerce.number().int().min(1).max(2_147_483_647) });

/** GET /wps/agent/contracts/downlines/:downlineId: one direct downline's contracts, and the caller's own as ceilings. */
export const DownlineAgentContractsSchema = z.object({
  downline: z.object({
    id: z.number().int(),
    account: z.string(),
    nickname: z.string().nullable(),
    isAgent: z.boolean(),
  }),
  contracts: z.array(AgentContractSchema),
  events: z.array(AgentContractEventSchema),
  /** The caller's own binding contracts (from its upline or the house): the ceilings of its offers. */
  ceilings: z.array(AgentContractSchema),
});
export type DownlineAgentContracts = z.infer<typeof DownlineAgentContractsSchema>;

/** POST /wps/agent/contracts/downlines/:downlineId/offers. */
export const AgentContractOfferRequestSchema = AgentContractTermsSchema;
export type AgentContractOfferRequest = z.infer<typeof AgentContractOfferRequestSchema>;

/** POST /wps/agent/contracts/:contractId/{withdraw,terminate,keep}: the version the caller saw. */
export const AgentContractVersionRequestSchema = z.object({ version: contractVersion }).strict();

// Staff (back office): list, set at once, end.

export const StaffAgentContractQuerySchema = z.object({
  memberId: z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER).optional(),
  kind: AgentContractKindSchema.optional(),
  status: AgentContractStatusSchema.optional(),
  /** Only the house-funded contracts (root agents). */
  house: z.enum(['true', 'false']).optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export type StaffAgentContractQuery = z.infer<typeof StaffAgentContractQuerySchema>;

export const StaffAgentContractPageSchema = z.object({
  list: z.array(AgentContractSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type StaffAgentContractPage = z.infer<typeof StaffAgentContractPageSchema>;

const staffReason = z.string().trim().min(1).max(500);

/** POST /wps/admin/agents/contracts: set terms for a member at once (ACTIVE), replacing its binding contract of that kind and category. */
export const StaffSetAgentContractRequestSchema = z
  .object({
    downlineId: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
    terms: AgentContractTermsSchema,
    reason: staffReason,
  })
  .strict();
export type StaffSetAgentContractRequest = z.infer<typeof StaffSetAgentContractRequestSchema>;

/** POST /wps/admin/agents/contracts/:contractId/end. */
export const StaffEndAgentContractRequestSchema = z.object({ version: contractVersion, reason: staffReason }).strict();

const PERCENT_TEXT = /^(\d{1,3})(?:\.(\d{1,2}))?$/;

/** "1.25" → 125 basis points, as text (never a float); null unless 0–100 with at most 2 decimals. */
export const parseRatePercent = (text: string): number | null => {
  const match = PERCENT_TEXT.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return basisPoints <= MAX_AGENT_RATE_BASIS_POINTS ? basisPoints : null;
};

/** 125 → "1.25". */
export const formatRatePercent = (basisPoints: number): string =>
  `${Math.floor(basisPoints / 100)}.${String(basisPoints % 100).padStart(2, '0')}`;
