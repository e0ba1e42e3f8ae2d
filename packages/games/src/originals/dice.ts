import { GameRuleError } from '../errors';
import type { RandomSource } from '../fair/stream';
import { fraction, type Fraction } from '../math/fraction';
import { assertWager, type Multiplier, type Outcome, payoutFor, type Payout, type Wager } from '../money/payout';
import { ORIGINALS_HOUSE_EDGE_BPS } from './house-edge';

// Dice (Stake-compatible, domain-rules §4.2). One float: roll = floor(f × 10001), shown /100 as
// 0.00–100.00. "Over t" wins when roll > t, "under t" when roll < t. The chance shown to the
// player is 100 − t (over) or t (under), 0.01 %–98.00 %, and the multiplier is 99 / chance.
//
// There are 10,001 rolls, not 10,000, so a chance of c hundredths wins with probability
// c/10001, not c/10000: the true RTP is 99 × 100/10001 = 98.990 %, the same for every bet. It is
// declared as such (DICE_RTP); rounding the label to "99 %" would overstate it.
//
// Targets and rolls are integers in hundredths: 4950 is 49.50.

export const DICE_HOUSE_EDGE_BPS = ORIGINALS_HOUSE_EDGE_BPS;
export const DICE_ROLLS = 10_001;
export const DICE_MIN_CHANCE = 1;
export const DICE_MAX_CHANCE = 9_800;
export const DICE_DIRECTIONS = ['over', 'under'] as const;
export type DiceDirection = (typeof DICE_DIRECTIONS)[number];

/** A dice bet: the direction and the target in hundredths (4950 = 49.50). */
export type DiceBet = { readonly direction: DiceDirection; readonly target: number };

/** The RTP of every dice bet: 9900/10001 = 98.9901 %. */
export const DICE_RTP: Fraction = fraction(10_000 - DICE_HOUSE_EDGE_BPS, DICE_ROLLS);

/** The win chance shown to the player, in hundredths of a percent (4950 = 49.50 %). */
export const diceChance = ({ direction, target }: DiceBet): number => (direction === 'over' ? 10_000 - target : target);

export const assertDiceBet = (bet: DiceBet): void => {
  if (!DICE_DIRECTIONS.includes(bet.direction))
    throw new GameRuleError('INVALID_BET', 'dice direction must be over or under');
  if (!Number.isInteger(bet.target) || bet.target < 0 || bet.target > 10_000) {
    throw new GameRuleError('INVALID_BET', 'dice target must be a whole number of hundredths in 0-10000');
  }
  const chance = diceChance(bet);
  if (chance < DICE_MIN_CHANCE || chance > DICE_MAX_CHANCE) {
    throw new GameRuleError('INVALID_BET', `dice chance must be ${DICE_MIN_CHANCE}-${DICE_MAX_CHANCE} hundredths`);
  }
};

/** What a winning bet pays per unit: 99 / chance%, i.e. (10000 − edge) / chance in hundredths. */
export const diceMultiplier = (bet: DiceBet): Multiplier => {
  assertDiceBet(bet);
  return fraction(10_000 - DICE_HOUSE_EDGE_BPS, diceChance(bet));
};

/** The roll in hundredths, 0–10000, from one float. */
export const rollDice = (source: RandomSource): number => Math.floor(source.float() * DICE_ROLLS);

export const isDiceWin = (bet: DiceBet, roll: number): boolean =>
  bet.direction === 'over' ? roll > bet.target : roll < bet.target;

export type DiceResult = Payout & {
  readonly roll: number;
  readonly isWin: boolean;
  /** What the bet paid per unit: the bet's multiplier on a win, 0 on a loss. */
  readonly multiplier: Multiplier;
};

export const playDice = (source: RandomSource, input: DiceBet & Wager): DiceResult => {
  assertWager(input);
  const betMultiplier = diceMultiplier(input);
  const roll = rollDice(source);
  const isWin = isDiceWin(input, roll);
  const multiplier = isWin ? betMultiplier : fraction(0);
  return { roll, isWin, multiplier, ...payoutFor(input, multiplier) };
};

/** The bet's outcomes with uniform rolls (for RTP and minimum-stake calculations). */
export const diceOutcomes = (bet: DiceBet): Outcome[] => {
  const chance = diceChance(bet);
  return [
    { probability: fraction(chance, DICE_ROLLS), multiplier: diceMultiplier(bet) },
    { probability: fraction(DICE_ROLLS - chance, DICE_ROLLS), multiplier: fraction(0) },
  ];
};

const TWO_32 = 2n ** 32n;
const ceilDiv = (top: bigint, bottom: bigint): bigint => (top + bottom - 1n) / bottom;

/**
 * The exact win probability with Stake's 32-bit floats (f = k/2³², k uniform), which differs from
 * chance/10001 by less than 2⁻³² because 2³² is not a multiple of 10001.
 */
export const diceWinProbability = (bet: DiceBet): Fraction => {
  assertDiceBet(bet);
  // roll = floor(k·10001/2³²); roll > t ⇔ k ≥ ⌈(t+1)·2³²/10001⌉; roll < t ⇔ k < ⌈t·2³²/10001⌉.
  const winning =
    bet.direction === 'over'
      ? TWO_32 - ceilDiv(BigInt(bet.target + 1) * TWO_32, BigInt(DICE_ROLLS))
      : ceilDiv(BigInt(bet.target) * TWO_32, BigInt(DICE_ROLLS));
  return fraction(winning, TWO_32);
};
