import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { UpdateVipLadderRequest, VipCondition, VipLevel } from '@perya/contracts';
import { MEMBER_VIP_LEVEL_MAX, UpdateVipLadderRequestSchema, VIP_CONDITIONS, VipLadderSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { VIP_LEVELS_PATH, countOf, minorOf, pathOf, pesosOf } from './loyalty-api';

// The VIP ladder as one table (decision 047): every level's thresholds, bonuses and daily
// withdrawal allowance, edited in place and saved as a whole (the API replaces the ladder). The
// API keeps no version of the ladder, so before saving the screen reads it again and refuses to
// overwrite a ladder someone changed since it was opened (decision 050).

const MONEY_FIELDS = [
  'minValidBet',
  'minDeposit',
  'upgradeBonus',
  'monthlyBonus',
  'birthdayBonus',
  'dailyWithdrawalLimit',
] as const;
const COUNT_FIELDS = [
  'birthdayMinDeposits',
  'turnoverMultiplier',
  'rebateTurnoverMultiplier',
  'dailyWithdrawalCount',
] as const;
type MoneyField = (typeof MONEY_FIELDS)[number];
type CountField = (typeof COUNT_FIELDS)[number];

type LevelDraft = { name: string; condition: VipCondition } & Record<MoneyField | CountField, string>;

const draftOfLevel = (level: VipLevel): LevelDraft => ({
  name: level.name,
  condition: level.condition,
  minValidBet: pesosOf(level.minValidBetMinor),
  minDeposit: pesosOf(level.minDepositMinor),
  upgradeBonus: pesosOf(level.upgradeBonusMinor),
  monthlyBonus: pesosOf(level.monthlyBonusMinor),
  birthdayBonus: pesosOf(level.birthdayBonusMinor),
  birthdayMinDeposits: String(level.birthdayMinDeposits),
  dailyWithdrawalLimit: pesosOf(level.dailyWithdrawalLimitMinor),
  turnoverMultiplier: String(level.turnoverMultiplier),
  rebateTurnoverMultiplier: String(level.rebateTurnoverMultiplier),
  dailyWithdrawalCount: level.dailyWithdrawalCount === null ? '' : String(level.dailyWithdrawalCount),
});

/** A new top level: the one below's figures (staff raise the thresholds). */
const nextLevel = (below: LevelDraft | undefined, level: number): LevelDraft => ({
  condition: 'ANY',
  minValidBet: '',
  minDeposit: '',
  upgradeBonus: '0',
  monthlyBonus: '0',
  birthdayBonus: '0',
  birthdayMinDeposits: '0',
  dailyWithdrawalLimit: '',
  turnoverMultiplier: '1',
  rebateTurnoverMultiplier: '0',
  dailyWithdrawalCount: '',
  ...below,
  name: `VIP${level}`,
});

/** The API's field names of a draft field (the contract's issues name those). */
const API_FIELD: Record<MoneyField | CountField | 'name' | 'condition', string> = {
  name: 'name',
  condition: 'condition',
  minValidBet: 'minValidBetMinor',
  minDeposit: 'minDepositMinor',
  upgradeBonus: 'upgradeBonusMinor',
  monthlyBonus: 'monthlyBonusMinor',
  birthdayBonus: 'birthdayBonusMinor',
  birthdayMinDeposits: 'birthdayMinDeposits',
  dailyWithdrawalLimit: 'dailyWithdrawalLimitMinor',
  turnoverMultiplier: 'turnoverMultiplier',
  rebateTurnoverMultiplier: 'rebateTurnoverMultiplier',
  dailyWithdrawalCount: 'dailyWithdrawalCount',
};

/** The contract's own messages for the ladder's rules, as this namespace's keys. */
const RULE_KEYS: Record<string, string> = {
  'VIP0 has no threshold': 'problems.vip0Threshold',
  'A level needs at least what the one below needs': 'problems.thresholdFalls',
  'A level above VIP0 needs a threshold': 'problems.thresholdMissing',
};

type Problem = { cell: string; key: string };

/** The request from the drafts, checked by the contract's schema: the request, or the first cell at fault. */
const requestOf = (drafts: LevelDraft[]): { request: UpdateVipLadderRequest } | { problem: Problem } => {
  const levels = [];
  for (const [index, draft] of drafts.entries()) {
    const money: Partial<Record<MoneyField, string | null>> = {};
    for (const field of MONEY_FIELDS) {
      const minor = minorOf(draft[field]);
      const optional = field === 'dailyWithdrawalLimit';
      if (minor === undefined || (minor === null && !optional))
        return { problem: { cell: `levels.${index}.${API_FIELD[field]}`, key: 'problems.amount' } };
      money[field] = minor;
    }
    const counts: Partial<Record<CountField, number | null>> = {};
    for (const field of COUNT_FIELDS) {
      const count = countOf(draft[field]);
      const optional = field === 'dailyWithdrawalCount';
      if (count === undefined || (count === null && !optional))
        return { problem: { cell: `levels.${index}.${API_FIELD[field]}`, key: 'problems.count' } };
      counts[field] = count === null ? null : Number(count);
    }
    levels.push({
      level: index,
      name: draft.name,
      condition: draft.condition,
      minValidBetMinor: money.minValidBet ?? '0',
      minDepositMinor: money.minDeposit ?? '0',
      upgradeBonusMinor: money.upgradeBonus ?? '0',
      monthlyBonusMinor: money.monthlyBonus ?? '0',
      birthdayBonusMinor: money.birthdayBonus ?? '0',
      birthdayMinDeposits: counts.birthdayMinDeposits ?? 0,
      turnoverMultiplier: counts.turnoverMultiplier ?? 0,
      rebateTurnoverMultiplier: counts.rebateTurnoverMultiplier ?? 0,
      dailyWithdrawalCount: counts.dailyWithdrawalCount ?? null,
      dailyWithdrawalLimitMinor: money.dailyWithdrawalLimit ?? null,
    });
  }
  const parsed = UpdateVipLadderRequestSchema.safeParse({ levels });
  // The request is the input as checked (the parsed output holds bigints, which JSON cannot carry).
  if (parsed.success) return { request: { levels } as unknown as UpdateVipLadderRequest };
  const issue = parsed.error.issues[0];
  return {
    problem: { cell: pathOf(issue?.path ?? []), key: RULE_KEYS[issue?.message ?? ''] ?? 'problems.invalid' },
  };
};

const sameLadder = (a: VipLevel[], b: VipLevel[]) => JSON.stringify(a) === JSON.stringify(b);

export const VipLadderForm = ({ stored, onReload }: { stored: VipLevel[]; onReload: () => void }) => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const [drafts, setDrafts] = useState(() => stored.map(draftOfLevel));
  const [problem, setProblem] = useState<Problem | null>(null);
  const [stale, setStale] = useState(false);
  const save = useAdminMutation({
    mutationFn: async (request: UpdateVipLadderRequest) => {
      const current = await adminApi.get(VIP_LEVELS_PATH, VipLadderSchema);
      if (!sameLadder(current.levels, stored)) {
        // Nothing is written and nothing refetched: the staff member's edits stay on screen.
        setStale(true);
        throw new Error('stale ladder');
      }
      return adminApi.put(VIP_LEVELS_PATH, VipLadderSchema, request);
    },
    invalidates: [VIP_LEVELS_PATH],
    onSuccess: () => notifications.show({ color: 'teal', message: t('ladder.saved') }),
  });
  const set = (index: number, field: keyof LevelDraft, value: string) =>
    setDrafts((current) => current.map((draft, at) => (at === index ? { ...draft, [field]: value } : draft)));
  const submit = () => {
    const checked = requestOf(drafts);
    if ('problem' in checked) {
      setProblem(checked.problem);
      return;
    }
    setProblem(null);
    setStale(false);
    save.mutate(checked.request);
  };
  const errorOf = (index: number, field: keyof typeof API_FIELD) =>
    problem?.cell === `levels.${index}.${API_FIELD[field]}` ? t(problem.key) : undefined;
  const input = (index: number, field: MoneyField | CountField | 'name', money = false) => (
    <TextInput
      size="xs"
      miw={field === 'name' ? 84 : 76}
      readOnly={!canManage}
      inputMode={field === 'name' ? 'text' : money ? 'decimal' : 'numeric'}
      aria-label={t('ladder.cell', { field: t(`ladder.fields.${field}`), level: index })}
      placeholder={field === 'dailyWithdrawalCount' || field === 'dailyWithdrawalLimit' ? t('ladder.noLimit') : ''}
      value={drafts[index]?.[field] ?? ''}
      error={errorOf(index, field)}
      onChange={(event) => set(index, field, event.currentTarget.value)}
    />
  );
  return (
    <Stack gap="sm">
      {stale && (
        <Alert color="orange" variant="light" role="alert">
          <Group justify="space-between">
            <Text fz="sm">{t('ladder.stale')}</Text>
            <Button size="xs" variant="light" onClick={onReload}>
              {t('ladder.reload')}
            </Button>
          </Group>
        </Alert>
      )}
      {problem && (
        <Alert color="ruby" variant="light" role="alert">
          {t('ladder.problemAt', { level: problem.cell.split('.')[1] ?? '0', problem: t(problem.key) })}
        </Alert>
      )}
      {save.error && !stale && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(save.error, t)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={1150}>
        <Table fz="sm" verticalSpacing={4} aria-label={t('ladder.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={52}>{t('ladder.fields.level')}</Table.Th>
              <Table.Th>{t('ladder.fields.name')}</Table.Th>
              <Table.Th>{t('ladder.fields.minValidBet')}</Table.Th>
              <Table.Th>{t('ladder.fields.minDeposit')}</Table.Th>
              <Table.Th>{t('ladder.fields.condition')}</Table.Th>
              <Table.Th>{t('ladder.fields.upgradeBonus')}</Table.Th>
              <Table.Th>{t('ladder.fields.monthlyBonus')}</Table.Th>
              <Table.Th>{t('ladder.fields.birthdayBonus')}</Table.Th>
              <Table.Th>{t('ladder.fields.birthdayMinDeposits')}</Table.Th>
              <Table.Th>{t('ladder.fields.turnoverMultiplier')}</Table.Th>
              <Table.Th>{t('ladder.fields.rebateTurnoverMultiplier')}</Table.Th>
              <Table.Th>{t('ladder.fields.dailyWithdrawalCount')}</Table.Th>
              <Table.Th>{t('ladder.fields.dailyWithdrawalLimit')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {drafts.map((draft, index) => (
              <Table.Tr key={index}>
                <Table.Td fw={600}>VIP{index}</Table.Td>
                <Table.Td>{input(index, 'name')}</Table.Td>
                <Table.Td>{input(index, 'minValidBet', true)}</Table.Td>
                <Table.Td>{input(index, 'minDeposit', true)}</Table.Td>
                <Table.Td>
                  <Select
                    size="xs"
                    miw={90}
                    readOnly={!canManage}
                    allowDeselect={false}
                    aria-label={t('ladder.cell', { field: t('ladder.fields.condition'), level: index })}
                    data={VIP_CONDITIONS.map((value) => ({ value, label: t(`condition.${value}`) }))}
                    value={draft.condition}
                    onChange={(value) => value && set(index, 'condition', value)}
                  />
                </Table.Td>
                <Table.Td>{input(index, 'upgradeBonus', true)}</Table.Td>
                <Table.Td>{input(index, 'monthlyBonus', true)}</Table.Td>
                <Table.Td>{input(index, 'birthdayBonus', true)}</Table.Td>
                <Table.Td>{input(index, 'birthdayMinDeposits')}</Table.Td>
                <Table.Td>{input(index, 'turnoverMultiplier')}</Table.Td>
                <Table.Td>{input(index, 'rebateTurnoverMultiplier')}</Table.Td>
                <Table.Td>{input(index, 'dailyWithdrawalCount')}</Table.Td>
                <Table.Td>{input(index, 'dailyWithdrawalLimit', true)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" align="flex-start">
        <Text fz="xs" c="dimmed" maw={640}>
          {t('ladder.help')}
        </Text>
        {canManage && (
          <Group gap="xs">
            <Button
              size="xs"
              variant="default"
              disabled={drafts.length <= 1}
              onClick={() => setDrafts((current) => current.slice(0, -1))}
            >
              {t('ladder.removeTop')}
            </Button>
            <Button
              size="xs"
              variant="default"
              disabled={drafts.length > MEMBER_VIP_LEVEL_MAX}
              onClick={() => setDrafts((current) => [...current, nextLevel(current.at(-1), current.length)])}
            >
              {t('ladder.add')}
            </Button>
            <Button size="xs" loading={save.isPending} onClick={submit}>
              {t('ladder.save')}
            </Button>
          </Group>
        )}
      </Group>
    </Stack>
  );
};
