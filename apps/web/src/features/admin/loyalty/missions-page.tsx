import { Alert, Badge, Button, Table, Tabs, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffLeaderboard, StaffMission } from '@perya/contracts';
import { MONEY_MISSION_METRICS, StaffLeaderboardListSchema, StaffMissionPageSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { LeaderboardEditor } from './leaderboard-editor';
import { LEADERBOARDS_PATH, MISSIONS_PATH } from './loyalty-api';
import { MissionEditor } from './mission-editor';

// /admin/loyalty/missions (issue 20, decisions 048 and 050): the missions (paged, with claims and
// what they paid) and the leaderboards, each opened in its editor; a leaderboard's editor shows
// its payouts. Read-only staff open them to read: no New, no Save.

type Translate = (key: string, options?: Record<string, unknown>) => string;

const ActiveBadge = ({ active }: { active: boolean }) => {
  const { t } = useTranslation('admin-loyalty');
  return (
    <Badge size="sm" variant="light" color={active ? 'green' : 'gray'}>
      {t(active ? 'state.on' : 'state.off')}
    </Badge>
  );
};

const whatItCounts = (metric: string, category: string | null, t: Translate) =>
  category ? `${t(`metric.${metric}`)} · ${t(`gameCategory.${category}`)}` : t(`metric.${metric}`);

const MissionsTab = () => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const [editing, setEditing] = useState<StaffMission | 'new' | null>(null);
  const columns: DataTableColumn<StaffMission>[] = [
    { key: 'id', header: '#', width: 60, render: (row) => row.id },
    {
      key: 'title',
      header: t('fields.title'),
      render: (row) => (
        <Text fz="sm" fw={600} truncate>
          {row.title}
        </Text>
      ),
    },
    { key: 'period', header: t('fields.period'), width: 100, render: (row) => t(`period.${row.period}`) },
    {
      key: 'metric',
      header: t('fields.metric'),
      width: 200,
      render: (row) => whatItCounts(row.metric, row.category, t),
    },
    {
      key: 'milestones',
      header: t('missions.milestones'),
      width: 200,
      render: (row) => {
        const last = row.milestones.at(-1);
        if (!last) return '—';
        return (
          <>
            {t('missions.milestoneCount', { count: row.milestones.length })} ·{' '}
            {MONEY_MISSION_METRICS.includes(row.metric) ? <AdminMoney minor={last.target} /> : last.target}
          </>
        );
      },
    },
    { key: 'claims', header: t('fields.claims'), width: 80, align: 'right', render: (row) => row.claims },
    {
      key: 'paid',
      header: t('fields.paid'),
      width: 120,
      align: 'right',
      render: (row) => <AdminMoney minor={row.paidMinor} />,
    },
    { key: 'active', header: t('fields.state'), width: 80, render: (row) => <ActiveBadge active={row.active} /> },
  ];
  return (
    <>
      {canManage && (
        <Button size="xs" mb="sm" onClick={() => setEditing('new')}>
          {t('missions.add')}
        </Button>
      )}
      <DataTable
        path={MISSIONS_PATH}
        schema={StaffMissionPageSchema}
        label={t('missions.title')}
        columns={columns}
        rowKey={(row) => row.id}
        onOpen={(row) => setEditing(row)}
        emptyText={t('missions.empty')}
      />
      {editing && <MissionEditor mission={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
};

const LeaderboardsTab = () => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const boards = useAdminQuery(LEADERBOARDS_PATH, StaffLeaderboardListSchema);
  const [editing, setEditing] = useState<StaffLeaderboard | 'new' | null>(null);
  const list = boards.data?.list ?? [];
  return (
    <>
      {canManage && (
        <Button size="xs" mb="sm" onClick={() => setEditing('new')}>
          {t('leaderboards.add')}
        </Button>
      )}
      {boards.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(boards.error, t)}
        </Alert>
      )}
      {boards.data && list.length === 0 && <Text c="dimmed">{t('leaderboards.empty')}</Text>}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover fz="sm" aria-label={t('leaderboards.title')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th w={60}>#</Table.Th>
                <Table.Th>{t('fields.title')}</Table.Th>
                <Table.Th w={100}>{t('fields.period')}</Table.Th>
                <Table.Th w={200}>{t('fields.metric')}</Table.Th>
                <Table.Th w={200}>{t('leaderboards.prizes')}</Table.Th>
                <Table.Th w={80}>{t('fields.state')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((board) => (
                <Table.Tr
                  key={board.id}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={() => setEditing(board)}
                  onKeyDown={(event) => event.key === 'Enter' && setEditing(board)}
                >
                  <Table.Td>{board.id}</Table.Td>
                  <Table.Td fw={600}>{board.title}</Table.Td>
                  <Table.Td>{t(`period.${board.period}`)}</Table.Td>
                  <Table.Td>{whatItCounts(board.metric, board.category, t)}</Table.Td>
                  <Table.Td>
                    {t('leaderboards.ranks', { count: board.prizesMinor.length })} · #1{' '}
                    <AdminMoney minor={board.prizesMinor[0] ?? '0'} />
                  </Table.Td>
                  <Table.Td>
                    <ActiveBadge active={board.active} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {editing && <LeaderboardEditor board={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
    </>
  );
};

const MissionsPage = () => {
  const { t } = useTranslation('admin-loyalty');
  return (
    <>
      <AdminPageHeader title={t('missions.pageTitle')} description={t('missions.description')} />
      <Tabs defaultValue="missions" keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="missions">{t('missions.title')}</Tabs.Tab>
          <Tabs.Tab value="leaderboards">{t('leaderboards.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="missions">
          <MissionsTab />
        </Tabs.Panel>
        <Tabs.Panel value="leaderboards">
          <LeaderboardsTab />
        </Tabs.Panel>
      </Tabs>
    </>
  );
};

export default MissionsPage;
