import { Alert, Button, Group, SimpleGrid, Stack, Switch, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PointConfig, UpdatePointConfigRequest } from '@perya/contracts';
import {
  GAME_TYPES,
  PointAccrualResultSchema,
  PointConfigSchema,
  UpdatePointConfigRequestSchema,
} from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { POINTS_CONFIG_PATH, countOf, minorOf, pesosOf } from './loyalty-api';

// The points rules (decision 049): the mall's switch, what points are worth (staff type the pesos
// of 100 points and read "1 point ≈ ₱x" as members will), the conversion's minimum and turnover,
// how long after settling play earns, and per game category the valid bet that earns one point.
// A category left empty earns nothing. Saving replaces the rules (audited with before and after).

type RuleDraft = { perPoint: string; enabled: boolean };
type ConfigDraft = {
  enabled: boolean;
  valuePer100: string;
  convertMinPoints: string;
  convertTurnoverMultiplier: string;
  accrualLagMinutes: string;
  rules: Record<string, RuleDraft>;
};

const draftOf = (config: PointConfig): ConfigDraft => ({
  enabled: config.enabled,
  valuePer100: pesosOf(String(config.pointValueMinorPer100)),
  convertMinPoints: config.convertMinPoints,
  convertTurnoverMultiplier: String(config.convertTurnoverMultiplier),
  accrualLagMinutes: String(config.accrualLagMinutes),
  rules: Object.fromEntries(
    GAME_TYPES.map((category) => {
      const rule = config.earnRules.find((candidate) => candidate.category === category);
      return [category, { perPoint: rule ? pesosOf(rule.validBetMinorPerPoint) : '', enabled: rule?.enabled ?? false }];
    }),
  ),
});

/** "1 point ≈ ₱x": x is the value of 100 points in centavos over 10,000 (up to 4 decimals). */
export const pointValueText = (minorPer100: number) =>
  `₱${(minorPer100 / 10_000).toLocaleString('en', { minimumFractionDigits: 2, maximumFractionDigits: 4 })}`;

type Problem = { field: string; key: string };

const requestOf = (draft: ConfigDraft): { request: UpdatePointConfigRequest } | { problem: Problem } => {
  const value = minorOf(draft.valuePer100);
  if (!value || BigInt(value) === 0n) return { problem: { field: 'valuePer100', key: 'problems.amount' } };
  const convertMin = countOf(draft.convertMinPoints);
  if (!convertMin) return { problem: { field: 'convertMinPoints', key: 'problems.count' } };
  const turnover = countOf(draft.convertTurnoverMultiplier);
  if (!turnover) return { problem: { field: 'convertTurnoverMultiplier', key: 'problems.count' } };
  const lag = countOf(draft.accrualLagMinutes);
  if (!lag) return { problem: { field: 'accrualLagMinutes', key: 'problems.count' } };
  const earnRules = [];
  for (const category of GAME_TYPES) {
    const rule = draft.rules[category];
    if (!rule || rule.perPoint.trim() === '') continue;
    const perPoint = minorOf(rule.perPoint);
    if (!perPoint || BigInt(perPoint) === 0n) return { problem: { field: `rule.${category}`, key: 'problems.amount' } };
    earnRules.push({ category, validBetMinorPerPoint: perPoint, enabled: rule.enabled });
  }
  const request: UpdatePointConfigRequest = {
    enabled: draft.enabled,
    pointValueMinorPer100: Number(value),
    convertMinPoints: convertMin,
    convertTurnoverMultiplier: Number(turnover),
    accrualLagMinutes: Number(lag),
    earnRules,
  };
  const parsed = UpdatePointConfigRequestSchema.safeParse(request);
  if (parsed.success) return { request };
  const path = parsed.error.issues[0]?.path ?? [];
  const field =
    path[0] === 'pointValueMinorPer100'
      ? 'valuePer100'
      : path[0] === 'earnRules'
        ? `rule.${earnRules[Number(path[1])]?.category ?? ''}`
        : String(path[0] ?? '');
  return { problem: { field, key: 'problems.invalid' } };
};

