import { fraction, type Fraction } from './fraction';

const binomialCache = new Map<string, bigint>();

/** C(n, k) exactly (0 outside 0 ≤ k ≤ n). */
export const binomial = (n: number, k: number): bigint => {
  if (k < 0 || k > n || n < 0) return 0n;
  const key = `${n}:${k}`;
  const cached = binomialCache.get(key);
  if (cached !== undefined) return cached;
  const smaller = Math.min(k, n - k);
  let result = 1n;
  for (let index = 1; index <= smaller; index += 1) {
    result = (result * BigInt(n - smaller + index)) / BigInt(index);
  }
  binomialCache.set(key, result);
  return result;
};

/** P(k successes in `draws` draws from a population of `size` with `successes` successes). */
export const hypergeometric = (size: number, successes: number, draws: number, k: number): Fraction =>
  fraction(binomial(successes, k) * binomial(size - successes, draws - k), binomial(size, draws));

/** P(k successes in n fair coin flips). */
export const binomialHalf = (n: number, k: number): Fraction => fraction(binomial(n, k), 1n << BigInt(n));
