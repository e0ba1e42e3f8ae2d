import { z } from 'zod';

import { PAGE_QUERY_FIELDS as page, PagedSchema } from './paging';
import { TRANSACTION_KINDS } from './wallet';

// The back office's members (issue 16, modules/member-admin): search, profile, ledger, bets,
// sessions and devices, notes, the staff actions, and the risk links between members.

/** Highest VIP level staff may set until the VIP programme (issue 20) defines its own levels. */
export const MEMBER_VIP_LEVEL_MAX = 10;
/** Most rows a CSV export of a filtered list holds. */
export const MEMBER_ADMIN_EXPORT_MAX_ROWS = 100_000;
/** Longest note on a member's profile. */
export const MEMBER_NOTE_MAX_LENGTH = 2000;

const id = z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER);
const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Not a date (YYYY-MM-DD)');
const format = z.enum(['json', 'csv']).default('json');
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export const MemberParamsSchema = z.object({ memberId: id });
export const MemberSessionParamsSchema = z.object({ memberId: id, sessionId: z.uuid() });

export const MEMBER_STATUSES = ['ACTIVE', 'SUSPENDED'] as const;
export const MEMBER_KINDS = ['member', 'agent', 'trial'] as const;
export const MEMBER_SORT_KEYS = ['createdAt', 'account', 'lastLoginAt', 'id', 'vipLevel'] as const;

/**
 * The member list: `q` is matched as an exact id (digits), an exact e-mail (has @), an exact mobile
 * number (digits, with or without the country code) and a username prefix, at once.
 */
export const StaffMemberQuerySchema = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(MEMBER_STATUSES).optional(),
  kind: z.enum(MEMBER_KINDS).optional(),
  registeredFrom: day.optional(),
  registeredTo: day.optional(),
  hasDeposited: booleanQuery.optional(),
  uplineId: id.optional(),
  sort: z.enum(MEMBER_SORT_KEYS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  format,
  ...page,
});
export type StaffMemberQuery = z.infer<typeof StaffMemberQuerySchema>;

export const StaffMemberRowSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  type: z.number().int(),
  isAgent: z.boolean(),
  status: z.enum(MEMBER_STATUSES),
  vipLevel: z.number().int(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  uplineId: z.number().int().nullable(),
  uplineAccount: z.string().nullable(),
  registeredIp: z.string().nullable(),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
});
export type StaffMemberRow = z.infer<typeof StaffMemberRowSchema>;
export const StaffMemberPageSchema = PagedSchema(StaffMemberRowSchema);

export const MemberWalletBalanceSchema = z.object({
  /** MAIN, or the provider's code for a provider wallet. */
  wallet: z.string(),
  currency: z.string(),
  balanceMinor: z.string(),
  heldMinor: z.string(),
});

export const MEMBER_LINK_KINDS = ['IP', 'DEVICE', 'PAYOUT_NAME', 'PAYOUT_ACCOUNT'] as const;
export const MemberLinkSchema = z.object({
  kind: z.enum(MEMBER_LINK_KINDS),
  /** The shared value: an address, a device id, a payout holder's name or account number. */
  value: z.string(),
  /** Other members sharing it (all of them, not only those listed). */
  memberCount: z.number().int(),
  members: z.array(z.object({ id: z.number().int(), account: z.string(), status: z.enum(MEMBER_STATUSES) })),
});
export type MemberLink = z.infer<typeof MemberLinkSchema>;

export const StaffMemberProfileSchema = StaffMemberRowSchema.extend({
  /** Optimistic version: every staff action sends it back; a change since → STALE_RECORD. */
  version: z.number().int(),
  payeeName: z.string().nullable(),
  birthday: z.string().nullable(),
  currency: z.string(),
  language: z.string(),
  registeredDomain: z.string().nullable(),
  lastLoginIp: z.string().nullable(),
  mustChangePassword: z.boolean(),
  hasPaymentPassword: z.boolean(),
  paymentPasswordFailures: z.number().int(),
  totpEnabled: z.boolean(),
  teamSize: z.number().int(),
  balances: z.array(MemberWalletBalanceSchema),
  /** Bonus turnover still to wager before the bonus money may be withdrawn. */
  wageringOwedMinor: z.string(),
  openSessions: z.number().int(),
  links: z.array(MemberLinkSchema),
});
export type StaffMemberProfile = z.infer<typeof StaffMemberProfileSchema>;

