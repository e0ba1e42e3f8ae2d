import { describe, expect, it } from 'vitest';

import { formatMemberTime, isCalendarDay, memberDay, memberDayRange, startOfMemberDay } from './member-time';

describe('member time', () => {
  it('should format an instant at the member offset', () => {
    const instant = new Date('2026-11-21T17:05:09Z');
    expect(formatMemberTime(instant, 480)).toBe('2026-11-22 01:05:09');
    expect(formatMemberTime(instant, 0)).toBe('2026-11-21 17:05:09');
    expect(formatMemberTime(instant, -300)).toBe('2026-11-21 12:05:09');
    expect(memberDay(instant, 480)).toBe('2026-11-22');
  });

  it('should start a member day at local midnight', () => {
    expect(startOfMemberDay('2026-11-22', 480).toISOString()).toBe('2026-11-21T16:00:00.000Z');
  });

  it('should cover whole days, inclusive, and default to the last seven', () => {
    const now = new Date('2026-11-21T03:00:00Z');
    const range = memberDayRange({ from: '2026-11-01', to: '2026-11-02' }, 480, now);
    expect(range.start.toISOString()).toBe('2026-10-31T16:00:00.000Z');
    expect(range.end.toISOString()).toBe('2026-11-02T16:00:00.000Z');
    expect(memberDayRange({}, 480, now)).toMatchObject({ from: '2026-11-15', to: '2026-11-21' });
  });

  it('should tell real calendar days from lookalikes', () => {
    expect(isCalendarDay('2026-02-28')).toBe(true);
    expect(isCalendarDay('2026-02-30')).toBe(false);
    expect(isCalendarDay('2026-13-01')).toBe(false);
  });
});
