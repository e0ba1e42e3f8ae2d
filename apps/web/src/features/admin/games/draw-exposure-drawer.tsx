import { Alert, Group, Progress, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { StaffLotteryDraw } from '@perya/contracts';
import { StaffLotteryExposureSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { StatusBadge } from '../components/status-badge';
import { useAdminQuery } from '../shell/admin-query';
import { formatAdminTime } from '../shell/format';
import { exposurePathOf, shareOfCap } from './in-house-api';
import { DRAW_STATUS_COLOURS, lotteryGameName } from './lottery-words';

// One draw: its times, state, sales and payout, the result once drawn, and its exposure — the
// liability on each number or combination (highest 50 first, the server's exposure route) against
// the game's cap, as a bar that turns orange past 80 % and red at the cap.

const barColour = (share: number) => (share >= 100 ? 'red' : share >= 80 ? 'orange' : 'teal');

export const DrawExposureDrawer = ({ draw, onClose }: { draw: StaffLotteryDraw; onClose: () => void }) => {
  const { t } = useTranslation('admin-lottery');
  const exposure = useAdminQuery(exposurePathOf(draw.drawId), StaffLotteryExposureSchema);
  const cap = exposure.data?.capMinor ?? draw.capMinor;
  const keys = exposure.data?.keys ?? [];

  return (
    <DetailDrawer opened onClose={onClose} title={t('exposure.title', { draw: draw.drawId })}>
      <DetailList
        items={[
          { label: t('fields.game'), value: lotteryGameName(draw.gameCode, t) },
          {
            label: t('fields.status'),
            value: (
              <StatusBadge
                status={draw.status}
                color={DRAW_STATUS_COLOURS[draw.status]}
                label={t(`drawStatus.${draw.status}`)}
              />
            ),
          },
          { label: t('fields.closesAt'), value: formatAdminTime(draw.closesAt) },
          { label: t('fields.drawsAt'), value: formatAdminTime(draw.drawsAt) },
          { label: t('fields.slips'), value: draw.slipCount },
          { label: t('fields.sales'), value: <AdminMoney minor={draw.salesMinor} /> },
          {
            label: t('fields.payout'),
            value: draw.payoutMinor === null ? '—' : <AdminMoney minor={draw.payoutMinor} />,
          },
          {
            label: t('fields.winners'),
            value: draw.winnersFound === null ? '—' : `${draw.winnersPaid ?? 0} / ${draw.winnersFound}`,
          },
          {
            label: t('fields.result'),
            value: draw.result ? (
              <Text fz="xs" ff="monospace" data-testid="draw-result">
                {draw.result.map((prize) => `${prize.tier}: ${prize.numbers.join(' ')}`).join(' · ')}
              </Text>
            ) : (
              '—'
            ),
          },
        ]}
      />
      <Group justify="space-between" align="baseline">
        <Title order={2} fz="sm">
          {t('exposure.heading')}
        </Title>
        <Text fz="xs" c="dimmed">
          {t('exposure.cap')} <AdminMoney minor={cap} />
        </Text>
      </Group>
      {exposure.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(exposure.error, t)}
        </Alert>
      )}
      {exposure.data && keys.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('exposure.empty')}
        </Text>
      )}
      {keys.length > 0 && (
        <Table fz="xs" withTableBorder verticalSpacing={4} aria-label={t('exposure.heading')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={90}>{t('exposure.betType')}</Table.Th>
              <Table.Th>{t('exposure.numbers')}</Table.Th>
              <Table.Th w={120} ta="right">
                {t('exposure.liability')}
              </Table.Th>
              <Table.Th w={150}>{t('exposure.share')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {keys.map((entry) => {
              const [betType = entry.key, numbers = ''] = entry.key.split(':');
              const share = shareOfCap(entry.liabilityMinor, cap);
              return (
                <Table.Tr key={entry.key} data-testid={`exposure-${entry.key}`}>
                  <Table.Td ff="monospace">{betType}</Table.Td>
                  <Table.Td ff="monospace">{numbers.replaceAll('-', ' ')}</Table.Td>
                  <Table.Td ta="right">
                    <AdminMoney minor={entry.liabilityMinor} />
                  </Table.Td>
                  <Table.Td>
                    <Group gap={6} wrap="nowrap">
                      <Progress value={share} color={barColour(share)} size="sm" flex={1} aria-label={entry.key} />
                      <Text span fz="xs" ff="monospace" w={44} ta="right">
                        {share.toFixed(1)}%
                      </Text>
                    </Group>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </DetailDrawer>
  );
};
