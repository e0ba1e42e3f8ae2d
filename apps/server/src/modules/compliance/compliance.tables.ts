import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  char,
  check,
  customType,
  date,
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

import type { KycDocumentType, KycTier } from '@perya/contracts';

import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/** The operator's compliance settings: one row (id 1), defaults from domain-rules §6. */
export const complianceSettings = pgTable(
  'compliance_settings',
  {
    id: smallint('id').primaryKey().default(1),
    minimumAge: smallint('minimum_age').notNull().default(21),
    withdrawalTier: text('withdrawal_tier').$type<KycTier>().notNull().default('VERIFIED'),
    largeDepositTier: text('large_deposit_tier').$type<KycTier>().notNull().default('VERIFIED'),
    largeDepositAboveMinor: bigint('large_deposit_above_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`5000000`),
    coveredThresholdMinor: bigint('covered_threshold_minor', { mode: 'bigint' })
      .notNull()
      .default(sql`500000000`),
    structuringFloorBps: integer('structuring_floor_bps').notNull().default(8000),
    structuringCount: integer('structuring_count').notNull().default(3),
    structuringWindowHours: integer('structuring_window_hours').notNull().default(72),
    strDeadlineWorkingDays: integer('str_deadline_working_days').notNull().default(5),
    /** Where the AML scan has read up to (completed deposits and withdrawals by completion time). */
    amlScannedUntil: timestamp('aml_scanned_until', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('compliance_settings_one_row', sql`${table.id} = 1`),
    check('compliance_settings_age', sql`${table.minimumAge} between 18 and 99`),
  ],
);

/** Each member's KYC standing; absent means tier NONE. */
export const kycProfiles = pgTable('kyc_profiles', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  tier: text('tier').$type<KycTier>().notNull(),
  /** Set when a change of name or payout account asks for verification again. */
  reverifyReason: text('reverify_reason'),
  /** The self-declaration at registration: not a prohibited person (domain-rules §6), and when. */
  declaredNotProhibitedAt: timestamp('declared_not_prohibited_at', { withTimezone: true }),
  /**
   * Set when its agent made the account in the register centre: the declaration is the member's
   * own, so it is owed until the member makes it at its first login (decision 055).
   */
  declarationOwedAt: timestamp('declaration_owed_at', { withTimezone: true }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/** Documents a member sent for verification, and staff's decision with its reason. */
export const kycSubmissions = pgTable(
  'kyc_submissions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    documentType: text('document_type').$type<KycDocumentType>().notNull(),
    documentNumber: text('document_number').notNull(),
    fullName: text('full_name').notNull(),
    birthday: date('birthday').notNull(),
    documentUploadId: uuid('document_upload_id').notNull(),
    selfieUploadId: uuid('selfie_upload_id').notNull(),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    reason: text('reason'),
    reviewedByStaffId: integer('reviewed_by_staff_id').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('kyc_submissions_member').on(table.memberId, table.createdAt),
    index('kyc_submissions_status').on(table.status, table.createdAt),
    // One submission waits for staff at a time.
    uniqueIndex('kyc_submissions_one_pending')
      .on(table.memberId)
      .where(sql`${table.status} = 'PENDING'`),
    check('kyc_submissions_status_values', sql`${table.status} in ('PENDING', 'APPROVED', 'REJECTED')`),
  ],
);

/** The operator's screening list (an NDRP extract or their own): replaced whole by each import. */
export const screeningEntries = pgTable(
  'screening_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Lower case, accents removed, words sorted: "Dela Cruz, Juan" and "juan dela cruz" meet. */
    nameKey: text('name_key').notNull(),
    fullName: text('full_name').notNull(),
    birthday: date('birthday'),
    reference: text('reference'),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('screening_entries_name').on(table.nameKey)],
);

/** A member who matched the list: play and deposits wait while OPEN or CONFIRMED. */
export const screeningHits = pgTable(
  'screening_hits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    memberId: bigint('member_id', { mode: 'number' })
      .notNull()
      .references(() => members.id),
    stage: text('stage').$type<'REGISTRATION' | 'KYC' | 'LOGIN'>().notNull(),
    /** The name and birthday matched: a cleared false positive is not raised again for it. */
    matchKey: text('match_key').notNull(),
    matchedName: text('matched_name').notNull(),
    listReference: text('list_reference'),
    status: text('status').$type<'OPEN' | 'CLEARED' | 'CONFIRMED'>().notNull().default('OPEN'),
    reason: text('reason'),
    reviewedByStaffId: integer('reviewed_by_staff_id').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('screening_hits_member_match').on(table.memberId, table.matchKey),
    index('screening_hits_status').on(table.status, table.createdAt),
    index('screening_hits_holding')
      .on(table.memberId)
      .where(sql`${table.status} <> 'CLEARED'`),
  ],
);

/**
 * Covered transactions (AMLA): single transactions above the threshold, one row per source.
 * Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (records kept ≥ 5 years).
 */
export const amlCoveredReports = pgTable(
  'aml_covered_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    sourceKind: text('source_kind').$type<'DEPOSIT' | 'WITHDRAWAL'>().notNull(),
    sourceId: text('source_id').notNull(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    currency: char('currency', { length: 3 }).notNull(),
    thresholdMinor: bigint('threshold_minor', { mode: 'bigint' }).notNull(),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    detectedAt: timestamp('detected_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('aml_covered_reports_source').on(table.sourceKind, table.sourceId),
    index('aml_covered_reports_detected').on(table.detectedAt),
  ],
);

/**
 * Suspicious-transaction cases for staff, with the filing deadline. Never deleted (a trigger
 * refuses DELETE and TRUNCATE); the decision is the only change.
 */
export const amlCases = pgTable(
  'aml_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').$type<'STRUCTURING' | 'SCREENING'>().notNull(),
    /** What opened it, once: e.g. structuring:<member>:<first deposit of the window>. */
    caseKey: text('case_key').notNull().unique(),
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    detail: jsonb('detail').$type<{ summary: string; transactionIds: string[]; totalMinor: string }>().notNull(),
    status: text('status').$type<'OPEN' | 'FILED' | 'DISMISSED'>().notNull().default('OPEN'),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull(),
    deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
    note: text('note'),
    closedByStaffId: integer('closed_by_staff_id').references(() => staffUsers.id),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [
    index('aml_cases_status').on(table.status, table.deadlineAt),
    index('aml_cases_member').on(table.memberId, table.openedAt),
  ],
);

/** Evidence images sent with a family exclusion request (public form: no member owns them). */
export const complianceEvidence = pgTable('compliance_evidence', {
  id: uuid('id').primaryKey(),
  mimeType: text('mime_type').notNull(),
  bytes: bytea('bytes').notNull(),
  sha256: text('sha256').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});

/** Family exclusion requests (PAGCOR: a spouse, parent or adult child), reviewed by staff. */
export const familyExclusionRequests = pgTable(
  'family_exclusion_requests',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull().unique(),
    applicantName: text('applicant_name').notNull(),
    relationship: text('relationship').$type<'SPOUSE' | 'PARENT' | 'CHILD'>().notNull(),
    contact: text('contact').notNull(),
    respondentName: text('respondent_name').notNull(),
    respondentAccount: text('respondent_account'),
    respondentBirthday: date('respondent_birthday'),
    details: text('details').notNull(),
    evidenceIds: uuid('evidence_ids').array().notNull(),
    status: text('status').$type<'PENDING' | 'APPROVED' | 'REJECTED'>().notNull().default('PENDING'),
    memberId: bigint('member_id', { mode: 'number' }).references(() => members.id),
    reason: text('reason'),
    /** Approved and the exclusion created through the protection module. */
    exclusionApplied: boolean('exclusion_applied').notNull().default(false),
    reviewedByStaffId: integer('reviewed_by_staff_id').references(() => staffUsers.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('family_exclusion_requests_status').on(table.status, table.createdAt)],
);

/** Accounts closed by their members (the member row is suspended; this says why and when). */
export const accountClosures = pgTable('account_closures', {
  memberId: bigint('member_id', { mode: 'number' })
    .primaryKey()
    .references(() => members.id),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull(),
  ip: text('ip'),
  detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
});
