import { Alert, Button, Card, Select, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TransactionKind } from '@perya/contracts';
import { TRANSACTION_KINDS, TransactionKindSchema } from '@perya/contracts';

import { useDocumentTitle } from '@/hooks/use-document-title';
import { ListPagination } from '@/components/ui/list-pagination';

import { transactionsQueryOptions } from '../api/records';
import { DateRangeFilter } from '../components/date-range-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { SectionTitle } from '../components/section-title';
import { RecordSkeleton, TransactionList } from '../components/transaction-list';
import { useMemberToday } from '../hooks/use-member-today';
import { errorText } from '@/lib/error-text';
import type { RangeChoice } from '../utils/date-range';
import { resolveRange } from '../utils/date-range';

const ALL = 'ALL';

/** /member/transactionHistory: the account record, filtered by kind and days. */
export const TransactionHistoryPage = () => {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('history.title'));
  const today = useMemberToday();
  const [kind, setKind] = useState<TransactionKind | undefined>(undefined);
  const [range, setRange] = useState<RangeChoice>({ quick: 'last7' });
  const [pageNo, setPageNo] = useState(1);
  const { from, to } = resolveRange(range, today);
  const records = useQuery(transactionsQueryOptions({ kind, from, to, pageNo }));

  const handleKindChange = (value: string | null) => {
    const parsed = TransactionKindSchema.safeParse(value);
    setKind(parsed.success ? parsed.data : undefined);
    setPageNo(1);
  };
  const handleRangeChange = (choice: RangeChoice) => {
    setRange(choice);
    setPageNo(1);
  };

  let body;
  if (records.isError && !records.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(records.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void records.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!records.data) {
    body = <RecordSkeleton />;
  } else if (records.data.list.length === 0) {
    body = (
      <EmptyState icon={<IconReceiptOff size={28} />} title={t('history.emptyTitle')} text={t('history.emptyText')} />
    );
  } else {
    body = (
      <div style={{ opacity: records.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <TransactionList records={records.data.list} />
        <ListPagination
          pageNo={records.data.pageNo}
          totalPages={records.data.totalPages}
          onChange={setPageNo}
          summary={t('records.count', { count: records.data.total })}
        />
      </div>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle title={t('history.title')} intro={t('history.intro')} />
      <Card bg="dark.7">
        <DateRangeFilter value={range} today={today} onChange={handleRangeChange}>
          <Select
            label={t('filters.kind')}
            data={[
              { value: ALL, label: t('filters.allKinds') },
              ...TRANSACTION_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) })),
            ]}
            value={kind ?? ALL}
            onChange={handleKindChange}
            allowDeselect={false}
            w={{ base: '100%', xs: 220 }}
          />
        </DateRangeFilter>
      </Card>
      <Card bg="dark.7" p={{ base: 'sm', xs: 'lg' }} aria-busy={records.isFetching} aria-live="polite">
        {body}
      </Card>
    </Stack>
  );
};
