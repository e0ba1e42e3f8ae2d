import { Secret, TOTP } from 'otpauth';

// Authenticator apps (TOTP, RFC 6238): 6 digits, 30 s, one step of clock drift either way. A code
// is good once: callers store the time-step it matched and accept only later ones (issue 22 item 11).

export const TOTP_PERIOD_SECONDS = 30;

export const totpFor = (label: string, secret: string, issuer = 'Perya') =>
  new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: 6,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** A new random secret (base32, 160 bits) and its otpauth:// URI for the app's QR code. */
export const newTotpSecret = (label: string, issuer?: string): { secret: string; otpauthUrl: string } => {
  const secret = new Secret({ size: 20 }).base32;
  return { secret, otpauthUrl: totpFor(label, secret, issuer).toString() };
};

/** The time-step `code` belongs to (within a step of `now`), or null when it is no current code. */
export const matchTotpStep = (label: string, secret: string, code: string, now: Date): number | null => {
  const delta = totpFor(label, secret).validate({ token: code.trim(), timestamp: now.getTime(), window: 1 });
  if (delta === null) return null;
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS) + delta;
};
