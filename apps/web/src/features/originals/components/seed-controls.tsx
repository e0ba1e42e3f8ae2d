import { Alert, Button, Code, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

import { fairnessQuery, originalsKeys, rotateSeeds, setClientSeed } from '../api/originals';
import classes from './originals.module.css';

/**
 * My seeds (packages/games "How a player verifies"): the commitment to the active server seed,
 * the client seed and the next nonce, a new client seed, and rotation (which reveals the seed).
 * The game screen's drawer and the fairness page show the same controls.
 */
export const SeedControls = ({ enabled = true }: { enabled?: boolean }) => {
  const { t } = useTranslation('originals');
  const queryClient = useQueryClient();
  const state = useQuery({ ...fairnessQuery(), enabled });
  const [clientSeed, setClientSeedText] = useState('');

  // A rotation reveals a seed: my bets (lists and the one looked up) now carry it.
  const changed = () => void queryClient.invalidateQueries({ queryKey: originalsKeys.all });
  const seedChange = useMutation({
    mutationFn: setClientSeed,
    onSuccess: () => {
      setClientSeedText('');
      changed();
    },
  });
  const rotation = useMutation({ mutationFn: rotateSeeds, onSuccess: changed });

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Text size="xs" c="dimmed">
          {t('fair.commitment')}
        </Text>
        <Code className={classes.mono} data-testid="fair-commitment">
          {state.data?.commitment ?? '…'}
        </Code>
        <Text size="xs" c="dimmed" data-testid="fair-current">
          {t('fair.current', { clientSeed: state.data?.clientSeed ?? '…', nonce: state.data?.nonce ?? 0 })}
        </Text>
      </Stack>
      <Group align="flex-end" gap="xs">
        <TextInput
          flex={1}
          miw={0}
          label={t('fair.clientSeed')}
          placeholder={state.data?.clientSeed}
          value={clientSeed}
          maxLength={64}
          onChange={(event) => setClientSeedText(event.currentTarget.value)}
        />
        <Button
          variant="default"
          loading={seedChange.isPending}
          disabled={clientSeed === ''}
          onClick={() => seedChange.mutate(clientSeed)}
        >
          {t('fair.saveSeed')}
        </Button>
      </Group>
      <Button variant="light" loading={rotation.isPending} onClick={() => rotation.mutate()}>
        {t('fair.rotate')}
      </Button>
      {seedChange.error || rotation.error ? (
        <Alert color="red">{errorText(seedChange.error ?? rotation.error, t)}</Alert>
      ) : null}
      <Text size="xs" c="dimmed">
        {t('fair.rotateHelp')}
      </Text>
    </Stack>
  );
};
