import { Button, Group, Pagination, Select, Skeleton, Table, Text, UnstyledButton } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconArrowDown, IconArrowUp, IconArrowsSort, IconDownload, IconMoodEmpty } from '@tabler/icons-react';
import type { KeyboardEvent, ReactNode } from 'react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import { EmptyState } from '@/components/ui/empty-state';
import type { Query, SchemaSource } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { downloadCsv } from '../shell/admin-api';
import { useAdminQuery } from '../shell/admin-query';
import classes from './data-table.module.css';

// The back office's one list component (decision 027): the server pages, sorts and filters; the
// table shows one page at a fixed row height with a sticky header, and its height never changes
// between loading, data and empty, so nothing below it moves.

export type SortOrder = 'asc' | 'desc';
export type TableSort = { key: string; order: SortOrder };

export type DataTableColumn<Row> = {
  /** Unique per table. */
  key: string;
  /** The header's text (translated). */
  header: string;
  render: (row: Row) => ReactNode;
  /** The server's sort key; when set, the header sorts on click (asc, then desc). */
  sortKey?: string;
  /** Fixed width (px or CSS); the remaining columns share the rest. */
  width?: number | string;
  align?: 'left' | 'right' | 'center';
};

/** A server page: the shape of contracts' PagedSchema. */
export type Paged<Row> = { list: Row[]; pageNo: number; pageSize: number; total: number; totalPages: number };

export type DataTableProps<Row> = {
  /** The list route (GET), e.g. '/wps/admin/audit'. */
  path: string;
  /** The page's schema: PagedSchema(ItemSchema) from contracts. */
  schema: SchemaSource<z.ZodType<Paged<Row>>>;
  columns: DataTableColumn<Row>[];
  rowKey: (row: Row) => string | number;
  /** The accessible name of the table. */
  label: string;
  /** Applied filters, sent as query parameters (empty strings and undefined are left out). Changing them goes back to page 1. */
  filters?: Query;
  /** The filters bar's fields (left of the Export button). */
  filtersBar?: ReactNode;
  defaultSort?: TableSort;
  /** Rows per page (25 by default; the footer offers 25, 50, 100). */
  pageSize?: number;
  /** Row height in px (36 by default). */
  rowHeight?: number;
  /** Called by a click on a row or Enter on the focused row. */
  onOpen?: (row: Row) => void;
  /** Shows "Export CSV": the same filters and sort with format=csv, saved as `<exportName>.csv`. */
  exportName?: string;
  emptyText?: string;
  /** The most the table may take (CSS); by default what is left under a page header and a filters bar. */
  maxHeight?: string;
};

const PAGE_SIZES = ['25', '50', '100'];
const HEADER_HEIGHT = 34;

const cleanQuery = (query: Query = {}): Query =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== undefined && value !== null),
  );

const ariaSort = (sort: TableSort | undefined, key: string | undefined) =>
  sort && key && sort.key === key ? (sort.order === 'asc' ? 'ascending' : 'descending') : 'none';

