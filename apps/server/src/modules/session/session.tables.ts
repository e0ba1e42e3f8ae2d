import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import type { StaffSecondFactorState } from '@perya/contracts';

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
    /** A staff session's second factor: ENROL or CODE until done (null for members). */
    secondFactor: text('second_factor').$type<StaffSecondFactorState>(),
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
  /** The first factor: a password, or an SMS code (then the second is the authenticator app). */
  sessionMethod: text('session_method').$type<'PASSWORD' | 'SMS'>().notNull().default('PASSWORD'),
  attempts: integer('attempts').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  completedAt: timestamp('completed_at', { withTimezone: true }),
});

/**
 * Attempt counters in fixed windows, one row per key ("member:ana", "ip:203.0.113.9",
 * "payment:42"): failed logins, failed payment passwords. A check reserves its place with one
 * conditional statement, so concurrent guesses queue on the row and none gets past the limit
 * (issue 22 item 4). Logged, unlike the rate-limit counters: a lock must survive a restart.
 */
export const attemptCounters = pgTable(
  'attempt_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('attempt_counters_window_ends_at').on(table.windowEndsAt)],
);
