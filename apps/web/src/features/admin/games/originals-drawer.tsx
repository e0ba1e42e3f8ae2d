import { Alert, Button, SimpleGrid, Stack, Switch, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffOriginalsSetting } from '@perya/contracts';
import { StaffCrashSettingsSchema, StaffOriginalsSettingSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { DetailDrawer, DetailList } from '../components/detail-drawer';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { formatAdminTime } from '../shell/format';
import { CRASH_SETTINGS_PATH, ORIGINALS_SETTINGS_PATH, minorOf, percentOfBps, pesosOf } from './in-house-api';

// One original's editor: what the game declares (read-only) above the settings staff change —
// on/off, minimum and maximum bet, maximum win per bet, and for crash the maximum win per round.
// The form checks the server's rules first (the minimum not under the game's floor, the maximum
// bet not under the minimum, the maximum win not under the maximum bet) and names the field in
// the reader's language; a refusal still shows the server's message, in the same language.

type CrashSettings = { maxRoundWinMinor: string; version: number };
type Draft = { enabled: boolean; minBet: string; maxBet: string; maxWin: string; maxRoundWin: string };
type Field = Exclude<keyof Draft, 'enabled'>;
type Problems = Partial<Record<Field, { key: string; values?: Record<string, string> }>>;
type Request = {
  setting: { enabled: boolean; minBetMinor: string; maxBetMinor: string; maxWinMinor: string };
  maxRoundWinMinor: string | null;
};

export const checkOriginalsDraft = (
  draft: Draft,
  floorMinor: string,
  withRoundCap: boolean,
): { request: Request } | { problems: Problems } => {
  const problems: Problems = {};
  const amounts = {
    minBet: minorOf(draft.minBet),
    maxBet: minorOf(draft.maxBet),
    maxWin: minorOf(draft.maxWin),
    maxRoundWin: withRoundCap ? minorOf(draft.maxRoundWin) : '1',
  };
  for (const field of Object.keys(amounts) as Field[])
    if (amounts[field] === null) problems[field] = { key: 'problems.amount' };
  const { minBet, maxBet, maxWin, maxRoundWin } = amounts;
  if (minBet !== null && BigInt(minBet) < BigInt(floorMinor))
    problems.minBet = { key: 'problems.belowFloor', values: { floor: pesosOf(floorMinor) } };
  if (minBet !== null && maxBet !== null && BigInt(maxBet) < BigInt(minBet))
    problems.maxBet = { key: 'problems.maxBetBelowMin' };
  if (maxBet !== null && maxWin !== null && BigInt(maxWin) < BigInt(maxBet))
    problems.maxWin = { key: 'problems.maxWinBelowMaxBet' };
  if (maxRoundWin !== null && BigInt(maxRoundWin) <= 0n) problems.maxRoundWin = { key: 'problems.positive' };
  if (Object.keys(problems).length > 0 || minBet === null || maxBet === null || maxWin === null) return { problems };
  return {
    request: {
      setting: { enabled: draft.enabled, minBetMinor: minBet, maxBetMinor: maxBet, maxWinMinor: maxWin },
      maxRoundWinMinor: withRoundCap ? maxRoundWin : null,
    },
  };
};

export const OriginalsDrawer = ({
  setting,
  crash,
  onClose,
}: {
  setting: StaffOriginalsSetting;
  /** Crash's round cap (null for the other games, or while it loads). */
  crash: CrashSettings | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin-originals');
  const canManage = useCan('games.manage');
  const withRoundCap = setting.game === 'crash' && crash !== null;
  const [draft, setDraft] = useState<Draft>(() => ({
    enabled: setting.enabled,
    minBet: pesosOf(setting.minBetMinor),
    maxBet: pesosOf(setting.maxBetMinor),
    maxWin: pesosOf(setting.maxWinMinor),
    maxRoundWin: crash ? pesosOf(crash.maxRoundWinMinor) : '',
  }));
  const [problems, setProblems] = useState<Problems>({});
  // Each of the two records is sent only when it changed, with the version it was read at.
  const save = useAdminMutation({
    mutationFn: async (request: Request) => {
      const changed =
        request.setting.enabled !== setting.enabled ||
        request.setting.minBetMinor !== setting.minBetMinor ||
        request.setting.maxBetMinor !== setting.maxBetMinor ||
        request.setting.maxWinMinor !== setting.maxWinMinor;
      if (changed)
        await adminApi.put(`${ORIGINALS_SETTINGS_PATH}/${setting.game}`, StaffOriginalsSettingSchema, {
          ...request.setting,
          version: setting.version,
        });
      if (crash && request.maxRoundWinMinor !== null && request.maxRoundWinMinor !== crash.maxRoundWinMinor)
        await adminApi.put(CRASH_SETTINGS_PATH, StaffCrashSettingsSchema, {
          maxRoundWinMinor: request.maxRoundWinMinor,
          version: crash.version,
        });
    },
    invalidates: [ORIGINALS_SETTINGS_PATH, CRASH_SETTINGS_PATH],
    onSuccess: () => {
      notifications.show({ color: 'teal', message: t('saved', { game: t(`names.${setting.game}`) }) });
      onClose();
    },
  });
  const submit = () => {
    const checked = checkOriginalsDraft(draft, setting.floorMinBetMinor, withRoundCap);
    if ('problems' in checked) return setProblems(checked.problems);
    setProblems({});
    save.mutate(checked.request);
  };
  const field = (key: Field, help?: string) => (
    <TextInput
      size="xs"
      label={t(`form.${key}`)}
      description={help}
      inputMode="decimal"
      leftSection={<Text fz="xs">₱</Text>}
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
      title={t('editTitle', { game: t(`names.${setting.game}`) })}
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
            label: t('fields.rtp'),
            value: `${setting.rtpPercent} %${setting.maxRtpPercent !== setting.rtpPercent ? ` – ${setting.maxRtpPercent} %` : ''}`,
          },
          { label: t('fields.houseEdge'), value: `${percentOfBps(setting.houseEdgeBps)} %` },
          { label: t('fields.floor'), value: <AdminMoney minor={setting.floorMinBetMinor} /> },
          {
            label: t('fields.updatedAt'),
            value: setting.updatedAt ? formatAdminTime(setting.updatedAt) : t('defaults'),
          },
        ]}
      />
      <Text fz="xs" c="dimmed">
        {t('declared')}
      </Text>
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
          {field('minBet', t('form.minBetHelp', { floor: pesosOf(setting.floorMinBetMinor) }))}
          {field('maxBet', t('form.maxBetHelp'))}
        </SimpleGrid>
        {field('maxWin', t('form.maxWinHelp'))}
        {withRoundCap && field('maxRoundWin', t('form.maxRoundWinHelp'))}
      </Stack>
    </DetailDrawer>
  );
};
