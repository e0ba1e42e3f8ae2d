import { Button, Group, ScrollArea, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { Query } from '@/lib/api-client';

import { downloadCsv } from '../shell/admin-api';
import { useAdminQuery } from '../shell/admin-query';

type CursorPage<Row> = { list: Row[]; pageSize: number; nextCursor: string | null };

export type CursorColumn<Row> = { key: string; header: string; render: (row: Row) => ReactNode; align?: 'right' };

type CursorTableProps<Row> = {
  path: string;
  schema: z.ZodType<CursorPage<Row>>;
  columns: CursorColumn<Row>[];
  rowKey: (row: Row) => string;
  label: string;
  filters?: Query;
  exportName: string;
};

/** A long history paged by keyset (the server's `nextCursor`): newer and older pages, CSV of what is filtered. */
export const CursorTable = <Row,>({
  path,
  schema,
  columns,
  rowKey,
  label,
  filters = {},
  exportName,
}: CursorTableProps<Row>) => {
  const { t } = useTranslation('admin-members');
  // The cursors of the pages before this one; the last is this page's.
  const [cursors, setCursors] = useState<string[]>([]);
  const query = { ...filters, pageSize: 50, cursor: cursors.at(-1) };
  const { data, isFetching } = useAdminQuery(path, schema, query);
  const rows = data?.list ?? [];
  return (
    <>
      <Group justify="space-between" mb="xs">
        <Text size="xs" c="dimmed">
          {t('history.page', { page: cursors.length + 1 })}
        </Text>
        <Group gap="xs">
          <Button
            size="xs"
            variant="default"
            disabled={cursors.length === 0}
            onClick={() => setCursors(cursors.slice(0, -1))}
          >
            {t('history.newer')}
          </Button>
          <Button
            size="xs"
            variant="default"
            disabled={!data?.nextCursor || isFetching}
            onClick={() => data?.nextCursor && setCursors([...cursors, data.nextCursor])}
          >
            {t('history.older')}
          </Button>
          <Button size="xs" variant="light" onClick={() => void downloadCsv(path, filters, exportName)}>
            {t('history.export')}
          </Button>
        </Group>
      </Group>
      <ScrollArea>
        <Table striped highlightOnHover aria-label={label} fz="xs" verticalSpacing={6}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th key={column.key} ta={column.align}>
                  {column.header}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.length === 0 ? (
              <Table.Tr>
                <Table.Td colSpan={columns.length}>{isFetching ? t('loading') : t('history.empty')}</Table.Td>
              </Table.Tr>
            ) : (
              rows.map((row) => (
                <Table.Tr key={rowKey(row)}>
                  {columns.map((column) => (
                    <Table.Td key={column.key} ta={column.align}>
                      {column.render(row)}
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            )}
          </Table.Tbody>
        </Table>
      </ScrollArea>
    </>
  );
};
