import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';
import { PERYA_LIGHTS } from '@perya/games';

import classes from './originals.module.css';
import slotClasses from './slot.module.css';
import { SlotSymbol } from './slot-symbols';

type SlotOutcome = Extract<OriginalsBet['outcome'], { game: 'slot' }>;
type Spin = SlotOutcome['spins'][number];

/** The slot the screen shows (packages/games); the server plays the same config. */
export const SLOT_CONFIG = PERYA_LIGHTS;

// Timing of one spin: every reel turns, then they stop left to right; a spin with a win holds
// its lines a moment before the next free spin starts.
const SPIN_MS = 450;
const REEL_GAP_MS = 170;
const HOLD_WIN_MS = 900;
const HOLD_MS = 350;
const LINE_COLOURS = ['#ffd43b', '#ff8787', '#74c0fc', '#8ce99a', '#e599f7', '#ffa94d', '#66d9e8', '#f783ac'];

/** The reels before any bet: each reel's first rows of its base strip. */
const idleWindow = SLOT_CONFIG.strips.base.map((strip) => strip.slice(0, SLOT_CONFIG.rows));

/** The cells of a spin that win: each line's run from the left, and the scatters when they pay. */
const winningCells = (spin: Spin): Set<string> => {
  const cells = new Set<string>();
  for (const win of spin.lineWins)
    SLOT_CONFIG.paylines[win.line]!.slice(0, win.count).forEach((row, reel) => cells.add(`${reel}:${row}`));
  const scatter = SLOT_CONFIG.symbols.find((symbol) => symbol.kind === 'scatter')!.id;
  if ((SLOT_CONFIG.scatterPays[spin.scatterCount] ?? 0) > 0 || spin.freeSpinsAwarded > 0)
    spin.window.forEach((column, reel) =>
      column.forEach((symbol, row) => symbol === scatter && cells.add(`${reel}:${row}`)),
    );
  return cells;
};

type Shown = { betId: string; spin: number; stopped: number; done: boolean };

/**
 * The 5 × 3 reels of Perya Lights playing the last bet's recorded spins: the base spin, then each
 * free spin it won (the server decided them all; the screen only shows them), with the winning
 * lines drawn, the free-spin counter and the round's win. With reduced motion the reels do not
 * turn: the round's last spin shows at once. `onSettled` says when the round has been shown.
 */
