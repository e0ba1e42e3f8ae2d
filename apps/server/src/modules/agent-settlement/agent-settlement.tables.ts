import type {
  AgentContractCategory,
  AgentContractKind,
  AgentContractPeriod,
  AgentContractTier,
  DownlineShare,
  SettlementCorrection,
  SettlementOutcome,
} from '@perya/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

// The settlement of agent contracts (decision 035). Statements are written once and never
// changed (a trigger refuses UPDATE and DELETE); what moves is the progress row of each job.

/** The operator's settlement settings: one row. */
export const agentSettlementSettings = pgTable(
  'agent_settlement_settings',
  {
    id: smallint('id').primaryKey().default(1),
    /** An active member bet at least this much valid bet in the window (₱100 by default). */
    activeMinValidBetMinor: bigint('active_min_valid_bet_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000`),
    /**
     * …and deposited real money: at least this much in a day-based window, any first deposit
     * before the end of an hourly or 5-minute window (₱100 by default).
     */
    activeMinDepositMinor: bigint('active_min_deposit_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`10000`),
    /**
     * A payout above this waits for two staff members' approval instead of being paid by the job
     * (four eyes, decision 055; ₱20,000 by default, as money decisions: decision 028).
     */
    approvalAboveMinor: bigint('approval_above_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`2000000`),
    /** Optimistic version of the settings (an edit names the one it read). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('agent_settlement_settings_single_row', sql`${table.id} = 1`),
    check(
      'agent_settlement_settings_amounts',
      sql`${table.approvalAboveMinor} >= 0 and ${table.activeMinValidBetMinor} >= 0 and ${table.activeMinDepositMinor} >= 0`,
    ),
  ],
);

/** How far each job has settled: `job` is `<kind>:<period or ->`; windows ending by `settledThrough` are done. */
export const agentSettlementProgress = pgTable('agent_settlement_progress', {
  job: text('job').primaryKey(),
  settledThrough: timestamp('settled_through', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One contract's settlement of one window, with every input. The transfer paying it (when it
 * pays) has the id `transferId`, derived from (contract, window), and names the statement in its
 * reference; whether it has posted is read from the ledger, so the row never changes.
 */
export const agentSettlementStatements = pgTable(
  'agent_settlement_statements',
  {
    id: uuid('id').primaryKey(),
    contractId: integer('contract_id').notNull(),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    /** The upline that offered the contract; null for a house contract (staff set a root agent's terms). */
    uplineId: bigint('upline_id', { mode: 'number' }),
    kind: text('kind').$type<AgentContractKind>().notNull(),
    category: text('category').$type<AgentContractCategory>().notNull(),
    period: text('period').$type<AgentContractPeriod>(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    windowEnd: timestamp('window_end', { withTimezone: true }).notNull(),
    timeZone: text('time_zone').notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    rounds: integer('rounds').notNull(),
    bet: bigint('bet', { mode: 'bigint' }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    payout: bigint('payout', { mode: 'bigint' }).notNull(),
    bonusCost: bigint('bonus_cost', { mode: 'bigint' }).notNull(),
    /** House net less the bonus cost: what dividends share. */
    netLoss: bigint('net_loss', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    activeMemberIds: jsonb('active_member_ids').$type<number[] | null>(),
    activeMembersHash: text('active_members_hash').notNull(),
    tiers: jsonb('tiers').$type<AgentContractTier[]>().notNull(),
    tierIndex: integer('tier_index'),
    rateType: text('rate_type').$type<'P' | 'F'>(),
    rate: bigint('rate', { mode: 'number' }),
    base: bigint('base', { mode: 'bigint' }).notNull(),
    carryIn: bigint('carry_in', { mode: 'bigint' }).notNull(),
    carryOut: bigint('carry_out', { mode: 'bigint' }).notNull(),
    gross: bigint('gross', { mode: 'bigint' }).notNull(),
    downlineShares: jsonb('downline_shares').$type<DownlineShare[]>().notNull(),
    downlineTotal: bigint('downline_total', { mode: 'bigint' }).notNull(),
    /** This window's own earning: gross less the downlines' shares, never below zero. */
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    corrections: jsonb('corrections').$type<SettlementCorrection[]>().notNull(),
    correction: bigint('correction', { mode: 'bigint' }).notNull(),
    debtIn: bigint('debt_in', { mode: 'bigint' }).notNull(),
    debtOut: bigint('debt_out', { mode: 'bigint' }).notNull(),
    payoutAmount: bigint('payout_amount', { mode: 'bigint' }).notNull(),
    outcome: text('outcome').$type<SettlementOutcome>().notNull(),
    transferId: uuid('transfer_id'),
    inputsHash: text('inputs_hash').notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    // One statement per contract and window, and one per agent, kind, category and window.
    uniqueIndex('agent_settlement_statements_contract_window').on(table.contractId, table.windowStart),
    uniqueIndex('agent_settlement_statements_agent_window').on(
      table.agentId,
      table.kind,
      table.category,
      table.windowStart,
    ),
    index('agent_settlement_statements_kind_window').on(table.kind, table.windowStart),
    check('agent_settlement_statements_payout', sql`${table.payoutAmount} >= 0 and ${table.amount} >= 0`),
  ],
);

export type StatementRow = typeof agentSettlementStatements.$inferSelect;
export type NewStatementRow = typeof agentSettlementStatements.$inferInsert;

export type PayoutApprovalStatus = 'PENDING' | 'APPROVED' | 'REJECTED';

/**
 * A statement whose payout was above the threshold when the job came to pay it (decision 055):
 * held here instead of paid. The first staff approval is recorded (`firstApprovedBy`); a second,
 * different staff member's approval posts the statement's own transfer (its id derived from
 * contract and window, so it pays once) and marks it APPROVED; a rejection keeps its reason and
 * nothing is ever paid for it. The statement itself never changes.
 */
export const agentSettlementApprovals = pgTable(
  'agent_settlement_approvals',
  {
    statementId: uuid('statement_id')
      .primaryKey()
      .references(() => agentSettlementStatements.id),
    agentId: bigint('agent_id', { mode: 'number' }).notNull(),
    kind: text('kind').$type<AgentContractKind>().notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    /** The threshold the payout was above when it was held. */
    thresholdMinor: bigint('threshold_minor', { mode: 'bigint' }).notNull(),
    status: text('status').$type<PayoutApprovalStatus>().notNull(),
    heldAt: timestamp('held_at', { withTimezone: true }).notNull(),
    firstApprovedBy: integer('first_approved_by'),
    firstApprovedByName: text('first_approved_by_name'),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    decidedBy: integer('decided_by'),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** Why it was rejected (what the agent reads). */
    reason: text('reason'),
  },
  (table) => [
    index('agent_settlement_approvals_status').on(table.status, table.heldAt),
    check('agent_settlement_approvals_status_valid', sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

export type PayoutApprovalRow = typeof agentSettlementApprovals.$inferSelect;
