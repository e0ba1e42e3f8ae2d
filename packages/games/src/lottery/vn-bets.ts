import { GameRuleError } from '../errors';
import { binomial } from '../math/combinatorics';
import { fraction, type Fraction, fromDecimal, multiply, sum } from '../math/fraction';
import { assertWager, type Multiplier, payoutFor, type Payout, type Wager } from '../money/payout';
import { VN_ODDS, type VnBetType, type VnBoard, type VnOdds } from './vn-odds';
import { type VnDrawResult, VN_REGIONS, type VnRegion, vnBoardSize, vnNumbersWithDigits } from './vn-layouts';

// The "online lô-đề" bet types on a regional result (domain-rules §4.6 (a)). A bet names its
// selection and a stake per point; it costs stake × costFactor and pays stake × odds per hit:
//
//   lo2        2 digits; one hit per prize number ending in them (27 North, 18 South/Central);
//              costs one point per prize number ("bao lô")
//   lo3        3 digits; one hit per prize number of 3+ digits ending in them (23 / 17)
//   de         2 digits; the special prize (ĐB) ends in them
//   de_head    1 digit; the tens digit of ĐB's last two
//   de_tail    1 digit; the units digit of ĐB's last two
//   xien2/3/4  2–4 different 2-digit numbers, all among the prize numbers' last two digits
//   big_small  "big" (ĐB's last two 50–99) or "small" (00–49)
//   odd_even   "odd" or "even" (ĐB's last two)
//
// Odds are data (vn-odds.ts, per board); vnBetRtp computes each type's RTP exactly and the tests
// check it against the declared figure shown to players.

export { VN_BET_TYPES, VN_BOARDS, VN_ODDS, type VnBetType, type VnBoard, type VnOdds } from './vn-odds';

/** North's 27-number board; Central and South share the 18-number board. */
export const vnBoardOf = (region: VnRegion): VnBoard => (region === 'north' ? 'north' : 'south');

export type VnBet = {
  readonly region: VnRegion;
  readonly type: VnBetType;
  /** Digit strings ("07", "123", "5"), or big/small/odd/even. */
  readonly selection: readonly string[];
};

const XIEN_SIZE: Partial<Record<VnBetType, number>> = { xien2: 2, xien3: 3, xien4: 4 };
const DIGITS: Partial<Record<VnBetType, number>> = { lo2: 2, lo3: 3, de: 2, de_head: 1, de_tail: 1 };
const WORDS: Partial<Record<VnBetType, readonly string[]>> = { big_small: ['big', 'small'], odd_even: ['odd', 'even'] };

export const assertVnBet = (bet: VnBet): void => {
  if (!VN_REGIONS.includes(bet.region)) throw new GameRuleError('INVALID_BET', 'unknown region');
  if (!Object.hasOwn(VN_ODDS[vnBoardOf(bet.region)], bet.type))
    throw new GameRuleError('INVALID_BET', 'unknown bet type');
  if (!Array.isArray(bet.selection)) throw new GameRuleError('INVALID_BET', 'selection must be a list');
  const xien = XIEN_SIZE[bet.type];
  const words = WORDS[bet.type];
  const valid = xien
    ? bet.selection.length === xien &&
      bet.selection.every((value) => /^\d{2}$/.test(value)) &&
      new Set(bet.selection).size === xien
    : words
      ? bet.selection.length === 1 && words.includes(bet.selection[0]!)
      : bet.selection.length === 1 && new RegExp(`^\\d{${DIGITS[bet.type]}}$`).test(bet.selection[0]!);
  if (!valid) throw new GameRuleError('INVALID_BET', `selection does not fit ${bet.type}`);
};

const oddsOf = (bet: VnBet): VnOdds => VN_ODDS[vnBoardOf(bet.region)][bet.type];

/** What the bet costs: stake per point × the type's cost factor. */
export const vnBetCostMinor = (bet: VnBet & { readonly stakeMinor: bigint }): bigint => {
  assertVnBet(bet);
  return bet.stakeMinor * BigInt(oddsOf(bet).costFactor);
};

/** How many times a bet can hit at most (the lô types: once per eligible prize number). */
const maxHitsOf = (bet: VnBet): number =>
  bet.type === 'lo2' ? vnBoardSize(bet.region) : bet.type === 'lo3' ? vnNumbersWithDigits(bet.region, 3) : 1;

const specialLastTwo = (result: VnDrawResult): string => {
  const special = result.prizes.find((prize) => prize.tier === 'special')?.numbers[0];
  if (special === undefined) throw new GameRuleError('INVALID_DRAW', 'result has no special prize');
  return special.slice(-2);
};

