import type { FastifyReply } from 'fastify';

import { toCsv } from '../audit';

// The content lists (announcements — banners, notices, popups, promotions, the notice bar —,
// customer-service links, resources, help topics) export what is filtered as CSV like the other
// back-office lists (`format=csv`, the DataTable's Export). Content lists are short, so the export
// reads them through the same paged list the screen uses, page after page, up to a cap.

/** Rows an export stops at: far above any operator's content, a bound on a request's work. */
export const CONTENT_CSV_CAP = 10_000;
const EXPORT_PAGE_SIZE = 200;

type Page<Row> = { list: Row[]; totalPages: number };

/**
 * Every row the list's filters match, in its sort, as CSV with `columns` of `flat(row)` (nested
 * values as JSON).
 */
export const contentCsv = async <Row extends object>(
  list: (page: { pageNo: number; pageSize: number }) => Promise<Page<Row>>,
  columns: readonly string[],
  flat: (row: Row) => Record<string, unknown> = (row) => row as Record<string, unknown>,
): Promise<string> => {
  const rows: Row[] = [];
  for (let pageNo = 1; rows.length < CONTENT_CSV_CAP; pageNo += 1) {
    const page = await list({ pageNo, pageSize: EXPORT_PAGE_SIZE });
    rows.push(...page.list);
    if (pageNo >= page.totalPages) break;
  }
  return toCsv(
    columns,
    rows.slice(0, CONTENT_CSV_CAP).map((row) => {
      const record = flat(row);
      return columns.map((column) => record[column]);
    }),
  );
};

/** Sends a CSV download named `<name>.csv`. */
export const sendCsv = (reply: FastifyReply, name: string, csv: string) =>
  reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${name}.csv"`)
    .send(csv);
