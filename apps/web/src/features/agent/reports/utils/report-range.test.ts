import { describe, expect, it } from 'vitest';

import { resolveRange, todayInOffset } from './report-range';

describe('report ranges', () => {
  it('should count the quick ranges from today, both ends included', () => {
    expect(resolveRange({ quick: 'last7' }, '2026-11-21')).toEqual({ from: '2026-11-15', to: '2026-11-21' });
    expect(resolveRange({ quick: 'next30' }, '2026-11-21')).toEqual({ from: '2026-11-21', to: '2026-12-20' });
    expect(resolveRange({ custom: { from: '2026-01-01', to: '2026-01-02' } }, '2026-11-21')).toEqual({
      from: '2026-01-01',
      to: '2026-01-02',
    });
  });

  it("should take today at the member's offset, not the device's", () => {
    expect(todayInOffset(480, Date.parse('2026-11-20T17:00:00Z'))).toBe('2026-11-21');
    expect(todayInOffset(-300, Date.parse('2026-11-21T03:00:00Z'))).toBe('2026-11-20');
  });
});