export const SlotStage = ({
  last,
  onSettled,
}: {
  last: OriginalsBet | null;
  /** The round of this bet has been shown (at once with reduced motion). */
  onSettled: (betId: string) => void;
}) => {
  const { t } = useTranslation('originals');
  const reduced = useReducedMotion() ?? false;
  const outcome = last?.outcome.game === 'slot' ? last.outcome : null;
  const betId = outcome ? last!.betId : null;
  const spinCount = outcome?.spins.length ?? 0;
  const [shown, setShown] = useState<Shown | null>(null);
  const settledRef = useRef<string | null>(null);
  // A skipped round: its remaining timers show nothing more.
  const skippedRef = useRef<string | null>(null);

  const settle = (id: string) => {
    if (settledRef.current === id) return;
    settledRef.current = id;
    onSettled(id);
  };

  useEffect(() => {
    if (!betId || !outcome) return;
    // With reduced motion the round's last spin shows at once (below) and the round is settled.
    if (reduced) {
      settle(betId);
      return;
    }
    const timers: number[] = [];
    const show = (next: Shown) => skippedRef.current !== betId && setShown(next);
    let at = 0;
    outcome.spins.forEach((spin, index) => {
      const start = at;
      timers.push(window.setTimeout(() => show({ betId, spin: index, stopped: 0, done: false }), start));
      for (let reel = 0; reel < SLOT_CONFIG.reels; reel += 1)
        timers.push(
          window.setTimeout(
            () => show({ betId, spin: index, stopped: reel + 1, done: false }),
            start + SPIN_MS + reel * REEL_GAP_MS,
          ),
        );
      at = start + SPIN_MS + SLOT_CONFIG.reels * REEL_GAP_MS + (spin.multiplier > 0 ? HOLD_WIN_MS : HOLD_MS);
    });
    timers.push(
      window.setTimeout(() => {
        show({ betId, spin: spinCount - 1, stopped: SLOT_CONFIG.reels, done: true });
        settle(betId);
      }, at - HOLD_MS),
    );
    return () => {
      timers.forEach((timer) => window.clearTimeout(timer));
      // A round cut short (a new bet, the screen closed) still settles the bet's display.
      settle(betId);
    };
    // One run per bet: the spins are the bet's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [betId, reduced]);

  const skipTo = (id: string) => {
    skippedRef.current = id;
    setShown({ betId: id, spin: spinCount - 1, stopped: SLOT_CONFIG.reels, done: true });
    settle(id);
  };

  // Until its first timer, a new bet's reels turn (or, with reduced motion, show its end).
  const current: Shown | null =
    shown && shown.betId === betId
      ? shown
      : betId
        ? reduced
          ? { betId, spin: spinCount - 1, stopped: SLOT_CONFIG.reels, done: true }
          : { betId, spin: 0, stopped: 0, done: false }
        : null;
  const spin = outcome && current ? outcome.spins[current.spin]! : null;
  const stopped = current ? current.stopped : SLOT_CONFIG.reels;
  const window_ = spin ? spin.window : idleWindow;
  const isStill = stopped === SLOT_CONFIG.reels;
  const cells = spin && isStill ? winningCells(spin) : new Set<string>();
  const freeSpins = spinCount > 0 ? spinCount - 1 : 0;
  const stakeMinor = last ? BigInt(last.amountMinor) : 0n;
  const lineBetMinor = stakeMinor / BigInt(SLOT_CONFIG.paylines.length);
  // The win so far: the spins shown, each in hundredths of the stake (the round's total is floored once).
  const winSoFar =
    outcome && current
      ? current.done
        ? BigInt(last!.payoutMinor)
        : (stakeMinor *
            BigInt(
              outcome.spins
                .slice(0, current.spin + (isStill ? 1 : 0))
                .reduce((total, each) => total + each.multiplier, 0),
            )) /
          100n
      : null;
  const symbolName = (id: string) => t(`slot.symbols.${id}`, { defaultValue: id });

  return (
    <Stack gap="sm" aria-live="polite">
      <Group justify="space-between" gap="xs" mih={28}>
        {freeSpins > 0 && current?.done ? (
          <Badge size="lg" color="grape" variant="light" data-testid="slot-free-spins">
            {t('slot.freeSpinsPlayed', { total: freeSpins })}
          </Badge>
        ) : spin && spin.reelSet === 'free' ? (
          <Badge size="lg" color="grape" variant="filled" data-testid="slot-free-spins">
            {t('slot.freeSpin', { spin: current!.spin, total: freeSpins })}
          </Badge>
        ) : (
          <Text size="sm" c="dimmed">
            {t('slot.lines', { lines: SLOT_CONFIG.paylines.length })}
          </Text>
        )}
        {current && !current.done ? (
          <Button size="compact-sm" variant="subtle" onClick={() => betId && skipTo(betId)}>
            {t('slot.skip')}
          </Button>
        ) : null}
      </Group>
      <div className={`${slotClasses.slotFrame} ${spin?.reelSet === 'free' ? slotClasses.slotFree : ''}`}>
        <div className={slotClasses.slotReels} data-testid="slot-reels">
          {window_.map((column, reel) => {
            const turning = current !== null && !current.done && reel >= stopped && !reduced;
            return (
              <div key={reel} className={slotClasses.slotReel} data-turning={turning || undefined}>
                {turning ? (
                  <div className={slotClasses.slotStrip} style={{ animationDelay: `${-reel * 60}ms` }} aria-hidden>
                    {[...SLOT_CONFIG.strips[spin?.reelSet ?? 'base'][reel]!.slice(0, 8), ...column].map(
                      (symbol, index) => (
                        <div key={index} className={slotClasses.slotCell}>
                          <SlotSymbol id={symbol} label="" />
                        </div>
                      ),
                    )}
                  </div>
                ) : (
                  column.map((symbol, row) => (
                    <div
                      key={row}
                      className={`${slotClasses.slotCell} ${cells.has(`${reel}:${row}`) ? slotClasses.slotCellWin : ''}`}
                      data-win={cells.has(`${reel}:${row}`) || undefined}
                    >
                      <SlotSymbol id={symbol} label={symbolName(symbol)} />
                    </div>
                  ))
                )}
              </div>
            );
          })}
        </div>
        {spin && isStill ? (
          <svg className={slotClasses.slotLines} viewBox="0 0 500 300" preserveAspectRatio="none" aria-hidden>
            {spin.lineWins.map((win, index) => (
              <polyline
                key={win.line}
                points={SLOT_CONFIG.paylines[win.line]!.map((row, reel) => `${reel * 100 + 50},${row * 100 + 50}`).join(
                  ' ',
                )}
                fill="none"
                stroke={LINE_COLOURS[index % LINE_COLOURS.length]}
                strokeWidth="6"
                strokeLinejoin="round"
                strokeLinecap="round"
                opacity="0.85"
              />
            ))}
          </svg>
        ) : null}
      </div>
      <Text
        ta="center"
        fw={700}
        data-testid="slot-result"
        className={current?.done && last ? (BigInt(last.payoutMinor) > 0n ? classes.win : classes.loss) : undefined}
      >
        {!last || !current
          ? t('ready')
          : current.done
            ? BigInt(last.payoutMinor) > 0n
              ? t('slot.won', { payout: toDecimalString(BigInt(last.payoutMinor)) })
              : t('lost')
            : winSoFar !== null && winSoFar > 0n
              ? t('slot.winSoFar', { payout: toDecimalString(winSoFar) })
              : '…'}
      </Text>
      {spin && isStill && (spin.lineWins.length > 0 || spin.freeSpinsAwarded > 0) ? (
        <Stack gap={2} data-testid="slot-wins">
          {spin.lineWins.map((win) => (
            <Text key={win.line} size="xs" c="dimmed" ta="center">
              {t('slot.lineWin', {
                line: win.line + 1,
                run: win.count,
                symbol: symbolName(win.symbol),
                payout: toDecimalString(
                  lineBetMinor * BigInt(win.pay) * BigInt(spin.reelSet === 'free' ? SLOT_CONFIG.freeSpinMultiplier : 1),
                ),
              })}
            </Text>
          ))}
          {spin.freeSpinsAwarded > 0 ? (
            <Text size="xs" c="grape.3" ta="center" fw={700}>
              {t('slot.scatterWin', { run: spin.scatterCount, spins: spin.freeSpinsAwarded })}
            </Text>
          ) : null}
        </Stack>
      ) : null}
      {outcome && current?.done && spinCount > 1 ? (
        <Group gap={4} justify="center" data-testid="slot-spin-list">
          {outcome.spins.map((each, index) => (
            <Button
              key={index}
              size="compact-xs"
              variant={index === current.spin ? 'filled' : 'default'}
              color={each.reelSet === 'free' ? 'grape' : undefined}
              onClick={() => setShown({ betId: betId!, spin: index, stopped: SLOT_CONFIG.reels, done: true })}
              aria-label={index === 0 ? t('slot.baseSpin') : t('slot.freeSpin', { spin: index, total: freeSpins })}
            >
              {index === 0 ? t('slot.base') : index}
            </Button>
          ))}
        </Group>
      ) : null}
    </Stack>
  );
};
