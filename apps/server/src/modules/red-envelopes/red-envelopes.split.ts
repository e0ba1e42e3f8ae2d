import { randomInt } from 'node:crypto';

// How a drop's budget becomes its envelopes (decision 041). Pure: the randomness is a parameter.
//
// FIXED: every envelope holds budget / count (the budget must divide evenly, so the sum is the
// budget exactly). RANDOM: each envelope first gets the minimum; the rest, R = budget − count ×
// minimum, is cut at count − 1 points drawn uniformly from 0…R and sorted, and envelope i gets
// the gap between cut i − 1 and cut i. The gaps always sum to R, so the envelopes sum to the
// budget exactly — never more; and the cuts are exchangeable, so every envelope has the same
// expected amount (budget / count) wherever it falls in the claim order: it does not pay to
// claim early or late (unlike the sequential "twice the mean of what is left" split, whose
// later envelopes have a larger spread).

/** A uniform integer in [0, bound] inclusive; bound may exceed 2^48 (crypto.randomInt's limit). */
export type RandomBelow = (bound: bigint) => bigint;

const SAFE = 2n ** 47n;

/** Uniform in [0, bound], from crypto: composed from two draws when the bound is large. */
export const cryptoRandomUpTo: RandomBelow = (bound) => {
  if (bound < SAFE) return BigInt(randomInt(0, Number(bound) + 1));
  // Rejection sampling over a 94-bit draw keeps it uniform for any bound below 2^63.
  const span = bound + 1n;
  const space = SAFE * SAFE;
  const limit = space - (space % span);
  for (;;) {
    const value = BigInt(randomInt(0, Number(SAFE))) * SAFE + BigInt(randomInt(0, Number(SAFE)));
    if (value < limit) return value % span;
  }
};

export type SplitInput = {
  budget: bigint;
  count: number;
  mode: 'FIXED' | 'RANDOM';
  /** RANDOM only: the least any envelope holds (at least 1). */
  minAmount: bigint;
};

/** Why these rules cannot make a drop, or null. */
export const splitProblem = (input: SplitInput): string | null => {
  if (input.count < 1 || input.budget < 1n) return 'budget and count must be positive';
  if (input.mode === 'FIXED') {
    return input.budget % BigInt(input.count) === 0n ? null : 'a fixed budget must divide evenly by the count';
  }
  if (input.minAmount < 1n) return 'the minimum must be at least one centavo';
  return input.minAmount * BigInt(input.count) <= input.budget ? null : 'count × minimum exceeds the budget';
};

/** The amounts of a drop's envelopes, in claim order; they sum to the budget exactly. */
export const splitBudget = (input: SplitInput, random: RandomBelow = cryptoRandomUpTo): bigint[] => {
  const problem = splitProblem(input);
  if (problem) throw new Error(problem);
  const count = BigInt(input.count);
  if (input.mode === 'FIXED') return Array.from({ length: input.count }, () => input.budget / count);
  const rest = input.budget - input.minAmount * count;
  const cuts = Array.from({ length: input.count - 1 }, () => random(rest)).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  const amounts: bigint[] = [];
  let previous = 0n;
  for (const cut of [...cuts, rest]) {
    amounts.push(input.minAmount + cut - previous);
    previous = cut;
  }
  return amounts;
};

/** The most one envelope of these rules can hold (shown to members as "up to"). */
export const largestPossible = (input: SplitInput): bigint =>
  input.mode === 'FIXED'
    ? input.budget / BigInt(input.count)
    : input.budget - input.minAmount * BigInt(input.count - 1);
