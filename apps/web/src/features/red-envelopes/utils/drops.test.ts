import { describe, expect, it } from 'vitest';

import type { MemberRedEnvelopeDrop } from '@perya/contracts';

import { featuredDrops, formatCountdown } from './drops';

const NOW = Date.parse('2026-11-26T12:00:00Z');
const drop = (overrides: Partial<MemberRedEnvelopeDrop>): MemberRedEnvelopeDrop => ({
  id: 1,
  rainId: null,
  title: 'Drop',
  opensAt: '2026-11-26T11:00:00.000Z',
  closesAt: '2026-11-26T13:00:00.000Z',
  status: 'OPEN',
  amountMode: 'FIXED',
  maxAmountMinor: '10000',
  envelopesLeft: 5,
  turnoverMultiplier: 3,
  minDepositMinor: '0',
  minValidBetMinor: '0',
  periodDays: 1,
  eligible: true,
  reasons: [],
  claimedAmountMinor: null,
  ...overrides,
});
const data = (drops: MemberRedEnvelopeDrop[]) => ({ serverTime: new Date(NOW).toISOString(), drops });

describe('featured red envelopes', () => {
  it('should show nothing without drops, or with only claimed, run-out and far-off ones', () => {
    expect(featuredDrops(undefined, NOW)).toEqual({ open: null, next: null });
    expect(
      featuredDrops(
        data([
          drop({ id: 1, claimedAmountMinor: '500', reasons: ['ALREADY_CLAIMED'], eligible: false }),
          drop({ id: 2, reasons: ['NONE_LEFT'], eligible: false, envelopesLeft: 0 }),
          drop({ id: 3, status: 'SCHEDULED', opensAt: '2026-11-28T12:00:00.000Z' }),
        ]),
        NOW,
      ),
    ).toEqual({ open: null, next: null });
  });

  it('should prefer an open drop the member may open, and count down to the next within a day', () => {
    const blocked = drop({ id: 1, eligible: false, reasons: ['DEPOSIT_TOO_LOW'] });
    const eligible = drop({ id: 2 });
    const next = drop({ id: 3, status: 'SCHEDULED', opensAt: '2026-11-26T18:00:00.000Z' });
    expect(featuredDrops(data([blocked, eligible, next]), NOW)).toEqual({ open: eligible, next });
    expect(featuredDrops(data([blocked]), NOW).open).toEqual(blocked);
  });

  it('should format countdowns', () => {
    expect(formatCountdown(0)).toBe('0:00');
    expect(formatCountdown(-5000)).toBe('0:00');
    expect(formatCountdown(61_000)).toBe('1:01');
    expect(formatCountdown(3_600_000 + 5 * 60_000 + 9_000)).toBe('1:05:09');
    expect(formatCountdown(400)).toBe('0:01');
  });
});
