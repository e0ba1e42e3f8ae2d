import { GameRuleError } from '../errors';
import type { RandomSource } from '../fair/stream';
import { binomial } from '../math/combinatorics';
import { fraction, type Fraction } from '../math/fraction';
import { assertWager, type Multiplier, type Outcome, payoutFor, type Wager } from '../money/payout';
import { ORIGINALS_HOUSE_EDGE_BPS } from './house-edge';

// Mines (Stake-compatible, domain-rules §4.2–4.3). A 5×5 board, tiles 0–24 left to right, top to
// bottom. The mines are placed before the player acts: float i picks floor(f × remaining) from the
// tiles still left (25, 24, …), and the first m picks are the mines (a Fisher–Yates swap would not
// match Stake's verifiers). After k safe reveals the bet is worth 0.99·C(25,k)/C(25−m,k): the
// fair price of surviving k picks, less the edge, so every stopping rule returns 99 %.
//
// The game is a state machine: startMines → revealMinesTile… → cashOutMines, each a pure function
// from one state to the next. It ends by itself when the player hits a mine, reveals the last safe
// tile, or reaches the maximum win (more reveals could only add risk, never money).

export const MINES_HOUSE_EDGE_BPS = ORIGINALS_HOUSE_EDGE_BPS;
export const MINES_TILES = 25;
export const MINES_MIN_MINES = 1;
export const MINES_MAX_MINES = 24;
/** The declared RTP of every mine count and every stopping point. */
export const MINES_RTP: Fraction = fraction(10_000 - MINES_HOUSE_EDGE_BPS, 10_000);

export type MinesStatus = 'playing' | 'lost' | 'cashed_out';
export type MinesEnd = 'mine' | 'cash_out' | 'all_safe_revealed' | 'max_win';

export type MinesGame = Wager & {
  readonly mineCount: number;
  /** The mines, in Stake's pick order. Secret while the game is on: send minesPublicView to players. */
  readonly mines: readonly number[];
  /** Safe tiles revealed, in the order picked. */
  readonly revealed: readonly number[];
  readonly status: MinesStatus;
  /** How the game ended; null while it is on. */
  readonly endedBy: MinesEnd | null;
  /** The mine that ended it, when one did. */
  readonly hitTile: number | null;
  /** What the bet pays per unit: the current value while playing, 0 when lost. */
  readonly multiplier: Multiplier;
  /** Paid on cash-out (0 while playing and when lost). */
  readonly payoutMinor: bigint;
  readonly isCapped: boolean;
};

/** What a player may see: the mines only once the game is over. */
export type MinesPublicView = Omit<MinesGame, 'mines'> & { readonly mines: readonly number[] | null };

const assertMineCount = (mineCount: number): void => {
  if (!Number.isInteger(mineCount) || mineCount < MINES_MIN_MINES || mineCount > MINES_MAX_MINES) {
    throw new GameRuleError('INVALID_BET', `mine count must be ${MINES_MIN_MINES}-${MINES_MAX_MINES}`);
  }
};

/** P(the first k picks are all safe) with m mines: C(25−m,k)/C(25,k). */
export const minesSurvivalProbability = (mineCount: number, revealed: number): Fraction =>
  fraction(binomial(MINES_TILES - mineCount, revealed), binomial(MINES_TILES, revealed));

/** The value of a bet per unit after k safe reveals: 0.99·C(25,k)/C(25−m,k). */
export const minesMultiplier = (mineCount: number, revealed: number): Multiplier => {
  assertMineCount(mineCount);
  if (!Number.isInteger(revealed) || revealed < 0 || revealed > MINES_TILES - mineCount) {
    throw new GameRuleError('INVALID_BET', `revealed count must be 0-${MINES_TILES - mineCount}`);
  }
  return fraction(
    BigInt(10_000 - MINES_HOUSE_EDGE_BPS) * binomial(MINES_TILES, revealed),
    10_000n * binomial(MINES_TILES - mineCount, revealed),
  );
};

