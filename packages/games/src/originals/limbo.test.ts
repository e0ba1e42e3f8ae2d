import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { fraction, isEqual, multiply, subtract, toNumber } from '../math/fraction';
import { rtpOf } from '../money/payout';
import {
  LIMBO_MAX_TARGET,
  LIMBO_RTP,
  limboIdealWinProbability,
  limboOutcomes,
  limboResultOf,
  limboWinProbability,
  playLimbo,
} from './limbo';

const fixedFloat = (value: number) => ({ float: () => value, byte: () => 0, integerBelow: () => 0 });
const wager = { stakeMinor: 1_000n, maxWinMinor: 10n ** 12n };

describe('limbo', () => {
  it('should draw 0.99 / f floored to the cent, never below 1.00×', () => {
    expect(limboResultOf(0.5)).toBe(198);
    expect(limboResultOf(0.99)).toBe(100);
    expect(limboResultOf(1 - 2 ** -32)).toBe(100);
    expect(limboResultOf(0.25)).toBe(396);
    expect(limboResultOf(2 ** -20)).toBe(Math.floor(0.99 * 2 ** 20 * 100));
    // f = 0 (one chance in 2³²) reads as the smallest float.
    expect(limboResultOf(0)).toBe(limboResultOf(2 ** -32));
    expect(Number.isFinite(limboResultOf(0))).toBe(true);
  });

  it('should pay the target on a result at or above it', () => {
    expect(playLimbo(fixedFloat(0.495), { target: 200, ...wager })).toMatchObject({
      result: 200,
      isWin: true,
      payoutMinor: 2_000n,
    });
    expect(playLimbo(fixedFloat(0.4951), { target: 200, ...wager })).toMatchObject({
      result: 199,
      isWin: false,
      payoutMinor: 0n,
    });
  });

  it('should return 99 % on every target with ideal floats', () => {
    fc.assert(
      fc.property(fc.integer({ min: 101, max: LIMBO_MAX_TARGET }), (target) => {
        expect(isEqual(rtpOf(limboOutcomes({ target })), LIMBO_RTP)).toBe(true);
      }),
    );
  });

  it('should keep the exact 32-bit RTP between 99 % and 99 % + t/2³² (the player gains the rounding)', () => {
    for (const target of [101, 150, 199, 200, 333, 1_000, 10_000, 123_456, 1_000_000, LIMBO_MAX_TARGET]) {
      const rtp = multiply(limboWinProbability({ target }), fraction(target, 100));
      const excess = toNumber(subtract(rtp, LIMBO_RTP));
      expect(excess).toBeGreaterThanOrEqual(0);
      expect(excess).toBeLessThanOrEqual(target / 100 / 2 ** 32 + 1e-15);
      expect(
        Math.abs(toNumber(subtract(limboWinProbability({ target }), limboIdealWinProbability({ target })))),
      ).toBeLessThan(2 ** -31);
    }
  });

  it.each([100, 100_000_001, 150.5, Number.POSITIVE_INFINITY])('should refuse the target %s', (target) => {
    expect(() => playLimbo(fixedFloat(0.5), { target, ...wager })).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });
});
