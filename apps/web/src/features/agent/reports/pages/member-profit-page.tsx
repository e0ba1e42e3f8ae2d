import { Anchor, Badge, Breadcrumbs, Card, Group, Select, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconSortAscending, IconSortDescending, IconUsersGroup } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberProfitRow, MemberProfitSort } from '@perya/contracts';
import { MEMBER_PROFIT_SORTS } from '@perya/contracts';

import { ListPagination } from '@/components/ui/list-pagination';
import { MoneyText } from '@/components/ui/money-text';

import { memberProfitQueryOptions } from '../api/reports';
import { AccountFilter } from '../components/account-filter';
import { Figure, FigureGrid } from '../components/figure-grid';
import { ReportBody } from '../components/report-body';
import { ReportHeader } from '../components/report-header';
import { ReportRangeFilter } from '../components/report-range-filter';
import type { Column } from '../components/report-table';
import { ReportTable } from '../components/report-table';
import { useReportToday } from '../hooks/use-report-today';
import type { RangeChoice } from '../utils/report-range';
import { resolveRange } from '../utils/report-range';

const isSort = (value: unknown): value is MemberProfitSort =>
  (MEMBER_PROFIT_SORTS as readonly unknown[]).includes(value);

/** /agentHome/palStatementsAgentCopy: each downline with its team's profit and loss; sub-agents open their own team. */
export const MemberProfitPage = () => {
  const { t } = useTranslation('agent-reports');
  const today = useReportToday();
  const [range, setRange] = useState<RangeChoice>({ quick: 'last7' });
  const [account, setAccount] = useState('');
  const [parentId, setParentId] = useState<number | undefined>(undefined);
  const [sort, setSort] = useState<MemberProfitSort>('profit');
  const [order, setOrder] = useState<'asc' | 'desc'>('asc');
  const [pageNo, setPageNo] = useState(1);
  const { from, to } = resolveRange(range, today);
  const report = useQuery(memberProfitQueryOptions({ from, to, parentId, account, sort, order, pageNo }));

  const openTeam = (memberId: number | undefined) => {
    setParentId(memberId);
    setPageNo(1);
  };
  const money = (minor: string, signed = false) => <MoneyText minor={minor} fz="sm" signed={signed} />;
  const columns: Array<Column<MemberProfitRow>> = [
    {
      key: 'account',
      label: t('fields.account'),
      headline: true,
      render: (row) =>
        row.isAgent && row.teamSize > 0 ? (
          <UnstyledButton
            onClick={() => openTeam(row.memberId)}
            aria-label={t('palStatementsAgentCopy.openTeam', { account: row.account })}
          >
            <Group gap={6} wrap="nowrap">
              <Anchor component="span" fz="sm" fw={700}>
                {row.account}
              </Anchor>
              <Badge size="xs" variant="light" color="gold" leftSection={<IconUsersGroup size={10} />}>
                {row.teamSize}
              </Badge>
            </Group>
          </UnstyledButton>
        ) : (
          <Text fz="sm" fw={600}>
            {row.account}
          </Text>
        ),
    },
    { key: 'bet', label: t('fields.bet'), numeric: true, render: (row) => money(row.betMinor) },
    { key: 'validBet', label: t('fields.validBet'), numeric: true, render: (row) => money(row.validBetMinor) },
    { key: 'payout', label: t('fields.payout'), numeric: true, render: (row) => money(row.payoutMinor) },
    { key: 'bonus', label: t('fields.bonus'), numeric: true, render: (row) => money(row.bonusMinor) },
    {
      key: 'profit',
      label: t('fields.profit'),
      numeric: true,
      headline: true,
      render: (row) => money(row.profitMinor, true),
    },
  ];

  return (
    <Stack gap="md">
      <ReportHeader page="palStatementsAgentCopy" />
      <Card bg="dark.7">
        <ReportRangeFilter
          value={range}
          today={today}
          onChange={(choice) => {
            setRange(choice);
            setPageNo(1);
          }}
        >
          <AccountFilter
            onChange={(value) => {
              setAccount(value);
              setPageNo(1);
            }}
          />
          <Select
            label={t('filters.sort')}
            data={MEMBER_PROFIT_SORTS.map((value) => ({ value, label: t(`sorts.${value}`) }))}
            value={sort}
            onChange={(value) => {
              if (isSort(value)) setSort(value);
              setPageNo(1);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 170 }}
            rightSectionPointerEvents="all"
          />
          <Select
            label={t('filters.order')}
            data={[
              { value: 'asc', label: t('filters.ascending') },
              { value: 'desc', label: t('filters.descending') },
            ]}
            value={order}
            leftSection={order === 'asc' ? <IconSortAscending size={16} /> : <IconSortDescending size={16} />}
            onChange={(value) => {
              setOrder(value === 'desc' ? 'desc' : 'asc');
              setPageNo(1);
            }}
            allowDeselect={false}
            w={{ base: '100%', xs: 170 }}
          />
        </ReportRangeFilter>
      </Card>
      <ReportBody query={report} isEmpty={() => false}>
        {(data) => (
          <Stack gap="md">
            <Breadcrumbs separator="›" aria-label={t('palStatementsAgentCopy.path')}>
              {data.path.map((step, index) =>
                index === data.path.length - 1 ? (
                  <Text key={step.memberId} fz="sm" fw={700}>
                    {step.account}
                  </Text>
                ) : (
                  <Anchor
                    key={step.memberId}
                    fz="sm"
                    component="button"
                    onClick={() => openTeam(index === 0 ? undefined : step.memberId)}
                  >
                    {step.account}
                  </Anchor>
                ),
              )}
            </Breadcrumbs>
            <FigureGrid>
              <Figure label={t('fields.profit')}>
                <MoneyText minor={data.totals.profitMinor} signed fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.bet')}>
                <MoneyText minor={data.totals.betMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.validBet')}>
                <MoneyText minor={data.totals.validBetMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.payout')}>
                <MoneyText minor={data.totals.payoutMinor} fz="lg" fw={700} />
              </Figure>
              <Figure label={t('fields.bonus')}>
                <MoneyText minor={data.totals.bonusMinor} fz="lg" fw={700} />
              </Figure>
            </FigureGrid>
            <Card bg="dark.7" p={{ base: 'sm', xs: 'lg' }}>
              {data.list.length === 0 ? (
                <Text c="dimmed" fz="sm">
                  {t('palStatementsAgentCopy.noDownlines')}
                </Text>
              ) : (
                <ReportTable
                  rows={data.list}
                  columns={columns}
                  rowKey={(row) => String(row.memberId)}
                  testId="member-profit"
                />
              )}
              <ListPagination
                pageNo={data.pageNo}
                totalPages={data.totalPages}
                onChange={setPageNo}
                summary={t('palStatementsAgentCopy.count', { count: data.total })}
              />
              <Text c="dimmed" fz="xs" mt="sm">
                {t('notes.reportingDays', { timeZone: data.timeZone })} {t('notes.profit')} {t('notes.rowTeam')}
              </Text>
            </Card>
          </Stack>
        )}
      </ReportBody>
    </Stack>
  );
};
