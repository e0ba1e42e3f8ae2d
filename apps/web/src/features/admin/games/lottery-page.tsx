import { Alert, Switch, Table, Tabs, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffLotterySetting } from '@perya/contracts';
import { StaffLotterySettingListSchema, StaffLotterySettingSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { AdminPageHeader } from '../components/admin-page-header';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { LOTTERY_DRAWS_PATH, LOTTERY_SETTINGS_PATH } from './in-house-api';
import { LotteryDraws } from './lottery-draws';
import { LotterySettingsDrawer } from './lottery-settings-drawer';
import { closeText, lotteryGameName, lotteryScheduleText } from './lottery-words';

// /admin/games/lottery (issue 21, decisions 053 and 061): the in-house lottery's twelve games with
// their settings (a row opens its editor; the switch turns a game on or off), and the draws with
// each one's exposure per number against the cap.

const LotteryGames = () => {
  const { t } = useTranslation('admin-lottery');
  const canManage = useCan('games.manage');
  const settings = useAdminQuery(LOTTERY_SETTINGS_PATH, StaffLotterySettingListSchema);
  const [opened, setOpened] = useState<string | null>(null);
  const toggle = useAdminMutation({
    mutationFn: ({ setting, enabled }: { setting: StaffLotterySetting; enabled: boolean }) =>
      adminApi.put(`${LOTTERY_SETTINGS_PATH}/${setting.gameCode}`, StaffLotterySettingSchema, {
        enabled,
        minBetMinor: setting.minBetMinor,
        maxBetMinor: setting.maxBetMinor,
        maxWinMinor: setting.maxWinMinor,
        exposureCapMinor: setting.exposureCapMinor,
        closeSeconds: setting.closeSeconds,
        drawTime: setting.drawTime,
        version: setting.version,
      }),
    invalidates: [LOTTERY_SETTINGS_PATH, LOTTERY_DRAWS_PATH],
    onError: (error) => notifications.show({ color: 'ruby', message: errorText(error, t) }),
  });
  const list = settings.data?.settings ?? [];
  const current = list.find((setting) => setting.gameCode === opened) ?? null;

  return (
    <>
      {settings.error && (
        <Alert color="ruby" variant="light" role="alert" mb="sm">
          {errorText(settings.error, t)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={980}>
        <Table
          striped
          highlightOnHover
          withTableBorder
          fz="sm"
          verticalSpacing={6}
          aria-label={t('games.title')}
          aria-busy={settings.isLoading}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('fields.game')}</Table.Th>
              <Table.Th w={120}>{t('fields.schedule')}</Table.Th>
              <Table.Th w={120}>{t('fields.close')}</Table.Th>
              <Table.Th w={100} ta="right">
                {t('fields.minBet')}
              </Table.Th>
              <Table.Th w={110} ta="right">
                {t('fields.maxBet')}
              </Table.Th>
              <Table.Th w={130} ta="right">
                {t('fields.maxWin')}
              </Table.Th>
              <Table.Th w={140} ta="right">
                {t('fields.exposureCap')}
              </Table.Th>
              <Table.Th w={80} ta="center">
                {t('fields.enabled')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {list.map((setting) => {
              const name = lotteryGameName(setting.gameCode, t);
              return (
                <Table.Tr
                  key={setting.gameCode}
                  tabIndex={0}
                  style={{ cursor: 'pointer' }}
                  onClick={() => setOpened(setting.gameCode)}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter') setOpened(setting.gameCode);
                  }}
                  data-testid={`lottery-${setting.gameCode}`}
                >
                  <Table.Td>
                    <Text span fz="sm" fw={600}>
                      {name}
                    </Text>
                    <Text span c="dimmed" fz="xs" ff="monospace" ml="xs">
                      {setting.gameCode}
                    </Text>
                  </Table.Td>
                  <Table.Td>{lotteryScheduleText(setting.gameCode, setting.drawTime, t)}</Table.Td>
                  <Table.Td>{closeText(setting.closeSeconds, t)}</Table.Td>
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
                    <AdminMoney minor={setting.exposureCapMinor} />
                  </Table.Td>
                  <Table.Td ta="center">
                    <Switch
                      size="xs"
                      display="inline-block"
                      aria-label={`${t('fields.enabled')}: ${name}`}
                      checked={setting.enabled}
                      disabled={!canManage || toggle.isPending}
                      onClick={(event) => event.stopPropagation()}
                      onChange={(event) => toggle.mutate({ setting, enabled: event.currentTarget.checked })}
                    />
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text fz="xs" c="dimmed" mt="xs">
        {t('games.note')}
      </Text>
      {current && (
        <LotterySettingsDrawer
          key={`${current.gameCode}:${current.version}`}
          setting={current}
          onClose={() => setOpened(null)}
        />
      )}
    </>
  );
};

const LotteryPage = () => {
  const { t } = useTranslation('admin-lottery');
  const [tab, setTab] = useState<string | null>('games');
  return (
    <>
      <AdminPageHeader title={t('title')} description={t('description')} />
      <Tabs value={tab} onChange={setTab} keepMounted={false}>
        <Tabs.List mb="sm">
          <Tabs.Tab value="games">{t('games.title')}</Tabs.Tab>
          <Tabs.Tab value="draws">{t('draws.title')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="games">
          <LotteryGames />
        </Tabs.Panel>
        <Tabs.Panel value="draws">
          <LotteryDraws />
        </Tabs.Panel>
      </Tabs>
    </>
  );
};

export default LotteryPage;
