import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';

export type SessionMethod = 'PASSWORD' | 'SMS' | 'REGISTER' | 'FREEPLAY' | 'PASSWORD_RESET';

/**
 * Sessions of players and staff. The bearer token is random and only its SHA-256 is stored; a
 * session ends at its absolute expiry, after its idle timeout, or when revoked.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    tokenHash: text('token_hash').notNull().unique(),
    subjectKind: text('subject_kind').$type<'MEMBER' | 'STAFF'>().notNull(),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    staffId: integer('staff_id').references(() => staffUsers.id),
    ip: text('ip').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    device: text('device').notNull().default(''),
    /** How it was opened: a password login may have to change the password before anything else. */
    method: text('method').$type<SessionMethod>().notNull().default('PASSWORD'),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    idleExpiresAt: timestamp('idle_expires_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    revokedReason: text('revoked_reason'),
  },
  (table) => [
    index('sessions_member_open')
      .on(table.memberId)
      .where(sql`${table.revokedAt} is null`),
    index('sessions_staff_open')
      .on(table.staffId)
      .where(sql`${table.revokedAt} is null`),
  ],
);

/** Addresses a member has logged in from; a new one asks for a second factor. */
export const memberKnownIps = pgTable(
  'member_known_ips',
  {
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    ip: text('ip').notNull(),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.ip] })],
);

/** A password login waiting for its second factor. */
export const loginChallenges = pgTable('login_challenges', {
  id: uuid('id').primaryKey(),
  memberId: bigint('member_id', { mode: 'number' })
    .notNull()
    .references(() => members.id),
  ip: text('ip').notNull(),
  userAgent: text('user_agent').notNull().default(''),
  page: text('page').$type<'portal' | 'agent'>().notNull(),
  methods: text('methods').array().notNull(),
  /** Decided at the password step (only it sees the password), applied when the session opens. */
  mustChangePassword: boolean('must_change_password').notNull().default(false),
  passwordExpired: boolean('password_expired').notNull().default(false),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/** Failed logins, by account and by address: they turn on the captcha and then lock the account. */
export const loginFailures = pgTable(
  'login_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    accountKey: text('account_key').notNull(),
    ip: text('ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('login_failures_account').on(table.accountKey, table.createdAt),
    index('login_failures_ip').on(table.ip, table.createdAt),
  ],
);
