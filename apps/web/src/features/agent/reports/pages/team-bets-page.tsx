import { Badge, Card, Select, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TeamBet } from '@perya/contracts';
import { GAME_TYPES } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { teamBetsQueryOptions } from '../api/reports';
import { AccountFilter } from '../components/account-filter';
import { Figure, FigureGrid } from '../components/figure-grid';
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
const STATUS_COLOR = { OPEN: 'blue', CLOSED: 'teal', ROLLED_BACK: 'gray' } as const;

/** /agentHome/personalHistoryCopy: the team's bet records, newest first, with the totals of the filtered set. */
export const TeamBetsPage = () => {
  const { t } = useTranslation('agent-reports');
  const today = useReportToday();
  const [range, setRange] = useState<RangeChoice>({ quick: 'last7' });
  const [account, setAccount] = useState('');
  const [category, setCategory] = useState<string | undefined>(undefined);
  const pages = useCursorPages();
  const { from, to } = resolveRange(range, today);
  const bets = useQuery(teamBetsQueryOptions({ from, to, account, category, cursor: pages.cursor }));

  const money = (minor: string) => <MoneyText minor={minor} fz="sm" />;
  const columns: Array<Column<TeamBet>> = [
    { key: 'account', label: t('fields.account'), headline: true, render: (bet) => bet.account },
    {
      key: 'game',
      label: t('fields.game'),
      wide: true,
      render: (bet) => (
        <div>
          <Text fz="sm" truncate maw={220}>
            {bet.gameName}
          </Text>
          <Text fz="xs" c="dimmed">
            {bet.vendorName}
            {bet.gameType ? ` · ${t(`gameTypes.${bet.gameType}`, { defaultValue: bet.gameType })}` : ''}
          </Text>
        </div>
      ),
    },
    { key: 'bet', label: t('fields.bet'), numeric: true, render: (bet) => money(bet.betMinor) },
    { key: 'validBet', label: t('fields.validBet'), numeric: true, render: (bet) => money(bet.validBetMinor) },
    {
      key: 'payout',
      label: t('fields.payout'),
      numeric: true,
      headline: true,
      render: (bet) => money(bet.payoutMinor),
    },
    {
      key: 'status',
      label: t('fields.status'),
      wide: true,
      render: (bet) => (
        <Badge size="sm" variant="light" color={STATUS_COLOR[bet.status]}>
          {t(`roundStatus.${bet.status}`)}
        </Badge>
      ),
    },
    {
      key: 'time',
      label: t('fields.time'),
      wide: true,
      render: (bet) => (
        <Text ff="monospace" fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {bet.time}
        </Text>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <ReportHeader page="personalHistoryCopy" />
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
            label={t('filters.category')}
            data={[
              { value: ALL, label: t('filters.allCategories') },
              ...GAME_TYPES.map((value) => ({ value, label: t(`gameTypes.${value}`) })),
            ]}
            value={category ?? ALL}
            onChange={(value) => {
              setCategory(value && value !== ALL ? value : undefined);
              pages.reset();
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 180 }}
          />
        </ReportRangeFilter>
      </Card>
      <ReportBody query={bets} isEmpty={(data) => data.list.length === 0 && pages.pageNo === 1}>
        {(data) => (
          <Stack gap="md">
            <FigureGrid>
              <Figure label={t('fields.rounds')}>{data.totals.rounds.toLocaleString()}</Figure>
              <Figure label={t('fields.bet')}>
                <MoneyText minor={data.totals.betMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.validBet')}>
                <MoneyText minor={data.totals.validBetMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.payout')}>
                <MoneyText minor={data.totals.payoutMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.winLoss')}>
                <MoneyText minor={data.totals.profitMinor} signed fz="lg" fw={700} />
              </Figure>
            </FigureGrid>
            <Card bg="dark.7" p={{ base: 'sm', xs: 'lg' }}>
              <ReportTable
                rows={data.list}
                columns={columns}
                rowKey={(bet) => `${bet.vendorCode}:${bet.roundId}`}
                testId="team-bets"
                minWidth={860}
              />
              <KeysetPager
                pageNo={pages.pageNo}
                hasNext={data.nextCursor !== null}
                onPrevious={pages.previous}
                onNext={() => {
                  if (data.nextCursor) pages.next(data.nextCursor);
                }}
              />
              <Text c="dimmed" fz="xs" mt="sm">
                {t('notes.betTotals')}
              </Text>
            </Card>
          </Stack>
        )}
      </ReportBody>
    </Stack>
  );
};
