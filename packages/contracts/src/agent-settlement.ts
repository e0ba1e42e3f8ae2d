import { z } from 'zod';

import { AgentContractCategorySchema, AgentContractKindSchema, AgentContractPeriodSchema } from './agent-contracts';
import { PAGE_QUERY_FIELDS, PagedSchema } from './paging';

// The settlement of agent contracts (issue 17, decision 035): one immutable statement per
// (contract, window) holding every input, and at most one ledger transfer paying it. These are
// the wire shapes of the agent's income pages and of the staff calls.

/**
 * Why a statement pays what it pays: PAID, or the reason it pays nothing (the agent's page says
 * it in words). NO_PLAY: no valid bet in the window; BELOW_TIER: no tier's thresholds met;
 * TEAM_WON: the team's net loss is not positive (dividends: the win is carried over);
 * CARRIED_OVER: the carry-over of earlier wins took this window's net loss; DOWNLINES: the
 * downlines' own contracts take the whole share; DEBT: a correction of an earlier window took it.
 */
export const SETTLEMENT_OUTCOMES = [
  'PAID',
  'NO_PLAY',
  'BELOW_TIER',
  'TEAM_WON',
  'CARRIED_OVER',
  'DOWNLINES',
  'DEBT',
] as const;
export const SettlementOutcomeSchema = z.enum(SETTLEMENT_OUTCOMES);
export type SettlementOutcome = z.infer<typeof SettlementOutcomeSchema>;

const minor = z.string().regex(/^-?\d+$/);

/** One downline's share deducted from the agent's (the differential). */
export const DownlineShareSchema = z.object({
  agentId: z.number().int(),
  account: z.string(),
  contractId: z.number().int(),
  tierIndex: z.number().int().nullable(),
  rateType: z.enum(['P', 'F']).nullable(),
  rate: z.number().int().nullable(),
  baseMinor: minor,
  shareMinor: minor,
});
export type DownlineShare = z.infer<typeof DownlineShareSchema>;

/** An earlier window whose figures changed after it was paid (a round rolled back, a late win). */
export const SettlementCorrectionSchema = z.object({
  statementId: z.string(),
  windowStart: z.string(),
  windowEnd: z.string(),
  /** What that window has paid so far: its amount plus earlier corrections of it. */
  accountedMinor: minor,
  /** What its figures give now. */
  nowMinor: minor,
  differenceMinor: minor,
});
export type SettlementCorrection = z.infer<typeof SettlementCorrectionSchema>;

export const StatementSummarySchema = z.object({
  id: z.string(),
  contractId: z.number().int(),
  agentId: z.number().int(),
  account: z.string(),
  kind: AgentContractKindSchema,
  category: AgentContractCategorySchema,
  period: AgentContractPeriodSchema.nullable(),
  /** Reporting-time-zone times, yyyy-MM-dd HH:mm:ss; the end is exclusive. */
  windowStart: z.string(),
  windowEnd: z.string(),
  validBetMinor: minor,
  netLossMinor: minor,
  activeMembers: z.number().int(),
  tierIndex: z.number().int().nullable(),
  amountMinor: minor,
  correctionMinor: minor,
  payoutMinor: minor,
  outcome: SettlementOutcomeSchema,
  currency: z.string(),
  settledAt: z.string(),
  /** The ledger transfer paying it (null when it pays nothing) and whether it has posted. */
  transferId: z.string().nullable(),
  paid: z.boolean(),
  /** Held for two staff members' approval (a payout above the threshold; decision 055), or null. */
  approval: z
    .object({
      status: z.enum(['PENDING', 'APPROVED', 'REJECTED']),
      heldAt: z.string(),
      firstApprovedBy: z.string().nullable(),
      decidedBy: z.string().nullable(),
      decidedAt: z.string().nullable(),
      /** Why staff rejected it. */
      reason: z.string().nullable(),
    })
    .nullable(),
});
export type StatementSummary = z.infer<typeof StatementSummarySchema>;

