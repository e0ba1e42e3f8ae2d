import { GameRuleError } from '../errors';
import type { RandomSource } from '../fair/stream';
import { fraction, type Fraction, fromDecimal, multiply, sum } from '../math/fraction';
import { assertWager, type Multiplier, payoutFor, type Payout, type Wager } from '../money/payout';
import type { LotteryExposure } from './vn-bets';

// SEA-style 4D. A draw is 23 different 4-digit numbers: a first, second and third prize, 10
// starter and 10 consolation prizes (drawn in that order, each uniform among the numbers not yet
// drawn). A ticket is one 4-digit number:
//   big    wins on any of the 23 prizes (the prize of the tier its number came up in)
//   small  wins on the first, second or third prize only, at higher odds
// Prizes are multiples of the stake (data, FOUR_D_PRIZES); a number can come up once, so
// RTP = Σ count × prize / 10,000 exactly.

export const FOUR_D_TIERS = ['first', 'second', 'third', 'starter', 'consolation'] as const;
export type FourDTier = (typeof FOUR_D_TIERS)[number];
export const FOUR_D_TIER_COUNTS: Record<FourDTier, number> = {
  first: 1,
  second: 1,
  third: 1,
  starter: 10,
  consolation: 10,
};
export const FOUR_D_NUMBERS = 10_000;

export const FOUR_D_BET_TYPES = ['big', 'small'] as const;
export type FourDBetType = (typeof FOUR_D_BET_TYPES)[number];

export type FourDPrizeTable = { readonly prizes: Readonly<Record<FourDTier, number>>; readonly rtpPercent: string };

/** Prize per unit staked by tier; the SEA market's usual table (big 65.9 %, small 58 %). */
export const FOUR_D_PRIZES: Record<FourDBetType, FourDPrizeTable> = {
  big: { prizes: { first: 2000, second: 1000, third: 490, starter: 250, consolation: 60 }, rtpPercent: '65.9000' },
  small: { prizes: { first: 3000, second: 2000, third: 800, starter: 0, consolation: 0 }, rtpPercent: '58.0000' },
};

export type FourDResult = {
  readonly prizes: readonly { readonly tier: FourDTier; readonly numbers: readonly string[] }[];
};

/** Draws the 23 different numbers, tier by tier. */
export const drawFourD = (source: RandomSource): FourDResult => {
  const seen = new Set<number>();
  return {
    prizes: FOUR_D_TIERS.map((tier) => ({
      tier,
      numbers: Array.from({ length: FOUR_D_TIER_COUNTS[tier] }, () => {
        let number = source.integerBelow(FOUR_D_NUMBERS);
        while (seen.has(number)) number = source.integerBelow(FOUR_D_NUMBERS);
        seen.add(number);
        return String(number).padStart(4, '0');
      }),
    })),
  };
};

export type FourDBet = { readonly type: FourDBetType; readonly number: string };

export const assertFourDBet = (bet: FourDBet): void => {
  if (!FOUR_D_BET_TYPES.includes(bet.type)) throw new GameRuleError('INVALID_BET', '4D bet type must be big or small');
  if (typeof bet.number !== 'string' || !/^\d{4}$/.test(bet.number)) {
    throw new GameRuleError('INVALID_BET', '4D number must be 4 digits');
  }
};

export type FourDSettlement = Payout & { readonly tier: FourDTier | null; readonly multiplier: Multiplier };

export const settleFourDBet = (result: FourDResult, bet: FourDBet & Wager): FourDSettlement => {
  assertWager(bet);
  assertFourDBet(bet);
  const tier = result.prizes.find((prize) => prize.numbers.includes(bet.number))?.tier ?? null;
  const multiplier = fromDecimal(tier === null ? 0 : FOUR_D_PRIZES[bet.type].prizes[tier]);
  return { tier, multiplier, ...payoutFor(bet, multiplier) };
};

/** The exact RTP of a bet type. */
export const fourDRtp = (type: FourDBetType): Fraction =>
  sum(
    FOUR_D_TIERS.map((tier) =>
      multiply(fraction(FOUR_D_TIER_COUNTS[tier], FOUR_D_NUMBERS), fromDecimal(FOUR_D_PRIZES[type].prizes[tier])),
    ),
  );

/** A ticket's liability on its number: the top prize it can win. */
export const fourDExposure = (bet: FourDBet & { readonly stakeMinor: bigint }): LotteryExposure => {
  assertFourDBet(bet);
  const top = Math.max(...Object.values(FOUR_D_PRIZES[bet.type].prizes));
  const liability = bet.stakeMinor * BigInt(top);
  return { key: `4d:${bet.number}`, liabilityMinor: liability, maxLiabilityMinor: liability };
};
