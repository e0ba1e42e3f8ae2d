import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';

import type { RealityCheckSchema } from '@perya/contracts';

import { useSessionStore } from '@/stores/session-store';

import { protectionQueryOptions, realityCheckQueryOptions } from '../api/protection';
import { formatPeso } from '../utils/format';

/**
 * Over a game: every N minutes (the member's choice, off by default) the time played in this login
 * session and its net result, from the server; keep playing or stop. Past the session time limit
 * only "stop" is offered (the server refuses new launches then).
 */
export const RealityCheck = () => {
  const { t, i18n } = useTranslation('protection');
  const isMember = useSessionStore((state) => Boolean(state.token) && !state.isTrial && !state.mustChangePassword);
  const state = useQuery({ ...protectionQueryOptions(), enabled: isMember });
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [figures, setFigures] = useState<z.output<typeof RealityCheckSchema> | null>(null);
  const every = state.data?.realityCheckMinutes ?? null;

  useEffect(() => {
    if (!every) return undefined;
    const timer = window.setInterval(() => {
      void queryClient.fetchQuery({ ...realityCheckQueryOptions(), staleTime: 0 }).then(setFigures, () => undefined);
    }, every * 60_000);
    return () => window.clearInterval(timer);
  }, [every, queryClient]);

  const net = figures ? BigInt(figures.netResultMinor) : 0n;
  return (
    <Modal
      opened={figures !== null}
      onClose={() => setFigures(null)}
      title={t('reality.title')}
      centered
      withCloseButton={false}
      closeOnClickOutside={false}
    >
      {figures && (
        <Stack data-testid="reality-check">
          <Text>{t('reality.played', { minutes: figures.minutesPlayed })}</Text>
          <Text fw={700} c={net < 0n ? 'red.4' : 'green.4'}>
            {t('reality.result', { amount: formatPeso(net.toString(), i18n.language) })}
          </Text>
          {figures.sessionLimitReached && <Text c="yellow.4">{t('reality.limitReached')}</Text>}
          <Group justify="flex-end">
            {!figures.sessionLimitReached && (
              <Button variant="default" onClick={() => setFigures(null)}>
                {t('reality.continue')}
              </Button>
            )}
            <Button color="red" onClick={() => void navigate('/')}>
              {t('reality.stop')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
