import { GameRuleError } from '../errors';
import { compare, divide, fraction, type Fraction, multiply, sum } from '../math/fraction';

// Money in the engines is integer minor units (bigint), as everywhere in Perya. A payout is the
// stake times the outcome's exact multiplier, floored to the minor unit (the house keeps the
// fraction, so rounding never pays above the theory), then capped at the operator's maximum win.
// "Win" is what the provider wallet protocol calls the win: the whole amount paid back for the
// bet, stake included.

/** A payout multiplier as an exact fraction: 9900/4950 for dice at 49.50 %, 0.99·C(25,k)/C(25−m,k) for mines. */
export type Multiplier = Fraction;

export type Payout = {
  /** What the bet pays back, stake included, floored to the minor unit and capped. */
  readonly payoutMinor: bigint;
  /** True when the maximum win lowered the payout. */
  readonly isCapped: boolean;
};

/** Money inputs every engine takes. */
export type Wager = {
  /** The stake in minor units (centavos), > 0. */
  readonly stakeMinor: bigint;
  /** The most one bet may pay back (the operator's setting), ≥ 0. */
  readonly maxWinMinor: bigint;
};

export const assertWager = ({ stakeMinor, maxWinMinor }: Wager): void => {
  if (typeof stakeMinor !== 'bigint' || stakeMinor <= 0n) {
    throw new GameRuleError('INVALID_STAKE', 'stake must be a positive bigint of minor units');
  }
  if (typeof maxWinMinor !== 'bigint' || maxWinMinor < 0n) {
    throw new GameRuleError('INVALID_STAKE', 'maximum win must be a non-negative bigint of minor units');
  }
};

/** floor(stake × multiplier), capped at the maximum win. */
export const payoutFor = (wager: Wager, multiplier: Multiplier): Payout => {
  assertWager(wager);
  const exact = (wager.stakeMinor * multiplier.numerator) / multiplier.denominator;
  return exact > wager.maxWinMinor
    ? { payoutMinor: wager.maxWinMinor, isCapped: true }
    : { payoutMinor: exact, isCapped: false };
};

/** One outcome of a bet: its probability and what it pays per unit staked. */
export type Outcome = { readonly probability: Fraction; readonly multiplier: Multiplier };

/** The RTP of a distribution of outcomes: Σ p·m. */
export const rtpOf = (outcomes: readonly Outcome[]): Fraction =>
  sum(outcomes.map(({ probability, multiplier }) => multiply(probability, multiplier)));

/** The RTP actually paid at one stake once payouts are floored: Σ p·floor(s·m)/s. */
export const flooredRtpOf = (outcomes: readonly Outcome[], stakeMinor: bigint): Fraction =>
  divide(
    sum(
      outcomes.map(({ probability, multiplier }) =>
        multiply(probability, fraction((stakeMinor * multiplier.numerator) / multiplier.denominator)),
      ),
    ),
    fraction(stakeMinor),
  );

/**
 * The smallest stake (minor units) from which flooring costs the player at most `tolerance` of the
 * stake on average, at that stake and at every larger one. With `tolerance` = the house edge this
 * is the stake below which rounding would more than double the edge (KaniCasino#132): the server's
 * minimum bet for the configuration must not be lower.
 *
 * Flooring costs less than one minor unit on each outcome whose payout is not whole, so from
 * s₀ = ⌈P(such an outcome)/tolerance⌉ on the rule holds; below s₀ each stake is checked exactly.
 */
export const minimumStakeMinor = (outcomes: readonly Outcome[], tolerance: Fraction): bigint => {
  const fractional = sum(outcomes.filter((outcome) => outcome.multiplier.denominator > 1n).map((o) => o.probability));
  const bound = divide(fractional, tolerance);
  const start = (bound.numerator + bound.denominator - 1n) / bound.denominator;
  for (let stake = start - 1n; stake >= 1n; stake -= 1n) {
    // Σ p·frac(s·m) > tolerance·s: flooring takes more than the tolerance at this stake.
    const lost = sum(
      outcomes.map(({ probability, multiplier }) =>
        multiply(
          probability,
          fraction((stake * multiplier.numerator) % multiplier.denominator, multiplier.denominator),
        ),
      ),
    );
    if (compare(lost, multiply(tolerance, fraction(stake))) > 0) return stake + 1n;
  }
  return 1n;
};
