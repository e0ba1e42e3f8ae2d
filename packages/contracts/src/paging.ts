import { z } from 'zod';

// Paged lists of the wallet, payments and audit: the query's page fields and the page's shape.

export const PAGE_QUERY_FIELDS = {
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
};

export const PagedSchema = <T extends z.ZodType>(item: T) =>
  z.object({
    list: z.array(item),
    pageNo: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    totalPages: z.number().int(),
  });

/** The version of a record a staff member opened: an edit of a changed record is refused (STALE_RECORD). */
export const RecordVersionSchema = z.number().int().min(1).max(2_147_483_647);
