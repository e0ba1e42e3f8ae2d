import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AgentContractKind } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { ListPagination } from '@/components/ui/list-pagination';
import { MoneyText } from '@/components/ui/money-text';
import { PageHeader } from '@/components/ui/page-header';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';

import { statementsQueryOptions } from '../api/income';
import type { IncomeRange } from '../components/income-range-filter';
import { IncomeRangeFilter, reportingToday, resolveIncomeRange } from '../components/income-range-filter';
import { StatementDrawer } from '../components/statement-drawer';
import { StatementList } from '../components/statement-list';

/** A figure over the range: an amount, or a count when `count` is given. */
export const TotalCard = ({
  label,
  minor = '0',
  currency = 'PHP',
  count,
  hint,
}: {
  label: string;
  minor?: string;
  currency?: string;
  count?: number;
  hint?: string;
}) => (
  <Card bg="dark.7" padding="md">
    <Text fz="sm" c="dimmed">
      {label}
    </Text>
    {count === undefined ? (
      <MoneyText minor={minor} currency={currency} fz={{ base: 'lg', xs: 22 }} fw={800} />
    ) : (
      <Text fz={{ base: 'lg', xs: 22 }} fw={800} ff="monospace">
        {count.toLocaleString()}
      </Text>
    )}
    {hint && (
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
    )}
  </Card>
);

type StatementsViewProps = {
  /** One kind's page; all kinds on the "my income" page. */
  kind?: AgentContractKind;
  title: string;
  intro: string;
  icon: ReactNode;
  /** Above the list (the income page's totals by kind). */
  header?: (range: { from: string; to: string }) => ReactNode;
};

/** A range of days, its totals, the statement lines and the drawer each line opens. */
export const StatementsView = ({ kind, title, intro, icon, header }: StatementsViewProps) => {
  const { t } = useTranslation('agent-income');
  useDocumentTitle(title);
  const today = reportingToday();
  const [range, setRange] = useState<IncomeRange>({
    quick: kind === 'REALTIME_SALARY' || kind === 'HOURLY_SALARY' ? 'today' : 'last7',
  });
  const [pageNo, setPageNo] = useState(1);
  const [open, setOpen] = useState<string | null>(null);
  const { from, to } = resolveIncomeRange(range, today);
  const page = useQuery(statementsQueryOptions({ kind, from, to, pageNo }));
  const currency = page.data?.list[0]?.currency ?? 'PHP';

  let body;
  if (page.isError && !page.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(page.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void page.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!page.data) {
    body = <Skeleton height={280} radius="lg" />;
  } else if (page.data.total === 0) {
    body = (
      <Card bg="dark.7">
        <EmptyState icon={<IconReceiptOff size={28} />} title={t('empty.title')} text={t('empty.text')} />
      </Card>
    );
  } else {
    const { totals } = page.data;
    body = (
      <Stack gap="md" style={{ opacity: page.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="income-totals">
          <TotalCard label={t('totals.statements')} count={totals.statements} hint={t('totals.statementsHint')} />
          <TotalCard label={t('totals.amount')} minor={totals.amountMinor} currency={currency} />
          <TotalCard label={t('totals.correction')} minor={totals.correctionMinor} currency={currency} />
          <TotalCard label={t('totals.payout')} minor={totals.payoutMinor} currency={currency} />
        </SimpleGrid>
        <Card bg="dark.7" padding="md">
          <StatementList statements={page.data.list} withKind={!kind} onOpen={setOpen} />
          <ListPagination
            pageNo={page.data.pageNo}
            totalPages={page.data.totalPages}
            onChange={setPageNo}
            summary={t('list.summary', { count: page.data.total })}
          />
        </Card>
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader title={title} subtitle={intro} icon={icon} />
      <Card bg="dark.7">
        <IncomeRangeFilter
          value={range}
          today={today}
          onChange={(next) => {
            setRange(next);
            setPageNo(1);
          }}
        />
      </Card>
      {header?.({ from, to })}
      {body}
      <StatementDrawer statementId={open} onClose={() => setOpen(null)} />
    </Stack>
  );
};
