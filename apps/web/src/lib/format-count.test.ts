import { describe, expect, it } from 'vitest';

import { formatCount } from './format-count';

describe('formatCount', () => {
  it('should write a count as the language does, with its own grouping from 1,000', () => {
    for (const tag of ['en-PH', 'fil-PH', 'pt-PT', 'zh-CN']) {
      for (const value of [0, 7, 30, 999, 1000, 25_000, -999, 12.5])
        expect(formatCount(value, tag), `${tag} ${value}`).toBe(new Intl.NumberFormat(tag).format(value));
    }
    expect(formatCount(1234, 'en-PH')).toBe('1,234');
  });
});
