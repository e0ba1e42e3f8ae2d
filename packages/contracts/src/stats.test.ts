import { describe, expect, it } from 'vitest';

import { edgeWeightedBetOf, houseNetOf, isSettledRound, reportingDayOf, rtpBasisPointsFor, validBetOf } from './stats';

describe('play statistics definitions', () => {
  it('should count the stake of a settled round only', () => {
    expect(isSettledRound('CLOSED')).toBe(true);
    expect(validBetOf({ status: 'CLOSED', bet: 500n, payout: 0n })).toBe(500n);
    expect(validBetOf({ status: 'OPEN', bet: 500n, payout: 0n })).toBe(0n);
    expect(validBetOf({ status: 'ROLLED_BACK', bet: 500n, payout: 900n })).toBe(0n);
  });

  it('should cap valid bet at |payout − stake| under the CAPPED rule', () => {
    expect(validBetOf({ status: 'CLOSED', bet: 500n, payout: 490n }, 'CAPPED')).toBe(10n);
    expect(validBetOf({ status: 'CLOSED', bet: 500n, payout: 5_000n }, 'CAPPED')).toBe(500n);
    expect(validBetOf({ status: 'CLOSED', bet: 500n, payout: 0n }, 'CAPPED')).toBe(500n);
  });

  it('should weight a bet by the house edge, from the game or else its category', () => {
    expect(houseNetOf(500n, 900n)).toBe(-400n);
    expect(rtpBasisPointsFor('LIVE', null)).toBe(9_850);
    expect(rtpBasisPointsFor('LIVE', 9_900)).toBe(9_900);
    expect(rtpBasisPointsFor('NOT_A_CATEGORY', null)).toBe(9_600);
    expect(edgeWeightedBetOf(10_000n, 9_900)).toBe(100n);
    expect(edgeWeightedBetOf(999n, 9_900)).toBe(9n);
  });

  it('should put an instant on the operator reporting day in Manila (GMT+8) by default', () => {
    expect(reportingDayOf(new Date('2026-11-25T15:59:59Z'))).toBe('2026-11-25');
    expect(reportingDayOf(new Date('2026-11-25T16:00:00Z'))).toBe('2026-11-26');
    expect(reportingDayOf(new Date('2026-11-25T16:00:00Z'), 'UTC')).toBe('2026-11-25');
  });
});
