import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import {
  formatCents,
  jackpotDelayMs,
  jackpotStartCents,
  jackpotStepCents,
  rollingStartCents,
  runJackpot,
  runRollingCounter,
} from './jackpot';

/** A random source that returns the given values in turn, then repeats the last. */
const sequence = (...values: number[]) => {
  let index = 0;
  return () => values[Math.min(index++, values.length - 1)]!;
};

describe('the decorative jackpot (spec §2.7, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('should start between 100,000,000 and 200,000,000 with 2 decimals', () => {
    expect(jackpotStartCents(() => 0)).toBe(10_000_000_000);
    expect(jackpotStartCents(() => 0.999_999_999)).toBeLessThanOrEqual(20_000_000_000);
    for (let run = 0; run < 200; run += 1) {
      const cents = jackpotStartCents();
      expect(Number.isInteger(cents)).toBe(true);
      expect(cents).toBeGreaterThanOrEqual(10_000_000_000);
      expect(cents).toBeLessThanOrEqual(20_000_000_000);
    }
  });

  it('should grow by 100 to 500 after 3, 4 or 5 seconds', () => {
    expect(jackpotStepCents(() => 0)).toBe(10_000);
    expect(jackpotStepCents(() => 0.999_999)).toBe(50_000);
    expect([0, 0.34, 0.5, 0.999].map((value) => jackpotDelayMs(() => value))).toEqual([3000, 4000, 4000, 5000]);
  });

  it('should tick on its random timer until stopped', () => {
    const seen: number[] = [];
    // start 0 → 100,000,000.00; delay 0 → 3 s; step 0.5 → 300.00; delay 0.99 → 5 s; step 1 → 500.00
    const stop = runJackpot((cents) => seen.push(cents), sequence(0, 0, 0.5, 0.99, 1, 0));
    expect(seen).toEqual([10_000_000_000]);
    vi.advanceTimersByTime(2999);
    expect(seen).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(seen).toEqual([10_000_000_000, 10_000_030_000]);
    vi.advanceTimersByTime(4999);
    expect(seen).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(seen.at(-1)).toBe(10_000_080_000);
    stop();
    vi.advanceTimersByTime(60_000);
    expect(seen).toHaveLength(3);
  });

  it('should roll the card counter by 165.11 every 3 seconds', () => {
    const seen: number[] = [];
    const stop = runRollingCounter(1_000, (cents) => seen.push(cents));
    vi.advanceTimersByTime(9_000);
    expect(seen).toEqual([1_000, 17_511, 34_022, 50_533]);
    stop();
    expect(rollingStartCents(new Date(2026, 10, 21, 0, 0, 6))).toBe(2 * 16_511);
  });

  it('should show thousands separators and 2 decimals', () => {
    expect(formatCents(12_345_678_905)).toBe('123,456,789.05');
    expect(formatCents(50)).toBe('0.50');
    expect(formatCents(0)).toBe('0.00');
    expect(formatCents(100_000)).toBe('1,000.00');
    expect(formatCents(99_999)).toBe('999.99');
    expect(formatCents(20_000_000_007)).toBe('200,000,000.07');
  });
});
