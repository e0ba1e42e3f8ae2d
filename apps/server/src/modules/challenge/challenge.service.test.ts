import { describe, expect, it } from 'vitest';

import { isHumanTrail } from './challenge.service';

describe('isHumanTrail', () => {
  it('should accept a steady drag', () => {
    expect(isHumanTrail([0, 4, 11, 23, 40, 61, 85, 104, 118, 124, 126, 125])).toBe(true);
  });

  it('should accept a coarsely sampled fast flick', () => {
    expect(isHumanTrail([0, 28, 55, 83, 110, 131])).toBe(true);
  });

  it('should refuse fewer than three distinct positions', () => {
    expect(isHumanTrail([])).toBe(false);
    expect(isHumanTrail([0, 0, 140, 140])).toBe(false);
  });

  it('should refuse a trail that leaps most of the way in one sample', () => {
    expect(isHumanTrail([0, 1, 2, 150])).toBe(false);
    expect(isHumanTrail([0, 10, 20, 30, 200])).toBe(false);
  });
});
