import { z } from 'zod';

import { PAGE_QUERY_FIELDS as page, PagedSchema } from './paging';

// The audit trail (modules/audit): who did what to which record.

export const AuditEntrySchema = z.object({
  id: z.number().int(),
  actor: z.string(),
  action: z.string(),
  targetKind: z.string(),
  targetId: z.string(),
  detail: z.record(z.string(), z.unknown()),
  ip: z.string().nullable(),
  createdAt: z.string(),
});
export const AuditPageSchema = PagedSchema(AuditEntrySchema);
/** A day (2026-11-26, the whole day in UTC) or an instant (2026-11-26T08:00:00+08:00). */
const AuditTimeSchema = z.union([z.iso.date(), z.iso.datetime({ offset: true })]);
/** At most this many rows in one CSV export (the newest first unless asked otherwise). */
export const AUDIT_EXPORT_MAX_ROWS = 100_000;

export const AuditQuerySchema = z.object({
  /** The actor's name exactly (staff username, member account or job name), case-insensitive. */
  actorName: z.string().trim().max(64).optional(),
  /** The start of the action: "staff." finds staff.invite, staff.disable … */
  action: z.string().trim().max(64).optional(),
  targetKind: z.string().max(32).optional(),
  targetId: z.string().max(64).optional(),
  /** From this day or instant (inclusive). */
  from: AuditTimeSchema.optional(),
  /** Up to this day (its end, inclusive) or instant (exclusive). */
  to: AuditTimeSchema.optional(),
  sort: z.enum(['createdAt']).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
  /** csv: every filtered row (up to AUDIT_EXPORT_MAX_ROWS) as text/csv, paging ignored. */
  format: z.enum(['json', 'csv']).default('json'),
  ...page,
});
