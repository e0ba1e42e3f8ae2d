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
export const AuditQuerySchema = z.object({
  targetKind: z.string().max(32).optional(),
  targetId: z.string().max(64).optional(),
  ...page,
});
