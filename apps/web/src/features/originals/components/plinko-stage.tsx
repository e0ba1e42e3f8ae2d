import { SegmentedControl, Slider, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import type { PlinkoRisk, PlinkoRows } from '@perya/games';
import { PLINKO_RISKS, PLINKO_TABLES } from '@perya/games';

import classes from './originals.module.css';

export type PlinkoChoice = { rows: PlinkoRows; risk: PlinkoRisk };

/** The table's declared RTP (packages/games' constant), for the rows and risk chosen. */
export const plinkoRtpPercent = ({ rows, risk }: PlinkoChoice) => PLINKO_TABLES[risk][rows].rtpPercent;

/** Plinko's choices: the rows (8–16) and the risk, which picks the multiplier table. */
export const PlinkoChoices = ({
  choice,
  onChange,
  disabled,
}: {
  choice: PlinkoChoice;
  onChange: (next: PlinkoChoice) => void;
  disabled: boolean;
}) => {
  const { t } = useTranslation('originals');
  return (
    <Stack gap="xs">
      <Text size="sm" fw={500}>
        {t('plinko.risk')}
      </Text>
      <SegmentedControl
        fullWidth
        disabled={disabled}
        value={choice.risk}
        data={PLINKO_RISKS.map((risk) => ({ value: risk, label: t(`risk.${risk}`) }))}
        onChange={(value) => onChange({ ...choice, risk: value as PlinkoRisk })}
        data-testid="plinko-risk"
      />
      <Text size="sm" fw={500}>
        {t('plinko.rows', { rows: choice.rows })}
      </Text>
      <Slider
        min={8}
        max={16}
        step={1}
        disabled={disabled}
        value={choice.rows}
        onChange={(rows) => onChange({ ...choice, rows: rows as PlinkoRows })}
        aria-label={t('plinko.rows', { rows: choice.rows })}
        marks={[{ value: 8 }, { value: 12 }, { value: 16 }]}
        mb="xs"
      />
    </Stack>
  );
};

// The board in SVG units: pegs `GAP` apart, row r with r + 3 pegs, the ball starting on the top
// middle peg. Each row moves it half a gap left (0) or right (1), so after all rows it is over
// bucket k = the number of rights, as the engine counts.
const GAP = 10;
const ROW_HEIGHT = 9;
const TOP = 8;
const STEP_MS = 110;

const boardGeometry = (rows: number) => {
  const width = (rows + 2) * GAP;
  const centre = width / 2;
  const pegs: Array<{ x: number; y: number }> = [];
  for (let row = 0; row < rows; row += 1)
    for (let peg = 0; peg < row + 3; peg += 1)
      pegs.push({ x: centre + (peg - (row + 2) / 2) * GAP, y: TOP + row * ROW_HEIGHT });
  return { width, height: TOP + rows * ROW_HEIGHT, centre, pegs };
};

/** The ball's point after `progress` rows (fractional: a hop between two pegs, up then down). */
const ballAt = (path: readonly number[], centre: number, progress: number) => {
  const row = Math.min(path.length, Math.floor(progress));
  const within = progress - row;
  let x = centre;
  for (let step = 0; step < row; step += 1) x += (path[step] ? 0.5 : -0.5) * GAP;
  const nextX = row < path.length ? x + (path[row] ? 0.5 : -0.5) * GAP * within : x;
  const hop = row < path.length ? Math.sin(Math.PI * within) * 3 : 0;
  return { x: nextX, y: TOP + (row + within) * ROW_HEIGHT - 3.2 - hop };
};

const bucketTone = (multiplier: number): string =>
  multiplier >= 10
    ? classes.bucketHot!
    : multiplier >= 2
      ? classes.bucketWarm!
      : multiplier >= 1
        ? classes.bucketMild!
        : classes.bucketCold!;

/**
 * The board of the chosen rows, the ball of the last bet falling along its recorded path into the
 * engine's bucket, and the multiplier row with that bucket lit once the ball lands. With reduced
 * motion the ball is in its bucket at once.
 */
export const PlinkoStage = ({
  choice,
  last,
  onLanded,
}: {
  choice: PlinkoChoice;
  last: OriginalsBet | null;
  /** The ball of this bet is in its bucket (not called with reduced motion: it is there at once). */
  onLanded: (betId: string) => void;
}) => {
  const { t } = useTranslation('originals');
  const reduced = useReducedMotion() ?? false;
  const drop = last?.outcome.game === 'plinko' && last.outcome.path ? last.outcome : null;
  // The last ball stays on the board until the player changes the rows or the risk.
  const shown = drop && drop.rows === choice.rows && drop.risk === choice.risk ? drop : null;
  const geometry = boardGeometry(choice.rows);
  const multipliers = PLINKO_TABLES[choice.risk][choice.rows].multipliers;
  const ball = useRef<SVGCircleElement>(null);
  const [landedBet, setLandedBet] = useState<string | null>(null);
  const betId = shown ? last!.betId : null;

  useEffect(() => {
    if (!shown || !betId) return;
    const path = shown.path!;
    // With reduced motion the ball is drawn in its bucket and counts as landed (below).
    if (reduced) return;
    const started = performance.now();
    let handle = 0;
    let done = false;
    const frame = (now: number) => {
      const progress = Math.min(path.length, (now - started) / STEP_MS);
      const point = ballAt(path, geometry.centre, progress);
      ball.current?.setAttribute('cx', String(point.x));
      ball.current?.setAttribute('cy', String(point.y));
      if (progress < path.length) handle = requestAnimationFrame(frame);
      else {
        done = true;
        setLandedBet(betId);
        onLanded(betId);
      }
    };
    handle = requestAnimationFrame(frame);
    return () => {
      cancelAnimationFrame(handle);
      // A drop cut short (the rows or the risk changed, the screen closed) still settles the bet's display.
      if (!done) onLanded(betId);
    };
    // One drop per bet: the path and the board are the bet's own.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [betId, reduced]);

  const landed = shown && (reduced || landedBet === betId) ? shown.bucket : null;
  const start =
    shown && reduced ? ballAt(shown.path!, geometry.centre, shown.path!.length) : ballAt([], geometry.centre, 0);
  return (
    <Stack gap="sm" aria-live="polite">
      <svg
        className={classes.plinkoBoard}
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        role="img"
        aria-label={t('plinko.board', { rows: choice.rows })}
        data-testid="plinko-board"
      >
        {geometry.pegs.map((peg) => (
          <circle key={`${peg.x}:${peg.y}`} cx={peg.x} cy={peg.y} r={1.1} className={classes.peg} />
        ))}
        {shown ? <circle ref={ball} cx={start.x} cy={start.y} r={2.2} className={classes.ball} /> : null}
      </svg>
      <div
        className={classes.buckets}
        style={{ gridTemplateColumns: `repeat(${multipliers.length}, minmax(0, 1fr))` }}
        data-testid="plinko-buckets"
      >
        {multipliers.map((multiplier, bucket) => (
          <span
            key={bucket}
            className={`${classes.bucket} ${bucketTone(multiplier)} ${landed === bucket ? classes.bucketLanded : ''}`}
            data-landed={landed === bucket || undefined}
          >
            {multiplier}
            {multiplier < 100 ? '×' : ''}
          </span>
        ))}
      </div>
      <Text
        ta="center"
        fw={700}
        className={last && landed !== null ? (last.multiplier >= 100 ? classes.win : classes.loss) : undefined}
        data-testid="plinko-result"
      >
        {last && landed !== null
          ? t('plinko.landed', { multiplier: (last.multiplier / 100).toFixed(2) })
          : shown
            ? '…'
            : t('ready')}
      </Text>
    </Stack>
  );
};
