import { Alert, Badge, Select, SimpleGrid, Stack, Switch, Table, Text, TextInput, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { CreateLeaderboardRequest, LeaderboardMetric, MissionPeriod, StaffLeaderboard } from '@perya/contracts';
import {
  CreateLeaderboardRequestSchema,
  GAME_CATEGORY_CODES,
  LEADERBOARD_METRICS,
  MISSION_PERIODS,
  MONEY_MISSION_METRICS,
  StaffLeaderboardPayoutsSchema,
  StaffLeaderboardSchema,
} from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminMoney } from '../components/admin-money';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import type { Checked } from './loyalty-editor';
import { LoyaltyEditorDrawer, useLoyaltyDraft } from './loyalty-editor';
import { LEADERBOARDS_PATH, countOf, minorOf, pathOf, pesosOf } from './loyalty-api';
import type { WordsDraft } from './loyalty-words';
import { LoyaltyWords, translationsOf, wordsDraftOf } from './loyalty-words';

// Create or change a leaderboard (decision 048): its period, what it ranks, the prize of each
// rank (one line per rank, rank 1 first, never more than the rank above), the least a member
// needs to rank, and its switch (off ends it; a settled period keeps what it paid). Opened, it
// shows what its settled periods paid, newest first. Edits send the version opened.

type LeaderboardDraft = {
  words: WordsDraft;
  period: MissionPeriod;
  metric: LeaderboardMetric;
  category: string;
  prizes: string;
  turnoverMultiplier: string;
  minValue: string;
  active: boolean;
};

const isMoney = (metric: LeaderboardMetric) => MONEY_MISSION_METRICS.includes(metric);

const draftOf = (board: StaffLeaderboard | null): LeaderboardDraft => ({
  words: wordsDraftOf(board, board?.translations),
  period: board?.period ?? 'WEEKLY',
  metric: board?.metric ?? 'VALID_BET',
  category: board?.category ?? '',
  prizes: board?.prizesMinor.map((prize) => pesosOf(prize)).join('\n') ?? '',
  turnoverMultiplier: String(board?.turnoverMultiplier ?? 1),
  minValue: board ? (isMoney(board.metric) ? pesosOf(board.minValue) : board.minValue) : '',
  active: board?.active ?? true,
});

const requestOf = (draft: LeaderboardDraft): Checked<CreateLeaderboardRequest> => {
  const prizesMinor = [];
  for (const line of draft.prizes.split('\n').filter((text) => text.trim())) {
    const minor = minorOf(line);
    if (!minor) return { problem: { field: 'prizesMinor', key: 'problems.prizes' } };
    prizesMinor.push(minor);
  }
  const turnover = countOf(draft.turnoverMultiplier);
  if (!turnover) return { problem: { field: 'turnoverMultiplier', key: 'problems.count' } };
  const minValue = isMoney(draft.metric) ? minorOf(draft.minValue) : countOf(draft.minValue);
  if (minValue === undefined) return { problem: { field: 'minValue', key: 'problems.invalid' } };
  const words = translationsOf(draft.words, false);
  if ('problemField' in words) return { problem: { field: words.problemField, key: 'problems.title' } };
  const request = {
    title: draft.words.EN.title,
    translations: words.translations,
    period: draft.period,
    metric: draft.metric,
    category: draft.metric !== 'DEPOSIT_AMOUNT' && draft.category ? draft.category : null,
    prizesMinor,
    turnoverMultiplier: Number(turnover),
    minValue: minValue ?? '1',
    active: draft.active,
  } as CreateLeaderboardRequest;
  const parsed = CreateLeaderboardRequestSchema.safeParse(request);
  if (parsed.success) return { request };
  const path = pathOf(parsed.error.issues[0]?.path ?? []);
  const field = path.startsWith('translations.') ? path : (path.split('.')[0] ?? '');
  return {
    problem: {
      field,
      key:
        field === 'prizesMinor'
          ? 'problems.prizes'
          : field === 'title' || field.endsWith('.title')
            ? 'problems.title'
            : 'problems.invalid',
    },
  };
};

