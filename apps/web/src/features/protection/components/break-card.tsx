import { Button, Card, Group, Modal, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ExclusionDuration, TimeoutDuration } from '@perya/contracts';
import { EXCLUSION_DURATIONS, TIMEOUT_DURATIONS } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { useTakeBreak } from '../api/protection';
import { formatWhen } from '../utils/format';

type Choice = { kind: 'TIMEOUT'; duration: TimeoutDuration } | { kind: 'SELF_EXCLUSION'; duration: ExclusionDuration };

const HOUR = 3_600_000;
/** The end as the member reads it before confirming (the server sets the real one). */
const endOf = (choice: Choice) => {
  const at = new Date();
  if (choice.duration === '24H') return new Date(at.getTime() + 24 * HOUR);
  if (choice.duration === '7D') return new Date(at.getTime() + 7 * 24 * HOUR);
  if (choice.duration === '30D') return new Date(at.getTime() + 30 * 24 * HOUR);
  at.setMonth(at.getMonth() + { '6M': 6, '1Y': 12, '5Y': 60 }[choice.duration]);
  return at;
};

/** Time-out (24 h, 7 d, 30 d) and self-exclusion (6 months, 1 year, 5 years), each confirmed first. */
export const BreakCard = () => {
  const { t, i18n } = useTranslation('protection');
  const takeBreak = useTakeBreak();
  const [timeout, setTimeoutChoice] = useState<TimeoutDuration>('24H');
  const [exclusion, setExclusion] = useState<ExclusionDuration>('6M');
  const [asking, setAsking] = useState<Choice | null>(null);
  const label = (duration: string) => t(`break.durations.${duration}`);

  return (
    <Card bg="dark.7">
      <Title order={3} fz="lg" mb={4}>
        {t('break.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('break.text')}
      </Text>
      <Stack gap="lg">
        <Stack gap="xs">
          <Text fw={700}>{t('break.timeout')}</Text>
          <SegmentedControl
            value={timeout}
            onChange={(value) => setTimeoutChoice(value as TimeoutDuration)}
            data={TIMEOUT_DURATIONS.map((value) => ({ value, label: label(value) }))}
            fullWidth
          />
          <Button variant="light" onClick={() => setAsking({ kind: 'TIMEOUT', duration: timeout })}>
            {t('break.start', { duration: label(timeout) })}
          </Button>
        </Stack>
        <Stack gap="xs">
          <Text fw={700}>{t('break.exclusion')}</Text>
          <Text fz="xs" c="dimmed">
            {t('break.exclusionText')}
          </Text>
          <SegmentedControl
            value={exclusion}
            onChange={(value) => setExclusion(value as ExclusionDuration)}
            data={EXCLUSION_DURATIONS.map((value) => ({ value, label: label(value) }))}
            fullWidth
          />
          <Button
            color="red"
            variant="light"
            onClick={() => setAsking({ kind: 'SELF_EXCLUSION', duration: exclusion })}
          >
            {t('break.start', { duration: label(exclusion) })}
          </Button>
        </Stack>
      </Stack>
      <Modal
        opened={asking !== null}
        onClose={() => setAsking(null)}
        title={asking ? t('break.confirmTitle', { duration: label(asking.duration) }) : ''}
        centered
      >
        {asking && (
          <Stack>
            <Text>
              {t(asking.kind === 'TIMEOUT' ? 'break.confirmTimeout' : 'break.confirmExclusion', {
                until: formatWhen(endOf(asking).toISOString(), i18n.language),
              })}
            </Text>
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setAsking(null)}>
                {t('break.cancel')}
              </Button>
              <Button
                color="red"
                loading={takeBreak.isPending}
                onClick={() =>
                  takeBreak.mutate(asking, {
                    onSuccess: () => setAsking(null),
                    onError: (error) => notifications.show({ color: 'red', message: errorText(error, t) }),
                  })
                }
              >
                {t('break.confirm')}
              </Button>
            </Group>
          </Stack>
        )}
      </Modal>
    </Card>
  );
};
