import { Badge, Button, Card, Group, NumberInput, Progress, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { LimitKind, LimitPeriod, MoneyLimit, ProtectionState } from '@perya/contracts';
import { LIMIT_KINDS } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { useSetMoneyLimit } from '../api/protection';
import { formatPeso, formatWhen, permille } from '../utils/format';

/** One window of one limit: what is set, used and left, what waits, and the field to change it. */
const LimitRow = ({ limit }: { limit: MoneyLimit }) => {
  const { t, i18n } = useTranslation('protection');
  const setLimit = useSetMoneyLimit();
  const [pesos, setPesos] = useState<number | string>('');
  const language = i18n.language;
  const save = (amountMinor: string | null) =>
    setLimit.mutate(
      { kind: limit.kind, period: limit.period, amountMinor },
      {
        onSuccess: (state) => {
          setPesos('');
          const after = state.limits.find((one) => one.kind === limit.kind && one.period === limit.period);
          notifications.show({
            color: 'green',
            message: after?.pending
              ? t('limits.savedPending', { at: formatWhen(after.pending.effectiveAt, language) })
              : t('limits.saved'),
          });
        },
        onError: (error) => notifications.show({ color: 'red', message: errorText(error, t) }),
      },
    );
  const typed = typeof pesos === 'number' && pesos > 0 ? String(Math.round(pesos * 100)) : null;
  return (
    <Stack gap={6} data-testid={`limit-${limit.kind}-${limit.period}`}>
      <Group justify="space-between" gap="xs">
        <Text fw={600} fz="sm">
          {t(`limits.periods.${limit.period}`)}
        </Text>
        <Text fz="sm" fw={700}>
          {limit.amountMinor === null ? t('limits.none') : formatPeso(limit.amountMinor, language)}
        </Text>
      </Group>
      {limit.amountMinor !== null && (
        <>
          <Progress value={permille(limit.usedMinor, limit.amountMinor) / 10} color="gold" size="sm" aria-hidden />
          <Group justify="space-between" gap="xs">
            <Text fz="xs" c="dimmed">
              {t('limits.used', {
                used: formatPeso(limit.usedMinor, language),
                limit: formatPeso(limit.amountMinor, language),
              })}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('limits.left', { amount: formatPeso(limit.remainingMinor ?? '0', language) })}
            </Text>
          </Group>
        </>
      )}
      {limit.pending && (
        <Badge variant="light" color="yellow" size="sm" style={{ textTransform: 'none' }}>
          {limit.pending.value === null
            ? t('limits.pendingRemoval', { at: formatWhen(limit.pending.effectiveAt, language) })
            : t('limits.pending', {
                value: formatPeso(limit.pending.value, language),
                at: formatWhen(limit.pending.effectiveAt, language),
              })}
        </Badge>
      )}
      <Group gap="xs" align="flex-end" wrap="nowrap">
        <NumberInput
          aria-label={`${t(`limits.kinds.${limit.kind}`)} ${t(`limits.periods.${limit.period}`)}`}
          placeholder={t('limits.amount')}
          min={1}
          max={100_000_000}
          decimalScale={2}
          thousandSeparator=","
          value={pesos}
          onChange={setPesos}
          size="xs"
          style={{ flex: 1 }}
        />
        <Button size="xs" disabled={!typed} loading={setLimit.isPending} onClick={() => save(typed)}>
          {t('limits.save')}
        </Button>
        {limit.amountMinor !== null && (
          <Button size="xs" variant="subtle" color="gray" disabled={setLimit.isPending} onClick={() => save(null)}>
            {t('limits.remove')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};

const byKind = (limits: MoneyLimit[], kind: LimitKind) => limits.filter((limit) => limit.kind === kind);

/** Deposit, loss and wager limits, each per day, week and month. */
export const LimitsCard = ({ state }: { state: ProtectionState }) => {
  const { t } = useTranslation('protection');
  return (
    <Card bg="dark.7">
      <Title order={3} fz="lg" mb={4}>
        {t('limits.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('limits.text', { timeZone: state.timeZone })}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
        {LIMIT_KINDS.map((kind) => (
          <Stack key={kind} gap="sm">
            <div>
              <Text fw={700}>{t(`limits.kinds.${kind}`)}</Text>
              <Text fz="xs" c="dimmed">
                {t(`limits.kindText.${kind}`)}
              </Text>
            </div>
            {byKind(state.limits, kind).map((limit) => (
              <LimitRow key={`${limit.kind}-${limit.period as LimitPeriod}`} limit={limit} />
            ))}
          </Stack>
        ))}
      </SimpleGrid>
    </Card>
  );
};
