import type {
  AgentContractCategory,
  AgentContractEventAction,
  AgentContractKind,
  AgentContractPeriod,
  AgentContractStatus,
  AgentContractTier,
} from '@perya/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

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
    /** null: the house (staff set the terms of a root agent, who has no upline: decision 034). */
    uplineId: bigint('upline_id', { mode: 'number' }).references(() => members.id),
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
    // One binding contract and one open offer per member, kind and category: two accepts racing
    // cannot both win (decision 034).
    uniqueIndex('agent_contracts_one_binding')
      .on(table.downlineId, table.kind, table.category)
      .where(sql`status in ('ACTIVE', 'TERMINATION_REQUESTED')`),
    uniqueIndex('agent_contracts_one_offer')
      .on(table.downlineId, table.kind, table.category)
      .where(sql`status = 'OFFERED'`),
    check(
      'agent_contracts_period_of_kind',
      sql`(${table.kind} in ('DIVIDEND', 'DAILY_SALARY')) = (${table.period} is not null)`,
    ),
  ],
);

/**
 * Every change of a contract, append-only (decision 034): who did what, when, from which state to
 * which. The settlement's statements and the agent's history read it; nothing updates or deletes.
 */
export const agentContractEvents = pgTable(
  'agent_contract_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    contractId: integer('contract_id')
      .notNull()
      .references(() => agentContracts.id),
    action: text('action').$type<AgentContractEventAction>().notNull(),
    fromStatus: text('from_status').$type<AgentContractStatus>(),
    toStatus: text('to_status').$type<AgentContractStatus>().notNull(),
    /** MEMBER (upline or downline), STAFF or SYSTEM (a rule ended it). */
    actorKind: text('actor_kind').$type<'MEMBER' | 'STAFF' | 'SYSTEM'>().notNull(),
    actorId: bigint('actor_id', { mode: 'number' }),
    actorName: text('actor_name').notNull(),
    reason: text('reason'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('agent_contract_events_contract').on(table.contractId, table.id)],
);