const Payouts = ({ board }: { board: StaffLeaderboard }) => {
  const { t } = useTranslation('admin-loyalty');
  const payouts = useAdminQuery(`${LEADERBOARDS_PATH}/${board.id}/payouts`, StaffLeaderboardPayoutsSchema);
  const list = payouts.data?.list ?? [];
  return (
    <Stack gap="xs">
      <Text fz="sm" fw={600}>
        {t('leaderboards.payouts')}
      </Text>
      {payouts.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(payouts.error, t)}
        </Alert>
      )}
      {payouts.data && list.length === 0 && (
        <Text fz="sm" c="dimmed">
          {t('leaderboards.noPayouts')}
        </Text>
      )}
      {list.length > 0 && (
        <Table.ScrollContainer minWidth={520}>
          <Table fz="sm" aria-label={t('leaderboards.payouts')}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('fields.periodStart')}</Table.Th>
                <Table.Th w={60}>{t('fields.rank')}</Table.Th>
                <Table.Th>{t('fields.member')}</Table.Th>
                <Table.Th>{t('fields.reached')}</Table.Th>
                <Table.Th>{t('fields.prize')}</Table.Th>
                <Table.Th>{t('fields.status')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {list.map((row) => (
                <Table.Tr key={`${row.periodStart}:${row.rank}:${row.memberId}`}>
                  <Table.Td>{row.periodStart}</Table.Td>
                  <Table.Td>{row.rank}</Table.Td>
                  <Table.Td>
                    {row.account} (#{row.memberId})
                  </Table.Td>
                  <Table.Td>
                    {isMoney(board.metric) ? <AdminMoney minor={row.reachedValue} /> : row.reachedValue}
                  </Table.Td>
                  <Table.Td>
                    <AdminMoney minor={row.amountMinor} />
                  </Table.Td>
                  <Table.Td>
                    <Badge size="sm" variant="light" color={row.paid ? 'green' : 'orange'}>
                      {t(row.paid ? 'leaderboards.paid' : 'leaderboards.unpaid')}
                    </Badge>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  );
};

export const LeaderboardEditor = ({ board, onClose }: { board: StaffLeaderboard | null; onClose: () => void }) => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const save = useAdminMutation({
    mutationFn: (request: CreateLeaderboardRequest) =>
      board
        ? adminApi.put(`${LEADERBOARDS_PATH}/${board.id}`, StaffLeaderboardSchema, {
            version: board.version,
            ...request,
          })
        : adminApi.post(LEADERBOARDS_PATH, StaffLeaderboardSchema, request),
    invalidates: [LEADERBOARDS_PATH],
    onSuccess: onClose,
  });
  const { draft, set, submit, errorOf } = useLoyaltyDraft(() => draftOf(board), requestOf, save.mutate);
  const money = isMoney(draft.metric);
  return (
    <LoyaltyEditorDrawer
      title={board ? t('leaderboards.editTitle', { title: board.title }) : t('leaderboards.newTitle')}
      saving={save.isPending}
      error={save.error}
      onSave={submit}
      onClose={onClose}
    >
      <LoyaltyWords
        draft={draft.words}
        onChange={(words) => set('words', words)}
        withDescription={false}
        readOnly={!canManage}
        errorOf={errorOf}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label={t('fields.period')}
          readOnly={!canManage}
          allowDeselect={false}
          data={MISSION_PERIODS.map((value) => ({ value, label: t(`period.${value}`) }))}
          value={draft.period}
          onChange={(value) => value && set('period', value as MissionPeriod)}
        />
        <Select
          label={t('fields.metric')}
          readOnly={!canManage}
          allowDeselect={false}
          data={LEADERBOARD_METRICS.map((value) => ({ value, label: t(`metric.${value}`) }))}
          value={draft.metric}
          onChange={(value) => value && set('metric', value as LeaderboardMetric)}
        />
        {draft.metric !== 'DEPOSIT_AMOUNT' && (
          <Select
            label={t('fields.category')}
            readOnly={!canManage}
            clearable
            placeholder={t('fields.everyCategory')}
            data={GAME_CATEGORY_CODES.map((value) => ({ value, label: t(`gameCategory.${value}`) }))}
            value={draft.category || null}
            onChange={(value) => set('category', value ?? '')}
          />
        )}
        <TextInput
          label={t('fields.turnoverMultiplier')}
          readOnly={!canManage}
          inputMode="numeric"
          value={draft.turnoverMultiplier}
          error={errorOf('turnoverMultiplier')}
          onChange={(event) => set('turnoverMultiplier', event.currentTarget.value)}
        />
        <TextInput
          label={t(money ? 'leaderboards.minValueMoney' : 'leaderboards.minValueCount')}
          readOnly={!canManage}
          inputMode={money ? 'decimal' : 'numeric'}
          placeholder={money ? '0.01' : '1'}
          value={draft.minValue}
          error={errorOf('minValue')}
          onChange={(event) => set('minValue', event.currentTarget.value)}
        />
      </SimpleGrid>
      <Textarea
        label={t('leaderboards.prizes')}
        description={t('leaderboards.prizesHelp')}
        readOnly={!canManage}
        rows={4}
        value={draft.prizes}
        error={errorOf('prizesMinor')}
        onChange={(event) => set('prizes', event.currentTarget.value)}
      />
      <Switch
        label={t('fields.active')}
        description={t('leaderboards.activeHelp')}
        disabled={!canManage}
        checked={draft.active}
        onChange={(event) => set('active', event.currentTarget.checked)}
      />
      {board && <Payouts board={board} />}
    </LoyaltyEditorDrawer>
  );
};
