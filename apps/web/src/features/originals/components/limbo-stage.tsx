import { useReducedMotion } from '@mantine/hooks';
import { Group, NumberInput, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';

import classes from './originals.module.css';

/** The target multiplier, 1.01× to 1,000,000×, with the chance of reaching it (99 % / target). */
export const LimboChoices = ({ target, onChange }: { target: number; onChange: (target: number) => void }) => {
  const { t } = useTranslation('originals');
  return (
    <Stack gap="xs">
      <NumberInput
        label={t('limbo.target')}
        value={target / 100}
        min={1.01}
        max={1_000_000}
        decimalScale={2}
        step={0.5}
        suffix="×"
        onChange={(value) => {
          const next = Math.round(Number(value) * 100);
          if (Number.isFinite(next)) onChange(Math.min(100_000_000, Math.max(101, next)));
        }}
      />
      <Group grow>
        <Stack gap={0}>
          <Text size="xs" c="dimmed">
            {t('dice.chance')}
          </Text>
          <Text fw={700}>{(9_900 / target).toFixed(4)} %</Text>
        </Stack>
      </Group>
    </Stack>
  );
};

/** The drawn multiplier counting up to its value (at once when the player asked for less motion). */
export const LimboStage = ({ last }: { last: OriginalsBet | null }) => {
  const { t } = useTranslation('originals');
  const reduced = useReducedMotion() ?? false;
  const result = last?.outcome.game === 'limbo' ? last.outcome.result : null;
  // The counting value of the bet being shown, set only from animation frames.
  const [frame, setFrame] = useState<{ betId: string; value: number } | null>(null);
  const betId = last?.betId ?? null;

  useEffect(() => {
    if (result === null || betId === null || reduced) return;
    const started = performance.now();
    const duration = 450;
    let handle = 0;
    const step = (now: number) => {
      const progress = Math.min(1, (now - started) / duration);
      // Eased on a log scale, so 1.00× → 1,000× takes as long as 1.00× → 2.00× and reads as a rise.
      const eased = 1 - (1 - progress) ** 3;
      setFrame({ betId, value: Math.round(100 * (result / 100) ** eased) });
      if (progress < 1) handle = requestAnimationFrame(step);
    };
    handle = requestAnimationFrame(step);
    return () => cancelAnimationFrame(handle);
  }, [result, reduced, betId]);

  const shown = result === null || reduced ? result : frame?.betId === betId ? frame.value : 100;
  const settled = shown === result;
  return (
    <Stack gap="md" aria-live="polite">
      <Text
        className={`${classes.bigNumber} ${last && settled ? (last.isWin ? classes.win : classes.loss) : ''}`}
        data-testid="limbo-result"
      >
        {shown === null ? '—' : `${(shown / 100).toFixed(2)}×`}
      </Text>
      <Text ta="center" c="dimmed" size="sm">
        {last && settled
          ? last.isWin
            ? t('won', { multiplier: (last.multiplier / 100).toFixed(2) })
            : t('lost')
          : t('ready')}
      </Text>
    </Stack>
  );
};
