import { describe, expect, it } from 'vitest';

import { formatRelativeTime, parseMemberTime, shortMemberTime } from './member-time';

describe('parseMemberTime', () => {
  it('should read a record time in the member offset as an instant', () => {
    expect(parseMemberTime('2026-05-01 14:30:00', 480)?.toISOString()).toBe('2026-05-01T06:30:00.000Z');
  });

  it('should read an ISO instant as it is, and nothing without an offset', () => {
    expect(parseMemberTime('2026-05-01T06:30:00Z', null)?.toISOString()).toBe('2026-05-01T06:30:00.000Z');
    expect(parseMemberTime('2026-05-01 14:30:00', null)).toBeNull();
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-05-01T06:00:00Z');

  it('should say how far a time is in the reader language', () => {
    expect(formatRelativeTime(new Date(now + 25 * 60_000), now, 'en')).toBe('in 25 minutes');
    expect(formatRelativeTime(new Date(now + 2 * 3_600_000), now, 'en')).toBe('in 2 hours');
    expect(formatRelativeTime(new Date(now - 3 * 60_000), now, 'en')).toBe('3 minutes ago');
  });
});

describe('shortMemberTime', () => {
  it('should leave the seconds out', () => {
    expect(shortMemberTime('2026-05-01 14:30:59')).toBe('2026-05-01 14:30');
  });

  it('should show an ISO instant in the member offset', () => {
    expect(shortMemberTime('2026-05-01T06:30:00.000Z', 480)).toBe('2026-05-01 14:30');
  });
});
