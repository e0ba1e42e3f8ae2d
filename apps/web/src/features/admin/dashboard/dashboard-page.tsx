import { Button, Group, Paper, SimpleGrid, Skeleton, Text, TextInput, Title } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { DashboardFigures } from '@perya/contracts';
import { DashboardSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { useAdminQuery } from '../shell/admin-query';

export const DASHBOARD_PATH = '/wps/admin/dashboard';

// The chart is its own chunk inside the admin chunk: the figures show first.
const DashboardChart = lazy(() => import('./dashboard-chart'));

type Period = { from: string; to: string } | null;

const KPIS: Array<{ key: string; value: (f: DashboardFigures) => React.ReactNode }> = [
  { key: 'registrations', value: (f) => f.registrations.toLocaleString() },
  { key: 'firstDeposits', value: (f) => f.firstDeposits.toLocaleString() },
  { key: 'firstDepositAmount', value: (f) => <AdminMoney minor={f.firstDepositMinor} /> },
  { key: 'depositAmount', value: (f) => <AdminMoney minor={f.depositMinor} /> },
  { key: 'withdrawalAmount', value: (f) => <AdminMoney minor={f.withdrawalMinor} /> },
  { key: 'bets', value: (f) => <AdminMoney minor={f.betMinor} /> },
  { key: 'validBets', value: (f) => <AdminMoney minor={f.validBetMinor} /> },
  { key: 'payouts', value: (f) => <AdminMoney minor={f.payoutMinor} /> },
  { key: 'ggr', value: (f) => <AdminMoney minor={f.ggrMinor} signed /> },
  { key: 'bonuses', value: (f) => <AdminMoney minor={f.bonusMinor} /> },
  { key: 'ngr', value: (f) => <AdminMoney minor={f.ngrMinor} signed /> },
  { key: 'activePlayers', value: (f) => f.activePlayers.toLocaleString() },
];

const Kpis = ({ title, figures, testId }: { title: string; figures: DashboardFigures | undefined; testId: string }) => {
  const { t } = useTranslation('admin-dashboard');
  return (
    <section aria-label={title} data-testid={testId}>
      <Title order={2} fz={14} mb={6}>
        {title}
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4, lg: 6 }} spacing="xs" mb="md">
        {KPIS.map((kpi) => (
          <Paper key={kpi.key} withBorder p="xs" radius="sm" mih={58}>
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {t(`figures.${kpi.key}`)}
            </Text>
            <Text fz="md" fw={700} ff="monospace" data-kpi={kpi.key}>
              {figures ? kpi.value(figures) : '—'}
            </Text>
          </Paper>
        ))}
      </SimpleGrid>
    </section>
  );
};

/** /admin/dashboard: today and a chosen period of reporting days, from the play statistics. */
const DashboardPage = () => {
  const { t } = useTranslation('admin-dashboard');
  const [period, setPeriod] = useState<Period>(null);
  const [draft, setDraft] = useState({ from: '', to: '' });
  const query = period ? { from: period.from, to: period.to } : undefined;
  const dashboard = useAdminQuery(DASHBOARD_PATH, DashboardSchema, query, { refetchInterval: 60_000 });
  const data = dashboard.data;
  const lastDays = (days: number) => {
    if (!data) return;
    const to = data.today;
    const from = new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * 86_400_000).toISOString().slice(0, 10);
    setPeriod({ from, to });
    setDraft({ from, to });
  };
  return (
    <>
      <AdminPageHeader
        title={t('title')}
        description={data ? t('description', { timeZone: data.timeZone, today: data.today }) : undefined}
      />
      <Group gap="xs" align="end" mb="md" wrap="wrap">
        <Button size="xs" variant="default" onClick={() => lastDays(1)}>
          {t('period.today')}
        </Button>
        <Button size="xs" variant="default" onClick={() => lastDays(7)}>
          {t('period.days', { count: 7 })}
        </Button>
        <Button size="xs" variant="default" onClick={() => lastDays(30)}>
          {t('period.days', { count: 30 })}
        </Button>
        <TextInput
          size="xs"
          type="date"
          label={t('period.from')}
          value={draft.from || data?.from || ''}
          onChange={(event) => setDraft({ ...draft, from: event.currentTarget.value })}
        />
        <TextInput
          size="xs"
          type="date"
          label={t('period.to')}
          value={draft.to || data?.to || ''}
          onChange={(event) => setDraft({ ...draft, to: event.currentTarget.value })}
        />
        <Button
          size="xs"
          onClick={() => setPeriod({ from: draft.from || data?.from || '', to: draft.to || data?.to || '' })}
        >
          {t('period.apply')}
        </Button>
      </Group>
      {dashboard.error && (
        <Text c="red" fz="sm" mb="sm" role="alert">
          {errorText(dashboard.error, t)}
        </Text>
      )}
      <Kpis title={t('today')} figures={data?.todayFigures} testId="dashboard-today" />
      <Kpis
        title={data ? t('periodTitle', { from: data.from, to: data.to }) : t('periodTitle', { from: '…', to: '…' })}
        figures={data?.period}
        testId="dashboard-period"
      />
      <Paper withBorder p="sm" radius="sm" mih={280}>
        <Suspense fallback={<Skeleton h={260} />}>
          {data ? <DashboardChart series={data.series} /> : <Skeleton h={260} />}
        </Suspense>
      </Paper>
    </>
  );
};

export default DashboardPage;
