import { Alert, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';

import { fairnessQuery } from '../api/originals';
import { useBetVerification } from '../hooks/use-bet-verification';
import type { Verification } from '../utils/verify';
import { FairnessSteps } from './fairness-steps';

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

type BetVerifierProps = {
  /** The bet to verify (null: none chosen yet). */
  bet: OriginalsBet | null;
  maxWinMinor: bigint;
  /** The drawer asks for the seeds only while it is open. */
  enabled?: boolean;
};

/**
 * One bet recomputed here with WebCrypto, step by step (fairness-steps.tsx), once its server seed
 * is revealed; until then, what to do to reveal it. The drawer and the fairness page both show it.
 */
export const BetVerifier = ({ bet, maxWinMinor, enabled = true }: BetVerifierProps) => {
  const { t } = useTranslation('originals');
  const state = useQuery({ ...fairnessQuery(), enabled });
  const { seeds, verification, error } = useBetVerification(bet, state.data, maxWinMinor);

  if (!bet)
    return (
      <Text size="sm" c="dimmed">
        {t('fair.pickBet')}
      </Text>
    );
  if (!seeds)
    return (
      <Alert color="yellow" data-testid="not-revealed">
        {t('fair.notRevealed', { nonce: bet.fairness.nonce })}
      </Alert>
    );
  if (error) return <Alert color="red">{error}</Alert>;
  if (!verification) return <Text size="sm">…</Text>;
  return (
    <FairnessSteps bet={bet} seeds={seeds} verification={verification} outcomeText={outcomeText(verification, t)} />
  );
};
