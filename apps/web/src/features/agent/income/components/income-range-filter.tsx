import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt';
import 'dayjs/locale/tl-ph';
import 'dayjs/locale/zh-cn';

import { Chip, Group, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { reportingDayOf } from '@perya/contracts';

/** Quick ranges (spec §9: the last 7 and 30 days; today and yesterday for the short windows). */
export const QUICK_RANGES = ['today', 'yesterday', 'last7', 'last30'] as const;
export type QuickRange = (typeof QUICK_RANGES)[number];
export type IncomeRange = { quick: QuickRange } | { from: string; to: string };

const DAY_MS = 86_400_000;
const dayBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);

/** Today in the operator's reporting time zone: the days the windows are cut in. */
export const reportingToday = () => reportingDayOf(new Date());

/** The first and last day a range choice covers. */
export const resolveIncomeRange = (range: IncomeRange, today: string): { from: string; to: string } => {
  if (!('quick' in range)) return range;
  switch (range.quick) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: dayBefore(today, 1), to: dayBefore(today, 1) };
    case 'last7':
      return { from: dayBefore(today, 6), to: today };
    case 'last30':
      return { from: dayBefore(today, 29), to: today };
  }
};

const dayjsLocale = (language: string): string =>
  language.startsWith('fil') ? 'tl-ph' : language.startsWith('pt') ? 'pt' : language.startsWith('zh') ? 'zh-cn' : 'en';

/** Quick chips and a calendar for any other range of reporting days. */
export const IncomeRangeFilter = ({
  value,
  today,
  onChange,
}: {
  value: IncomeRange;
  today: string;
  onChange: (range: IncomeRange) => void;
}) => {
  const { t, i18n } = useTranslation('agent-income');
  const range = resolveIncomeRange(value, today);
  const [draft, setDraft] = useState<[string | null, string | null] | null>(null);
  return (
    <DatesProvider settings={{ locale: dayjsLocale(i18n.language), firstDayOfWeek: 1 }}>
      <Stack gap="sm">
        <Chip.Group
          multiple={false}
          value={'quick' in value ? value.quick : null}
          onChange={(id) => {
            const quick = QUICK_RANGES.find((candidate) => candidate === id);
            if (quick) onChange({ quick });
          }}
        >
          <Group gap="xs" role="group" aria-label={t('range.quick')}>
            {QUICK_RANGES.map((quick) => (
              <Chip key={quick} value={quick} size="sm" variant="outline">
                {t(`range.${quick}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <DatePickerInput
          type="range"
          label={t('range.custom')}
          leftSection={<IconCalendar size={16} />}
          valueFormat="YYYY-MM-DD"
          labelSeparator="→"
          value={draft ?? [range.from, range.to]}
          maxDate={today}
          allowSingleDateInRange
          onChange={([from, to]) => {
            if (from && to) {
              setDraft(null);
              onChange({ from, to });
            } else setDraft([from, to]);
          }}
          popoverProps={{ withinPortal: true, onClose: () => setDraft(null) }}
          w={{ base: '100%', xs: 280 }}
        />
      </Stack>
    </DatesProvider>
  );
};
