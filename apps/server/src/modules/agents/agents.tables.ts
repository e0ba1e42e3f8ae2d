import { bigint, index, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

import { members } from '../members/members.tables';

export type ContractKind = 'DIVIDEND' | 'DAILY_SALARY' | 'HOURLY_SALARY' | 'REALTIME_SALARY';
export type ContractStatus = 'OFFERED' | 'ACTIVE' | 'TERMINATION_REQUESTED' | 'TERMINATED' | 'REJECTED';

/** Salary and dividend contracts between an upline and a direct downline (spec §3, §4). */
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
    kind: text('kind').$type<ContractKind>().notNull(),
    status: text('status').$type<ContractStatus>().notNull(),
    /** D daily, W weekly, H semi-monthly, M monthly. */
    period: text('period').notNull().default('D'),
    tiers: jsonb('tiers').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('agent_contracts_downline').on(table.downlineId, table.status)],
);
