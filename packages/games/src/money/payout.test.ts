import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { compare, fraction, multiply, subtract } from '../math/fraction';
import { flooredRtpOf, minimumStakeMinor, type Outcome, payoutFor, rtpOf } from './payout';

const multiplierArbitrary = fc
  .tuple(fc.bigInt({ min: 0n, max: 10n ** 8n }), fc.bigInt({ min: 1n, max: 10n ** 6n }))
  .map(([numerator, denominator]) => fraction(numerator, denominator));

describe('payout', () => {
  it('should floor to the minor unit and cap at the maximum win', () => {
    expect(payoutFor({ stakeMinor: 3n, maxWinMinor: 100n }, fraction(3, 2))).toEqual({
      payoutMinor: 4n,
      isCapped: false,
    });
    expect(payoutFor({ stakeMinor: 100n, maxWinMinor: 150n }, fraction(2))).toEqual({
      payoutMinor: 150n,
      isCapped: true,
    });
    expect(payoutFor({ stakeMinor: 100n, maxWinMinor: 200n }, fraction(2))).toEqual({
      payoutMinor: 200n,
      isCapped: false,
    });
  });

  it('should never pay more than theory or the cap, nor less than zero', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 1n, max: 2n ** 63n }),
        fc.bigInt({ min: 0n, max: 2n ** 63n }),
        multiplierArbitrary,
        (stakeMinor, maxWinMinor, multiplier) => {
          const { payoutMinor, isCapped } = payoutFor({ stakeMinor, maxWinMinor }, multiplier);
          expect(payoutMinor).toBeGreaterThanOrEqual(0n);
          expect(payoutMinor).toBeLessThanOrEqual(maxWinMinor);
          expect(payoutMinor * multiplier.denominator).toBeLessThanOrEqual(stakeMinor * multiplier.numerator);
          // Flooring takes less than one minor unit, unless the cap took more.
          if (!isCapped)
            expect((payoutMinor + 1n) * multiplier.denominator).toBeGreaterThan(stakeMinor * multiplier.numerator);
        },
      ),
    );
  });

  it.each([
    { stakeMinor: 0n, maxWinMinor: 1n },
    { stakeMinor: -5n, maxWinMinor: 1n },
    { stakeMinor: 5n, maxWinMinor: -1n },
    { stakeMinor: 5 as unknown as bigint, maxWinMinor: 1n },
  ])('should refuse the wager %o with INVALID_STAKE', (wager) => {
    expect(() => payoutFor(wager, fraction(2))).toThrow(expect.objectContaining({ code: 'INVALID_STAKE' }));
  });
});

describe('minimum stake', () => {
  const distribution = fc
    .array(
      fc.tuple(fc.integer({ min: 1, max: 50 }), fc.integer({ min: 0, max: 5_000 }), fc.integer({ min: 1, max: 400 })),
      {
        minLength: 1,
        maxLength: 5,
      },
    )
    .map((parts) => {
      const total = parts.reduce((sum, [weight]) => sum + weight, 0);
      return parts.map(([weight, top, bottom]): Outcome => ({
        probability: fraction(weight, total),
        multiplier: fraction(top, bottom),
      }));
    });

  it('should find the smallest stake from which flooring costs at most the tolerance, at it and every larger stake', () => {
    fc.assert(
      fc.property(distribution, fc.integer({ min: 1, max: 500 }), (outcomes, toleranceBps) => {
        const tolerance = fraction(toleranceBps, 10_000);
        const rtp = rtpOf(outcomes);
        const minimum = minimumStakeMinor(outcomes, tolerance);
        const lostAt = (stake: bigint) => subtract(rtp, flooredRtpOf(outcomes, stake));
        for (let stake = minimum; stake < minimum + 60n; stake += 1n) {
          expect(compare(lostAt(stake), tolerance)).toBeLessThanOrEqual(0);
        }
        if (minimum > 1n) expect(compare(lostAt(minimum - 1n), tolerance)).toBe(1);
        expect(compare(flooredRtpOf(outcomes, minimum), rtp)).toBeLessThanOrEqual(0);
      }),
      { numRuns: 200 },
    );
  });

  it('should need no minimum when every payout is whole', () => {
    const outcomes = [
      { probability: fraction(1, 2), multiplier: fraction(2) },
      { probability: fraction(1, 2), multiplier: fraction(0) },
    ];
    expect(minimumStakeMinor(outcomes, fraction(1, 100))).toBe(1n);
    expect(multiply(fraction(1, 2), fraction(2))).toEqual(fraction(1));
  });
});
