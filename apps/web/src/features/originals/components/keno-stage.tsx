import { Button, Group, SegmentedControl, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import type { KenoPickCount, KenoRisk } from '@perya/games';
import { KENO_MAX_PICKS, KENO_NUMBERS, KENO_RISKS, KENO_TABLES } from '@perya/games';

import classes from './originals.module.css';

export type KenoChoice = { picks: number[]; risk: KenoRisk };

/** The table's declared RTP (packages/games' constant) for the risk and pick count (1 pick until chosen). */
export const kenoRtpPercent = ({ picks, risk }: KenoChoice) =>
  KENO_TABLES[risk][Math.max(1, picks.length) as KenoPickCount].rtpPercent;

/** Up to ten different numbers 1–40 at random (the player's quick pick; the draw itself is the server's). */
const quickPick = (count: number): number[] => {
  const left = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  const picked: number[] = [];
  const random = new Uint32Array(count);
  crypto.getRandomValues(random);
  for (let index = 0; index < count; index += 1) picked.push(left.splice(random[index]! % left.length, 1)[0]!);
  return picked.sort((a, b) => a - b);
};

/** Keno's choices: the risk table, a quick pick and clearing the picks. */
export const KenoChoices = ({
  choice,
  onChange,
  disabled,
}: {
  choice: KenoChoice;
  onChange: (next: KenoChoice) => void;
  disabled: boolean;
}) => {
  const { t } = useTranslation('originals');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('keno.risk')}
      </Text>
      <SegmentedControl
        fullWidth
        size="xs"
        disabled={disabled}
        value={choice.risk}
        data={KENO_RISKS.map((risk) => ({ value: risk, label: t(`risk.${risk}`) }))}
        onChange={(value) => onChange({ ...choice, risk: value as KenoRisk })}
      />
      <Text size="sm" c="dimmed" data-testid="keno-pick-count">
        {t('keno.picked', { picked: choice.picks.length, max: KENO_MAX_PICKS })}
      </Text>
      <Group grow gap="xs">
        <Button
          variant="default"
          disabled={disabled}
          onClick={() => onChange({ ...choice, picks: quickPick(KENO_MAX_PICKS) })}
          data-testid="keno-auto"
        >
          {t('keno.auto')}
        </Button>
        <Button
          variant="default"
          disabled={disabled || choice.picks.length === 0}
          onClick={() => onChange({ ...choice, picks: [] })}
        >
          {t('keno.clear')}
        </Button>
      </Group>
    </Stack>
  );
};

const REVEAL_MS = 90;

/** How many of the last draw's ten numbers are shown: one by one, or all at once with reduced motion. */
const useRevealed = (betId: string | null, total: number) => {
  const reduced = useReducedMotion() ?? false;
  const [progress, setProgress] = useState<{ betId: string; count: number } | null>(null);
  useEffect(() => {
    if (!betId || reduced) return;
    let count = 0;
    const timer = window.setInterval(() => {
      count += 1;
      setProgress({ betId, count });
      if (count >= total) window.clearInterval(timer);
    }, REVEAL_MS);
    return () => window.clearInterval(timer);
  }, [betId, total, reduced]);
  if (!betId) return 0;
  return reduced ? total : progress?.betId === betId ? progress.count : 0;
};

/**
 * The 40 numbers: tap to pick (up to ten), the last draw revealed over them with the hits lit, and
 * the payout table of the risk and pick count with the row of the last result marked.
 */
export const KenoStage = ({
  choice,
  onChange,
  last,
  disabled,
}: {
  choice: KenoChoice;
  onChange: (next: KenoChoice) => void;
  last: OriginalsBet | null;
  disabled: boolean;
}) => {
  const { t } = useTranslation('originals');
  const round = last?.outcome.game === 'keno' && last.outcome.drawn ? last.outcome : null;
  // The last draw stays on the board until the picks or the risk change.
  const sameBet =
    round !== null &&
    round.risk === choice.risk &&
    round.picks.length === choice.picks.length &&
    round.picks.every((pick) => choice.picks.includes(pick));
  const shown = sameBet ? round : null;
  const revealed = useRevealed(shown ? last!.betId : null, shown?.drawn?.length ?? 0);
  const drawn = new Set(shown?.drawn?.slice(0, revealed) ?? []);
  const settled = shown !== null && revealed >= (shown.drawn?.length ?? 0);
  const hits = settled ? (shown.hits?.length ?? 0) : null;
  const payouts = choice.picks.length > 0 ? KENO_TABLES[choice.risk][choice.picks.length as KenoPickCount].payouts : [];

  const toggle = (number: number) => {
    if (disabled) return;
    if (choice.picks.includes(number)) onChange({ ...choice, picks: choice.picks.filter((pick) => pick !== number) });
    else if (choice.picks.length < KENO_MAX_PICKS) onChange({ ...choice, picks: [...choice.picks, number] });
  };

  return (
    <Stack gap="sm" aria-live="polite">
      <div className={classes.kenoGrid} data-testid="keno-board">
        {Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1).map((number) => {
          const picked = choice.picks.includes(number);
          const isDrawn = drawn.has(number);
          const tone =
            picked && isDrawn ? classes.kenoHit : isDrawn ? classes.kenoDrawn : picked ? classes.kenoPicked : '';
          return (
            <button
              key={number}
              type="button"
              className={`${classes.kenoCell} ${tone}`}
              aria-pressed={picked}
              aria-label={
                picked && isDrawn
                  ? t('keno.hitNumber', { number })
                  : isDrawn
                    ? t('keno.drawnNumber', { number })
                    : String(number)
              }
              data-state={picked && isDrawn ? 'hit' : isDrawn ? 'drawn' : picked ? 'picked' : undefined}
              onClick={() => toggle(number)}
            >
              {number}
            </button>
          );
        })}
      </div>
      {payouts.length > 0 ? (
        <div
          className={classes.payoutRow}
          style={{ gridTemplateColumns: `repeat(${payouts.length}, minmax(0, 1fr))` }}
          data-testid="keno-payouts"
        >
          {payouts.map((multiplier, count) => (
            <div key={count} className={`${classes.payoutCell} ${hits === count ? classes.payoutLit : ''}`}>
              <span className={classes.payoutMultiplier}>{multiplier}×</span>
              <span className={classes.payoutHits}>{t('keno.hits', { hits: count })}</span>
            </div>
          ))}
        </div>
      ) : (
        <Text ta="center" c="dimmed" size="sm">
          {t('keno.pickHelp', { max: KENO_MAX_PICKS })}
        </Text>
      )}
      <Text
        ta="center"
        fw={700}
        className={settled && last ? (last.multiplier >= 100 ? classes.win : classes.loss) : undefined}
        data-testid="keno-result"
      >
        {settled && last
          ? t('keno.result', { hits: hits ?? 0, multiplier: (last.multiplier / 100).toFixed(2) })
          : shown
            ? '…'
            : t('ready')}
      </Text>
    </Stack>
  );
};