/** Places the mines: Stake's order of picks from the tiles still left; the first m are mines. */
export const placeMines = (source: RandomSource, mineCount: number): number[] => {
  assertMineCount(mineCount);
  const remaining = Array.from({ length: MINES_TILES }, (_, tile) => tile);
  const mines: number[] = [];
  for (let pick = 0; pick < mineCount; pick += 1) {
    const index = Math.floor(source.float() * remaining.length);
    mines.push(remaining.splice(index, 1)[0]!);
  }
  return mines;
};

export const startMines = (source: RandomSource, input: { readonly mineCount: number } & Wager): MinesGame => {
  assertWager(input);
  assertMineCount(input.mineCount);
  return {
    stakeMinor: input.stakeMinor,
    maxWinMinor: input.maxWinMinor,
    mineCount: input.mineCount,
    mines: placeMines(source, input.mineCount),
    revealed: [],
    status: 'playing',
    endedBy: null,
    hitTile: null,
    multiplier: minesMultiplier(input.mineCount, 0),
    payoutMinor: 0n,
    isCapped: false,
  };
};

const assertPlaying = (game: MinesGame): void => {
  if (game.status !== 'playing') throw new GameRuleError('GAME_FINISHED', `mines game already ${game.status}`);
};

const cashOut = (game: MinesGame, endedBy: MinesEnd): MinesGame => ({
  ...game,
  status: 'cashed_out',
  endedBy,
  ...payoutFor(game, game.multiplier),
});

/** Reveals one tile (0–24). A mine ends the game lost; the last safe tile or the maximum win cashes out. */
export const revealMinesTile = (game: MinesGame, tile: number): MinesGame => {
  assertPlaying(game);
  if (!Number.isInteger(tile) || tile < 0 || tile >= MINES_TILES) {
    throw new GameRuleError('INVALID_BET', `tile must be 0-${MINES_TILES - 1}`);
  }
  if (game.revealed.includes(tile)) throw new GameRuleError('TILE_ALREADY_REVEALED', `tile ${tile} already revealed`);
  if (game.mines.includes(tile)) {
    return { ...game, status: 'lost', endedBy: 'mine', hitTile: tile, multiplier: fraction(0), payoutMinor: 0n };
  }
  const revealed = [...game.revealed, tile];
  const next: MinesGame = { ...game, revealed, multiplier: minesMultiplier(game.mineCount, revealed.length) };
  if (revealed.length === MINES_TILES - game.mineCount) return cashOut(next, 'all_safe_revealed');
  if (payoutFor(next, next.multiplier).payoutMinor >= next.maxWinMinor) return cashOut(next, 'max_win');
  return next;
};

/** Ends the game and pays the current value. Needs at least one safe reveal. */
export const cashOutMines = (game: MinesGame): MinesGame => {
  assertPlaying(game);
  if (game.revealed.length === 0) throw new GameRuleError('NOTHING_TO_CASH_OUT', 'reveal a tile before cashing out');
  return cashOut(game, 'cash_out');
};

/** One whole game in a call (auto-bet): start, reveal the tiles in order until a mine, cash out. */
export const playMinesAuto = (
  source: RandomSource,
  input: { readonly mineCount: number; readonly tiles: readonly number[] } & Wager,
): MinesGame => {
  const unique = new Set(input.tiles);
  if (input.tiles.length === 0 || unique.size !== input.tiles.length) {
    throw new GameRuleError('INVALID_BET', 'auto-bet needs one or more distinct tiles');
  }
  let game = startMines(source, input);
  for (const tile of input.tiles) {
    if (game.status !== 'playing') break;
    game = revealMinesTile(game, tile);
  }
  return game.status === 'playing' ? cashOutMines(game) : game;
};

export const minesPublicView = (game: MinesGame): MinesPublicView => ({
  ...game,
  mines: game.status === 'playing' ? null : game.mines,
});

/** Cashing out after exactly k reveals, as outcomes (RTP 99 % for every m and k ≥ 1). */
export const minesOutcomes = (mineCount: number, revealed: number): Outcome[] => {
  const survive = minesSurvivalProbability(mineCount, revealed);
  return [
    { probability: survive, multiplier: minesMultiplier(mineCount, revealed) },
    { probability: fraction(survive.denominator - survive.numerator, survive.denominator), multiplier: fraction(0) },
  ];
};
