import { Alert, Switch, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OriginalsGame, StaffOriginalsSetting } from '@perya/contracts';
import {
  ORIGINALS_GAME_CODES,
  StaffCrashSettingsSchema,
  StaffOriginalsSettingListSchema,
  StaffOriginalsSettingSchema,
} from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { CRASH_SETTINGS_PATH, ORIGINALS_SETTINGS_PATH, percentOfBps } from './in-house-api';
import { OriginalsDrawer } from './originals-drawer';

// /admin/games/originals (issues 16 and 21, decision 061): each Perya Original with its declared
// RTP and house edge (packages/games' figures, not settings), its bet limits and maximum win per
// bet, and its switch; a row opens its editor. Crash is one of the originals (the same settings)
// plus its maximum win per round, so it sits here too, with that figure in its row and editor.

/** "98.9901" → "98.99 %"; a range for plinko and keno, whose tables differ. */
export const rtpText = (setting: StaffOriginalsSetting) => {
  const low = Number(setting.rtpPercent).toFixed(2);
  const high = Number(setting.maxRtpPercent).toFixed(2);
  return low === high ? `${low} %` : `${low}–${high} %`;
};

const OriginalsPage = () => {
  const { t } = useTranslation('admin-originals');
  const canManage = useCan('games.manage');
  const settings = useAdminQuery(ORIGINALS_SETTINGS_PATH, StaffOriginalsSettingListSchema);
  const crash = useAdminQuery(CRASH_SETTINGS_PATH, StaffCrashSettingsSchema);
  const [opened, setOpened] = useState<OriginalsGame | null>(null);
  // The switch sends the row as read with only `enabled` changed (and its version).
  const toggle = useAdminMutation({
    mutationFn: (input: { setting: StaffOriginalsSetting; enabled: boolean }) =>
      adminApi.put(`${ORIGINALS_SETTINGS_PATH}/${input.setting.game}`, StaffOriginalsSettingSchema, {
        enabled: input.enabled,
        minBetMinor: input.setting.minBetMinor,
        maxBetMinor: input.setting.maxBetMinor,
        maxWinMinor: input.setting.maxWinMinor,
        version: input.setting.version,
      }),
    invalidates: [ORIGINALS_SETTINGS_PATH],
    onError: (error) => notifications.show({ color: 'ruby', message: errorText(error, t) }),
  });
  const list = settings.data?.settings ?? [];
  const current = list.find((setting) => setting.game === opened) ?? null;
  const name = (game: OriginalsGame) => t(`names.${game}`);

  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      {settings.error && (
        <Alert color="ruby" variant="light" role="alert" mb="sm">
          {errorText(settings.error, t)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={900}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          fz="sm"
          verticalSpacing={6}
          aria-label={t('title')}
          aria-busy={settings.isLoading}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.game')}</Table.Th>
              <Table.Th w={120} ta="right">
                {t('fields.rtp')}
              </Table.Th>
              <Table.Th w={80} ta="right">
                {t('fields.houseEdge')}
              </Table.Th>
              <Table.Th w={110} ta="right">
                {t('fields.minBet')}
              </Table.Th>
              <Table.Th w={120} ta="right">
                {t('fields.maxBet')}
              </Table.Th>
              <Table.Th w={140} ta="right">
                {t('fields.maxWin')}
              </Table.Th>
              <Table.Th w={130} ta="right">
                {t('fields.maxRoundWin')}
              </Table.Th>
              <Table.Th w={90} ta="center">
                {t('fields.enabled')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((setting) => (
              <Table.Tr
                key={setting.game}
                tabIndex={0}
                style={{ cursor: 'pointer' }}
                onClick={() => setOpened(setting.game)}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') setOpened(setting.game);
                }}
                data-testid={`original-${setting.game}`}
              >
                <Table.Td>
                  <Text span fz="sm" fw={600}>
                    {name(setting.game)}
                  </Text>
                  <Text span c="dimmed" fz="xs" ff="monospace" ml="xs">
                    {ORIGINALS_GAME_CODES[setting.game]}
                  </Text>
                </Table.Td>
                <Table.Td ta="right" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {rtpText(setting)}
                </Table.Td>
                <Table.Td ta="right" ff="monospace">
                  {percentOfBps(setting.houseEdgeBps)} %
                </Table.Td>
                <Table.Td ta="right">
                  <AdminMoney minor={setting.minBetMinor} />
                </Table.Td>
                <Table.Td ta="right">
                  <AdminMoney minor={setting.maxBetMinor} />
                </Table.Td>
                <Table.Td ta="right">
                  <AdminMoney minor={setting.maxWinMinor} />
                </Table.Td>
                <Table.Td ta="right">
                  {setting.game === 'crash' && crash.data ? (
                    <AdminMoney minor={crash.data.maxRoundWinMinor} />
                  ) : (
                    <Text span c="dimmed">
                      —
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="center">
                  <Switch
                    size="xs"
                    display="inline-block"
                    aria-label={`${t('fields.enabled')}: ${name(setting.game)}`}
                    checked={setting.enabled}
                    disabled={!canManage || toggle.isPending}
                    onClick={(event) => event.stopPropagation()}
                    onChange={(event) => toggle.mutate({ setting, enabled: event.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fz="xs" c="dimmed" mt="xs">
        {t('rtpNote')}
      </Text>
      {current && (
        <OriginalsDrawer
          key={`${current.game}:${current.version}:${crash.data?.version ?? 0}`}
          setting={current}
          crash={current.game === 'crash' ? (crash.data ?? null) : null}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
};

export default OriginalsPage;