export const PointsConfigForm = ({ stored }: { stored: PointConfig }) => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const [draft, setDraft] = useState(() => draftOf(stored));
  const [problem, setProblem] = useState<Problem | null>(null);
  const save = useAdminMutation({
    mutationFn: (request: UpdatePointConfigRequest) => adminApi.put(POINTS_CONFIG_PATH, PointConfigSchema, request),
    invalidates: [POINTS_CONFIG_PATH],
    onSuccess: () => notifications.show({ color: 'teal', message: t('rules.saved') }),
  });
  // The five-minute accrual job, now: after the earn rules change, or for play of the last minutes.
  const accrue = useAdminMutation({
    mutationFn: () => adminApi.post('/wps/admin/points/accrue', PointAccrualResultSchema, {}),
    onSuccess: (result) =>
      notifications.show({ color: 'teal', message: t('rules.accrued', { count: result.memberHours }) }),
    onError: (failure) => notifications.show({ color: 'ruby', message: errorText(failure, t) }),
  });
  const set = <K extends keyof ConfigDraft>(key: K, value: ConfigDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setRule = (category: string, rule: Partial<RuleDraft>) =>
    setDraft((current) => ({
      ...current,
      rules: { ...current.rules, [category]: { perPoint: '', enabled: false, ...current.rules[category], ...rule } },
    }));
  const submit = () => {
    const checked = requestOf(draft);
    if ('problem' in checked) return setProblem(checked.problem);
    setProblem(null);
    save.mutate(checked.request);
  };
  const errorOf = (field: string) => (problem?.field === field ? t(problem.key) : undefined);
  const valueMinor = minorOf(draft.valuePer100);
  const field = (key: 'valuePer100' | 'convertMinPoints' | 'convertTurnoverMultiplier' | 'accrualLagMinutes') => (
    <TextInput
      label={t(`rules.fields.${key}`)}
      description={
        key === 'valuePer100'
          ? t('rules.pointValue', { value: valueMinor ? pointValueText(Number(valueMinor)) : '—' })
          : t(`rules.help.${key}`)
      }
      readOnly={!canManage}
      inputMode={key === 'valuePer100' ? 'decimal' : 'numeric'}
      value={draft[key]}
      error={errorOf(key)}
      onChange={(event) => set(key, event.currentTarget.value)}
    />
  );
  return (
    <Stack gap="md" maw={760}>
      {save.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(save.error, t)}
        </Alert>
      )}
      <Switch
        label={t('rules.fields.enabled')}
        description={t('rules.help.enabled')}
        disabled={!canManage}
        checked={draft.enabled}
        onChange={(event) => set('enabled', event.currentTarget.checked)}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        {field('valuePer100')}
        {field('convertMinPoints')}
        {field('convertTurnoverMultiplier')}
        {field('accrualLagMinutes')}
      </SimpleGrid>
      <Stack gap={4}>
        <Text fz="sm" fw={600}>
          {t('rules.earnTitle')}
        </Text>
        <Text fz="xs" c="dimmed">
          {t('rules.earnHelp')}
        </Text>
      </Stack>
      <Table fz="sm" verticalSpacing={4} aria-label={t('rules.earnTitle')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('rules.category')}</Table.Th>
            <Table.Th w={220}>{t('rules.perPoint')}</Table.Th>
            <Table.Th w={90}>{t('rules.earns')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {GAME_TYPES.map((category) => {
            const name = t(`gameCategory.${category}`);
            return (
              <Table.Tr key={category}>
                <Table.Td>{name}</Table.Td>
                <Table.Td>
                  <TextInput
                    size="xs"
                    readOnly={!canManage}
                    inputMode="decimal"
                    aria-label={t('rules.perPointOf', { category: name })}
                    value={draft.rules[category]?.perPoint ?? ''}
                    error={errorOf(`rule.${category}`)}
                    onChange={(event) => setRule(category, { perPoint: event.currentTarget.value })}
                  />
                </Table.Td>
                <Table.Td>
                  <Switch
                    size="sm"
                    disabled={!canManage}
                    aria-label={t('rules.earnsOf', { category: name })}
                    checked={draft.rules[category]?.enabled ?? false}
                    onChange={(event) => setRule(category, { enabled: event.currentTarget.checked })}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
      {canManage && (
        <Group justify="flex-end">
          <Button size="xs" variant="default" loading={accrue.isPending} onClick={() => accrue.mutate(undefined)}>
            {t('rules.accrueNow')}
          </Button>
          <Button size="xs" loading={save.isPending} onClick={submit}>
            {t('rules.save')}
          </Button>
        </Group>
      )}
    </Stack>
  );
};
