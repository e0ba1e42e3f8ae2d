import { Alert, Button, Group, NumberInput, Stack, Table, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { TurnoverWeight } from '@perya/contracts';
import { GAME_TYPES, TurnoverWeightsSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { AdminPageHeader } from '../components/admin-page-header';
import { adminApi } from '../shell/admin-api';
import { useAdminMutation, useAdminQuery } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { WEIGHTS_PATH } from './promotions-api';

// /admin/money/bonus-turnover (decision 039): how much of a round's valid bet counts toward bonus
// turnover, per game category, in percent (the server keeps basis points; a category without a
// row counts 100 %). A change applies to rounds settled after it and is audited; only the
// categories changed are sent.

const FULL = 10_000;

/** Every game category, and any other the server holds, with its weight in basis points. */
const rowsOf = (stored: TurnoverWeight[]) => {
  const categories = [
    ...GAME_TYPES,
    ...stored.map((row) => row.category).filter((code) => !GAME_TYPES.includes(code as never)),
  ];
  const weightOf = new Map(stored.map((row) => [row.category, row.weightBasisPoints]));
  return categories.map((category) => ({ category, weightBasisPoints: weightOf.get(category) ?? FULL }));
};

const WeightsForm = ({ stored }: { stored: TurnoverWeight[] }) => {
  const { t } = useTranslation('admin-promotions');
  const canSave = useCan('money.settings');
  const initial = rowsOf(stored);
  const [percents, setPercents] = useState<Record<string, number | ''>>(() =>
    Object.fromEntries(initial.map((row) => [row.category, row.weightBasisPoints / 100])),
  );
  const [invalid, setInvalid] = useState(false);
  const save = useAdminMutation({
    mutationFn: (weights: TurnoverWeight[]) => adminApi.put(WEIGHTS_PATH, TurnoverWeightsSchema, { weights }),
    invalidates: [WEIGHTS_PATH],
    onSuccess: () => notifications.show({ color: 'teal', message: t('weights.saved') }),
  });
  const changes = initial.flatMap((row) => {
    const percent = percents[row.category];
    if (percent === '' || percent === undefined) return [];
    const basisPoints = Math.round(percent * 100);
    return basisPoints === row.weightBasisPoints ? [] : [{ category: row.category, weightBasisPoints: basisPoints }];
  });
  const submit = () => {
    const wrong = Object.values(percents).some((value) => value === '' || value < 0 || value > 100);
    setInvalid(wrong);
    if (!wrong && changes.length > 0) save.mutate(changes);
  };
  return (
    <Stack gap="sm" maw={640}>
      {(invalid || save.error) && (
        <Alert color="ruby" variant="light" role="alert">
          {invalid ? t('weights.invalid') : save.error ? errorText(save.error, t) : null}
        </Alert>
      )}
      <Table fz="sm" aria-label={t('weights.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('weights.category')}</Table.Th>
            <Table.Th w={200}>{t('weights.counts')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {initial.map((row) => (
            <Table.Tr key={row.category}>
              <Table.Td>
                {t(`gameCategory.${row.category}`, { defaultValue: row.category })}
                <Text span c="dimmed" fz="xs" ml={6}>
                  {row.category}
                </Text>
              </Table.Td>
              <Table.Td>
                <NumberInput
                  size="xs"
                  aria-label={t('weights.percentOf', {
                    category: t(`gameCategory.${row.category}`, { defaultValue: row.category }),
                  })}
                  min={0}
                  max={100}
                  decimalScale={2}
                  suffix=" %"
                  disabled={!canSave}
                  value={percents[row.category] ?? ''}
                  onChange={(value) =>
                    setPercents((current) => ({ ...current, [row.category]: typeof value === 'number' ? value : '' }))
                  }
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
      <Group justify="space-between">
        <Text fz="xs" c="dimmed">
          {t('weights.help')}
        </Text>
        {canSave && (
          <Button size="xs" loading={save.isPending} disabled={changes.length === 0} onClick={submit}>
            {t('weights.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};

const BonusTurnoverPage = () => {
  const { t } = useTranslation('admin-promotions');
  const weights = useAdminQuery(WEIGHTS_PATH, TurnoverWeightsSchema);
  return (
    <>
      <AdminPageHeader title={t('weights.title')} description={t('weights.description')} />
      {weights.error && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(weights.error, t)}
        </Alert>
      )}
      {weights.data && (
        <WeightsForm
          key={weights.data.weights.map((row) => `${row.category}:${row.weightBasisPoints}`).join()}
          stored={weights.data.weights}
        />
      )}
    </>
  );
};

export default BonusTurnoverPage;
