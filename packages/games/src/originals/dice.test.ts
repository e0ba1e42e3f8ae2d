import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { compare, fraction, isEqual, subtract, toNumber } from '../math/fraction';
import { flooredRtpOf, rtpOf } from '../money/payout';
import {
  type DiceBet,
  DICE_RTP,
  diceChance,
  diceMultiplier,
  diceOutcomes,
  diceWinProbability,
  isDiceWin,
  playDice,
} from './dice';

const fixedFloat = (value: number) => ({ float: () => value, byte: () => 0, integerBelow: () => 0 });
const wager = { stakeMinor: 10_000n, maxWinMinor: 1_000_000_000n };

describe('dice', () => {
  it('should pay 99 / chance: 2× at 49.50 %, 9,900× at 0.01 %, 1.0102× at 98 %', () => {
    expect(diceMultiplier({ direction: 'over', target: 5050 })).toEqual(fraction(2));
    expect(diceMultiplier({ direction: 'under', target: 4950 })).toEqual(fraction(2));
    expect(diceMultiplier({ direction: 'under', target: 1 })).toEqual(fraction(9900));
    expect(toNumber(diceMultiplier({ direction: 'over', target: 200 }))).toBeCloseTo(1.0102, 4);
  });

  it('should win over t on rolls above t and under t on rolls below t, never on t itself', () => {
    expect(isDiceWin({ direction: 'over', target: 5050 }, 5051)).toBe(true);
    expect(isDiceWin({ direction: 'over', target: 5050 }, 5050)).toBe(false);
    expect(isDiceWin({ direction: 'under', target: 4950 }, 4949)).toBe(true);
    expect(isDiceWin({ direction: 'under', target: 4950 }, 4950)).toBe(false);
  });

  it('should return 9900/10001 = 98.9901 % on every bet, exactly, with uniform rolls', () => {
    const wrong: number[] = [];
    for (let chance = 1; chance <= 9_800; chance += 1) {
      for (const bet of [
        { direction: 'under' as const, target: chance },
        { direction: 'over' as const, target: 10_000 - chance },
      ]) {
        if (diceChance(bet) !== chance || !isEqual(rtpOf(diceOutcomes(bet)), DICE_RTP)) wrong.push(chance);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('should keep the exact 32-bit win probability within 2⁻³² of chance/10001', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 9_800 }),
        fc.constantFrom('over' as const, 'under' as const),
        (chance, direction) => {
          const bet = { direction, target: direction === 'under' ? chance : 10_000 - chance };
          const gap = subtract(diceWinProbability(bet), fraction(chance, 10_001));
          expect(Math.abs(toNumber(gap))).toBeLessThanOrEqual(2 ** -32);
        },
      ),
    );
  });

  it('should roll floor(f × 10001) and pay the stake times the multiplier on a win', () => {
    const win = playDice(fixedFloat(0.9), { direction: 'over', target: 5050, ...wager });
    expect(win).toMatchObject({ roll: 9000, isWin: true, payoutMinor: 20_000n, isCapped: false });
    const loss = playDice(fixedFloat(0.1), { direction: 'over', target: 5050, ...wager });
    expect(loss).toMatchObject({ roll: 1000, isWin: false, payoutMinor: 0n });
    expect(playDice(fixedFloat(1 - 2 ** -32), { direction: 'over', target: 9999, ...wager }).roll).toBe(10_000);
  });

  it('should cap a win at the maximum win', () => {
    const capped = playDice(fixedFloat(0), {
      direction: 'under',
      target: 1,
      stakeMinor: 10_000n,
      maxWinMinor: 5_000_000n,
    });
    expect(capped).toMatchObject({ isWin: true, payoutMinor: 5_000_000n, isCapped: true });
  });

  it.each([
    { direction: 'over', target: 9_999.5 },
    { direction: 'over', target: 199 },
    { direction: 'under', target: 0 },
    { direction: 'under', target: 9_801 },
    { direction: 'sideways', target: 5_000 },
    { direction: 'over', target: Number.NaN },
  ])('should refuse the bet %o with INVALID_BET', (bet) => {
    expect(() => playDice(fixedFloat(0.5), { ...(bet as unknown as DiceBet), ...wager })).toThrow(
      expect.objectContaining({ code: 'INVALID_BET' }),
    );
  });

  it('should never pay above the theory after flooring, at any stake', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9_800 }), fc.bigInt({ min: 1n, max: 10n ** 12n }), (chance, stake) => {
        const outcomes = diceOutcomes({ direction: 'under', target: chance });
        expect(compare(flooredRtpOf(outcomes, stake), DICE_RTP)).toBeLessThanOrEqual(0);
      }),
    );
  });
});
