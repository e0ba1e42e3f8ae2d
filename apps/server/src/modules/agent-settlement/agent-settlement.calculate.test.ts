import { describe, expect, it } from 'vitest';

import type { TeamFigures } from './agent-settlement.calculate';
import {
  chooseTier,
  differentialOf,
  nearestContractedAncestors,
  payoutOf,
  shareOf,
} from './agent-settlement.calculate';

const figures = (validBet: bigint, houseNet: bigint, active: number, bonusCost = 0n): TeamFigures => ({
  rounds: 1,
  bet: validBet,
  validBet,
  payout: validBet - houseNet,
  bonusCost,
  activeMembers: Array.from({ length: active }, (_, index) => index + 1),
});
const tier = (minValidBet: bigint, active: number, rate: number, rateType: 'P' | 'F' = 'P', minNetLoss?: bigint) => ({
  minValidBetMinor: minValidBet.toString(),
  ...(minNetLoss === undefined ? {} : { minNetLossMinor: minNetLoss.toString() }),
  minActiveMembers: active,
  rateType,
  rate,
});

describe('settlement arithmetic', () => {
  it('should choose the tier paying the most among those met', () => {
    const tiers = [tier(100_000n, 1, 50), tier(500_000n, 2, 100), tier(1_000_000n, 5, 150)];
    expect(chooseTier('DAILY_SALARY', tiers, figures(600_000n, 0n, 2), 600_000n)).toBe(1);
    expect(chooseTier('DAILY_SALARY', tiers, figures(600_000n, 0n, 1), 600_000n)).toBe(0);
    expect(chooseTier('DAILY_SALARY', tiers, figures(50_000n, 0n, 9), 50_000n)).toBeNull();
    // A fixed ₱50.00 beats 0.50 % of ₱6,000.00 (₱30.00).
    const mixed = [tier(0n, 0, 50), tier(0n, 0, 5_000, 'F')];
    expect(chooseTier('DAILY_SALARY', mixed, figures(600_000n, 0n, 0), 600_000n)).toBe(1);
  });

  it('should floor a percentage share to the centavo', () => {
    // 1,234.56 × 0.33 % = 4.0740… → 4.07
    expect(shareOf('REALTIME_SALARY', [tier(0n, 0, 33)], figures(123_456n, 0n, 0), 0n).gross).toBe(407n);
  });

  it('should carry a team win forward and earn it back before a dividend', () => {
    const tiers = [tier(0n, 0, 2_000, 'P', 0n)];
    // Won 500.00: nothing, 500.00 carried on top of 100.00.
    expect(shareOf('DIVIDEND', tiers, figures(100_000n, -50_000n, 1), 10_000n)).toMatchObject({
      gross: 0n,
      carryOut: 60_000n,
      outcome: 'TEAM_WON',
    });
    // Lost 400.00 against a 600.00 carry: 200.00 still carried, nothing shared.
    expect(shareOf('DIVIDEND', tiers, figures(100_000n, 40_000n, 1), 60_000n)).toMatchObject({
      gross: 0n,
      carryOut: 20_000n,
      outcome: 'CARRIED_OVER',
    });
    // Lost 1,000.00 (less 100.00 bonuses) against a 200.00 carry: 700.00 × 20 % = 140.00.
    expect(shareOf('DIVIDEND', tiers, figures(500_000n, 100_000n, 1, 10_000n), 20_000n)).toMatchObject({
      base: 70_000n,
      gross: 14_000n,
      carryOut: 0n,
      outcome: 'PAID',
    });
  });

  it('should keep the differential and never go below zero', () => {
    expect(differentialOf(6_050n, [3_240n])).toEqual({ total: 3_240n, amount: 2_810n });
    expect(differentialOf(2_000n, [3_200n])).toEqual({ total: 3_200n, amount: 0n });
  });

  it('should carry what a negative correction leaves as debt', () => {
    expect(payoutOf(500n, -100n, 0n)).toEqual({ payout: 400n, debtOut: 0n });
    expect(payoutOf(50n, -100n, -20n)).toEqual({ payout: 0n, debtOut: -70n });
  });

  it('should deduct each contracted agent from its nearest contracted ancestor only', () => {
    // A ⊃ B ⊃ C (depths 1 and 2 from A): C is B's, B is A's.
    const nearest = nearestContractedAncestors([
      { ancestor: 1, descendant: 2, depth: 1 },
      { ancestor: 1, descendant: 3, depth: 2 },
      { ancestor: 2, descendant: 3, depth: 1 },
    ]);
    expect([...nearest]).toEqual([
      [2, 1],
      [3, 2],
    ]);
  });
});
