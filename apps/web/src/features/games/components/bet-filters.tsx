import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt';
import 'dayjs/locale/tl-ph';

import { Chip, Group, Select, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { GameType } from '@perya/contracts';
import { GAME_CATEGORIES, GameTypeSchema, QUICK_DATE_RANGE_DAYS } from '@perya/contracts';

import { lastDays } from '../utils/days';

const QUICK = ['today', ...QUICK_DATE_RANGE_DAYS.map((days) => `last${days}` as const)] as const;
export type QuickDays = (typeof QUICK)[number];
export type DayChoice = { quick: QuickDays } | { custom: { from: string; to: string } };

const ALL = 'ALL';

export const resolveDays = (choice: DayChoice, today: string): { from: string; to: string } => {
  if ('custom' in choice) return choice.custom;
  if (choice.quick === 'today') return { from: today, to: today };
  return lastDays(Number(choice.quick.replace('last', '')), today);
};

const isQuick = (value: unknown): value is QuickDays => QUICK.some((quick) => quick === value);

const dayjsLocale = (language: string): string =>
  language.startsWith('fil') ? 'tl-ph' : language.startsWith('pt') ? 'pt' : 'en';

type BetFiltersProps = {
  today: string;
  days: DayChoice;
  onDaysChange: (choice: DayChoice) => void;
  providers: { value: string; label: string }[];
  vassalage: string | undefined;
  onVassalageChange: (vassalage: string | undefined) => void;
  gameType: GameType | undefined;
  onGameTypeChange: (gameType: GameType | undefined) => void;
};

/** Quick day chips, a calendar range, and the provider and category pickers of the bet record. */
export const BetFilters = ({
  today,
  days,
  onDaysChange,
  providers,
  vassalage,
  onVassalageChange,
  gameType,
  onGameTypeChange,
}: BetFiltersProps) => {
  const { t, i18n } = useTranslation('games');
  const range = resolveDays(days, today);
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null);
  return (
    <DatesProvider settings={{ locale: dayjsLocale(i18n.language), firstDayOfWeek: 0 }}>
      <Stack gap="sm">
        <Chip.Group
          multiple={false}
          value={'quick' in days ? days.quick : null}
          onChange={(value) => {
            if (isQuick(value)) onDaysChange({ quick: value });
          }}
        >
          <Group gap="xs" role="group" aria-label={t('bets.quickRanges')}>
            {QUICK.map((quick) => (
              <Chip key={quick} value={quick} size="sm" variant="outline">
                {t(`bets.ranges.${quick}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <Select
            label={t('bets.provider')}
            data={[{ value: ALL, label: t('filters.allProviders') }, ...providers]}
            value={vassalage ?? ALL}
            onChange={(value) => onVassalageChange(!value || value === ALL ? undefined : value)}
            allowDeselect={false}
            searchable
            w={{ base: '100%', xs: 220 }}
          />
          <Select
            label={t('bets.category')}
            data={[
              { value: ALL, label: t('bets.allCategories') },
              ...GAME_CATEGORIES.map((category) => ({
                value: category.code,
                label: t(`common:nav.${category.labelKey}`),
              })),
            ]}
            value={gameType ?? ALL}
            onChange={(value) => onGameTypeChange(GameTypeSchema.safeParse(value).data)}
            allowDeselect={false}
            w={{ base: '100%', xs: 200 }}
          />
          <DatePickerInput
            type="range"
            label={t('bets.customRange')}
            leftSection={<IconCalendar size={16} />}
            valueFormat="YYYY-MM-DD"
            labelSeparator="→"
            value={draft ?? [range.from, range.to]}
            maxDate={today}
            allowSingleDateInRange
            onChange={([from, to]) => {
              if (from && to) {
                setDraft(null);
                onDaysChange({ custom: { from, to } });
              } else {
                setDraft([from, to]);
              }
            }}
            popoverProps={{ withinPortal: true, onClose: () => setDraft(null) }}
            w={{ base: '100%', xs: 280 }}
          />
        </Group>
      </Stack>
    </DatesProvider>
  );
};
