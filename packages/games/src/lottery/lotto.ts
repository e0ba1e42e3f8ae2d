import { GameRuleError } from '../errors';
import type { RandomSource } from '../fair/stream';
import { hypergeometric } from '../math/combinatorics';
import { type Fraction, fromDecimal, multiply, sum } from '../math/fraction';
import { assertWager, type Multiplier, payoutFor, type Payout, type Wager } from '../money/payout';
import type { LotteryExposure } from './vn-bets';

// Lotto-style 6/xx draws with fixed prizes. A draw is 6 different numbers from 1…pool, each
// uniform among those not yet drawn; a ticket is 6 different numbers and wins the prize for the
// count it matches: P(k) = C(6,k)·C(pool−6, 6−k)/C(pool,6). Prizes are multiples of the stake
// (data, LOTTO_GAMES); with fixed prizes the RTP is exact, about 55 % like a lottery's prize fund
// (domain-rules §4.7, PD 420). No real operator's name anywhere.

export const LOTTO_PICKS = 6;

export type LottoGame = {
  readonly id: string;
  readonly poolSize: number;
  /** prizes[k]: the multiple of the stake for k matches, k = 0…6. */
  readonly prizes: readonly number[];
  readonly rtpPercent: string;
};

export const LOTTO_GAMES = {
  'lotto-6-42': { id: 'lotto-6-42', poolSize: 42, prizes: [0, 0, 0, 8, 50, 1_500, 1_000_000], rtpPercent: '56.0240' },
  'lotto-6-45': { id: 'lotto-6-45', poolSize: 45, prizes: [0, 0, 0, 10, 60, 2_000, 1_500_000], rtpPercent: '54.7903' },
  'lotto-6-49': { id: 'lotto-6-49', poolSize: 49, prizes: [0, 0, 0, 13, 90, 3_300, 2_500_000], rtpPercent: '55.6294' },
  'lotto-6-55': { id: 'lotto-6-55', poolSize: 55, prizes: [0, 0, 0, 18, 140, 6_000, 5_000_000], rtpPercent: '54.7307' },
  'lotto-6-58': { id: 'lotto-6-58', poolSize: 58, prizes: [0, 0, 0, 20, 160, 7_000, 8_000_000], rtpPercent: '54.8640' },
} as const satisfies Record<string, LottoGame>;

export type LottoGameId = keyof typeof LOTTO_GAMES;
export const LOTTO_GAME_IDS = Object.keys(LOTTO_GAMES) as LottoGameId[];

const gameOf = (id: string): LottoGame => {
  if (!Object.hasOwn(LOTTO_GAMES, id)) throw new GameRuleError('INVALID_BET', `unknown lotto game ${id}`);
  return (LOTTO_GAMES as Record<string, LottoGame>)[id]!;
};

/** The 6 numbers in draw order. */
export const drawLotto = (source: RandomSource, gameId: LottoGameId): number[] => {
  const { poolSize } = gameOf(gameId);
  const remaining = Array.from({ length: poolSize }, (_, index) => index + 1);
  return Array.from({ length: LOTTO_PICKS }, () => remaining.splice(source.integerBelow(remaining.length), 1)[0]!);
};

export type LottoBet = { readonly gameId: LottoGameId; readonly numbers: readonly number[] };

export const assertLottoBet = (bet: LottoBet): void => {
  const { poolSize } = gameOf(bet.gameId);
  const valid =
    Array.isArray(bet.numbers) &&
    bet.numbers.length === LOTTO_PICKS &&
    bet.numbers.every((number) => Number.isInteger(number) && number >= 1 && number <= poolSize) &&
    new Set(bet.numbers).size === LOTTO_PICKS;
  if (!valid) throw new GameRuleError('INVALID_BET', `a ticket is ${LOTTO_PICKS} different numbers 1-${poolSize}`);
};

export type LottoSettlement = Payout & { readonly matches: number; readonly multiplier: Multiplier };

export const settleLottoBet = (drawn: readonly number[], bet: LottoBet & Wager): LottoSettlement => {
  assertWager(bet);
  assertLottoBet(bet);
  if (drawn.length !== LOTTO_PICKS || new Set(drawn).size !== LOTTO_PICKS) {
    throw new GameRuleError('INVALID_DRAW', `a lotto result is ${LOTTO_PICKS} different numbers`);
  }
  const matches = bet.numbers.filter((number) => drawn.includes(number)).length;
  const multiplier = fromDecimal(gameOf(bet.gameId).prizes[matches]!);
  return { matches, multiplier, ...payoutFor(bet, multiplier) };
};

/** The exact RTP of a game's prize table. */
export const lottoRtp = (gameId: LottoGameId): Fraction => {
  const { poolSize, prizes } = gameOf(gameId);
  return sum(
    prizes.map((prize, matches) =>
      multiply(hypergeometric(poolSize, LOTTO_PICKS, LOTTO_PICKS, matches), fromDecimal(prize)),
    ),
  );
};

/** A ticket's liability on its combination: the jackpot. */
export const lottoExposure = (bet: LottoBet & { readonly stakeMinor: bigint }): LotteryExposure => {
  assertLottoBet(bet);
  const { prizes } = gameOf(bet.gameId);
  const liability = bet.stakeMinor * BigInt(prizes[LOTTO_PICKS]!);
  return {
    key: `${bet.gameId}:${[...bet.numbers].sort((a, b) => a - b).join('-')}`,
    liabilityMinor: liability,
    maxLiabilityMinor: liability,
  };
};
