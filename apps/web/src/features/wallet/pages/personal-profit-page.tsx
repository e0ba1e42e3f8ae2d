import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconChartBarOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProfitReport } from '@perya/contracts';

import { balanceQueryOptions } from '@/lib/balance-query';
import { MoneyText } from '@/components/ui/money-text';
import { useDocumentTitle } from '@/hooks/use-document-title';

import { profitQueryOptions } from '../api/records';
import { DateRangeFilter } from '../components/date-range-filter';
import { EmptyState } from '@/components/ui/empty-state';
import { ProfitTables } from '../components/profit-tables';
import { SectionTitle } from '../components/section-title';
import { SignedAmount } from '../components/signed-amount';
import { useMemberToday } from '../hooks/use-member-today';
import { errorText } from '@/lib/error-text';
import type { RangeChoice } from '../utils/date-range';
import { resolveRange } from '../utils/date-range';

const isEmptyReport = (report: ProfitReport): boolean =>
  report.totals.betCount === 0 &&
  BigInt(report.totals.winMinor) === 0n &&
  BigInt(report.totals.bonusMinor) === 0n &&
  report.byGameType.length === 0;

const TotalCard = ({
  label,
  minor,
  currency,
  hint,
  signed = false,
}: {
  label: string;
  minor: string;
  currency: string;
  hint?: string;
  signed?: boolean;
}) => (
  <Card bg="dark.7" padding="md">
    <Text fz="sm" c="dimmed">
      {label}
    </Text>
    {signed ? (
      <SignedAmount minor={minor} currency={currency} fz={{ base: 'lg', xs: 22 }} fw={800} />
    ) : (
      <MoneyText minor={minor} currency={currency} fz={{ base: 'lg', xs: 22 }} fw={800} />
    )}
    {hint && (
      <Text fz="xs" c="dimmed">
        {hint}
      </Text>
    )}
  </Card>
);

/** /member/personalProfit: bets, wins, bonuses and the net result, per day and per game type. */
export const PersonalProfitPage = () => {
  const { t } = useTranslation('wallet');
  useDocumentTitle(t('profit.title'));
  const today = useMemberToday();
  const [range, setRange] = useState<RangeChoice>({ quick: 'last7' });
  const { from, to } = resolveRange(range, today);
  const report = useQuery(profitQueryOptions({ from, to }));
  const balance = useQuery(balanceQueryOptions());
  const currency = balance.data?.currency ?? 'PHP';

  let body;
  if (report.isError && !report.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
        <Text fz="sm" mb="sm">
          {errorText(report.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void report.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!report.data) {
    body = (
      <>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={92} radius="lg" />
          ))}
        </SimpleGrid>
        <Skeleton height={240} radius="lg" />
      </>
    );
  } else if (isEmptyReport(report.data)) {
    body = (
      <Card bg="dark.7">
        <EmptyState icon={<IconChartBarOff size={28} />} title={t('profit.emptyTitle')} text={t('profit.emptyText')} />
      </Card>
    );
  } else {
    const { totals } = report.data;
    body = (
      <Stack gap="md" style={{ opacity: report.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}>
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm" data-testid="profit-totals">
          <TotalCard
            label={t('profit.bets')}
            minor={totals.betMinor}
            currency={currency}
            hint={t('profit.betCountShort', { count: totals.betCount })}
          />
          <TotalCard label={t('profit.wins')} minor={totals.winMinor} currency={currency} />
          <TotalCard label={t('profit.bonuses')} minor={totals.bonusMinor} currency={currency} />
          <TotalCard label={t('profit.net')} minor={totals.netMinor} currency={currency} signed />
        </SimpleGrid>
        <ProfitTables report={report.data} currency={currency} />
      </Stack>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle title={t('profit.title')} intro={t('profit.intro')} />
      <Card bg="dark.7">
        <DateRangeFilter value={range} today={today} onChange={setRange} />
      </Card>
      {body}
    </Stack>
  );
};
