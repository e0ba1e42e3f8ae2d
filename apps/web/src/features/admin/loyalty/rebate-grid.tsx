import { Alert, Button, Group, Select, Stack, Table, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameCategoryCode, RebateBasis, RebateRate, VipLevel } from '@perya/contracts';
import { GAME_CATEGORY_CODES, REBATE_BASES, REBATE_RATE_MAX_BASIS_POINTS, RebateRatesSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { useCan } from '../shell/can';
import { REBATE_RATES_PATH, basisPointsOf, percentOf } from './loyalty-api';

// The daily rebate's rates as a grid (decision 047): a row per VIP level, a column per game
// category, each cell a percentage of the category's basis (valid bet, or the edge-weighted bet).
// The basis is chosen per category for every level at once — the rule staff think in; an empty
// cell is no rebate. Saving replaces every rate (audited with before and after).

const cellKey = (level: number, category: string) => `${level}:${category}`;

/** A category's basis: the one of its lowest level with a rate; the valid bet when it has none. */
const basesOf = (rates: RebateRate[]) =>
  Object.fromEntries(
    GAME_CATEGORY_CODES.map((category) => {
      const first = rates
        .filter((rate) => rate.category === category)
        .sort((a, b) => a.level - b.level)
        .at(0);
      return [category, first?.basis ?? 'VALID_BET'];
    }),
  ) as Record<GameCategoryCode, RebateBasis>;

export const RebateGrid = ({ levels, stored }: { levels: VipLevel[]; stored: RebateRate[] }) => {
  const { t } = useTranslation('admin-loyalty');
  const canManage = useCan('promotions.manage');
  const [bases, setBases] = useState(() => basesOf(stored));
  const [cells, setCells] = useState<Record<string, string>>(() =>
    Object.fromEntries(stored.map((rate) => [cellKey(rate.level, rate.category), percentOf(rate.rateBasisPoints)])),
  );
  const [wrong, setWrong] = useState<string | null>(null);
  const save = useAdminMutation({
    mutationFn: (rates: RebateRate[]) => adminApi.put(REBATE_RATES_PATH, RebateRatesSchema, { rates }),
    invalidates: [REBATE_RATES_PATH],
    onSuccess: () => notifications.show({ color: 'teal', message: t('rebate.saved') }),
  });
  const submit = () => {
    const rates: RebateRate[] = [];
    for (const level of levels)
      for (const category of GAME_CATEGORY_CODES) {
        const key = cellKey(level.level, category);
        const basisPoints = basisPointsOf(cells[key] ?? '');
        if (basisPoints === undefined || (basisPoints ?? 0) > REBATE_RATE_MAX_BASIS_POINTS) {
          setWrong(key);
          return;
        }
        if (basisPoints !== null)
          rates.push({ level: level.level, category, basis: bases[category], rateBasisPoints: basisPoints });
      }
    setWrong(null);
    save.mutate(rates);
  };
  const categoryName = (category: string) => t(`gameCategory.${category}`, { defaultValue: category });
  return (
    <Stack gap="sm">
      {(wrong || save.error) && (
        <Alert color="ruby" variant="light" role="alert">
          {wrong
            ? t('rebate.invalid', { level: wrong.split(':')[0], category: categoryName(wrong.split(':')[1] ?? '') })
            : errorText(save.error, t)}
        </Alert>
      )}
      <Table.ScrollContainer minWidth={1200}>
        <Table fz="sm" verticalSpacing={4} aria-label={t('rebate.title')}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th w={70}>{t('ladder.fields.level')}</Table.Th>
              {GAME_CATEGORY_CODES.map((category) => (
                <Table.Th key={category}>{categoryName(category)}</Table.Th>
              ))}
            </Table.Tr>
            <Table.Tr>
              <Table.Th fz="xs" c="dimmed">
                {t('rebate.basis')}
              </Table.Th>
              {GAME_CATEGORY_CODES.map((category) => (
                <Table.Th key={category}>
                  <Select
                    size="xs"
                    miw={96}
                    readOnly={!canManage}
                    allowDeselect={false}
                    aria-label={t('rebate.basisOf', { category: categoryName(category) })}
                    data={REBATE_BASES.map((value) => ({ value, label: t(`basis.${value}`) }))}
                    value={bases[category]}
                    onChange={(value) => value && setBases((current) => ({ ...current, [category]: value }))}
                  />
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {levels.map((level) => (
              <Table.Tr key={level.level}>
                <Table.Td fw={600}>
                  VIP{level.level}
                  <Text fz="xs" c="dimmed">
                    {level.name}
                  </Text>
                </Table.Td>
                {GAME_CATEGORY_CODES.map((category) => {
                  const key = cellKey(level.level, category);
                  return (
                    <Table.Td key={category}>
                      <TextInput
                        size="xs"
                        miw={72}
                        inputMode="decimal"
                        readOnly={!canManage}
                        rightSection={<Text fz="xs">%</Text>}
                        aria-label={t('rebate.cell', { level: level.level, category: categoryName(category) })}
                        value={cells[key] ?? ''}
                        error={wrong === key}
                        onChange={(event) => {
                          const value = event.currentTarget.value;
                          setCells((current) => ({ ...current, [key]: value }));
                        }}
                      />
                    </Table.Td>
                  );
                })}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Group justify="space-between" align="flex-start">
        <Text fz="xs" c="dimmed" maw={640}>
          {t('rebate.help')}
        </Text>
        {canManage && (
          <Button size="xs" loading={save.isPending} onClick={submit}>
            {t('rebate.save')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};
