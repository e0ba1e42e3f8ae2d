import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { MAX_AMOUNT_MINOR, formatMoney, parseAmount, toDecimalString } from './money';
import { AmountMinorSchema } from './money-schemas';

describe('money', () => {
  it.each([
    ['500', 50_000n],
    ['1,500.5', 150_050n],
    ['₱ 200.05', 20_005n],
    ['0.01', 1n],
    ['12.', 1200n],
  ])('should parse %j as %s minor units', (text, minor) => {
    expect(parseAmount(text)).toBe(minor);
  });

  it.each(['', '-5', '1.234', 'abc', '1e3', '0x10', '12..3', '99999999999999'])('should refuse %j', (text) => {
    expect(parseAmount(text)).toBeNull();
  });

  it('should print exact decimals, negative too', () => {
    expect(toDecimalString(123_450n)).toBe('1234.50');
    expect(toDecimalString(5n)).toBe('0.05');
    expect(toDecimalString(-1_000n)).toBe('-10.00');
  });

  it('should format with separators, 2 decimals and the symbol, beyond float precision', () => {
    expect(formatMoney(123_456_789n)).toBe('₱1,234,567.89');
    expect(formatMoney('900719925474099312')).toBe('₱9,007,199,254,740,993.12');
    expect(formatMoney(0n, { withSymbol: false })).toBe('0.00');
    expect(formatMoney(-50_000n)).toBe('-₱500.00');
    expect(formatMoney('-5', { withSymbol: false })).toBe('-0.05');
  });

  it('should round-trip every amount', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (minor) => {
        expect(parseAmount(toDecimalString(minor))).toBe(minor);
      }),
    );
  });

  it.each([['0'], ['-1'], ['1.5'], ['abc'], [String(2n ** 63n)], [String(MAX_AMOUNT_MINOR + 1n)], ['']])(
    'should refuse %j as an amount on the wire',
    (value) => {
      expect(AmountMinorSchema.safeParse(value).success).toBe(false);
    },
  );

  it('should refuse a number where a digit string belongs', () => {
    expect(AmountMinorSchema.safeParse(100).success).toBe(false);
  });
});
