import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

import type { StaffRole, StaffStatus } from '@perya/contracts';

/**
 * Operators of the back office (issue 16). Every one logs in with a password and an authenticator
 * app (TOTP): the secret is sealed at rest (staff.crypto.ts) and each code is taken once (the last
 * accepted time-step). An invited member logs in first with a temporary password that expires.
 */
export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    username: text('username').notNull(),
    passwordHash: text('password_hash').notNull(),
    displayName: text('display_name').notNull(),
    role: text('role').$type<StaffRole>().notNull().default('READ_ONLY'),
    status: text('status').$type<StaffStatus>().notNull().default('ACTIVE'),
    /** Bumped by every change an owner makes: an edit carries the version it was opened at. */
    version: integer('version').notNull().default(0),
    /** The authenticator's secret, sealed ("st1.<kid>.<iv>.<ciphertext+tag>"); null until enrolled. */
    totpSecret: text('totp_secret'),
    /** A secret set up but not yet confirmed by a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    /** The last time-step a code was accepted for: only later ones are taken. */
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    /** The password was given by an owner (an invitation): the first login replaces it. */
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    /** When an invitation's temporary password stops working. */
    invitationExpiresAt: timestamp('invitation_expires_at', { withTimezone: true }),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (table) => [uniqueIndex('staff_users_username_lower').on(sql`lower(${table.username})`)],
);

/** Ten single-use recovery codes per enrolment, stored as SHA-256 (they are random, not passwords). */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [
    index('staff_recovery_codes_staff').on(table.staffId),
    uniqueIndex('staff_recovery_codes_hash').on(table.codeHash),
  ],
);

/** Keys that seal staff authenticator secrets at rest; one is current, retired ones still open old values. */
export const staffKeys = pgTable('staff_keys', {
  kid: text('kid').primaryKey(),
  /** 32 random bytes, base64. */
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  retiredAt: timestamp('retired_at', { withTimezone: true }),
});