/** A server-side list: paging, sort by header (aria-sort), filters, keyboard rows, CSV export. */
export const DataTable = <Row,>({
  path,
  schema,
  columns,
  rowKey,
  label,
  filters,
  filtersBar,
  defaultSort,
  pageSize: initialPageSize = 25,
  rowHeight = 36,
  onOpen,
  exportName,
  emptyText,
  maxHeight = 'calc(100dvh - 250px)',
}: DataTableProps<Row>) => {
  const { t } = useTranslation('admin');
  const [pageNo, setPageNo] = useState(1);
  const [pageSize, setPageSize] = useState(initialPageSize);
  const [sort, setSort] = useState<TableSort | undefined>(defaultSort);
  const [active, setActive] = useState(0);
  const [exporting, setExporting] = useState(false);
  const rowRefs = useRef<(HTMLTableRowElement | null)[]>([]);
  const applied = cleanQuery(filters);
  const filtersKey = JSON.stringify(applied);

  // New filters start again at the first page.
  const [seenFilters, setSeenFilters] = useState(filtersKey);
  if (seenFilters !== filtersKey) {
    setSeenFilters(filtersKey);
    setPageNo(1);
  }

  const listQuery: Query = { ...applied, ...(sort ? { sort: sort.key, order: sort.order } : {}) };
  const query = useAdminQuery(path, schema, { ...listQuery, pageNo, pageSize });
  const rows = query.data?.list ?? [];
  const total = query.data?.total ?? 0;
  const totalPages = Math.max(query.data?.totalPages ?? 1, 1);

  // A new page (or order) puts the keyboard's row back at the top.
  const pageIdentity = `${pageNo}|${pageSize}|${filtersKey}|${sort?.key}|${sort?.order}`;
  const [seenPage, setSeenPage] = useState(pageIdentity);
  if (seenPage !== pageIdentity) {
    setSeenPage(pageIdentity);
    setActive(0);
  }

  const toggleSort = (key: string) => {
    setSort((current) => ({ key, order: current?.key === key && current.order === 'asc' ? 'desc' : 'asc' }));
    setPageNo(1);
  };

  const focusRow = (index: number) => {
    const next = Math.min(Math.max(index, 0), rows.length - 1);
    setActive(next);
    rowRefs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableRowElement>, index: number, row: Row) => {
    if (event.key === 'ArrowDown') focusRow(index + 1);
    else if (event.key === 'ArrowUp') focusRow(index - 1);
    else if (event.key === 'Home') focusRow(0);
    else if (event.key === 'End') focusRow(rows.length - 1);
    else if (event.key === 'PageDown' && pageNo < totalPages) setPageNo(pageNo + 1);
    else if (event.key === 'PageUp' && pageNo > 1) setPageNo(pageNo - 1);
    else if (event.key === 'Enter' && onOpen) onOpen(row);
    else return;
    event.preventDefault();
  };

  const exportCsv = () => {
    if (!exportName) return;
    setExporting(true);
    downloadCsv(path, listQuery, exportName)
      .catch((failure: unknown) => notifications.show({ color: 'ruby', message: errorText(failure, t) }))
      .finally(() => setExporting(false));
  };

  const bodyHeight = pageSize * rowHeight;
  const first = total === 0 ? 0 : (pageNo - 1) * pageSize + 1;
  const last = Math.min(pageNo * pageSize, total);
  const loading = query.isPending;

  return (
    <div>
      {(filtersBar || exportName) && (
        <Group justify="space-between" align="flex-end" gap="xs" mb="xs" wrap="nowrap" data-testid="filters-bar">
          <Group gap="xs" align="flex-end" wrap="wrap" style={{ flex: 1 }}>
            {filtersBar}
          </Group>
          {exportName && (
            <Button
              size="xs"
              radius="sm"
              variant="default"
              leftSection={<IconDownload size={14} />}
              onClick={exportCsv}
              loading={exporting}
            >
              {t('table.exportCsv')}
            </Button>
          )}
        </Group>
      )}
      <div
        className={classes.scroller}
        style={{ height: `min(${HEADER_HEIGHT + bodyHeight + 2}px, ${maxHeight})`, minHeight: 220 }}
        aria-busy={query.isFetching}
      >
        <Table className={classes.table} highlightOnHover verticalSpacing={0} horizontalSpacing="sm" aria-label={label}>
          <Table.Thead>
            <Table.Tr style={{ height: HEADER_HEIGHT }}>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  style={{ width: column.width, textAlign: column.align }}
                  aria-sort={column.sortKey ? ariaSort(sort, column.sortKey) : undefined}
                >
                  {column.sortKey ? (
                    <UnstyledButton className={classes.sortButton} onClick={() => toggleSort(column.sortKey!)}>
                      {column.header}
                      {sort?.key === column.sortKey ? (
                        sort.order === 'asc' ? (
                          <IconArrowUp size={12} aria-hidden />
                        ) : (
                          <IconArrowDown size={12} aria-hidden />
                        )
                      ) : (
                        <IconArrowsSort size={12} aria-hidden opacity={0.4} />
                      )}
                    </UnstyledButton>
                  ) : (
                    column.header
                  )}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {loading &&
              Array.from({ length: Math.min(pageSize, 12) }, (_, index) => (
                <Table.Tr key={index} style={{ height: rowHeight }} data-testid="skeleton-row">
                  {columns.map((column) => (
                    <Table.Td key={column.key}>
                      <Skeleton h={12} w="70%" />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
            {!loading &&
              rows.map((row, index) => (
                <Table.Tr
                  key={rowKey(row)}
                  ref={(node) => {
                    rowRefs.current[index] = node;
                  }}
                  className={classes.row}
                  style={{ height: rowHeight }}
                  tabIndex={index === active ? 0 : -1}
                  data-active={index === active || undefined}
                  data-openable={onOpen ? true : undefined}
                  onFocus={() => setActive(index)}
                  onKeyDown={(event) => onKeyDown(event, index, row)}
                  onClick={() => onOpen?.(row)}
                >
                  {columns.map((column) => (
                    <Table.Td key={column.key} style={{ textAlign: column.align }}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))}
          </Table.Tbody>
        </Table>
        {!loading && rows.length === 0 && (
          <EmptyState
            icon={<IconMoodEmpty />}
            title={query.isError ? errorText(query.error, t) : (emptyText ?? t('table.empty'))}
          />
        )}
      </div>
      <Group justify="space-between" mt="xs" h={32} wrap="nowrap">
        <Text fz="xs" c="dimmed" data-testid="table-range">
          {t('table.range', { first, last, total })}
        </Text>
        <Group gap="xs" wrap="nowrap">
          <Select
            size="xs"
            w={84}
            data={PAGE_SIZES}
            value={String(pageSize)}
            allowDeselect={false}
            aria-label={t('table.pageSize')}
            onChange={(value) => {
              setPageSize(Number(value ?? initialPageSize));
              setPageNo(1);
            }}
          />
          <Pagination
            size="sm"
            radius="sm"
            total={totalPages}
            value={pageNo}
            onChange={setPageNo}
            siblings={1}
            getControlProps={(control) => ({ 'aria-label': t(`table.${control}`) })}
          />
        </Group>
      </Group>
    </div>
  );
};