export const StatementSchema = StatementSummarySchema.extend({
  /** Null for a house contract. */
  uplineId: z.number().int().nullable(),
  timeZone: z.string(),
  figures: z.object({
    rounds: z.number().int(),
    betMinor: minor,
    validBetMinor: minor,
    payoutMinor: minor,
    houseNetMinor: minor,
    bonusCostMinor: minor,
    netLossMinor: minor,
  }),
  activeMembers: z.number().int(),
  /** The active members' ids when few (≤ 50), always their count and a SHA-256 of the sorted ids. */
  activeMemberIds: z.array(z.number().int()).nullable(),
  activeMembersHash: z.string(),
  tiers: z.array(
    z.object({
      minValidBetMinor: z.string(),
      minNetLossMinor: z.string().optional(),
      minActiveMembers: z.number().int(),
      rateType: z.enum(['P', 'F']),
      rate: z.number().int(),
    }),
  ),
  rateType: z.enum(['P', 'F']).nullable(),
  rate: z.number().int().nullable(),
  /** What the rate applies to: valid bet (salaries), net loss less the carry-over (dividends). */
  baseMinor: minor,
  carryInMinor: minor,
  carryOutMinor: minor,
  /** The team's share at the agent's tier, before the downlines' shares. */
  grossMinor: minor,
  downlineShares: z.array(DownlineShareSchema),
  downlineTotalMinor: minor,
  corrections: z.array(SettlementCorrectionSchema),
  debtInMinor: minor,
  debtOutMinor: minor,
  inputsHash: z.string(),
});
export type Statement = z.infer<typeof StatementSchema>;

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** GET /wps/agent/income/statements: the caller's statements, newest window first. */
export const IncomeStatementsQuerySchema = z.object({
  kind: AgentContractKindSchema.optional(),
  /** First and last reporting day of the windows' start, included. */
  from: day.optional(),
  to: day.optional(),
  ...PAGE_QUERY_FIELDS,
});
export const IncomeTotalsSchema = z.object({
  statements: z.number().int(),
  amountMinor: minor,
  correctionMinor: minor,
  payoutMinor: minor,
});
export const IncomeStatementPageSchema = PagedSchema(StatementSummarySchema).extend({
  from: z.string(),
  to: z.string(),
  totals: IncomeTotalsSchema,
});
export type IncomeStatementPage = z.infer<typeof IncomeStatementPageSchema>;

/** GET /wps/agent/income/summary: totals by kind over the range (the "my income" page). */
export const IncomeSummaryQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const IncomeSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  currency: z.string(),
  kinds: z.array(IncomeTotalsSchema.extend({ kind: AgentContractKindSchema })),
  totals: IncomeTotalsSchema,
});
export type IncomeSummary = z.infer<typeof IncomeSummarySchema>;

export const StatementIdParamsSchema = z.object({ statementId: z.string().uuid() });

/** GET /wps/admin/agents/settlements: every statement, with filters. */
export const StaffStatementsQuerySchema = IncomeStatementsQuerySchema.extend({
  agentId: z.coerce.number().int().min(1).max(2_147_483_647).optional(),
  outcome: SettlementOutcomeSchema.optional(),
});
export const StaffStatementPageSchema = PagedSchema(StatementSummarySchema);

/**
 * POST /wps/admin/agents/settlements/run: settle (or settle again) one window of a kind. The
 * window is the one containing `at` (an instant, or a reporting day's start). A re-run writes
 * the statements still missing and pays the ones not paid; it never changes one.
 */
export const RunSettlementRequestSchema = z
  .object({
    kind: AgentContractKindSchema,
    period: AgentContractPeriodSchema.optional(),
    at: z.union([day, z.string().datetime({ offset: true })]),
  })
  .strict();
export const RunSettlementResultSchema = z.object({
  kind: AgentContractKindSchema,
  period: AgentContractPeriodSchema.nullable(),
  windowStart: z.string(),
  windowEnd: z.string(),
  statementsWritten: z.number().int(),
  statementsExisting: z.number().int(),
  transfersPosted: z.number().int(),
  paidMinor: minor,
});
export type RunSettlementResult = z.infer<typeof RunSettlementResultSchema>;

// Four eyes on large payouts (decision 055).

/** The settlement's settings: active members, and the payout above which two staff approve. */
export const SettlementSettingsSchema = z.object({
  activeMinValidBetMinor: z.string(),
  activeMinDepositMinor: z.string(),
  approvalAboveMinor: z.string(),
  version: z.number().int(),
});
export type SettlementSettings = z.infer<typeof SettlementSettingsSchema>;

const amount = z.string().regex(/^\d{1,15}$/, 'Whole centavos, 0 or more');
export const SettlementSettingsUpdateSchema = z
  .object({
    activeMinValidBetMinor: amount,
    activeMinDepositMinor: amount,
    approvalAboveMinor: amount,
    version: z.number().int().min(1),
  })
  .strict();
export type SettlementSettingsUpdate = z.infer<typeof SettlementSettingsUpdateSchema>;

export const PAYOUT_APPROVAL_STATUSES = ['PENDING', 'APPROVED', 'REJECTED'] as const;
/** GET /wps/admin/agents/settlements/approvals */
export const PayoutApprovalsQuerySchema = z.object({
  status: z.enum(PAYOUT_APPROVAL_STATUSES).optional(),
  ...PAGE_QUERY_FIELDS,
});
export const PayoutApprovalSchema = z.object({
  statementId: z.string(),
  agentId: z.number().int(),
  account: z.string(),
  kind: AgentContractKindSchema,
  windowStart: z.string(),
  windowEnd: z.string(),
  amountMinor: minor,
  currency: z.string(),
  thresholdMinor: minor,
  status: z.enum(PAYOUT_APPROVAL_STATUSES),
  heldAt: z.string(),
  firstApprovedBy: z.string().nullable(),
  firstApprovedAt: z.string().nullable(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reason: z.string().nullable(),
});
export type PayoutApproval = z.infer<typeof PayoutApprovalSchema>;
export const PayoutApprovalPageSchema = PagedSchema(PayoutApprovalSchema);
export type PayoutApprovalPage = z.infer<typeof PayoutApprovalPageSchema>;
export const PayoutRejectRequestSchema = z.object({ reason: z.string().max(500).optional() }).strict();
