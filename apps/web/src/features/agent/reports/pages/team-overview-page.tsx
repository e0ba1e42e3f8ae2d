import { Card, SegmentedControl, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TeamOverviewDay, TeamReportScope } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { teamOverviewQueryOptions } from '../api/reports';
import { Figure, FigureGrid } from '../components/figure-grid';
import { ReportBody } from '../components/report-body';
import { ReportHeader } from '../components/report-header';
import { ReportRangeFilter } from '../components/report-range-filter';
import type { Column } from '../components/report-table';
import { ReportTable } from '../components/report-table';
import { useReportToday } from '../hooks/use-report-today';
import type { RangeChoice } from '../utils/report-range';
import { resolveRange } from '../utils/report-range';

/** /agentHome/agentTeamOverview: the team's figures per day and in total, all levels or direct. */
export const TeamOverviewPage = () => {
  const { t } = useTranslation('agent-reports');
  const today = useReportToday();
  const [range, setRange] = useState<RangeChoice>({ quick: 'last7' });
  const [scope, setScope] = useState<TeamReportScope>('all');
  const { from, to } = resolveRange(range, today);
  const report = useQuery(teamOverviewQueryOptions({ from, to, scope }));

  const money = (minor: string, signed = false) => <MoneyText minor={minor} fz="sm" signed={signed} />;
  const columns: Array<Column<TeamOverviewDay>> = [
    {
      key: 'day',
      label: t('fields.day'),
      headline: true,
      render: (day) => (
        <Text ff="monospace" fz="sm" fw={700}>
          {day.day}
        </Text>
      ),
    },
    { key: 'newMembers', label: t('fields.newMembers'), numeric: true, render: (day) => day.newMembers },
    { key: 'activeMembers', label: t('fields.activeMembers'), numeric: true, render: (day) => day.activeMembers },
    { key: 'firstDeposits', label: t('fields.firstDeposits'), numeric: true, render: (day) => day.firstDeposits },
    { key: 'deposits', label: t('fields.deposits'), numeric: true, render: (day) => money(day.depositMinor) },
    { key: 'withdrawals', label: t('fields.withdrawals'), numeric: true, render: (day) => money(day.withdrawalMinor) },
    { key: 'bet', label: t('fields.bet'), numeric: true, render: (day) => money(day.betMinor) },
    { key: 'validBet', label: t('fields.validBet'), numeric: true, render: (day) => money(day.validBetMinor) },
    {
      key: 'profit',
      label: t('fields.profit'),
      numeric: true,
      headline: true,
      render: (day) => money(day.profitMinor, true),
    },
  ];

  return (
    <Stack gap="md">
      <ReportHeader page="agentTeamOverview" />
      <Card bg="dark.7">
        <ReportRangeFilter value={range} today={today} onChange={setRange}>
          <SegmentedControl
            value={scope}
            onChange={(value) => setScope(value === 'direct' ? 'direct' : 'all')}
            data={[
              { value: 'all', label: t('scope.all') },
              { value: 'direct', label: t('scope.direct') },
            ]}
            aria-label={t('scope.label')}
          />
        </ReportRangeFilter>
      </Card>
      <ReportBody query={report} isEmpty={() => false}>
        {(data) => (
          <Stack gap="md">
            <FigureGrid>
              <Figure label={t('fields.members')}>{data.members}</Figure>
              <Figure label={t('fields.newMembers')}>{data.totals.newMembers}</Figure>
              <Figure label={t('fields.activeMembers')}>{data.totals.activeMembers}</Figure>
              <Figure label={t('fields.firstDeposits')}>{data.totals.firstDeposits}</Figure>
              <Figure label={t('fields.profit')}>
                <MoneyText minor={data.totals.profitMinor} signed fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.depositsCount', { count: data.totals.deposits })}>
                <MoneyText minor={data.totals.depositMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.withdrawalsCount', { count: data.totals.withdrawals })}>
                <MoneyText minor={data.totals.withdrawalMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.bet')}>
                <MoneyText minor={data.totals.betMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.validBet')}>
                <MoneyText minor={data.totals.validBetMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.bonus')}>
                <MoneyText minor={data.totals.bonusMinor} fz="lg" fw={700} />
              </Figure>
            </FigureGrid>
            <Card bg="dark.7" p={{ base: 'sm', xs: 'lg' }}>
              <Text fw={700} mb="sm">
                {t('agentTeamOverview.byDay')}
              </Text>
              {data.days.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {t('states.emptyText')}
                </Text>
              ) : (
                <ReportTable
                  rows={data.days}
                  columns={columns}
                  rowKey={(day) => day.day}
                  testId="overview-days"
                  minWidth={900}
                />
              )}
              <Text c="dimmed" fz="xs" mt="sm">
                {t('notes.reportingDays', { timeZone: data.timeZone })} {t('notes.profit')}
              </Text>
            </Card>
          </Stack>
        )}
      </ReportBody>
    </Stack>
  );
};
