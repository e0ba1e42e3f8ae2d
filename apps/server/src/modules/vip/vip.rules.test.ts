import { describe, expect, it } from 'vitest';

import {
  addDays,
  birthdayOf,
  meets,
  monthRange,
  previousMonth,
  progressToward,
  qualifiedLevel,
  reviewedLevel,
} from './vip.rules';

const level = (n: number, bet: bigint, deposit: bigint, condition: 'ALL' | 'ANY' = 'ALL') => ({
  level: n,
  name: `VIP${n}`,
  minValidBetMinor: bet,
  minDepositMinor: deposit,
  condition,
});

describe('vip rules', () => {
  it('combines thresholds with ALL (both) and ANY (either one that is set)', () => {
    expect(meets(level(1, 100n, 50n), 100n, 49n)).toBe(false);
    expect(meets(level(1, 100n, 50n), 100n, 50n)).toBe(true);
    expect(meets(level(1, 100n, 50n, 'ANY'), 0n, 50n)).toBe(true);
    expect(meets(level(1, 100n, 0n, 'ANY'), 99n, 1_000n)).toBe(false);
  });

  it('finds the highest level reached and reviews down one level at most', () => {
    const ladder = [level(0, 0n, 0n), level(1, 100n, 0n), level(2, 1_000n, 0n), level(3, 5_000n, 0n)];
    expect(qualifiedLevel(ladder, 0n, 0n)).toBe(0);
    expect(qualifiedLevel(ladder, 4_999n, 0n)).toBe(2);
    expect(reviewedLevel(3, 0)).toBe(2);
    expect(reviewedLevel(3, 3)).toBe(3);
    expect(reviewedLevel(1, 2)).toBe(2);
    expect(reviewedLevel(0, 0)).toBe(0);
  });

  it('says what is missing and how far along, never 100 % before the level is met', () => {
    expect(progressToward(level(2, 1_000n, 0n), 400n, 0n)).toMatchObject({
      needValidBetMinor: '600',
      progressBasisPoints: 4_000,
    });
    expect(progressToward(level(2, 1_000n, 100n), 1_000n, 99n).progressBasisPoints).toBe(9_900);
    expect(progressToward(level(2, 3n, 0n), 2n, 0n).progressBasisPoints).toBe(6_666);
    expect(progressToward(level(2, 1_000n, 100n, 'ANY'), 0n, 100n).progressBasisPoints).toBe(10_000);
  });

  it('knows the calendar: month ranges, the month before, days, 29 February', () => {
    expect(monthRange('2028-02')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(monthRange('2026-12')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonth('2027-01')).toBe('2026-12');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(birthdayOf('2027-02-28')).toEqual({ monthDay: '02-28', leapFallback: true });
    expect(birthdayOf('2028-02-28')).toEqual({ monthDay: '02-28', leapFallback: false });
  });
});
