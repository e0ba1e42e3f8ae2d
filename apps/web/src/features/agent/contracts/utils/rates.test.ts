import fc from 'fast-check';
import { describe, expect, it } from 'vitest';

import { formatPercent, parsePercent, parsePesos, pesosField } from './rates';
import { emptyForm, formOf, termsOf } from './terms-form';

describe('rates typed as people type them', () => {
  it('should turn percentages with up to 2 decimals into whole basis points exactly', () => {
    expect(parsePercent('0.5')).toBe(50);
    expect(parsePercent('1.25')).toBe(125);
    expect(parsePercent('0.07')).toBe(7);
    expect(parsePercent('100')).toBe(10_000);
    expect(parsePercent(' 12.10 ')).toBe(1210);
    // 0.29 * 100 is 28.999999999999996 in floating point: never through a float
    expect(parsePercent('0.29')).toBe(29);
    expect(parsePercent('1.005')).toBeNull();
    expect(parsePercent('100.01')).toBeNull();
    expect(parsePercent('-1')).toBeNull();
    expect(parsePercent('abc')).toBeNull();
    expect(parsePercent('')).toBeNull();
  });

  it('should round-trip every basis point through its text', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 10_000 }), (bp) => parsePercent(formatPercent(bp)) === bp));
  });

  it('should turn pesos into centavos exactly and back', () => {
    expect(parsePesos('1,500.50')).toBe('150050');
    expect(parsePesos('0.29')).toBe('29');
    expect(parsePesos('')).toBe('0');
    expect(parsePesos('1.234')).toBeNull();
    expect(parsePesos('-5')).toBeNull();
    expect(pesosField('150050')).toBe('1500.50');
  });
});

describe('the offer form', () => {
  it('should build terms from typed tiers, and name each bad field', () => {
    const form = emptyForm('DIVIDEND');
    form.tiers = [
      { validBet: '10,000', netLoss: '5000', activeMembers: '3', rate: '12.5' },
      { validBet: '1.234', netLoss: 'x', activeMembers: '2.5', rate: '101' },
    ];
    const failed = termsOf(form);
    expect(failed.errors?.[1]).toEqual({
      validBet: 'invalidAmount',
      netLoss: 'invalidAmount',
      activeMembers: 'invalidCount',
      rate: 'invalidPercent',
    });
    form.tiers = form.tiers.slice(0, 1);
    expect(termsOf(form).terms).toEqual({
      kind: 'DIVIDEND',
      category: 'ALL',
      period: 'D',
      tiers: [
        { minValidBetMinor: '1000000', minNetLossMinor: '500000', minActiveMembers: 3, rateType: 'P', rate: 1250 },
      ],
    });
  });

  it('should fill the form from a contract and give the same terms back', () => {
    const contract = {
      kind: 'DAILY_SALARY' as const,
      category: 'LIVE' as const,
      period: 'D' as const,
      tiers: [{ minValidBetMinor: '150050', minActiveMembers: 2, rateType: 'F' as const, rate: 2_000 }],
    };
    expect(termsOf(formOf(contract)).terms).toEqual(contract);
  });
});
