import { describe, expect, it } from 'vitest';

import { formatFigure, percentOf, timeLeft } from './format';

describe('mission figures', () => {
  it('should show money metrics as money and counts as numbers', () => {
    expect(formatFigure('VALID_BET', '123450', 'en')).toBe('₱1,234.50');
    expect(formatFigure('ROUNDS', '1200', 'en')).toBe('1,200');
    expect(formatFigure('LOGIN_DAYS', '3', 'en')).toBe('3');
  });
  it('should cap progress at 100 % and keep one decimal', () => {
    expect(percentOf('1200', '5000')).toBe(24);
    expect(percentOf('1', '3')).toBe(33.3);
    expect(percentOf('9000', '5000')).toBe(100);
  });
  it('should split the time left into days, hours and minutes', () => {
    expect(timeLeft('2026-11-28T00:00:00Z', Date.parse('2026-11-26T21:30:00Z'))).toEqual({
      days: 1,
      hours: 2,
      minutes: 30,
    });
    expect(timeLeft('2026-11-26T00:00:00Z', Date.parse('2026-11-26T21:30:00Z'))).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });
});
