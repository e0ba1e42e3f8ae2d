import { createHmac, timingSafeEqual } from 'node:crypto';

// Requests signed with a shared secret, both ways between Perya and its partners (payment
// gateways, game providers): HMAC-SHA256 over `${timestamp}.${nonce}.${rawBody}`, hex. The
// timestamp bounds a replay window; the nonce, remembered for that window, makes each signed
// message usable once.

export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

export const signPayload = (secret: string, timestamp: number, nonce: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');

/** The signature fields of a request, as sent; null when one is missing or malformed. */
export const signatureFields = (input: {
  timestamp: string | null;
  nonce: string | null;
  signature: string | null;
}) => {
  const timestamp = input.timestamp && /^\d{1,12}$/.test(input.timestamp) ? Number(input.timestamp) : null;
  if (
    timestamp === null ||
    !input.nonce ||
    !NONCE_PATTERN.test(input.nonce) ||
    !input.signature ||
    !SIGNATURE_PATTERN.test(input.signature)
  ) {
    return null;
  }
  return { timestamp, nonce: input.nonce, signature: input.signature };
};

/** Checks the signature first (in constant time), then the time window. */
export const checkSignature = (input: {
  secret: string;
  timestamp: number;
  nonce: string;
  signature: string;
  rawBody: string;
  now: Date;
  windowSeconds: number;
}): { ok: true } | { ok: false; reason: 'BAD_SIGNATURE' | 'STALE' } => {
  const expected = Buffer.from(signPayload(input.secret, input.timestamp, input.nonce, input.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(input.signature, 'hex'))) return { ok: false, reason: 'BAD_SIGNATURE' };
  if (Math.abs(input.now.getTime() / 1000 - input.timestamp) > input.windowSeconds)
    return { ok: false, reason: 'STALE' };
  return { ok: true };
};

/** The first header value, or null. */
export const headerOf = (headers: Record<string, string | string[] | undefined>, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
};
