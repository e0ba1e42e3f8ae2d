import { Badge, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarDollar, IconClockDollar, IconCoin, IconGift, IconReportMoney } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { MoneyText } from '@/components/ui/money-text';

import { incomeSummaryQueryOptions } from '../api/income';
import { StatementsView } from './statements-view';

/** My income's totals by kind over the range. */
const IncomeByKind = ({ from, to }: { from: string; to: string }) => {
  const { t } = useTranslation('agent-income');
  const summary = useQuery(incomeSummaryQueryOptions({ from, to }));
  if (!summary.data) return <Skeleton height={96} radius="lg" />;
  if (summary.data.kinds.length === 0) return null;
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm" data-testid="income-by-kind">
      {summary.data.kinds.map((kind) => (
        <Card key={kind.kind} bg="dark.7" padding="md">
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text fz="sm" c="dimmed">
              {t(`kinds.${kind.kind}`)}
            </Text>
            <Badge variant="light" color="gray" size="sm">
              {t('list.summary', { count: kind.statements })}
            </Badge>
          </Group>
          <MoneyText minor={kind.payoutMinor} currency={summary.data.currency} fz={22} fw={800} />
          <Stack gap={0}>
            <Text fz="xs" c="dimmed">
              {t('totals.amount')}: <MoneyText minor={kind.amountMinor} currency={summary.data.currency} fz="xs" />
            </Text>
            <Text fz="xs" c="dimmed">
              {t('totals.correction')}:{' '}
              <MoneyText minor={kind.correctionMinor} currency={summary.data.currency} fz="xs" signed />
            </Text>
          </Stack>
        </Card>
      ))}
    </SimpleGrid>
  );
};

/** agentRevenueReport: every salary and dividend over a range, by kind, each line a statement. */
export const IncomeReportPage = () => {
  const { t } = useTranslation('agent-income');
  return (
    <StatementsView
      title={t('pages.income.title')}
      intro={t('pages.income.intro')}
      icon={<IconReportMoney size={26} />}
      header={(range) => <IncomeByKind {...range} />}
    />
  );
};

/** agentDividendRecordCopy2: dividends with their carry-over. */
export const DividendRecordPage = () => {
  const { t } = useTranslation('agent-income');
  return (
    <StatementsView
      kind="DIVIDEND"
      title={t('pages.dividend.title')}
      intro={t('pages.dividend.intro')}
      icon={<IconGift size={26} />}
    />
  );
};

/** agentDailyWages2: the daily salary, paid on alternate days. */
export const DailySalaryPage = () => {
  const { t } = useTranslation('agent-income');
  return (
    <StatementsView
      kind="DAILY_SALARY"
      title={t('pages.daily.title')}
      intro={t('pages.daily.intro')}
      icon={<IconCalendarDollar size={26} />}
    />
  );
};

/** agentHourSalary: the hourly salary. */
export const HourlySalaryPage = () => {
  const { t } = useTranslation('agent-income');
  return (
    <StatementsView
      kind="HOURLY_SALARY"
      title={t('pages.hourly.title')}
      intro={t('pages.hourly.intro')}
      icon={<IconClockDollar size={26} />}
    />
  );
};

/** agentRealtimeSalary: the real-time salary, settled every 5 minutes. */
export const RealtimeSalaryPage = () => {
  const { t } = useTranslation('agent-income');
  return (
    <StatementsView
      kind="REALTIME_SALARY"
      title={t('pages.realtime.title')}
      intro={t('pages.realtime.intro')}
      icon={<IconCoin size={26} />}
    />
  );
};
