import { Group, Stack, Table, Text } from '@mantine/core';
import type { ReactNode } from 'react';

import { useIsPhone } from '../hooks/use-is-phone';
import classes from './reports.module.css';

export type Column<T> = {
  key: string;
  label: string;
  render: (row: T) => ReactNode;
  /** Numbers align right. */
  numeric?: boolean;
  /** Shown on a phone card's first line (the row's name and its headline figure). */
  headline?: boolean;
  /** On a phone card, across both columns (times, statuses: too long for half of 390 px). */
  wide?: boolean;
};

type ReportTableProps<T> = {
  rows: T[];
  columns: Array<Column<T>>;
  rowKey: (row: T) => string;
  /** A last row of totals on wide screens. */
  footer?: Partial<Record<string, ReactNode>>;
  minWidth?: number;
  testId: string;
};

/** A report's rows: a table on wide screens, cards of label–value pairs on phones (390 px). */
export const ReportTable = <T,>({ rows, columns, rowKey, footer, minWidth = 760, testId }: ReportTableProps<T>) => {
  const isPhone = useIsPhone();
  if (isPhone) {
    const headline = columns.filter((column) => column.headline);
    const rest = columns.filter((column) => !column.headline);
    return (
      <Stack gap="xs" data-testid={`${testId}-cards`}>
        {rows.map((row) => (
          <div key={rowKey(row)} className={classes.card} data-testid={`${testId}-row`}>
            <Group justify="space-between" wrap="nowrap" gap="sm" mb={6}>
              {headline.map((column) => (
                <Text key={column.key} component="div" fw={700} fz="sm" truncate>
                  {column.render(row)}
                </Text>
              ))}
            </Group>
            <div className={classes.pairs}>
              {rest.map((column) => (
                <div key={column.key} className={column.wide ? classes.widePair : classes.pair}>
                  <Text fz="xs" c="dimmed">
                    {column.label}
                  </Text>
                  <Text fz="sm" component="div" ta="right">
                    {column.render(row)}
                  </Text>
                </div>
              ))}
            </div>
          </div>
        ))}
      </Stack>
    );
  }
  return (
    <Table.ScrollContainer minWidth={minWidth}>
      <Table verticalSpacing="xs" highlightOnHover striped data-testid={`${testId}-table`}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} ta={column.numeric ? 'right' : undefined} style={{ whiteSpace: 'nowrap' }}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={rowKey(row)} data-testid={`${testId}-row`}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined} fz="sm">
                  {column.render(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {footer && (
          <Table.Tfoot>
            <Table.Tr className={classes.totalRow}>
              {columns.map((column) => (
                <Table.Td key={column.key} ta={column.numeric ? 'right' : undefined} fz="sm" fw={700}>
                  {footer[column.key] ?? null}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
};
