import { describe, expect, it } from 'vitest';

import { endOfPeriod, periodOf, previousPeriodOf, prizesOf, progressOf, startOfDay } from './missions.rules';

describe('mission periods', () => {
  it('should take a week from Monday to Sunday and the day itself for daily', () => {
    expect(periodOf('WEEKLY', '2026-11-27')).toEqual({ start: '2026-11-23', end: '2026-11-29' }); // a Friday
    expect(periodOf('WEEKLY', '2026-11-23')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodOf('WEEKLY', '2026-11-29')).toEqual({ start: '2026-11-23', end: '2026-11-29' });
    expect(periodOf('DAILY', '2026-11-27')).toEqual({ start: '2026-11-27', end: '2026-11-27' });
    expect(previousPeriodOf('WEEKLY', '2026-11-23')).toEqual({ start: '2026-11-16', end: '2026-11-22' });
    expect(previousPeriodOf('DAILY', '2026-12-01')).toEqual({ start: '2026-11-30', end: '2026-11-30' });
  });

  it('should end a period at the reporting zone midnight after its last day', () => {
    expect(startOfDay('2026-11-27', 'Asia/Manila').toISOString()).toBe('2026-11-26T16:00:00.000Z');
    expect(endOfPeriod('2026-11-29', 'Asia/Manila').toISOString()).toBe('2026-11-29T16:00:00.000Z');
    expect(startOfDay('2026-03-09', 'America/New_York').toISOString()).toBe('2026-03-09T04:00:00.000Z'); // after DST
    expect(startOfDay('2026-03-08', 'America/New_York').toISOString()).toBe('2026-03-08T05:00:00.000Z');
  });
});

describe('mission progress', () => {
  const figures = {
    play: new Map([
      ['RNG', { rounds: 3n, validBet: 1200n }],
      ['LIVE', { rounds: 1n, validBet: 2000n }],
    ]),
    deposits: 2n,
    depositAmount: 50_000n,
    loginDays: 4n,
  };
  it('should read each metric, narrowed to a category where one is set', () => {
    expect(progressOf({ metric: 'VALID_BET', category: 'RNG' }, figures)).toBe(1200n);
    expect(progressOf({ metric: 'VALID_BET', category: null }, figures)).toBe(3200n);
    expect(progressOf({ metric: 'ROUNDS', category: null }, figures)).toBe(4n);
    expect(progressOf({ metric: 'ROUNDS', category: 'FISH' }, figures)).toBe(0n);
    expect(progressOf({ metric: 'DEPOSIT_AMOUNT', category: null }, figures)).toBe(50_000n);
    expect(progressOf({ metric: 'DEPOSITS', category: null }, figures)).toBe(2n);
    expect(progressOf({ metric: 'LOGIN_DAYS', category: null }, figures)).toBe(4n);
  });
});

describe('leaderboard prizes', () => {
  const prizes = [1000n, 600n, 300n];
  it('should pay distinct ranks their prize and nothing beyond the list', () => {
    const won = prizesOf(
      [1, 2, 3, 4].map((rank) => ({ memberId: rank * 10, rank })),
      prizes,
    );
    expect([...won.values()]).toEqual([1000n, 600n, 300n, 0n]);
  });
  it('should split the places a tie occupies equally, rounding down', () => {
    const won = prizesOf(
      [
        { memberId: 1, rank: 1 },
        { memberId: 2, rank: 2 },
        { memberId: 3, rank: 2 },
        { memberId: 4, rank: 4 },
      ],
      prizes,
    );
    expect(Object.fromEntries(won)).toEqual({ 1: 1000n, 2: 450n, 3: 450n, 4: 0n });
    const three = prizesOf(
      [1, 2, 3].map((memberId) => ({ memberId, rank: 1 })),
      [1000n, 1n],
    );
    expect([...three.values()]).toEqual([333n, 333n, 333n]);
    const beyond = prizesOf(
      [
        { memberId: 1, rank: 3 },
        { memberId: 2, rank: 3 },
      ],
      prizes,
    );
    expect([...beyond.values()]).toEqual([150n, 150n]);
  });
});
