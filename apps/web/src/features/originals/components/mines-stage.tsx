import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconBombFilled, IconDiamondFilled } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';
import { MINES_MAX_MINES, MINES_MIN_MINES, MINES_RTP, MINES_TILES, minesMultiplier } from '@perya/games';

import classes from './originals.module.css';

type MinesOutcome = Extract<OriginalsBet['outcome'], { game: 'mines' }>;

/** Mines' RTP, the same for every mine count and stopping point (packages/games' MINES_RTP). */
export const minesRtpPercent = () => ((Number(MINES_RTP.numerator) * 100) / Number(MINES_RTP.denominator)).toFixed(4);

const MINE_COUNTS = Array.from({ length: MINES_MAX_MINES - MINES_MIN_MINES + 1 }, (_, index) =>
  String(index + MINES_MIN_MINES),
);

/** The mines game the screen shows: the one on, or the last one ended (its mines then shown). */
export const minesOf = (bet: OriginalsBet | null): MinesOutcome | null =>
  bet?.outcome.game === 'mines' ? bet.outcome : null;

/**
 * Mines' choices: the mine count before a game; during one, what a cash-out pays now and what the
 * next safe tile would make it, and a random tile for the undecided.
 */
export const MinesChoices = ({
  mineCount,
  onMineCount,
  game,
  onRandomTile,
  busy,
  maxWinMinor,
}: {
  mineCount: number;
  maxWinMinor: bigint;
  onMineCount: (count: number) => void;
  /** The game on (status PLAYING), or null. */
  game: OriginalsBet | null;
  onRandomTile: () => void;
  busy: boolean;
}) => {
  const { t } = useTranslation('originals');
  const outcome = minesOf(game);
  // What a cash-out pays now, exactly as the engine pays it: stake × 0.99·C(25,k)/C(25−m,k), floored, capped.
  const cashOutMinor = (() => {
    if (!game || !outcome || outcome.revealed.length === 0) return 0n;
    const multiplier = minesMultiplier(outcome.mineCount, outcome.revealed.length);
    const exact = (BigInt(game.amountMinor) * multiplier.numerator) / multiplier.denominator;
    return maxWinMinor > 0n && exact > maxWinMinor ? maxWinMinor : exact;
  })();
  return (
    <Stack gap="xs">
      <Select
        label={t('mines.count')}
        data={MINE_COUNTS}
        value={String(outcome?.mineCount ?? mineCount)}
        onChange={(value) => value && onMineCount(Number(value))}
        allowDeselect={false}
        disabled={outcome !== null}
        comboboxProps={{ withinPortal: true }}
        data-testid="mines-count"
      />
      {outcome ? (
        <>
          <Group grow gap="xs">
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('mines.current')}
              </Text>
              <Text fw={700} data-testid="mines-current">
                {(outcome.currentMultiplier / 100).toFixed(2)}×
              </Text>
              <Text size="xs" c="dimmed">
                ₱{toDecimalString(cashOutMinor)}
              </Text>
            </Stack>
            <Stack gap={0}>
              <Text size="xs" c="dimmed">
                {t('mines.next')}
              </Text>
              <Text fw={700} data-testid="mines-next">
                {outcome.nextMultiplier === null ? '—' : `${(outcome.nextMultiplier / 100).toFixed(2)}×`}
              </Text>
              <Text size="xs" c="dimmed">
                {t('mines.safeLeft', { left: MINES_TILES - outcome.mineCount - outcome.revealed.length })}
              </Text>
            </Stack>
          </Group>
          <Button variant="default" disabled={busy} onClick={onRandomTile} data-testid="mines-random">
            {t('mines.random')}
          </Button>
        </>
      ) : null}
    </Stack>
  );
};

/**
 * The 5×5 board: hidden tiles to open while the game is on; opened gems; at the end every mine
 * shown (the one hit marked) and the tiles not opened dimmed.
 */
export const MinesStage = ({
  bet,
  onPick,
  busy,
}: {
  bet: OriginalsBet | null;
  onPick: (tile: number) => void;
  busy: boolean;
}) => {
  const { t } = useTranslation('originals');
  const outcome = minesOf(bet);
  const playing = bet?.status === 'PLAYING';
  const mines = new Set(outcome?.mines ?? []);
  const revealed = new Set(outcome?.revealed ?? []);
  return (
    <Stack gap="md" aria-live="polite">
      <div className={classes.minesGrid} data-testid="mines-board">
        {Array.from({ length: MINES_TILES }, (_, tile) => {
          const isGem = revealed.has(tile);
          const isMine = mines.has(tile);
          const ended = outcome !== null && !playing;
          const state = isGem
            ? 'gem'
            : isMine
              ? outcome?.hitTile === tile
                ? 'hit'
                : 'mine'
              : ended
                ? 'safe'
                : 'hidden';
          return (
            <button
              key={tile}
              type="button"
              className={`${classes.tile} ${classes[`tile_${state}`] ?? ''}`}
              data-state={state}
              disabled={!playing || busy || isGem}
              aria-label={t(`mines.tile.${state}`, { tile: tile + 1 })}
              onClick={() => onPick(tile)}
            >
              {isMine ? <IconBombFilled size="55%" /> : isGem || ended ? <IconDiamondFilled size="55%" /> : null}
            </button>
          );
        })}
      </div>
      <Text
        ta="center"
        fw={700}
        className={bet && !playing && outcome ? (bet.isWin ? classes.win : classes.loss) : undefined}
        data-testid="mines-result"
      >
        {!bet || !outcome
          ? t('mines.start')
          : playing
            ? outcome.revealed.length === 0
              ? t('mines.pickFirst')
              : t('mines.onGoing', { multiplier: (outcome.currentMultiplier / 100).toFixed(2) })
            : bet.isWin
              ? t('mines.cashedOut', {
                  multiplier: (bet.multiplier / 100).toFixed(2),
                  payout: toDecimalString(bet.payoutMinor),
                })
              : t('mines.boom')}
      </Text>
    </Stack>
  );
};
