import { describe, expect, it } from 'vitest';

import { lotteryGameOf } from '@perya/contracts';

import { closeMsOf, drawIdOf, drawTimesOf } from './lottery.jobs';

// The schedule of the lottery's job (decision 053): quick draws on the clock, daily draws at their
// Manila time, ids that name the game and the draw time (the HMAC message of the numbers).

describe('drawTimesOf', () => {
  it('should make the next 30 minutes of 1-minute draws on minute boundaries, the first after now', () => {
    const times = drawTimesOf(lotteryGameOf('PL_QUICK_1')!, null, new Date('2026-11-27T09:00:00Z'));
    expect(times).toHaveLength(31);
    expect(times[0]?.toISOString()).toBe('2026-11-27T09:01:00.000Z');
    expect(times[30]?.toISOString()).toBe('2026-11-27T09:31:00.000Z');
  });

  it('should put 5-minute draws on 5-minute boundaries', () => {
    const times = drawTimesOf(lotteryGameOf('PL_QUICK_5')!, null, new Date('2026-11-27T09:02:30Z'));
    expect(times.map((time) => time.toISOString()).slice(0, 2)).toEqual([
      '2026-11-27T09:05:00.000Z',
      '2026-11-27T09:10:00.000Z',
    ]);
  });

  it('should put every quick draw on the configured period instead (LOTTERY_QUICK_SECONDS), 31 draws ahead at most', () => {
    for (const gameCode of ['PL_QUICK_1', 'PL_QUICK_5']) {
      const times = drawTimesOf(lotteryGameOf(gameCode)!, null, new Date('2026-11-27T09:00:10Z'), 30_000);
      expect(times).toHaveLength(31);
      expect(times.map((time) => time.toISOString()).slice(0, 3)).toEqual([
        '2026-11-27T09:00:30.000Z',
        '2026-11-27T09:01:00.000Z',
        '2026-11-27T09:01:30.000Z',
      ]);
    }
    // A daily game keeps its time.
    expect(drawTimesOf(lotteryGameOf('PL_VN_NORTH')!, '19:15', new Date('2026-11-27T09:00:00Z'), 30_000)).toHaveLength(
      2,
    );
  });

  it('should make today’s and tomorrow’s daily draw at the operator’s Manila time, only those still ahead', () => {
    const game = lotteryGameOf('PL_VN_NORTH')!;
    // 19:15 in Manila is 11:15 UTC.
    expect(drawTimesOf(game, '19:15', new Date('2026-11-27T09:00:00Z')).map((time) => time.toISOString())).toEqual([
      '2026-11-27T11:15:00.000Z',
      '2026-11-28T11:15:00.000Z',
    ]);
    expect(drawTimesOf(game, '19:15', new Date('2026-11-27T12:00:00Z')).map((time) => time.toISOString())).toEqual([
      '2026-11-28T11:15:00.000Z',
    ]);
    // Just after Manila midnight (16:30 UTC the day before) the day is Manila's.
    expect(drawTimesOf(game, '08:00', new Date('2026-11-27T16:30:00Z'))[0]?.toISOString()).toBe(
      '2026-11-28T00:00:00.000Z',
    );
  });
});

describe('drawIdOf', () => {
  it('should name the game and its draw time to the minute in UTC', () => {
    expect(drawIdOf('PL_QUICK_1', new Date('2026-11-27T09:01:00Z'))).toBe('PL_QUICK_1-202611270901');
  });

  it('should add the seconds of a draw between minutes (a quick period of seconds)', () => {
    expect(drawIdOf('PL_QUICK_1', new Date('2026-11-27T09:01:30Z'))).toBe('PL_QUICK_1-20261127090130');
  });
});

describe('closeMsOf', () => {
  it('should close sales the operator’s seconds before the draw', () => {
    expect(closeMsOf(lotteryGameOf('PL_QUICK_1')!, 50, null)).toBe(50_000);
    expect(closeMsOf(lotteryGameOf('PL_VN_NORTH')!, 900, 30_000)).toBe(900_000);
  });

  it('should keep sales open half of a configured quick period at least', () => {
    expect(closeMsOf(lotteryGameOf('PL_QUICK_1')!, 10, 30_000)).toBe(10_000);
    expect(closeMsOf(lotteryGameOf('PL_QUICK_5')!, 20, 30_000)).toBe(15_000);
  });
});
