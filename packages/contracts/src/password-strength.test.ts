import { describe, expect, it } from 'vitest';

import { weakPasswordMessage, weakPasswordReason } from './password-strength';

describe('weakPasswordReason', () => {
  it.each([
    ['aaaaaa', 'tooFewDistinct'],
    ['ababab', 'tooFewDistinct'],
    ['123456', 'sequence'],
    ['abcdefgh', 'sequence'],
    ['987654', 'sequence'],
    ['1234567890', 'sequence'],
    ['password', 'common'],
    ['Password1!', 'common'],
    ['qwerty123', 'common'],
    ['iloveyou', 'common'],
  ])('should refuse %s (%s)', (password, reason) => {
    expect(weakPasswordReason(password)).toBe(reason);
  });

  it('should refuse a password that contains the username', () => {
    expect(weakPasswordReason('Juan2026dela', { username: 'juan2026' })).toBe('containsUsername');
  });

  it.each(['Lakad9Mabuti', 'kx7#pQ2w', 'mabuhay-88-tayo', 'Admin2026!x'])('should accept %s', (password) => {
    expect(weakPasswordReason(password, { username: 'player01' })).toBeNull();
  });

  it('should say why in EN, TY and PT', () => {
    expect(weakPasswordMessage('EN')).toMatch(/too easy to guess/);
    expect(weakPasswordMessage('TY')).toMatch(/madaling hulaan/);
    expect(weakPasswordMessage('PT')).toMatch(/fácil de adivinhar/);
  });
});
