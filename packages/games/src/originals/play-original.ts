import { CRASH_RTP } from '../crash/crash-point';
import { GameRuleError } from '../errors';
import type { RandomSource } from '../fair/stream';
import { fraction, type Fraction } from '../math/fraction';
import type { Wager } from '../money/payout';
import { PERYA_LIGHTS } from '../slot/perya-lights';
import type { SlotConfig } from '../slot/slot-config';
import { playSlot, type SlotResult } from '../slot/slot-engine';
import { slotRtp } from '../slot/slot-rtp';
import { DICE_RTP, type DiceBet, type DiceResult, playDice } from './dice';
import { type KenoBet, type KenoResult, kenoRtp, playKeno } from './keno';
import { LIMBO_RTP, type LimboBet, type LimboResult, playLimbo } from './limbo';
import { type MinesGame, MINES_RTP, playMinesAuto } from './mines';
import { type PlinkoBet, type PlinkoResult, plinkoRtp, playPlinko } from './plinko';

// One entry point for every single-round original, so the server's bet path and the browser's
// verifier can replay any stored bet from its record without a switch of their own. Mines rounds
// that span several requests use the state machine (startMines…) directly; their verification is
// placeMines on the round's seeds.

export const ORIGINAL_GAMES = ['dice', 'limbo', 'mines', 'plinko', 'keno', 'slot', 'crash'] as const;
export type OriginalGame = (typeof ORIGINAL_GAMES)[number];

/** The slot configurations the engine knows by id. */
export const SLOT_CONFIGS: Readonly<Record<string, SlotConfig>> = { [PERYA_LIGHTS.id]: PERYA_LIGHTS };

const slotConfigOf = (configId: string): SlotConfig => {
  if (!Object.hasOwn(SLOT_CONFIGS, configId)) throw new GameRuleError('INVALID_BET', `unknown slot ${configId}`);
  return SLOT_CONFIGS[configId]!;
};

export type OriginalBet =
  | ({ readonly game: 'dice' } & DiceBet)
  | ({ readonly game: 'limbo' } & LimboBet)
  | { readonly game: 'mines'; readonly mineCount: number; readonly tiles: readonly number[] }
  | ({ readonly game: 'plinko' } & PlinkoBet)
  | ({ readonly game: 'keno' } & KenoBet)
  | { readonly game: 'slot'; readonly configId: string };

export type OriginalResult =
  | { readonly game: 'dice'; readonly result: DiceResult }
  | { readonly game: 'limbo'; readonly result: LimboResult }
  | { readonly game: 'mines'; readonly result: MinesGame }
  | { readonly game: 'plinko'; readonly result: PlinkoResult }
  | { readonly game: 'keno'; readonly result: KenoResult }
  | { readonly game: 'slot'; readonly result: SlotResult };

/** Plays one round of any single-round original (mines as an auto-bet over the given tiles). */
export const playOriginal = (source: RandomSource, bet: OriginalBet & Wager): OriginalResult => {
  switch (bet.game) {
    case 'dice':
      return { game: 'dice', result: playDice(source, bet) };
    case 'limbo':
      return { game: 'limbo', result: playLimbo(source, bet) };
    case 'mines':
      return { game: 'mines', result: playMinesAuto(source, bet) };
    case 'plinko':
      return { game: 'plinko', result: playPlinko(source, bet) };
    case 'keno':
      return { game: 'keno', result: playKeno(source, bet) };
    case 'slot':
      return { game: 'slot', result: playSlot(source, { ...bet, config: slotConfigOf(bet.configId) }) };
    default:
      throw new GameRuleError('INVALID_BET', 'unknown game');
  }
};

/**
 * The exact RTP to show for a game (and configuration): the same for every bet in dice, limbo,
 * mines and crash; per table in plinko and keno; per config in the slot (double precision there).
 */
export const originalRtp = (
  bet:
    | { readonly game: 'dice' | 'limbo' | 'mines' | 'crash' }
    | ({ readonly game: 'plinko' } & PlinkoBet)
    | { readonly game: 'keno'; readonly risk: KenoBet['risk']; readonly pickCount: number }
    | { readonly game: 'slot'; readonly configId: string },
): Fraction => {
  switch (bet.game) {
    case 'dice':
      return DICE_RTP;
    case 'limbo':
      return LIMBO_RTP;
    case 'mines':
      return MINES_RTP;
    case 'crash':
      return CRASH_RTP;
    case 'plinko':
      return plinkoRtp(bet);
    case 'keno':
      return kenoRtp(bet.risk, bet.pickCount);
    case 'slot':
      return fraction(Math.round(slotRtp(slotConfigOf(bet.configId)).rtp * 1e8), 1e8);
    default:
      throw new GameRuleError('INVALID_BET', 'unknown game');
  }
};
