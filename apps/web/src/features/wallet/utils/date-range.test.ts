import { describe, expect, it } from 'vitest';

import { matchQuickRange, quickRange, rangeFor, todayInOffset } from './date-range';

describe('quickRange', () => {
  it('should end the last N days today, N days in all', () => {
    expect(quickRange('last', 7, '2026-03-10')).toEqual({ from: '2026-03-04', to: '2026-03-10' });
    expect(quickRange('last', 30, '2026-03-10')).toEqual({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('should start the next N days today, N days in all', () => {
    expect(quickRange('next', 7, '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-03-16' });
    expect(quickRange('next', 30, '2026-03-10')).toEqual({ from: '2026-03-10', to: '2026-04-08' });
  });

  it('should cross month, year and leap-day boundaries', () => {
    expect(quickRange('last', 7, '2026-01-03')).toEqual({ from: '2025-12-28', to: '2026-01-03' });
    expect(quickRange('next', 7, '2028-02-26')).toEqual({ from: '2028-02-26', to: '2028-03-03' });
    expect(quickRange('last', 30, '2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-03-01' });
    expect(quickRange('last', 30, '2026-03-01')).toEqual({ from: '2026-01-31', to: '2026-03-01' });
  });
});

describe('rangeFor and matchQuickRange', () => {
  it('should map each quick range id to its days and back', () => {
    for (const id of ['last7', 'last30', 'next7', 'next30'] as const) {
      expect(matchQuickRange(rangeFor(id, '2026-06-15'), '2026-06-15')).toBe(id);
    }
    expect(matchQuickRange({ from: '2026-06-01', to: '2026-06-02' }, '2026-06-15')).toBeNull();
  });
});

describe('todayInOffset', () => {
  it("should give the member's day, not the device's", () => {
    const instant = Date.UTC(2026, 2, 9, 17, 30); // 2026-03-09 17:30 UTC is 01:30 on the 10th in Manila
    expect(todayInOffset(480, instant)).toBe('2026-03-10');
    expect(todayInOffset(0, instant)).toBe('2026-03-09');
    expect(todayInOffset(-300, Date.UTC(2026, 2, 10, 3, 0))).toBe('2026-03-09');
  });
});
