import type { Fraction, KenoRisk, MinesGame, PlinkoRisk, SeedPair } from '@perya/games';
import {
  GameRuleError,
  cashOutMines,
  minesMultiplier,
  minesPublicView,
  openStreamSync,
  originalsStreamRequest,
  PERYA_LIGHTS,
  playDice,
  playKeno,
  playLimbo,
  playPlinko,
  playSlot,
  revealMinesTile,
  SLOT_CONFIGS,
  startMines,
} from '@perya/games';
import { nodeCrypto } from '@perya/games/node';
import type { OriginalsGame, OriginalsOutcome } from '@perya/contracts';

import { AppError } from '../../lib/errors';

// The server's side of packages/games: plays a bet's parameters on its seeds and nonce, and turns
// the engine's result into what is stored (everything, mines included) and what the player sees.
// Pure: the same seeds, nonce and parameters always give the same stored outcome.

export type BetParams =
  | { game: 'dice'; direction: 'over' | 'under'; target: number }
  | { game: 'limbo'; target: number }
  | { game: 'plinko'; rows: number; risk: PlinkoRisk }
  | { game: 'keno'; picks: number[]; risk: KenoRisk }
  | { game: 'mines'; mineCount: number }
  | { game: 'slot'; configId: string };

/** The slot the API plays (packages/games SLOT_CONFIGS holds the configurations by id). */
export const SLOT_CONFIG_ID = PERYA_LIGHTS.id;
const slotConfigOf = (configId: string) => {
  const config = Object.hasOwn(SLOT_CONFIGS, configId) ? SLOT_CONFIGS[configId] : undefined;
  if (!config) throw new AppError('VALIDATION', `unknown slot ${configId}`, { fields: { configId } });
  return config;
};

/** A decided (or, for mines, started) bet: what it pays and the engine's result as stored JSON. */
export type Played = {
  payoutMinor: bigint;
  multiplier: Fraction;
  isCapped: boolean;
  /** Mines: still on. */
  playing: boolean;
  stored: Record<string, unknown>;
};

/** Multipliers are shown in hundredths, rounded down (never more than the bet pays). */
export const hundredthsOf = (value: Fraction): number => Number((value.numerator * 100n) / value.denominator);

const fractionJson = (value: Fraction) => ({ n: value.numerator.toString(), d: value.denominator.toString() });
const fractionOf = (value: unknown): Fraction => {
  const { n, d } = value as { n: string; d: string };
  return { numerator: BigInt(n), denominator: BigInt(d) };
};

/** The engines' rule errors as the API's refusals (invalid parameters are the caller's input). */
export const refusalOfRule = (error: unknown): unknown => {
  if (!(error instanceof GameRuleError)) return error;
  switch (error.code) {
    case 'GAME_FINISHED':
    case 'TILE_ALREADY_REVEALED':
    case 'NOTHING_TO_CASH_OUT':
      return new AppError(error.code, error.message);
    default:
      return new AppError('VALIDATION', error.message, { fields: { bet: error.message } });
  }
};

const paid = (result: { multiplier: Fraction; isCapped: boolean }) => ({
  multiplier: fractionJson(result.multiplier),
  isCapped: result.isCapped,
});

const ruled = <T>(work: () => T): T => {
  try {
    return work();
  } catch (error) {
    throw refusalOfRule(error);
  }
};

/** Plays a single-round game, or starts a mines game, on the pair's stream at `nonce`. */
export const playBet = (
  seeds: SeedPair,
  params: BetParams,
  wager: { stakeMinor: bigint; maxWinMinor: bigint },
): Played =>
  ruled(() => {
    const source = openStreamSync(nodeCrypto, originalsStreamRequest(seeds));
    switch (params.game) {
      case 'dice': {
        const result = playDice(source, { ...wager, direction: params.direction, target: params.target });
        return { ...result, playing: false, stored: { roll: result.roll, isWin: result.isWin, ...paid(result) } };
      }
      case 'limbo': {
        const result = playLimbo(source, { ...wager, target: params.target });
        return { ...result, playing: false, stored: { result: result.result, isWin: result.isWin, ...paid(result) } };
      }
      case 'plinko': {
        const result = playPlinko(source, { ...wager, rows: params.rows, risk: params.risk });
        return { ...result, playing: false, stored: { path: result.path, bucket: result.bucket, ...paid(result) } };
      }
      case 'keno': {
        const result = playKeno(source, { ...wager, picks: params.picks, risk: params.risk });
        return { ...result, playing: false, stored: { drawn: result.drawn, hits: result.hits, ...paid(result) } };
      }
      case 'mines':
        return minesPlayed(startMines(source, { ...wager, mineCount: params.mineCount }));
      case 'slot': {
        // One bet is the base spin and every free spin it leads to (packages/games playSlot): the
        // whole feature is decided and stored here, so nothing of it is left to the browser.
        const result = playSlot(source, { ...wager, config: slotConfigOf(params.configId) });
        const spins = result.spins.map((spin) => ({
          reelSet: spin.reelSet,
          stops: spin.stops,
          lineWins: spin.lineWins,
          scatterCount: spin.scatterCount,
          freeSpinsAwarded: spin.freeSpinsAwarded,
          multiplier: fractionJson(spin.multiplier),
        }));
        return { ...result, playing: false, stored: { spins, ...paid(result) } };
      }
    }
  });

