import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import type { AgentContractTerms, AgentContractTier } from '@perya/contracts';
import { AgentContractTermsSchema } from '@perya/contracts';

import { checkOffer, checkTerms, checkWithinCeiling, contractsOverCeiling, tierAt } from './agent-contract-rules';

// The contract rules (decision 034): terms on their own, the ceiling of the upline tier by tier,
// and the lower-rate rule. The property tests check the promise the settlement relies on: under
// an accepted offer, at any team figures the upline's rate is at least the downline's.

const tier = (validBet: number, active: number, rate: number, extra: Partial<AgentContractTier> = {}) =>
  ({
    minValidBetMinor: String(validBet),
    minActiveMembers: active,
    rateType: 'P',
    rate,
    ...extra,
  }) as AgentContractTier;

const daily = (tiers: AgentContractTier[]): AgentContractTerms => ({
  kind: 'DAILY_SALARY',
  category: 'ALL',
  period: 'D',
  tiers,
});

describe('checkTerms', () => {
  it('should accept rising tiers with rates that do not fall', () => {
    expect(checkTerms(daily([tier(0, 0, 50), tier(100_000, 2, 50), tier(500_000, 5, 120)]))).toBeNull();
  });

  it('should refuse overlapping tiers: same thresholds, one key lower, a falling rate', () => {
    expect(checkTerms(daily([tier(100, 1, 50), tier(100, 1, 60)]))?.code).toBe('CONTRACT_TIERS_INVALID');
    expect(checkTerms(daily([tier(100, 3, 50), tier(200, 2, 60)]))?.code).toBe('CONTRACT_TIERS_INVALID');
    expect(checkTerms(daily([tier(100, 1, 80), tier(200, 2, 60)]))?.code).toBe('CONTRACT_TIERS_INVALID');
  });

  it('should refuse a period the kind does not have, and a missing one', () => {
    expect(checkTerms({ ...daily([tier(0, 0, 10)]), period: 'M' })?.code).toBe('CONTRACT_PERIOD_INVALID');
    expect(checkTerms({ ...daily([tier(0, 0, 10)]), period: null })?.code).toBe('CONTRACT_PERIOD_INVALID');
    expect(checkTerms({ ...daily([tier(0, 0, 10)]), kind: 'HOURLY_SALARY', period: 'D' })?.code).toBe(
      'CONTRACT_PERIOD_INVALID',
    );
    expect(checkTerms({ ...daily([tier(0, 0, 10)]), kind: 'HOURLY_SALARY', period: null })).toBeNull();
  });

  it('should refuse mixed rate types and a net-loss threshold outside dividends', () => {
    expect(checkTerms(daily([tier(0, 0, 10), tier(10, 1, 500, { rateType: 'F' })]))?.code).toBe(
      'CONTRACT_TIERS_INVALID',
    );
    expect(checkTerms(daily([tier(0, 0, 10, { minNetLossMinor: '5' })]))?.code).toBe('CONTRACT_TIERS_INVALID');
  });

  it('should leave negative, fractional and non-numeric rates to the wire schema', () => {
    const parse = (rate: unknown, minValidBetMinor: unknown = '0') =>
      AgentContractTermsSchema.safeParse({
        kind: 'DAILY_SALARY',
        category: 'ALL',
        period: 'D',
        tiers: [{ minValidBetMinor, minActiveMembers: 0, rateType: 'P', rate }],
      }).success;
    expect(parse(10)).toBe(true);
    for (const rate of [-1, 1.5, '10', null, Number.NaN, 10_001]) expect(parse(rate)).toBe(false);
    for (const amount of ['-1', '1.5', 'ten', 5, '1'.repeat(40)]) expect(parse(10, amount)).toBe(false);
  });
});