/** How many times the bet hit this result (0 or 1 for every type but lô). */
export const vnBetHits = (result: VnDrawResult, bet: VnBet): number => {
  assertVnBet(bet);
  if (result.region !== bet.region) throw new GameRuleError('INVALID_DRAW', 'result and bet are of different regions');
  const numbers = result.prizes.flatMap((prize) => prize.numbers);
  const [first] = bet.selection as [string];
  const lastTwo = specialLastTwo(result);
  switch (bet.type) {
    case 'lo2':
      return numbers.filter((number) => number.slice(-2) === first).length;
    case 'lo3':
      return numbers.filter((number) => number.length >= 3 && number.slice(-3) === first).length;
    case 'de':
      return lastTwo === first ? 1 : 0;
    case 'de_head':
      return lastTwo[0] === first ? 1 : 0;
    case 'de_tail':
      return lastTwo[1] === first ? 1 : 0;
    case 'xien2':
    case 'xien3':
    case 'xien4': {
      const endings = new Set(numbers.map((number) => number.slice(-2)));
      return bet.selection.every((value) => endings.has(value)) ? 1 : 0;
    }
    case 'big_small':
      return (Number(lastTwo) >= 50 ? 'big' : 'small') === first ? 1 : 0;
    case 'odd_even':
      return (Number(lastTwo) % 2 === 1 ? 'odd' : 'even') === first ? 1 : 0;
  }
};

export type VnSettlement = Payout & { readonly hits: number; readonly isWin: boolean; readonly multiplier: Multiplier };

/** Settles one bet against a result: stake per point × odds × hits, floored and capped. */
export const settleVnBet = (result: VnDrawResult, bet: VnBet & Wager): VnSettlement => {
  assertWager(bet);
  const hits = vnBetHits(result, bet);
  const multiplier = multiply(fromDecimal(oddsOf(bet).odds), fraction(hits));
  return { hits, isWin: hits > 0, multiplier, ...payoutFor(bet, multiplier) };
};

/** P(every one of `size` chosen endings appears among n uniform 2-digit endings), by inclusion–exclusion. */
const xienProbability = (size: number, numbers: number): Fraction =>
  sum(
    Array.from({ length: size + 1 }, (_, missing) =>
      fraction(
        (missing % 2 === 0 ? 1n : -1n) * binomial(size, missing) * BigInt(100 - missing) ** BigInt(numbers),
        100n ** BigInt(numbers),
      ),
    ),
  );

/** E[hits] of a bet type on a region (with uniform digits). */
const expectedHits = (region: VnRegion, type: VnBetType): Fraction => {
  switch (type) {
    case 'lo2':
      return fraction(vnBoardSize(region), 100);
    case 'lo3':
      return fraction(vnNumbersWithDigits(region, 3), 1000);
    case 'de':
      return fraction(1, 100);
    case 'de_head':
    case 'de_tail':
      return fraction(1, 10);
    case 'xien2':
    case 'xien3':
    case 'xien4':
      return xienProbability(XIEN_SIZE[type]!, vnBoardSize(region));
    case 'big_small':
    case 'odd_even':
      return fraction(1, 2);
  }
};

/** The exact RTP of a bet type on a region: E[hits] × odds / cost factor. */
export const vnBetRtp = (region: VnRegion, type: VnBetType): Fraction => {
  const { odds, costFactor } = VN_ODDS[vnBoardOf(region)][type];
  return multiply(multiply(expectedHits(region, type), fromDecimal(odds)), fraction(1, costFactor));
};

/** The probability a bet of this type wins at least once (for displays and minimum stakes). */
export const vnBetWinProbability = (region: VnRegion, type: VnBetType): Fraction => {
  if (type === 'lo2' || type === 'lo3') {
    const eligible = type === 'lo2' ? vnBoardSize(region) : vnNumbersWithDigits(region, 3);
    const space = type === 'lo2' ? 100n : 1000n;
    return fraction(space ** BigInt(eligible) - (space - 1n) ** BigInt(eligible), space ** BigInt(eligible));
  }
  return expectedHits(region, type);
};

export type LotteryExposure = {
  /** What the bet is on, per draw: "de:27", "lo2:27", "xien2:12-27", "4d:1234", "lotto-6-45:3-9-12-20-33-41". */
  readonly key: string;
  /** What the bet pays if its key comes up once (one hit for lô). */
  readonly liabilityMinor: bigint;
  /** The most the bet can pay (every eligible number hitting, for lô). */
  readonly maxLiabilityMinor: bigint;
};

/** A bet's liability on its number or combination, for per-key exposure caps. */
export const vnBetExposure = (bet: VnBet & { readonly stakeMinor: bigint }): LotteryExposure => {
  assertVnBet(bet);
  const odds = fromDecimal(oddsOf(bet).odds);
  const perHit = (bet.stakeMinor * odds.numerator) / odds.denominator;
  const key = `${bet.type}:${[...bet.selection].sort().join('-')}`;
  return {
    key,
    liabilityMinor: perHit,
    maxLiabilityMinor: (bet.stakeMinor * BigInt(maxHitsOf(bet)) * odds.numerator) / odds.denominator,
  };
};
