import { describe, expect, it } from 'vitest';

import { bonusOutcome, spinOutcome } from './outcome';

// random() that answers these values in turn, then 0.
const sequence =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe(spinOutcome.name, () => {
  it('should pay nothing below 0.60, with reels that are not three of a kind', () => {
    const outcome = spinOutcome('1000', sequence(0.59, 0.1, 0.1, 0.1));

    expect(outcome.win).toBe('0');
    expect(outcome.multiplierTenths).toBe(0);
    expect(new Set(outcome.reels).size).toBeGreaterThan(1);
  });

  it('should pay three of a kind by the pay table, in integer minor units', () => {
    expect(spinOutcome('1000', sequence(0.6))).toEqual({
      reels: ['cherry', 'cherry', 'cherry'],
      multiplierTenths: 15,
      win: '1500',
    });
    expect(spinOutcome('101', sequence(0.7)).win).toBe('151');
    expect(spinOutcome('1000', sequence(0.8)).win).toBe('2000');
    expect(spinOutcome('1000', sequence(0.9)).win).toBe('3000');
    expect(spinOutcome('1000', sequence(0.96)).win).toBe('5000');
    expect(spinOutcome('1000', sequence(0.99))).toEqual({
      reels: ['seven', 'seven', 'seven'],
      multiplierTenths: 100,
      win: '10000',
    });
  });

  it('should survive a random() outside [0, 1)', () => {
    expect(spinOutcome('1000', sequence(1)).win).toBe('10000');
    expect(spinOutcome('1000', sequence(Number.NaN)).win).toBe('0');
  });
});

describe(bonusOutcome.name, () => {
  it('should always pay, on three diamonds', () => {
    expect(bonusOutcome('1000', sequence(0))).toEqual({
      reels: ['diamond', 'diamond', 'diamond'],
      multiplierTenths: 15,
      win: '1500',
    });
    expect(bonusOutcome('1000', sequence(0.999)).win).toBe('10000');
  });
});
