import { Alert, Button, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffLotterySetting } from '@perya/contracts';
import { StaffLotterySettingSchema, lotteryGameOf } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { LOTTERY_DRAWS_PATH, LOTTERY_SETTINGS_PATH, minorOf, pesosOf } from './in-house-api';
import { closeText, lotteryGameName, lotteryScheduleText } from './lottery-words';

// One lottery game's editor (decision 053's settings): on/off, the stake per line, the most a line
// may win, the exposure cap (the most one draw may owe on one number or combination), when sales
// close before the draw, and a daily game's draw time (Manila). The checks are the server's: the
// maximum not under the minimum, the maximum win not under the maximum bet, a quick draw's sales
// open for part of each period, a daily game with a time. Odds are the games' maths, not settings.

type Draft = {
  enabled: boolean;
  minBet: string;
  maxBet: string;
  maxWin: string;
  exposureCap: string;
  closeSeconds: string;
  drawTime: string;
};
type Field = Exclude<keyof Draft, 'enabled'>;
type Problems = Partial<Record<Field, { key: string; values?: Record<string, string | number> }>>;
export type LotterySettingRequest = Omit<StaffLotterySetting, 'gameCode' | 'updatedAt'>;

export const checkLotteryDraft = (
  draft: Draft,
  setting: StaffLotterySetting,
): { request: LotterySettingRequest } | { problems: Problems } => {
  const game = lotteryGameOf(setting.gameCode);
  const problems: Problems = {};
  const minBet = minorOf(draft.minBet);
  const maxBet = minorOf(draft.maxBet);
  const maxWin = minorOf(draft.maxWin);
  const exposureCap = minorOf(draft.exposureCap);
  const amounts = { minBet, maxBet, maxWin, exposureCap };
  for (const [field, value] of Object.entries(amounts) as [Field, string | null][])
    if (value === null || BigInt(value) === 0n) problems[field] = { key: 'problems.amount' };
  if (minBet && maxBet && BigInt(maxBet) < BigInt(minBet)) problems.maxBet = { key: 'problems.maxBetBelowMin' };
  if (maxBet && maxWin && BigInt(maxWin) < BigInt(maxBet)) problems.maxWin = { key: 'problems.maxWinBelowMaxBet' };
  const seconds = /^\d{1,5}$/.test(draft.closeSeconds.trim()) ? Number(draft.closeSeconds.trim()) : NaN;
  if (!(seconds >= 5 && seconds <= 86_400)) problems.closeSeconds = { key: 'problems.closeSeconds' };
  else if (game?.schedule.kind === 'every' && seconds >= game.schedule.minutes * 60)
    problems.closeSeconds = { key: 'problems.closeInPeriod', values: { seconds: game.schedule.minutes * 60 } };
  const daily = game?.schedule.kind === 'daily';
  if (daily && !/^([01]\d|2[0-3]):[0-5]\d$/.test(draft.drawTime.trim()))
    problems.drawTime = { key: 'problems.drawTime' };
  if (Object.keys(problems).length > 0 || !minBet || !maxBet || !maxWin || !exposureCap) return { problems };
  return {
    request: {
      enabled: draft.enabled,
      minBetMinor: minBet,
      maxBetMinor: maxBet,
      maxWinMinor: maxWin,
      exposureCapMinor: exposureCap,
      closeSeconds: seconds,
      drawTime: daily ? draft.drawTime.trim() : null,
      version: setting.version,
    },
  };
};

export const LotterySettingsDrawer = ({ setting, onClose }: { setting: StaffLotterySetting; onClose: () => void }) => {
  const { t } = useTranslation('admin-lottery');
  const canManage = useCan('games.manage');
  const daily = lotteryGameOf(setting.gameCode)?.schedule.kind === 'daily';
  const name = lotteryGameName(setting.gameCode, t);
  const [draft, setDraft] = useState<Draft>(() => ({
    enabled: setting.enabled,
    minBet: pesosOf(setting.minBetMinor),
    maxBet: pesosOf(setting.maxBetMinor),
    maxWin: pesosOf(setting.maxWinMinor),
    exposureCap: pesosOf(setting.exposureCapMinor),
    closeSeconds: String(setting.closeSeconds),
    drawTime: setting.drawTime ?? '',
  }));
  const [problems, setProblems] = useState<Problems>({});
  const save = useAdminMutation({
    mutationFn: (request: LotterySettingRequest) =>
      adminApi.put(`${LOTTERY_SETTINGS_PATH}/${setting.gameCode}`, StaffLotterySettingSchema, request),
    invalidates: [LOTTERY_SETTINGS_PATH, LOTTERY_DRAWS_PATH],
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('saved', { game: name }) });
      onClose();
    },
  });
  const submit = () => {
    const checked = checkLotteryDraft(draft, setting);
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems({});
    save.mutate(checked.request);
  };
  const field = (key: Field, options: { help?: string; money?: boolean } = {}) => (
    <TextInput
      size="xs"
      label={t(`form.${key}`)}
      description={options.help}
      inputMode={options.money ? 'decimal' : 'numeric'}
      leftSection={options.money ? <Text fz="xs">₱</Text> : undefined}
      readOnly={!canManage}
      value={draft[key]}
      error={problems[key] ? t(problems[key].key, problems[key].values) : undefined}
      onChange={(event) => setDraft({ ...draft, [key]: event.currentTarget.value })}
    />
  );

  return (
    <DetailDrawer
      opened
      onClose={onClose}
      title={t('editTitle', { game: name })}
      actions={
        canManage && (
          <Button size="xs" loading={save.isPending} onClick={submit}>
            {t('save')}
          </Button>
        )
      }
    >
      <DetailList
        items={[
          {
            label: t('fields.code'),
            value: (
              <Text span ff="monospace" fz="sm">
                {setting.gameCode}
              </Text>
            ),
          },
          { label: t('fields.schedule'), value: lotteryScheduleText(setting.gameCode, setting.drawTime, t) },
          { label: t('fields.close'), value: closeText(setting.closeSeconds, t) },
          {
            label: t('fields.updatedAt'),
            value: setting.updatedAt ? formatAdminTime(setting.updatedAt) : t('defaults'),
          },
        ]}
      />
      {save.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(save.error, t)}
        </Alert>
      )}
      <Stack gap="xs">
        <Switch
          label={t('fields.enabled')}
          checked={draft.enabled}
          disabled={!canManage}
          onChange={(event) => setDraft({ ...draft, enabled: event.currentTarget.checked })}
        />
        <SimpleGrid cols={2} spacing="xs">
          {field('minBet', { money: true, help: t('form.perLine') })}
          {field('maxBet', { money: true, help: t('form.perLine') })}
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          {field('maxWin', { money: true, help: t('form.maxWinHelp') })}
          {field('exposureCap', { money: true, help: t('form.exposureCapHelp') })}
        </SimpleGrid>
        <SimpleGrid cols={2} spacing="xs">
          {field('closeSeconds', { help: t('form.closeSecondsHelp') })}
          {daily && field('drawTime', { help: t('form.drawTimeHelp') })}
        </SimpleGrid>
        <Text fz="xs" c="dimmed">
          {t('form.oddsNote')}
        </Text>
      </Stack>
    </DetailDrawer>
  );
};
