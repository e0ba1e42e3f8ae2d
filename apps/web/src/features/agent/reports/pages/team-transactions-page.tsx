import { Badge, Card, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TeamTransaction, TransactionKind } from '@perya/contracts';
import { TRANSACTION_KINDS, TransactionKindSchema } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { teamTransactionsQueryOptions } from '../api/reports';
import { AccountFilter } from '../components/account-filter';
import { KeysetPager } from '../components/keyset-pager';
import { ReportBody } from '../components/report-body';
import { ReportHeader } from '../components/report-header';
import { ReportRangeFilter } from '../components/report-range-filter';
import type { Column } from '../components/report-table';
import { ReportTable } from '../components/report-table';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { useReportToday } from '../hooks/use-report-today';
import type { RangeChoice } from '../utils/report-range';
import { resolveRange } from '../utils/report-range';

const ALL = 'ALL';
const STATUS_COLOR = { POSTED: 'teal', PENDING: 'yellow', SETTLED: 'gray', VOIDED: 'gray' } as const;

/** /agentHome/agentDownlineTransactionDetailsCopy: the team's account movements, newest first. */
export const TeamTransactionsPage = () => {
  const { t } = useTranslation('agent-reports');
  const today = useReportToday();
  const [range, setRange] = useState<RangeChoice>({ quick: 'last7' });
  const [account, setAccount] = useState('');
  const [kind, setKind] = useState<TransactionKind | undefined>(undefined);
  const pages = useCursorPages();
  const { from, to } = resolveRange(range, today);
  const records = useQuery(teamTransactionsQueryOptions({ from, to, account, kind, cursor: pages.cursor }));

  const columns: Array<Column<TeamTransaction>> = [
    { key: 'account', label: t('fields.account'), headline: true, render: (row) => row.account },
    { key: 'kind', label: t('fields.kind'), wide: true, render: (row) => t(`kinds.${row.kind}`) },
    {
      key: 'amount',
      label: t('fields.amount'),
      numeric: true,
      headline: true,
      render: (row) => (
        <MoneyText
          minor={row.amountMinor}
          currency={row.currency}
          signed
          fz="sm"
          fw={700}
          td={row.status === 'VOIDED' || row.status === 'SETTLED' ? 'line-through' : undefined}
        />
      ),
    },
    {
      key: 'status',
      label: t('fields.status'),
      wide: true,
      render: (row) => (
        <Badge size="sm" variant="light" color={STATUS_COLOR[row.status]}>
          {t(`transferStatus.${row.status}`)}
        </Badge>
      ),
    },
    {
      key: 'time',
      label: t('fields.time'),
      wide: true,
      render: (row) => (
        <Text ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {row.time}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ReportHeader page="agentDownlineTransactionDetailsCopy" />
      <Card bg="dark.7">
        <ReportRangeFilter
          value={range}
          today={today}
          onChange={(choice) => {
            setRange(choice);
            pages.reset();
          }}
        >
          <AccountFilter
            onChange={(value) => {
              setAccount(value);
              pages.reset();
            }}
          />
          <Select
            label={t('filters.kind')}
            data={[
              { value: ALL, label: t('filters.allKinds') },
              ...TRANSACTION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
            ]}
            value={kind ?? ALL}
            onChange={(value) => {
              const parsed = TransactionKindSchema.safeParse(value);
              setKind(parsed.success ? parsed.data : undefined);
              pages.reset();
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
        </ReportRangeFilter>
      </Card>
      <Card bg="dark.7" p={{ base: 'sm', xs: 'lg' }}>
        <ReportBody query={records} isEmpty={(data) => data.list.length === 0 && pages.pageNo === 1}>
          {(data) => (
            <>
              <ReportTable
                rows={data.list}
                columns={columns}
                rowKey={(row) => row.id}
                testId="team-transactions"
                minWidth={640}
              />
              <KeysetPager
                pageNo={pages.pageNo}
                hasNext={data.nextCursor !== null}
                onPrevious={pages.previous}
                onNext={() => {
                  if (data.nextCursor) pages.next(data.nextCursor);
                }}
              />
            </>
          )}
        </ReportBody>
      </Card>
    </Stack>
  );
};
