import { Group, Progress, SegmentedControl, Select, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffLotteryDraw } from '@perya/contracts';
import { LOTTERY_GAME_CODES, StaffLotteryDrawPageSchema } from '@perya/contracts';

import { AdminMoney } from '../components/admin-money';
import type { DataTableColumn } from '../components/data-table';
import { DataTable } from '../components/data-table';
import { StatusBadge } from '../components/status-badge';
import { formatAdminTime } from '../shell/format';
import { DrawExposureDrawer } from './draw-exposure-drawer';
import { LOTTERY_DRAWS_PATH, shareOfCap } from './in-house-api';
import { DRAW_STATUS_COLOURS, lotteryGameName } from './lottery-words';

// The draws (GET /wps/admin/lottery/draws, decision 061): upcoming soonest first or past latest
// first, by game and state, with each draw's sales, payout and its highest liability against the
// game's cap; a row opens the draw with its exposure per number.

const STATES = ['OPEN', 'CLOSED', 'DRAWN', 'SETTLED'] as const;

export const LotteryDraws = () => {
  const { t } = useTranslation('admin-lottery');
  const [when, setWhen] = useState<'upcoming' | 'past'>('past');
  const [gameCode, setGameCode] = useState('');
  const [status, setStatus] = useState('');
  const [opened, setOpened] = useState<StaffLotteryDraw | null>(null);
  const columns: DataTableColumn<StaffLotteryDraw>[] = [
    {
      key: 'drawId',
      header: t('fields.draw'),
      width: 200,
      render: (row) => (
        <Text span fz="xs" ff="monospace">
          {row.drawId}
        </Text>
      ),
    },
    { key: 'game', header: t('fields.game'), render: (row) => lotteryGameName(row.gameCode, t) },
    { key: 'drawsAt', header: t('fields.drawsAt'), width: 160, render: (row) => formatAdminTime(row.drawsAt) },
    {
      key: 'status',
      header: t('fields.status'),
      width: 110,
      render: (row) => (
        <StatusBadge
          status={row.status}
          color={DRAW_STATUS_COLOURS[row.status]}
          label={t(`drawStatus.${row.status}`)}
        />
      ),
    },
    { key: 'slips', header: t('fields.slips'), width: 70, align: 'right', render: (row) => row.slipCount },
    {
      key: 'sales',
      header: t('fields.sales'),
      width: 120,
      align: 'right',
      render: (row) => <AdminMoney minor={row.salesMinor} />,
    },
    {
      key: 'payout',
      header: t('fields.payout'),
      width: 120,
      align: 'right',
      render: (row) => (row.payoutMinor === null ? '—' : <AdminMoney minor={row.payoutMinor} />),
    },
    {
      key: 'top',
      header: t('fields.topLiability'),
      width: 190,
      render: (row) => {
        if (row.topLiabilityMinor === null)
          return (
            <Text span c="dimmed">
              —
            </Text>
          );
        const share = shareOfCap(row.topLiabilityMinor, row.capMinor);
        return (
          <Group gap={6} wrap="nowrap">
            <Progress
              value={share}
              size="sm"
              flex={1}
              color={share >= 100 ? 'red' : share >= 80 ? 'orange' : 'teal'}
              aria-label={t('fields.topLiability')}
            />
            <Text span fz="xs" ff="monospace" w={44} ta="right">
              {share.toFixed(1)}%
            </Text>
          </Group>
        );
      },
    },
  ];

  return (
    <>
      <DataTable
        path={LOTTERY_DRAWS_PATH}
        schema={StaffLotteryDrawPageSchema}
        label={t('draws.title')}
        columns={columns}
        rowKey={(row) => row.drawId}
        filters={{ when, gameCode, status }}
        onOpen={setOpened}
        emptyText={t('draws.empty')}
        filtersBar={
          <>
            <SegmentedControl
              size="xs"
              aria-label={t('draws.when')}
              value={when}
              onChange={(value) => setWhen(value === 'upcoming' ? 'upcoming' : 'past')}
              data={[
                { value: 'past', label: t('draws.past') },
                { value: 'upcoming', label: t('draws.upcoming') },
              ]}
            />
            <Select
              size="xs"
              w={200}
              label={t('fields.game')}
              clearable
              placeholder={t('draws.allGames')}
              data={LOTTERY_GAME_CODES.map((code) => ({ value: code, label: lotteryGameName(code, t) }))}
              value={gameCode || null}
              onChange={(value) => setGameCode(value ?? '')}
            />
            <Select
              size="xs"
              w={150}
              label={t('fields.status')}
              clearable
              placeholder={t('draws.allStates')}
              data={STATES.map((value) => ({ value, label: t(`drawStatus.${value}`) }))}
              value={status || null}
              onChange={(value) => setStatus(value ?? '')}
            />
          </>
        }
      />
      {opened && <DrawExposureDrawer key={opened.drawId} draw={opened} onClose={() => setOpened(null)} />}
    </>
  );
};