/** Keyset pages of long histories: `cursor` is the previous page's `nextCursor`. */
const cursorPage = {
  cursor: z
    .string()
    .max(200)
    .regex(/^[A-Za-z0-9_-]*$/)
    .optional(),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
};
const CursorPagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({ list: z.array(item), pageSize: z.number().int(), nextCursor: z.string().nullable() });

export const StaffMemberLedgerQuerySchema = z.object({
  kind: z.enum(TRANSACTION_KINDS).optional(),
  from: day.optional(),
  to: day.optional(),
  format,
  ...cursorPage,
});
export type StaffMemberLedgerQuery = z.infer<typeof StaffMemberLedgerQuerySchema>;

export const StaffLedgerEntrySchema = z.object({
  id: z.string(),
  kind: z.string(),
  status: z.string(),
  /** Signed from the member's side: negative leaves one of their wallets. */
  amountMinor: z.string(),
  currency: z.string(),
  debitAccount: z.string(),
  creditAccount: z.string(),
  reference: z.string().nullable(),
  createdAt: z.string(),
});
export const StaffLedgerPageSchema = CursorPagedSchema(StaffLedgerEntrySchema);

export const ROUND_STATUSES = ['OPEN', 'CLOSED', 'ROLLED_BACK'] as const;
export const StaffMemberBetQuerySchema = z.object({
  vendorCode: z.string().trim().max(32).optional(),
  gameCode: z.string().trim().max(100).optional(),
  status: z.enum(ROUND_STATUSES).optional(),
  from: day.optional(),
  to: day.optional(),
  format,
  ...cursorPage,
});
export type StaffMemberBetQuery = z.infer<typeof StaffMemberBetQuerySchema>;

export const StaffBetRoundSchema = z.object({
  vendorCode: z.string(),
  roundId: z.string(),
  gameCode: z.string(),
  currency: z.string(),
  betMinor: z.string(),
  winMinor: z.string(),
  status: z.enum(ROUND_STATUSES),
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export const StaffBetPageSchema = CursorPagedSchema(StaffBetRoundSchema);

export const StaffMemberSessionSchema = z.object({
  id: z.string(),
  ip: z.string(),
  device: z.string(),
  deviceId: z.string().nullable(),
  userAgent: z.string(),
  method: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** Open now (neither revoked nor expired). */
  isOpen: z.boolean(),
  revokedAt: z.string().nullable(),
  revokedReason: z.string().nullable(),
});
export const StaffMemberSessionsSchema = z.object({
  sessions: z.array(StaffMemberSessionSchema),
  knownIps: z.array(z.object({ ip: z.string(), firstSeenAt: z.string(), lastSeenAt: z.string() })),
});

export const MemberNoteSchema = z.object({
  id: z.number().int(),
  body: z.string(),
  staffId: z.number().int(),
  staffName: z.string(),
  createdAt: z.string(),
});
export const MemberNoteListSchema = z.object({ list: z.array(MemberNoteSchema) });
export const CreateMemberNoteRequestSchema = z.object({
  body: z.string().trim().min(1).max(MEMBER_NOTE_MAX_LENGTH),
});

/** Every staff action on a member: the version the staff member opened, and why. */
const action = {
  version: z.number().int().min(0).max(2_147_483_647),
  reason: z.string().trim().max(500).optional(),
};
export const MemberActionRequestSchema = z.object(action);
export type MemberActionRequest = z.infer<typeof MemberActionRequestSchema>;
export const ChangeUplineRequestSchema = z.object({
  ...action,
  uplineId: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
});
export const SetVipLevelRequestSchema = z.object({
  ...action,
  vipLevel: z.number().int().min(0).max(MEMBER_VIP_LEVEL_MAX),
});
export const RevokeMemberSessionRequestSchema = z.object({ reason: z.string().trim().max(500).optional() });

export const MemberActionResultSchema = z.object({ id: z.number().int(), version: z.number().int() });
