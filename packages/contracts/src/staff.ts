import { z } from 'zod';

import { PAGE_QUERY_FIELDS as page, PagedSchema } from './paging';
import { STAFF_ROLES } from './staff-access';
import { TextSchema } from './text';

// Staff management by the owner (modules/staff, issue 16): the list, invitations, edits with an
// optimistic version, disable/enable and the second-factor reset.

export const STAFF_STATUSES = ['ACTIVE', 'DISABLED', 'INVITED'] as const;
export type StaffStatus = (typeof STAFF_STATUSES)[number];

/** A username staff log in with: 3-32 letters, digits, _ . or -, starting with a letter. */
export const STAFF_USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9_.-]{2,31}$/;

export const StaffMemberSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  displayName: z.string(),
  role: z.enum(STAFF_ROLES),
  status: z.enum(STAFF_STATUSES),
  /** Whether an authenticator is enrolled (false: the next login enrols one). */
  secondFactorEnrolled: z.boolean(),
  /** Unused recovery codes left. */
  recoveryCodesLeft: z.number().int(),
  /** Sent back with an edit: a mismatch answers STALE_RECORD. */
  version: z.number().int(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  createdBy: z.string().nullable(),
  /** While invited: when the temporary password stops working (ISO time); past it, re-send the invitation. */
  invitationExpiresAt: z.string().nullable(),
});
export type StaffMember = z.infer<typeof StaffMemberSchema>;
export const StaffPageSchema = PagedSchema(StaffMemberSchema);

export const STAFF_SORT_KEYS = ['username', 'displayName', 'role', 'status', 'createdAt', 'lastLoginAt'] as const;
export const SORT_ORDERS = ['asc', 'desc'] as const;

export const StaffListQuerySchema = z.object({
  role: z.enum(STAFF_ROLES).optional(),
  status: z.enum(STAFF_STATUSES).optional(),
  /** Part of the username or display name (case-insensitive). */
  username: z.string().trim().max(64).optional(),
  sort: z.enum(STAFF_SORT_KEYS).default('username'),
  order: z.enum(SORT_ORDERS).default('asc'),
  ...page,
});

export const StaffIdParamsSchema = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

export const StaffInviteRequestSchema = z.object({
  username: z.string().trim().regex(STAFF_USERNAME_PATTERN),
  displayName: z.string().trim().min(1).max(64),
  role: z.enum(STAFF_ROLES),
});
/** The invitation: a temporary password shown to the owner this once; the first login replaces it. */
/** Fewest and most characters of an owner's reason for a staff change (like other staff reasons). */
export const STAFF_REASON_MIN_LENGTH = 2;
export const STAFF_REASON_MAX_LENGTH = 200;

/**
 * Why an owner disables, enables or resets a staff member's second factor: required (REASON_REQUIRED
 * when missing, blank or shorter than STAFF_REASON_MIN_LENGTH, checked by the server so that the
 * answer is the same whatever was left out), plain text of at most STAFF_REASON_MAX_LENGTH, kept in
 * the audit entry.
 */
export const StaffReasonRequestSchema = z.object({
  reason: TextSchema.pipe(z.string().trim().max(STAFF_REASON_MAX_LENGTH)).optional(),
});

export const StaffInviteResultSchema = z.object({
  staff: StaffMemberSchema,
  temporaryPassword: z.string(),
  /** When the temporary password stops working (ISO time). */
  expiresAt: z.string(),
});

export const StaffUpdateRequestSchema = z.object({
  displayName: z.string().trim().min(1).max(64).optional(),
  role: z.enum(STAFF_ROLES).optional(),
  version: z.number().int().min(0).max(2_147_483_647),
});
