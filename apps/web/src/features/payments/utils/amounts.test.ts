import { describe, expect, it } from 'vitest';

import { checkAmount, quickAmountsMinor } from './amounts';

describe('quickAmountsMinor', () => {
  it('should offer only the quick amounts inside the limits, in centavos', () => {
    expect(quickAmountsMinor('50000', '1000000')).toEqual([50_000n, 100_000n, 500_000n, 1_000_000n]);
  });
});

describe('checkAmount', () => {
  const limits = { minMinor: '10000', maxMinor: '5000000' };

  it('should read a typed amount into centavos', () => {
    expect(checkAmount('1,500.5', limits)).toEqual({ ok: true, amountMinor: 150_050n });
  });

  it.each([
    ['', 'required'],
    ['12.345', 'invalid'],
    ['abc', 'invalid'],
    ['0', 'invalid'],
    ['99.99', 'belowMin'],
    ['50000.01', 'aboveMax'],
  ])('should refuse %j as %s', (text, problem) => {
    expect(checkAmount(text, limits)).toEqual({ ok: false, problem });
  });

  it('should refuse more than the withdrawable amount', () => {
    expect(checkAmount('300', { ...limits, withdrawableMinor: '20000' })).toEqual({
      ok: false,
      problem: 'aboveWithdrawable',
    });
  });
});
