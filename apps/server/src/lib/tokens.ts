import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';

/** A random secret for bearer tokens, reset links and challenge tokens: 32 bytes, base64url. */
export const generateToken = (bytes = 32): string => randomBytes(bytes).toString('base64url');

/** What is stored instead of a token: its SHA-256. Tokens are long and random, so no salt or slow hash. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A numeric one-time code, e.g. 6 digits for SMS. */
export const generateNumericCode = (digits = 6): string => String(randomInt(0, 10 ** digits)).padStart(digits, '0');

/** Compares two strings in time independent of where they differ. */
export const safeEqual = (a: string, b: string): boolean => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};
