import { fraction, type Fraction, subtract } from '../math/fraction';
import { DICE_RTP, type DiceBet, diceOutcomes } from '../originals/dice';
import { kenoOutcomes, kenoRtp, type KenoRisk } from '../originals/keno';
import { limboOutcomes, LIMBO_RTP, type LimboBet } from '../originals/limbo';
import { minesOutcomes, MINES_RTP } from '../originals/mines';
import { type PlinkoBet, plinkoOutcomes, plinkoRtp } from '../originals/plinko';
import type { SlotConfig } from '../slot/slot-config';
import { slotRtp } from '../slot/slot-rtp';
import { minimumStakeMinor } from './payout';

// The smallest stake of each configuration at which flooring payouts to the minor unit costs the
// player no more than the house edge on average (minimumStakeMinor explains the rule). The server's
// minimum bet for a game must be at least the game's MINIMUM_STAKES_MINOR (the largest over its
// configurations, checked by minimum-stakes.test.ts).

const ONE = fraction(1);
const edgeOf = (rtp: Fraction): Fraction => subtract(ONE, rtp);

export const diceMinimumStakeMinor = (bet: DiceBet): bigint => minimumStakeMinor(diceOutcomes(bet), edgeOf(DICE_RTP));

export const limboMinimumStakeMinor = (bet: LimboBet): bigint =>
  minimumStakeMinor(limboOutcomes(bet), edgeOf(LIMBO_RTP));

/** A crash bet cashing out at m has limbo's outcomes at target m (P = 0.99/m, pays m). */
export const crashMinimumStakeMinor = (cashOutAt: number): bigint => limboMinimumStakeMinor({ target: cashOutAt });

export const minesMinimumStakeMinor = (mineCount: number, revealed: number): bigint =>
  minimumStakeMinor(minesOutcomes(mineCount, revealed), edgeOf(MINES_RTP));

export const plinkoMinimumStakeMinor = (bet: PlinkoBet): bigint =>
  minimumStakeMinor(plinkoOutcomes(bet), edgeOf(plinkoRtp(bet)));

export const kenoMinimumStakeMinor = (risk: KenoRisk, pickCount: number): bigint =>
  minimumStakeMinor(kenoOutcomes(risk, pickCount), edgeOf(kenoRtp(risk, pickCount)));

/**
 * The slot floors once per round (base spin and free spins together), so it loses less than one
 * minor unit a round: from 1/edge on that is within the edge. (Every win is a whole number of line
 * bets, so a total bet that is a multiple of the paylines is paid exactly.)
 */
export const slotMinimumStakeMinor = (config: SlotConfig): bigint => BigInt(Math.ceil(1 / (1 - slotRtp(config).rtp)));

/** Each game's minimum stake in minor units: the largest over its configurations. */
export const MINIMUM_STAKES_MINOR = {
  dice: 97n,
  limbo: 88n,
  crash: 88n,
  mines: 79n,
  plinko: 74n,
  keno: 52n,
  slot: 26n,
} as const;
