import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Players and agents. `type`: 0 member, 1/2/41/42 agent, 4 trial (spec §3). */
export const members = pgTable(
  'members',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 100_001 }),
    account: text('account').notNull(),
    nickname: text('nickname'),
    type: smallint('type').notNull().default(0),
    passwordHash: text('password_hash').notNull(),
    email: text('email'),
    dialingCode: text('dialing_code'),
    mobileNum: text('mobile_num'),
    payeeName: text('payee_name'),
    currency: char('currency', { length: 3 }).notNull().default('PHP'),
    language: text('language').notNull().default('TY'),
    uplineId: bigint('upline_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    /** Code that places new registrations under this member (agents' invitation code). */
    affiliateCode: text('affiliate_code'),
    status: text('status').notNull().default('ACTIVE'),
    vipLevel: integer('vip_level').notNull().default(0),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('members_account_lower').on(sql`lower(${table.account})`),
    uniqueIndex('members_mobile').on(table.dialingCode, table.mobileNum),
    uniqueIndex('members_affiliate_code').on(sql`lower(${table.affiliateCode})`),
    index('members_upline').on(table.uplineId),
  ],
);

/**
 * Closure table of the agent tree: one row per (ancestor, descendant) pair, depth 0 for the
 * member itself, so "whole team" questions are one indexed query.
 */
export const memberHierarchy = pgTable(
  'member_hierarchy',
  {
    ancestorId: bigint('ancestor_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    descendantId: bigint('descendant_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    depth: integer('depth').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.ancestorId, table.descendantId] }),
    index('member_hierarchy_descendant').on(table.descendantId, table.depth),
  ],
);
