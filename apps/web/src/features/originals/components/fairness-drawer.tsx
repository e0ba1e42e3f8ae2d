import { Alert, Button, Code, Divider, Drawer, Group, Stack, Text, TextInput } from '@mantine/core';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { fairnessQuery, originalsKeys, rotateSeeds, setClientSeed } from '../api/originals';
import { useBetVerification } from '../hooks/use-bet-verification';
import type { Verification } from '../utils/verify';
import { FairnessSteps } from './fairness-steps';
import classes from './originals.module.css';

/** What the replay found, in the words of the game, with the payout it gives. */
export const outcomeText = ({ recomputed, payoutMinor }: Verification, t: TFunction<'originals'>): string => {
  const payout = toDecimalString(payoutMinor);
  switch (recomputed.game) {
    case 'dice':
      return t('fair.diceOutcome', { value: (recomputed.roll / 100).toFixed(2), payout });
    case 'limbo':
      return t('fair.limboOutcome', { value: (recomputed.result / 100).toFixed(2), payout });
    case 'plinko':
      return t('fair.plinkoOutcome', {
        path: recomputed.path.map((step) => (step ? 'R' : 'L')).join(''),
        bucket: recomputed.bucket,
        payout,
      });
    case 'keno':
      return t('fair.kenoOutcome', { drawn: recomputed.drawn.join(', '), hits: recomputed.hits.length, payout });
    case 'mines':
      return t('fair.minesOutcome', { mines: recomputed.mines.map((tile) => tile + 1).join(', '), payout });
    case 'slot':
      return t('fair.slotOutcome', {
        stops: recomputed.spins.map((spin) => `[${spin.stops.join(' ')}]`).join(' '),
        spins: recomputed.spins.length,
        payout,
      });
  }
};

type FairnessDrawerProps = {
  opened: boolean;
  onClose: () => void;
  /** The bet to verify, chosen in the recent bets. */
  bet: OriginalsBet | null;
  maxWinMinor: bigint;
};

/**
 * Provably fair (packages/games "How a player verifies"): the commitment to the active server
 * seed, the client seed and its change, rotation (which reveals the seed), and a bet recomputed
 * here with WebCrypto: its HMAC blocks, the floats read from them, the outcome and the payout.
 */
export const FairnessDrawer = ({ opened, onClose, bet, maxWinMinor }: FairnessDrawerProps) => {
  const { t } = useTranslation('originals');
  const queryClient = useQueryClient();
  const state = useQuery({ ...fairnessQuery(), enabled: opened });
  const [clientSeed, setClientSeedText] = useState('');

  const changed = () => void queryClient.invalidateQueries({ queryKey: originalsKeys.all });
  const seedChange = useMutation({ mutationFn: setClientSeed, onSuccess: changed });
  const rotation = useMutation({ mutationFn: rotateSeeds, onSuccess: changed });

  const { seeds, verification, error: verifyError } = useBetVerification(bet, state.data, maxWinMinor);

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="lg" title={t('fair.title')}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t('fair.intro')}
        </Text>
        <Stack gap={4}>
          <Text size="xs" c="dimmed">
            {t('fair.commitment')}
          </Text>
          <Code className={classes.mono} data-testid="fair-commitment">
            {state.data?.commitment ?? '…'}
          </Code>
          <Text size="xs" c="dimmed">
            {t('fair.current', { clientSeed: state.data?.clientSeed ?? '…', nonce: state.data?.nonce ?? 0 })}
          </Text>
        </Stack>
        <Group align="flex-end" gap="xs">
          <TextInput
            flex={1}
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
            onClick={() => seedChange.mutate(clientSeed, { onSuccess: () => setClientSeedText('') })}
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

        <Divider label={t('fair.verifyTitle')} />
        {!bet ? (
          <Text size="sm" c="dimmed">
            {t('fair.pickBet')}
          </Text>
        ) : !seeds ? (
          <Alert color="yellow">{t('fair.notRevealed', { nonce: bet.fairness.nonce })}</Alert>
        ) : verifyError ? (
          <Alert color="red">{verifyError}</Alert>
        ) : !verification ? (
          <Text size="sm">…</Text>
        ) : (
          <FairnessSteps
            bet={bet}
            seeds={seeds}
            verification={verification}
            outcomeText={outcomeText(verification, t)}
          />
        )}
      </Stack>
    </Drawer>
  );
};
