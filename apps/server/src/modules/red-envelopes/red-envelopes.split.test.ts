import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { cryptoRandomUpTo, largestPossible, splitBudget, splitProblem } from './red-envelopes.split';

// The split of a drop's budget into envelopes (decision 041): the amounts always sum to the
// budget exactly (never more), each holds at least the minimum and at most largestPossible.

const rules = fc
  .record({
    count: fc.integer({ min: 1, max: 300 }),
    minAmount: fc.bigInt({ min: 1n, max: 10_000n }),
    extra: fc.bigInt({ min: 0n, max: 2n ** 62n }),
  })
  .map(({ count, minAmount, extra }) => ({ count, minAmount, budget: minAmount * BigInt(count) + extra }));

describe('red envelope split', () => {
  it('should sum a random split to the budget exactly, each envelope between the minimum and the largest possible', () => {
    fc.assert(
      fc.property(rules, ({ count, minAmount, budget }) => {
        const input = { budget, count, minAmount, mode: 'RANDOM' as const };
        const amounts = splitBudget(input);
        expect(amounts).toHaveLength(count);
        expect(amounts.reduce((sum, amount) => sum + amount, 0n)).toBe(budget);
        for (const amount of amounts) {
          expect(amount >= minAmount).toBe(true);
          expect(amount <= largestPossible(input)).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('should split the same way whatever random source, including the extremes', () => {
    const input = { budget: 1_000n, count: 4, minAmount: 100n, mode: 'RANDOM' as const };
    expect(splitBudget(input, () => 0n)).toEqual([100n, 100n, 100n, 700n]);
    expect(splitBudget(input, (bound) => bound)).toEqual([700n, 100n, 100n, 100n]);
  });

  it('should give every envelope the same mean wherever it falls in the claim order', () => {
    const input = { budget: 10_000n, count: 5, minAmount: 1n, mode: 'RANDOM' as const };
    const totals = [0n, 0n, 0n, 0n, 0n];
    // A deterministic source (a linear congruential sequence): no flakiness, still well spread.
    let state = 12345n;
    const random = (bound: bigint) => {
      state = (state * 6364136223846793005n + 1442695040888963407n) % 2n ** 64n;
      return (state >> 16n) % (bound + 1n);
    };
    for (let run = 0; run < 4000; run += 1) splitBudget(input, random).forEach((a, i) => (totals[i]! += a));
    for (const total of totals) expect(Number(total) / 4000).toBeGreaterThan(1_900);
    for (const total of totals) expect(Number(total) / 4000).toBeLessThan(2_100);
  });

  it('should split a fixed budget evenly and refuse rules that cannot be met', () => {
    expect(splitBudget({ budget: 1_000n, count: 4, minAmount: 250n, mode: 'FIXED' })).toEqual([250n, 250n, 250n, 250n]);
    expect(splitProblem({ budget: 1_001n, count: 4, minAmount: 1n, mode: 'FIXED' })).toMatch(/divide/);
    expect(splitProblem({ budget: 399n, count: 4, minAmount: 100n, mode: 'RANDOM' })).toMatch(/exceeds/);
    expect(splitProblem({ budget: 400n, count: 4, minAmount: 0n, mode: 'RANDOM' })).toMatch(/minimum/);
    expect(() => splitBudget({ budget: 399n, count: 4, minAmount: 100n, mode: 'RANDOM' })).toThrow();
  });

  it('should draw uniformly bounded values from crypto, also past 2^47', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 2n ** 62n }), (bound) => {
        const value = cryptoRandomUpTo(bound);
        expect(value >= 0n && value <= bound).toBe(true);
      }),
    );
  });
});
