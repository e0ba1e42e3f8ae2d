import { describe, expect, it } from 'vitest';

import { pesosPerPoint, pointValueText } from './format';

describe('points formatting', () => {
  it("should publish one point's value from the value of 100 points in centavos", () => {
    expect(pointValueText(100)).toBe('₱0.01');
    expect(pointValueText(150)).toBe('₱0.015');
    expect(pointValueText(1)).toBe('₱0.0001');
    expect(pointValueText(10_000)).toBe('₱1.00');
    expect(pointValueText(12_345)).toBe('₱1.2345');
  });

  it('should say how much valid bet earns one point', () => {
    expect(pesosPerPoint('500')).toBe('₱5');
    expect(pesosPerPoint('1050')).toBe('₱10.50');
  });
});
