import { GameRuleError } from '../errors';
import type { RandomSource } from '../fair/stream';
import { fraction, type Fraction } from '../math/fraction';
import { assertWager, type Multiplier, type Outcome, payoutFor, type Payout, type Wager } from '../money/payout';
import { ORIGINALS_HOUSE_EDGE_BPS } from './house-edge';

// Limbo (Stake-compatible, domain-rules §4.2). One float f; result = max(1, floor(0.99/f × 100)/100)
// in Stake's own float expression (1e8 / (f·1e8) · 0.99), so verifiers agree to the cent. The bet
// names a target multiplier t (1.01×–1,000,000×) and wins t× when result ≥ t: P(win) = 0.99/t.
//
// With 32-bit floats the win probability is (⌊99·2³²/t⌋ + 1)/2³², a hair above 0.99/t: the RTP is
// 99 % plus at most t/2³² percent (+0.0002 % at 1,000,000×), always in the player's favour.
// f = 0 (one chance in 2³²), where the formula has no value, is read as the smallest float 2⁻³².
//
// Targets and results are integers in hundredths: 200 is 2.00×.

export const LIMBO_HOUSE_EDGE_BPS = ORIGINALS_HOUSE_EDGE_BPS;
export const LIMBO_MIN_TARGET = 101;
export const LIMBO_MAX_TARGET = 100_000_000;
/** The declared RTP of every limbo bet (the 32-bit excess above is at most t/2³²). */
export const LIMBO_RTP: Fraction = fraction(10_000 - LIMBO_HOUSE_EDGE_BPS, 10_000);

const RETURN = (10_000 - LIMBO_HOUSE_EDGE_BPS) / 10_000;
const SMALLEST_FLOAT = 2 ** -32;

/** A limbo bet: the target multiplier in hundredths (200 = 2.00×). */
export type LimboBet = { readonly target: number };

export const assertLimboBet = ({ target }: LimboBet): void => {
  if (!Number.isInteger(target) || target < LIMBO_MIN_TARGET || target > LIMBO_MAX_TARGET) {
    throw new GameRuleError('INVALID_BET', `limbo target must be ${LIMBO_MIN_TARGET}-${LIMBO_MAX_TARGET} hundredths`);
  }
};

/** The result multiplier in hundredths for one float (≥ 100). */
export const limboResultOf = (float: number): number => {
  const f = float === 0 ? SMALLEST_FLOAT : float;
  const floatPoint = (1e8 / (f * 1e8)) * RETURN;
  return Math.max(100, Math.floor(floatPoint * 100));
};

export type LimboResult = Payout & {
  /** The drawn multiplier in hundredths. */
  readonly result: number;
  readonly isWin: boolean;
  /** What the bet paid per unit: the target on a win, 0 on a loss. */
  readonly multiplier: Multiplier;
};

export const playLimbo = (source: RandomSource, input: LimboBet & Wager): LimboResult => {
  assertWager(input);
  assertLimboBet(input);
  const result = limboResultOf(source.float());
  const isWin = result >= input.target;
  const multiplier = isWin ? fraction(input.target, 100) : fraction(0);
  return { result, isWin, multiplier, ...payoutFor(input, multiplier) };
};

/** P(win) with ideal uniform floats: 0.99/t. */
export const limboIdealWinProbability = ({ target }: LimboBet): Fraction =>
  fraction(10_000 - LIMBO_HOUSE_EDGE_BPS, target * 100);

/**
 * P(win) exactly, over every 32-bit float through the float expression above: the result falls as
 * f rises, so the winning floats are 0…k* and a binary search finds k*.
 */
export const limboWinProbability = (bet: LimboBet): Fraction => {
  assertLimboBet(bet);
  let low = 0; // wins (the smallest float gives the largest result, far above any target)
  let high = 2 ** 32; // one past the last float
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (limboResultOf(middle / 2 ** 32) >= bet.target) low = middle;
    else high = middle;
  }
  return fraction(low + 1, 2n ** 32n);
};

/** The bet's outcomes with ideal floats (RTP 99 % exactly; for minimum-stake calculations). */
export const limboOutcomes = (bet: LimboBet): Outcome[] => {
  const win = limboIdealWinProbability(bet);
  return [
    { probability: win, multiplier: fraction(bet.target, 100) },
    { probability: fraction(win.denominator - win.numerator, win.denominator), multiplier: fraction(0) },
  ];
};
