import type { CompleteLanguage, LanguageCode } from './languages';
import { textLanguage } from './languages';

// The minimum strength of a NEW password (issue 22 item 12), one rule for the server and the web
// forms. Existing passwords keep logging in: only choosing one is checked. The operator's length
// and character rule (spec §5, register-fields.ts) still applies on top of this.

/** Passwords guessers try first (lower-cased); sequences and repeats are caught by rule. */
const COMMON_PASSWORDS = new Set([
  'password',
  'password1',
  'password12',
  'password123',
  'passw0rd',
  'p@ssw0rd',
  'qwerty',
  'qwerty1',
  'qwerty12',
  'qwerty123',
  'qwertyuiop',
  'asdfgh',
  'asdfghjkl',
  'zxcvbn',
  'zxcvbnm',
  '1q2w3e',
  '1q2w3e4r',
  '1q2w3e4r5t',
  'qazwsx',
  'abc123',
  'abcd1234',
  'a1b2c3',
  'iloveyou',
  'iloveyou1',
  'letmein',
  'welcome',
  'welcome1',
  'monkey',
  'dragon',
  'football',
  'baseball',
  'basketball',
  'sunshine',
  'princess',
  'master',
  'admin',
  'admin123',
  'administrator',
  'login',
  'secret',
  'changeme',
  'trustno1',
  'superman',
  'batman',
  'starwars',
  'pokemon',
  'mahalkita',
  'perya',
  'perya123',
  'senha',
  'senha123',
  'gaming',
  'casino',
  'jackpot',
]);

export type WeakPasswordReason = 'tooFewDistinct' | 'sequence' | 'common' | 'containsUsername';

/** At least this many different characters: "aaaaaa", "ababab" and "112211" are guessed at once. */
export const MIN_DISTINCT_PASSWORD_CHARACTERS = 4;

const isDigit = (code: number) => code >= 48 && code <= 57;

/** The step from one character to the next; digits wrap (…8901…), as on a keypad row. */
const stepBetween = (from: number, to: number): number => {
  if (isDigit(from) && isDigit(to)) {
    const forward = (to - from + 10) % 10;
    return forward === 9 ? -1 : forward;
  }
  return to - from;
};

/** A straight run up or down: 123456, 7890123, abcdef, 987654. */
const isStraightSequence = (text: string): boolean => {
  if (text.length < 3) return false;
  const step = stepBetween(text.charCodeAt(0), text.charCodeAt(1));
  if (step !== 1 && step !== -1) return false;
  for (let i = 2; i < text.length; i += 1) {
    if (stepBetween(text.charCodeAt(i - 1), text.charCodeAt(i)) !== step) return false;
  }
  return true;
};

/**
 * Why a new password is too easy to guess, or null when it is acceptable: fewer than four
 * different characters, a straight run (123456, abcdef, 987654), a common password (also with
 * digits or symbols tacked on: "password1!"), or the username itself inside it.
 */
export const weakPasswordReason = (
  password: string,
  context: { username?: string } = {},
): WeakPasswordReason | null => {
  const lower = password.toLowerCase();
  if (new Set(lower).size < MIN_DISTINCT_PASSWORD_CHARACTERS) return 'tooFewDistinct';
  if (isStraightSequence(lower)) return 'sequence';
  const core = lower.replace(/[^a-z@]+$/u, '').replace(/^[^a-z@]+/u, '');
  if (COMMON_PASSWORDS.has(lower) || (core.length >= 5 && COMMON_PASSWORDS.has(core))) return 'common';
  const username = context.username?.trim().toLowerCase();
  if (username && username.length >= 3 && lower.includes(username)) return 'containsUsername';
  return null;
};

const WEAK_PASSWORD_MESSAGE: Record<CompleteLanguage, string> = {
  EN: 'This password is too easy to guess. Avoid common passwords, repeated or consecutive characters (like 123456 or aaaaaa) and your username.',
  TY: 'Masyadong madaling hulaan ang password na ito. Iwasan ang karaniwang password, paulit-ulit o sunod-sunod na character (tulad ng 123456 o aaaaaa) at ang iyong username.',
  PT: 'Esta palavra-passe é demasiado fácil de adivinhar. Evite palavras-passe comuns, caracteres repetidos ou consecutivos (como 123456 ou aaaaaa) e o seu nome de utilizador.',
};

/** The field message for a password {@link weakPasswordReason} refuses, in the reader's language. */
export const weakPasswordMessage = (language: LanguageCode): string => WEAK_PASSWORD_MESSAGE[textLanguage(language)];
