import { Badge, Button, Card, Group, NumberInput, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { ProtectionState } from '@perya/contracts';
import { REALITY_CHECK_MINUTES, SESSION_LIMIT_MINUTES } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { useSetSessionLimits } from '../api/protection';
import { formatWhen } from '../utils/format';

const minutesOrNull = (value: number | string) => (typeof value === 'number' && value > 0 ? Math.round(value) : null);

/** The session time limit (with the cooling rule) and the reality-check interval (off by default). */
export const SessionCard = ({ state }: { state: ProtectionState }) => {
  const { t, i18n } = useTranslation('protection');
  const save = useSetSessionLimits();
  const [session, setSession] = useState<number | string>(state.sessionMinutes ?? '');
  const [reality, setReality] = useState<number | string>(state.realityCheckMinutes ?? '');
  return (
    <Card bg="dark.7">
      <Title order={3} fz="lg" mb={4}>
        {t('session.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('session.text')}
      </Text>
      <Stack gap="sm">
        <NumberInput
          label={t('session.sessionLimit')}
          placeholder={t('session.off')}
          min={SESSION_LIMIT_MINUTES.min}
          max={SESSION_LIMIT_MINUTES.max}
          allowDecimal={false}
          value={session}
          onChange={setSession}
        />
        {state.sessionPending && (
          <Badge variant="light" color="yellow" style={{ textTransform: 'none' }}>
            {t('session.pending', {
              value: state.sessionPending.value ?? t('session.off'),
              at: formatWhen(state.sessionPending.effectiveAt, i18n.language),
            })}
          </Badge>
        )}
        <NumberInput
          label={t('session.realityCheck')}
          placeholder={t('session.off')}
          min={REALITY_CHECK_MINUTES.min}
          max={REALITY_CHECK_MINUTES.max}
          allowDecimal={false}
          value={reality}
          onChange={setReality}
        />
        <Group>
          <Button
            loading={save.isPending}
            onClick={() =>
              save.mutate(
                { sessionMinutes: minutesOrNull(session), realityCheckMinutes: minutesOrNull(reality) },
                {
                  onSuccess: () => notifications.show({ color: 'green', message: t('session.saved') }),
                  onError: (error) => notifications.show({ color: 'red', message: errorText(error, t) }),
                },
              )
            }
          >
            {t('session.save')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
};
