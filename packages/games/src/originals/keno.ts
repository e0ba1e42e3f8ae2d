import { GameRuleError } from '../errors';
import type { RandomSource } from '../fair/stream';
import { hypergeometric } from '../math/combinatorics';
import { fraction, fromDecimal, type Fraction } from '../math/fraction';
import { assertWager, type Multiplier, type Outcome, payoutFor, type Payout, rtpOf, type Wager } from '../money/payout';
import { KENO_PICK_COUNTS, KENO_RISKS, KENO_TABLES, type KenoPickCount, type KenoRisk } from './keno-tables';

// Keno (Stake-compatible draw, domain-rules §4.2–4.3). Numbers 1–40; 10 are drawn, each float
// picking floor(f × remaining) from the numbers still left (Stake's order). The player picks 1–10
// numbers; the table of the risk and pick count pays by the number of hits. P(k hits | n picks) =
// C(10,k)·C(30,n−k)/C(40,n). Tables: keno-tables.ts (derived by scripts/derive-keno.ts), each
// returning 98.95–99 %.

export { KENO_PICK_COUNTS, KENO_RISKS, KENO_TABLES, type KenoPickCount, type KenoRisk } from './keno-tables';

export const KENO_NUMBERS = 40;
export const KENO_DRAWN = 10;
export const KENO_MAX_PICKS = 10;

export type KenoBet = { readonly picks: readonly number[]; readonly risk: KenoRisk };

export const assertKenoBet = ({ picks, risk }: KenoBet): void => {
  if (!KENO_RISKS.includes(risk))
    throw new GameRuleError('INVALID_BET', 'keno risk must be classic, low, medium or high');
  if (!Array.isArray(picks) || picks.length < 1 || picks.length > KENO_MAX_PICKS) {
    throw new GameRuleError('INVALID_BET', `keno needs 1-${KENO_MAX_PICKS} picks`);
  }
  if (picks.some((pick) => !Number.isInteger(pick) || pick < 1 || pick > KENO_NUMBERS)) {
    throw new GameRuleError('INVALID_BET', `keno picks must be whole numbers 1-${KENO_NUMBERS}`);
  }
  if (new Set(picks).size !== picks.length) throw new GameRuleError('INVALID_BET', 'keno picks must be distinct');
};

// Parsed once per table: every round of a busy server reads them.
const parsed = new Map<string, readonly Multiplier[]>();

/** The table's multipliers (index = hits) as exact fractions. */
export const kenoMultipliers = (risk: KenoRisk, pickCount: number): readonly Multiplier[] => {
  if (!KENO_RISKS.includes(risk) || !(KENO_PICK_COUNTS as readonly number[]).includes(pickCount)) {
    throw new GameRuleError('INVALID_BET', 'no keno table for that risk and pick count');
  }
  const key = `${risk}:${pickCount}`;
  let multipliers = parsed.get(key);
  if (!multipliers) {
    multipliers = KENO_TABLES[risk][pickCount as KenoPickCount].payouts.map(fromDecimal);
    parsed.set(key, multipliers);
  }
  return multipliers;
};

/** The 10 drawn numbers (1–40) in draw order. */
export const drawKeno = (source: RandomSource): number[] => {
  const remaining = Array.from({ length: KENO_NUMBERS }, (_, index) => index + 1);
  const drawn: number[] = [];
  for (let draw = 0; draw < KENO_DRAWN; draw += 1) {
    drawn.push(remaining.splice(Math.floor(source.float() * remaining.length), 1)[0]!);
  }
  return drawn;
};

export type KenoResult = Payout & {
  readonly drawn: readonly number[];
  /** The player's picks that were drawn, in pick order. */
  readonly hits: readonly number[];
  readonly multiplier: Multiplier;
};

export const playKeno = (source: RandomSource, input: KenoBet & Wager): KenoResult => {
  assertWager(input);
  assertKenoBet(input);
  const multipliers = kenoMultipliers(input.risk, input.picks.length);
  const drawn = drawKeno(source);
  const hits = input.picks.filter((pick) => drawn.includes(pick));
  const multiplier = multipliers[hits.length]!;
  return { drawn, hits, multiplier, ...payoutFor(input, multiplier) };
};

/** Every hit count with its hypergeometric probability. */
export const kenoOutcomes = (risk: KenoRisk, pickCount: number): Outcome[] =>
  kenoMultipliers(risk, pickCount).map((multiplier, hits) => ({
    probability: hypergeometric(KENO_NUMBERS, KENO_DRAWN, pickCount, hits),
    multiplier,
  }));

/** The exact RTP of a table. */
export const kenoRtp = (risk: KenoRisk, pickCount: number): Fraction => rtpOf(kenoOutcomes(risk, pickCount));

/** The declared RTP of a table (its rtpPercent) as a fraction. */
export const kenoDeclaredRtp = (risk: KenoRisk, pickCount: number): Fraction => {
  kenoMultipliers(risk, pickCount);
  const percent = fromDecimal(KENO_TABLES[risk][pickCount as KenoPickCount].rtpPercent);
  return fraction(percent.numerator, percent.denominator * 100n);
};