describe('the upline ceiling', () => {
  const upline = daily([tier(0, 0, 50), tier(1_000_000, 5, 100)]);

  it("should compare each downline tier with the upline's rate at that tier's thresholds", () => {
    expect(checkWithinCeiling(daily([tier(0, 0, 50)]), upline)).toBeNull();
    expect(checkWithinCeiling(daily([tier(0, 0, 51)]), upline)?.code).toBe('CONTRACT_RATE_ABOVE_UPLINE');
    // 100 only from 1,000,000 and 5 members on: a downline tier paying 100 earlier is above
    expect(checkWithinCeiling(daily([tier(0, 0, 40), tier(1_000_000, 4, 100)]), upline)?.code).toBe(
      'CONTRACT_RATE_ABOVE_UPLINE',
    );
    expect(checkWithinCeiling(daily([tier(0, 0, 40), tier(2_000_000, 6, 100)]), upline)).toBeNull();
  });

  it('should not compare a percentage with a fixed amount', () => {
    expect(checkWithinCeiling(daily([tier(0, 0, 1, { rateType: 'F' })]), upline)?.code).toBe(
      'CONTRACT_RATE_ABOVE_UPLINE',
    );
  });

  it("should bound every category by the upline's ALL contract and refuse a kind it lacks", () => {
    const bindings = [{ ...upline }, { ...daily([tier(0, 0, 30)]), category: 'LIVE' as const }];
    expect(checkOffer({ ...daily([tier(0, 0, 30)]), category: 'LIVE' }, bindings)).toBeNull();
    expect(checkOffer({ ...daily([tier(0, 0, 40)]), category: 'LIVE' }, bindings)?.code).toBe(
      'CONTRACT_RATE_ABOVE_UPLINE',
    );
    expect(checkOffer({ ...daily([tier(0, 0, 50)]), category: 'RNG' }, bindings)).toBeNull();
    expect(checkOffer({ ...daily([tier(0, 0, 10)]), kind: 'HOURLY_SALARY', period: null }, bindings)?.code).toBe(
      'CONTRACT_UPLINE_HAS_NONE',
    );
    // A category contract does not cover all play
    expect(checkOffer(daily([tier(0, 0, 10)]), [bindings[1]!])?.code).toBe('CONTRACT_UPLINE_HAS_NONE');
  });

  it('should end exactly the downline contracts above a lowered ceiling (lower-rate rule)', () => {
    const held = [
      { id: 1, ...daily([tier(0, 0, 40)]) },
      { id: 2, ...daily([tier(0, 0, 20)]) },
      { id: 3, ...daily([tier(0, 0, 10)]), kind: 'HOURLY_SALARY' as const, period: null },
    ];
    const lowered = [daily([tier(0, 0, 30)])];
    expect(contractsOverCeiling(held, lowered).map((row) => row.id)).toEqual([1, 3]);
  });
});

// Generators of valid terms: a chain of tiers (thresholds rising, rates not falling).
const chainOf = (rateType: 'P' | 'F') =>
  fc
    .array(
      fc.record({
        bet: fc.integer({ min: 1, max: 1_000_000 }),
        active: fc.integer({ min: 0, max: 3 }),
        rate: fc.integer({ min: 0, max: 300 }),
      }),
      { minLength: 1, maxLength: 10 },
    )
    .map((steps) => {
      let bet = 0;
      let active = 0;
      let rate = 0;
      return steps.map((step, index) => {
        bet += index === 0 ? step.bet - 1 : step.bet;
        active += step.active;
        rate += step.rate;
        return tier(bet, active, rate, { rateType });
      });
    });

const figures = fc
  .record({ bet: fc.integer({ min: 0, max: 12_000_000 }), active: fc.integer({ min: 0, max: 40 }) })
  .map(({ bet, active }) => tier(bet, active, 0));

describe('properties', () => {
  it('should make every generated chain valid terms', () => {
    fc.assert(fc.property(chainOf('P'), (tiers) => checkTerms(daily(tiers)) === null));
  });

  it("should keep the upline's rate at or above the downline's at any figures once an offer passes", () => {
    fc.assert(
      fc.property(chainOf('P'), chainOf('P'), figures, figures, (parent, child, childTeam, extra) => {
        fc.pre(checkOffer(daily(child), [daily(parent)]) === null);
        // The upline's team holds the downline's team: its figures are at least as high
        const parentTeam = tier(
          Number(childTeam.minValidBetMinor) + Number(extra.minValidBetMinor),
          childTeam.minActiveMembers + extra.minActiveMembers,
          0,
        );
        const childRate = tierAt(child, childTeam)?.rate ?? 0;
        const parentRate = tierAt(parent, parentTeam)?.rate ?? 0;
        expect(parentRate).toBeGreaterThanOrEqual(childRate);
      }),
      { numRuns: 500 },
    );
  });

  it('should accept any terms at or below the upline, tier by tier at the same thresholds', () => {
    fc.assert(
      fc.property(
        chainOf('P'),
        fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 10, maxLength: 10 }),
        (parent, cuts) => {
          // Lower every rate, keeping the chain's order: cut by a running maximum of cuts from the top
          let cut = 0;
          const lowered = [...parent]
            .reverse()
            .map((row, index) => {
              cut = Math.max(cut, cuts[index] ?? 0);
              return { ...row, rate: Math.max(0, row.rate - cut) };
            })
            .reverse();
          fc.pre(checkTerms(daily(lowered)) === null);
          expect(checkOffer(daily(lowered), [daily(parent)])).toBeNull();
        },
      ),
    );
  });

  it('should refuse any offer raising one tier above the upline at the same thresholds', () => {
    fc.assert(
      fc.property(chainOf('P'), fc.nat(), fc.integer({ min: 1, max: 500 }), (parent, pick, raise) => {
        const at = pick % parent.length;
        const raised = parent.map((row, index) => (index >= at ? { ...row, rate: row.rate + raise } : row));
        expect(checkOffer(daily(raised), [daily(parent)])?.code).toBe('CONTRACT_RATE_ABOVE_UPLINE');
      }),
    );
  });
});
