import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { binomial } from './combinatorics';
import {
  add,
  compare,
  divide,
  fraction,
  fromDecimal,
  multiply,
  subtract,
  toDecimal,
  toNumber,
  toPercent,
} from './fraction';

describe('fraction', () => {
  it('should keep fractions in lowest terms with a positive denominator', () => {
    expect(fraction(6, -4)).toEqual({ numerator: -3n, denominator: 2n });
    expect(fraction(0, 7)).toEqual({ numerator: 0n, denominator: 1n });
    expect(() => fraction(1, 0)).toThrow(RangeError);
  });

  it('should read table decimals exactly as written', () => {
    expect(fromDecimal(0.2)).toEqual(fraction(1, 5));
    expect(fromDecimal(1.1)).toEqual(fraction(11, 10));
    expect(fromDecimal(3.96)).toEqual(fraction(99, 25));
    expect(fromDecimal(1_000_000)).toEqual(fraction(1_000_000));
    expect(fromDecimal('98.9844')).toEqual(fraction(989_844, 10_000));
    expect(() => fromDecimal(1e-7)).toThrow(RangeError); // "1e-7" is not a plain decimal
    expect(() => fromDecimal('1,5')).toThrow(RangeError);
  });

  it('should round decimals half up, and percentages', () => {
    expect(toDecimal(fraction(2, 3), 4)).toBe('0.6667');
    expect(toDecimal(fraction(1, 8), 2)).toBe('0.13');
    expect(toDecimal(fraction(-1, 8), 2)).toBe('-0.13');
    expect(toDecimal(fraction(7), 0)).toBe('7');
    expect(toPercent(fraction(9900, 10001), 4)).toBe('98.9901');
  });

  it('should do field arithmetic exactly', () => {
    const arbitrary = fc
      .tuple(fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }), fc.bigInt({ min: 1n, max: 10n ** 30n }))
      .map(([numerator, denominator]) => fraction(numerator, denominator));
    fc.assert(
      fc.property(arbitrary, arbitrary, arbitrary, (a, b, c) => {
        expect(add(a, b)).toEqual(add(b, a));
        expect(multiply(a, add(b, c))).toEqual(add(multiply(a, b), multiply(a, c)));
        expect(subtract(add(a, b), b)).toEqual(a);
        if (b.numerator !== 0n) expect(multiply(divide(a, b), b)).toEqual(a);
        expect(compare(a, add(a, fraction(1, 10n ** 40n)))).toBe(-1);
      }),
    );
  });

  it('should convert to the nearest double even for huge numerators and denominators', () => {
    expect(toNumber(fraction(1, 3))).toBe(1 / 3);
    expect(toNumber(fraction(binomial(40, 10), binomial(40, 10) * 4n))).toBe(0.25);
    expect(toNumber(fraction(10n ** 40n + 1n, 10n ** 40n))).toBe(1);
    expect(toNumber(fraction(2n ** 52n * 99n, 2n ** 52n))).toBe(99);
  });

  it('should count combinations', () => {
    expect(binomial(25, 12)).toBe(5_200_300n);
    expect(binomial(40, 10)).toBe(847_660_528n);
    expect(binomial(5, 6)).toBe(0n);
  });
});
