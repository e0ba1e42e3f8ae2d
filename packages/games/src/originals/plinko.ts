import { GameRuleError } from '../errors';
import type { RandomSource } from '../fair/stream';
import { binomialHalf } from '../math/combinatorics';
import { fraction, fromDecimal, type Fraction } from '../math/fraction';
import { assertWager, type Multiplier, type Outcome, payoutFor, type Payout, rtpOf, type Wager } from '../money/payout';
import { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES, type PlinkoRisk, type PlinkoRows } from './plinko-tables';

// Plinko (Stake-compatible event translation, domain-rules §4.2). One float per row: floor(f × 2)
// sends the ball left (0) or right (1); the bucket is the number of rights, 0…rows, so bucket k
// has probability C(rows,k)/2^rows. The risk changes only the table (plinko-tables.ts, derived by
// scripts/derive-plinko.ts), every one of which returns between 98.95 % and 99 %.

export { PLINKO_RISKS, PLINKO_ROWS, PLINKO_TABLES, type PlinkoRisk, type PlinkoRows } from './plinko-tables';

export type PlinkoBet = { readonly rows: number; readonly risk: PlinkoRisk };

export const assertPlinkoBet = (bet: PlinkoBet): void => {
  if (!(PLINKO_ROWS as readonly number[]).includes(bet.rows))
    throw new GameRuleError('INVALID_BET', 'plinko rows must be 8-16');
  if (!PLINKO_RISKS.includes(bet.risk))
    throw new GameRuleError('INVALID_BET', 'plinko risk must be low, medium or high');
};

// Parsed once per table: every drop of a busy server reads them.
const parsed = new Map<string, readonly Multiplier[]>();

/** The table's multipliers as exact fractions, bucket 0 to bucket rows. */
export const plinkoMultipliers = (bet: PlinkoBet): readonly Multiplier[] => {
  assertPlinkoBet(bet);
  const key = `${bet.risk}:${bet.rows}`;
  let multipliers = parsed.get(key);
  if (!multipliers) {
    multipliers = PLINKO_TABLES[bet.risk][bet.rows as PlinkoRows].multipliers.map(fromDecimal);
    parsed.set(key, multipliers);
  }
  return multipliers;
};

/** The ball's path (0 = left, 1 = right, one per row) and its bucket. */
export const dropPlinkoBall = (source: RandomSource, rows: number): { path: number[]; bucket: number } => {
  const path: number[] = [];
  for (let row = 0; row < rows; row += 1) path.push(Math.floor(source.float() * 2));
  return { path, bucket: path.reduce((rights, step) => rights + step, 0) };
};

export type PlinkoResult = Payout & {
  readonly path: readonly number[];
  readonly bucket: number;
  readonly multiplier: Multiplier;
};

export const playPlinko = (source: RandomSource, input: PlinkoBet & Wager): PlinkoResult => {
  assertWager(input);
  const multipliers = plinkoMultipliers(input);
  const { path, bucket } = dropPlinkoBall(source, input.rows);
  const multiplier = multipliers[bucket]!;
  return { path, bucket, multiplier, ...payoutFor(input, multiplier) };
};

/** Every bucket with its binomial probability. */
export const plinkoOutcomes = (bet: PlinkoBet): Outcome[] =>
  plinkoMultipliers(bet).map((multiplier, bucket) => ({ probability: binomialHalf(bet.rows, bucket), multiplier }));

/** The exact RTP of a table: Σ C(n,k)·m_k / 2ⁿ. */
export const plinkoRtp = (bet: PlinkoBet): Fraction => rtpOf(plinkoOutcomes(bet));

/** The declared RTP of a table (its rtpPercent) as a fraction. */
export const plinkoDeclaredRtp = (bet: PlinkoBet): Fraction => {
  assertPlinkoBet(bet);
  const percent = fromDecimal(PLINKO_TABLES[bet.risk][bet.rows as PlinkoRows].rtpPercent);
  return fraction(percent.numerator, percent.denominator * 100n);
};