/** A mines game as stored (all of it; the mines stay on the server until it ends). */
const minesPlayed = (game: MinesGame): Played => ({
  payoutMinor: game.payoutMinor,
  multiplier: game.multiplier,
  isCapped: game.isCapped,
  playing: game.status === 'playing',
  stored: {
    mineCount: game.mineCount,
    mines: game.mines,
    revealed: game.revealed,
    status: game.status,
    endedBy: game.endedBy,
    hitTile: game.hitTile,
    multiplier: fractionJson(game.multiplier),
    payoutMinor: game.payoutMinor.toString(),
    isCapped: game.isCapped,
  },
});

const minesGameOf = (
  stored: Record<string, unknown>,
  wager: { stakeMinor: bigint; maxWinMinor: bigint },
): MinesGame => ({
  ...wager,
  mineCount: stored.mineCount as number,
  mines: stored.mines as number[],
  revealed: stored.revealed as number[],
  status: stored.status as MinesGame['status'],
  endedBy: stored.endedBy as MinesGame['endedBy'],
  hitTile: stored.hitTile as number | null,
  multiplier: fractionOf(stored.multiplier),
  payoutMinor: BigInt(stored.payoutMinor as string),
  isCapped: stored.isCapped as boolean,
});

/** The next state of a stored mines game after a pick or a cash-out. */
export const minesAction = (
  stored: Record<string, unknown>,
  wager: { stakeMinor: bigint; maxWinMinor: bigint },
  action: { kind: 'pick'; tile: number } | { kind: 'cashout' },
): Played =>
  ruled(() => {
    const game = minesGameOf(stored, wager);
    return minesPlayed(action.kind === 'pick' ? revealMinesTile(game, action.tile) : cashOutMines(game));
  });

type StoredSpin = {
  reelSet: 'base' | 'free';
  stops: number[];
  lineWins: { line: number; symbol: string; count: number; pay: number }[];
  scatterCount: number;
  freeSpinsAwarded: number;
  multiplier: { n: string; d: string };
};

/** The outcome a player sees: the parameters, the result, and for a mines game on, no mines. */
export const publicOutcome = (
  game: OriginalsGame,
  params: Record<string, unknown>,
  stored: Record<string, unknown>,
  wager: { stakeMinor: bigint; maxWinMinor: bigint },
): OriginalsOutcome => {
  switch (game) {
    case 'dice':
      return {
        game,
        direction: params.direction as 'over' | 'under',
        target: params.target as number,
        roll: (stored.roll as number | undefined) ?? null,
      };
    case 'limbo':
      return { game, target: params.target as number, result: (stored.result as number | undefined) ?? null };
    case 'plinko':
      return {
        game,
        rows: params.rows as number,
        risk: params.risk as string,
        path: (stored.path as number[] | undefined) ?? null,
        bucket: (stored.bucket as number | undefined) ?? null,
      };
    case 'keno':
      return {
        game,
        risk: params.risk as string,
        picks: params.picks as number[],
        drawn: (stored.drawn as number[] | undefined) ?? null,
        hits: (stored.hits as number[] | undefined) ?? null,
      };
    case 'slot': {
      const config = slotConfigOf(params.configId as string);
      const spins = (stored.spins as StoredSpin[] | undefined) ?? [];
      return {
        game,
        configId: config.id,
        spins: spins.map((spin) => {
          const strips = config.strips[spin.reelSet];
          return {
            reelSet: spin.reelSet,
            stops: spin.stops,
            window: strips.map((strip, reel) =>
              Array.from({ length: config.rows }, (_, row) => strip[(spin.stops[reel]! + row) % strip.length]!),
            ),
            lineWins: spin.lineWins,
            scatterCount: spin.scatterCount,
            freeSpinsAwarded: spin.freeSpinsAwarded,
            multiplier: hundredthsOf(fractionOf(spin.multiplier)),
          };
        }),
      };
    }
    case 'mines': {
      const view = minesPublicView(minesGameOf(stored, wager));
      const left = 25 - view.mineCount - view.revealed.length;
      return {
        game,
        mineCount: view.mineCount,
        revealed: [...view.revealed],
        mines: view.mines === null ? null : [...view.mines],
        hitTile: view.hitTile,
        endedBy: view.endedBy,
        currentMultiplier: hundredthsOf(view.multiplier),
        nextMultiplier:
          view.status === 'playing' && left > 0
            ? hundredthsOf(minesMultiplier(view.mineCount, view.revealed.length + 1))
            : null,
      };
    }
    case 'crash':
      // Crash bets are rounds of modules/crash, never rows of originals_bets.
      throw new Error('crash bets live in modules/crash');
  }
};

/** The multiplier a stored bet pays per unit, in hundredths (rounded down). */
export const storedMultiplier = (stored: Record<string, unknown>): number =>
  hundredthsOf(fractionOf(stored.multiplier));
