import { describe, expect, it } from 'vitest';

import { formatAmountMinor, multiplyMinor } from './money';

describe(formatAmountMinor.name, () => {
  it('should format centavos as pesos with two decimals and grouping', () => {
    expect(formatAmountMinor('123450')).toBe('₱1,234.50');
    expect(formatAmountMinor('5')).toBe('₱0.05');
    expect(formatAmountMinor('100')).toBe('₱1.00');
    expect(formatAmountMinor('0')).toBe('₱0.00');
  });

  it('should format amounts beyond the safe integer range exactly', () => {
    expect(formatAmountMinor('9007199254740993')).toBe('₱90,071,992,547,409.93');
  });

  it('should write another currency by its code', () => {
    expect(formatAmountMinor('150', 'USD')).toBe('USD 1.50');
  });

  it('should refuse anything but digits', () => {
    expect(() => formatAmountMinor('-100')).toThrow();
    expect(() => formatAmountMinor('1.5')).toThrow();
  });
});

describe(multiplyMinor.name, () => {
  it('should multiply by tenths in integers, rounding down to the centavo', () => {
    expect(multiplyMinor('1000', 15)).toBe('1500');
    expect(multiplyMinor('101', 15)).toBe('151');
    expect(multiplyMinor('10000', 100)).toBe('100000');
    expect(multiplyMinor('9007199254740993', 20)).toBe('18014398509481986');
  });

  it('should refuse a fractional or negative multiplier', () => {
    expect(() => multiplyMinor('100', 1.5)).toThrow();
    expect(() => multiplyMinor('100', -10)).toThrow();
  });
});
