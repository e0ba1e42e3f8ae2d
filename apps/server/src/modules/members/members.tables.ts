import { sql } from 'drizzle-orm';
import {
  bigint,
  char,
  date,
  index,
  boolean,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';

/** Contact handles a member may give at registration (spec §3): LINE, WhatsApp, Telegram … */
export type MemberContacts = Partial<
  Record<'qqNum' | 'line' | 'whatsapp' | 'facebook' | 'wechat' | 'telegram' | 'zalo' | 'recommenderId', string>
>;

/** Know-your-customer details collected after registration. */
export type MemberKyc = Partial<
  Record<'idNumber' | 'fullname' | 'address' | 'nationality' | 'occupation' | 'sourceOfIncome', string>
>;

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
    /** Times in the member's records are shown at this UTC offset (480: GMT+8, Manila). */
    utcOffsetMinutes: smallint('utc_offset_minutes').notNull().default(480),
    uplineId: bigint('upline_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    /** Code that places new registrations under this member (agents' invitation code). */
    affiliateCode: text('affiliate_code'),
    /** A member's own code for inviting friends (spec §2.5 referral). */
    referralCode: text('referral_code'),
    referredById: bigint('referred_by_id', { mode: 'number' }).references((): AnyPgColumn => members.id),
    status: text('status').$type<'ACTIVE' | 'SUSPENDED'>().notNull().default('ACTIVE'),
    vipLevel: integer('vip_level').notNull().default(0),
    paymentPasswordHash: text('payment_password_hash'),
    /** Wrong payment passwords since the last right one or reset: at the limit, it is locked (issue 22 item 6). */
    paymentPasswordFailures: integer('payment_password_failures').notNull().default(0),
    birthday: date('birthday', { mode: 'string' }),
    avatarId: smallint('avatar_id').notNull().default(1),
    contacts: jsonb('contacts').$type<MemberContacts>().notNull().default({}),
    kyc: jsonb('kyc').$type<MemberKyc>().notNull().default({}),
    totpSecret: text('totp_secret'),
    totpPendingSecret: text('totp_pending_secret'),
    /** The time-step of the last authenticator code used: each code is good once (issue 22 item 11). */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    registeredIp: text('registered_ip'),
    registeredDomain: text('registered_domain'),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff asked for a new login password: the next login must change it (issue 16). */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    /** Optimistic version of the record as staff see it: every staff change adds one (issue 16). */
    version: integer('version').notNull().default(0),
  },
  (table) => [
    uniqueIndex('members_account_lower').on(sql`lower(${table.account})`),
    uniqueIndex('members_mobile').on(table.dialingCode, table.mobileNum),
    uniqueIndex('members_affiliate_code').on(sql`lower(${table.affiliateCode})`),
    uniqueIndex('members_referral_code').on(sql`lower(${table.referralCode})`),
    uniqueIndex('members_email_lower').on(sql`lower(${table.email})`),
    index('members_upline').on(table.uplineId),
    // The back office's member search and list (issue 16, decision 029).
    index('members_account_prefix').on(sql`lower(${table.account}) text_pattern_ops`),
    index('members_mobile_num').on(table.mobileNum),
    index('members_created').on(table.createdAt, table.id),
    index('members_registered_ip').on(table.registeredIp),
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

/** E-mailed password-reset links: single use, expiring; only the token's hash is kept. */
export const passwordResets = pgTable('password_resets', {
  id: uuid('id').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
});
