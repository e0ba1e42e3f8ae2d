import { describe, expect, it } from 'vitest';

import { formatAmountMinor } from './money';

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

  it('should refuse anything but digits', () => {
    expect(() => formatAmountMinor('-100')).toThrow();
    expect(() => formatAmountMinor('1.5')).toThrow();
  });
});
