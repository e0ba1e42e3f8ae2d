import '@mantine/dates/styles.layer.css';
import 'dayjs/locale/pt';
import 'dayjs/locale/tl-ph';
import 'dayjs/locale/zh-cn';

import { Chip, Group, Stack } from '@mantine/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';
import { IconCalendar } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { RangeChoice } from '../utils/report-range';
import { QUICK_RANGES, isQuickRangeId, resolveRange } from '../utils/report-range';

type Draft = [string | null, string | null];

const dayjsLocale = (language: string): string =>
  language.startsWith('fil') ? 'tl-ph' : language.startsWith('pt') ? 'pt' : language.startsWith('zh') ? 'zh-cn' : 'en';

type ReportRangeFilterProps = {
  value: RangeChoice;
  today: string;
  onChange: (choice: RangeChoice) => void;
  /** Other filters, placed beside the calendar field. */
  children?: ReactNode;
};

/** Quick chips (last and next 7 and 30 days, spec §9) and a calendar for any other range. */
export const ReportRangeFilter = ({ value, today, onChange, children }: ReportRangeFilterProps) => {
  const { t, i18n } = useTranslation('agent-reports');
  const range = resolveRange(value, today);
  // The first click of a range is only half a choice: held here until the second one.
  const [draft, setDraft] = useState<Draft | null>(null);
  return (
    <DatesProvider settings={{ locale: dayjsLocale(i18n.language), firstDayOfWeek: 0 }}>
      <Stack gap="sm">
        <Chip.Group
          multiple={false}
          value={'quick' in value ? value.quick : null}
          onChange={(id) => {
            if (isQuickRangeId(id)) onChange({ quick: id });
          }}
        >
          <Group gap="xs" role="group" aria-label={t('filters.quickRanges')}>
            {QUICK_RANGES.map((quick) => (
              <Chip key={quick.id} value={quick.id} size="sm" variant="outline">
                {t(`filters.${quick.id}`)}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
        <Group gap="md" align="flex-end" wrap="wrap">
          <DatePickerInput
            type="range"
            label={t('filters.customRange')}
            leftSection={<IconCalendar size={16} />}
            valueFormat="YYYY-MM-DD"
            labelSeparator="→"
            value={draft ?? [range.from, range.to]}
            allowSingleDateInRange
            onChange={([from, to]) => {
              if (from && to) {
                setDraft(null);
                onChange({ custom: { from, to } });
              } else {
                setDraft([from, to]);
              }
            }}
            popoverProps={{ withinPortal: true, onClose: () => setDraft(null) }}
            w={{ base: '100%', xs: 280 }}
          />
          {children}
        </Group>
      </Stack>
    </DatesProvider>
  );
};
