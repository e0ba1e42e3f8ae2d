import { describe, expect, it } from 'vitest';

import { dueThrough, windowContaining } from './agent-settlement.windows';

// Windows in the operator's time zone (Asia/Manila, UTC+8): their starts and ends as instants.

const TZ = 'Asia/Manila';
const span = (kind: Parameters<typeof windowContaining>[0], period: 'D' | 'W' | 'H' | 'M' | null, at: string) => {
  const window = windowContaining(kind, period, new Date(at), TZ);
  return [window.start.toISOString(), window.end.toISOString(), window.firstDay, window.lastDay];
};

describe('settlement windows', () => {
  it('should cut day-based periods at local midnight', () => {
    // 2026-11-02 00:30 in Manila is still 2026-11-01 in UTC.
    expect(span('DIVIDEND', 'D', '2026-11-01T16:30:00Z')).toEqual([
      '2026-11-01T16:00:00.000Z',
      '2026-11-02T16:00:00.000Z',
      '2026-11-02',
      '2026-11-02',
    ]);
    // Weeks run Monday to Sunday: Sunday 2026-11-08 belongs to the week of Monday 2026-11-02.
    expect(span('DIVIDEND', 'W', '2026-11-08T12:00:00+08:00').slice(2)).toEqual(['2026-11-02', '2026-11-08']);
    // Semi-monthly: the 1st–15th and the 16th–end (February 2028 has 29 days).
    expect(span('DIVIDEND', 'H', '2026-11-15T23:59:00+08:00').slice(2)).toEqual(['2026-11-01', '2026-11-15']);
    expect(span('DIVIDEND', 'H', '2028-02-16T00:00:00+08:00').slice(2)).toEqual(['2028-02-16', '2028-02-29']);
    expect(span('DIVIDEND', 'M', '2026-12-31T23:00:00+08:00').slice(2)).toEqual(['2026-12-01', '2026-12-31']);
    expect(span('DAILY_SALARY', 'D', '2026-11-03T08:00:00+08:00').slice(2)).toEqual(['2026-11-03', '2026-11-03']);
  });

  it('should cut hours and 5-minute windows in UTC, the end excluded', () => {
    expect(span('REALTIME_SALARY', null, '2026-11-02T02:05:00Z').slice(0, 2)).toEqual([
      '2026-11-02T02:05:00.000Z',
      '2026-11-02T02:10:00.000Z',
    ]);
    expect(span('HOURLY_SALARY', null, '2026-11-02T02:59:59Z').slice(0, 2)).toEqual([
      '2026-11-02T02:00:00.000Z',
      '2026-11-02T03:00:00.000Z',
    ]);
  });

  it('should settle the daily salary on alternate days and the others after a short delay', () => {
    // 2026-11-03 is a pay day (day 20,760 since 1970): the days before it are due.
    expect(dueThrough('DAILY_SALARY', new Date('2026-11-03T00:30:00+08:00'), TZ).toISOString()).toBe(
      '2026-11-02T16:00:00.000Z',
    );
    // 2026-11-04 is not: still only through 2026-11-02.
    expect(dueThrough('DAILY_SALARY', new Date('2026-11-04T23:00:00+08:00'), TZ).toISOString()).toBe(
      '2026-11-02T16:00:00.000Z',
    );
    expect(dueThrough('REALTIME_SALARY', new Date('2026-11-02T02:05:30Z'), TZ).toISOString()).toBe(
      '2026-11-02T02:05:00.000Z',
    );
  });
});
