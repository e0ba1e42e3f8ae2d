import type {
  AgentContractCategory,
  AgentContractKind,
  AgentContractPeriod,
  AgentContractStatus,
  AgentContractTier,
} from '@perya/contracts';
import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { members } from '../members/members.tables';

/**
 * Salary and dividend contracts between an upline and a direct downline (spec §3, §4; the model:
 * packages/contracts/src/agent-contracts.ts). Rows are never deleted: a changed contract is a new
 * row that `supersedes` the old one, so a settlement can always name the terms it paid on.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: serial('id').primaryKey(),
    uplineId: bigint('upline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    downlineId: bigint('downline_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    kind: text('kind').$type<AgentContractKind>().notNull(),
    /** 'ALL' or one game category (contracts' AGENT_CONTRACT_CATEGORIES). */
    category: text('category').$type<AgentContractCategory>().notNull().default('ALL'),
    status: text('status').$type<AgentContractStatus>().notNull(),
    /** D daily, W weekly, H semi-monthly, M monthly; null for hourly and real-time salary. */
    period: text('period').$type<AgentContractPeriod>(),
    tiers: jsonb('tiers').$type<AgentContractTier[]>().notNull().default([]),
    /** The contract this offer replaces once accepted (a change of terms). */
    supersedes: integer('supersedes'),
    /** Who asked for the termination while TERMINATION_REQUESTED. */
    terminationRequestedBy: bigint('termination_requested_by', { mode: 'number' }),
    /** When the downline accepted: settlement counts play from here on. */
    effectiveFrom: timestamp('effective_from', { withTimezone: true }),
    /** When it stopped binding (terminated, superseded): settlement counts play up to here. */
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Optimistic concurrency for the state changes (spec §4 actions). */
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('agent_contracts_downline').on(table.downlineId, table.status),
    index('agent_contracts_upline').on(table.uplineId, table.status),
    check(
      'agent_contracts_period_of_kind',
      sql`(${table.kind} in ('DIVIDEND', 'DAILY_SALARY')) = (${table.period} is not null)`,
    ),
  ],
);
