import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

import { GATEWAY_REPLAY_WINDOW_SECONDS, GATEWAY_SIGNATURE_HEADERS } from '@perya/contracts';

// Signed calls between us and a payment gateway, both ways: HMAC-SHA256 with the merchant's
// secret over `${timestamp}.${nonce}.${rawBody}`, hex. The timestamp bounds a replay window; the
// nonce, remembered for that window, makes each signed message usable once.

export type SignedHeaders = Record<(typeof GATEWAY_SIGNATURE_HEADERS)[keyof typeof GATEWAY_SIGNATURE_HEADERS], string>;

const NONCE = /^[A-Za-z0-9_-]{16,64}$/;

export const signPayload = (secret: string, timestamp: number, nonce: string, rawBody: string): string =>
  createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');

/** Headers for a call we sign (creating an order, asking its status). */
export const signedHeaders = (input: {
  merchantId: string;
  secret: string;
  rawBody: string;
  now: Date;
}): SignedHeaders => {
  const timestamp = Math.floor(input.now.getTime() / 1000);
  const nonce = randomBytes(18).toString('base64url');
  return {
    [GATEWAY_SIGNATURE_HEADERS.merchant]: input.merchantId,
    [GATEWAY_SIGNATURE_HEADERS.timestamp]: String(timestamp),
    [GATEWAY_SIGNATURE_HEADERS.nonce]: nonce,
    [GATEWAY_SIGNATURE_HEADERS.signature]: signPayload(input.secret, timestamp, nonce, input.rawBody),
  };
};

export type SignatureCheck =
  | { ok: true; nonce: string; timestamp: number }
  | { ok: false; reason: 'MISSING' | 'BAD_SIGNATURE' | 'STALE'; nonce: string | null; timestamp: number | null };

const header = (headers: Record<string, string | string[] | undefined>, name: string): string | null => {
  const value = headers[name];
  return typeof value === 'string' ? value : null;
};

/** Checks a call a gateway signed: the signature first (constant time), then the time window. */
export const verifySignedCall = (input: {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  merchantId: string;
  secret: string;
  now: Date;
}): SignatureCheck => {
  const merchant = header(input.headers, GATEWAY_SIGNATURE_HEADERS.merchant);
  const timestampText = header(input.headers, GATEWAY_SIGNATURE_HEADERS.timestamp);
  const nonce = header(input.headers, GATEWAY_SIGNATURE_HEADERS.nonce);
  const signature = header(input.headers, GATEWAY_SIGNATURE_HEADERS.signature);
  const timestamp = timestampText && /^\d{1,12}$/.test(timestampText) ? Number(timestampText) : null;
  if (
    merchant !== input.merchantId ||
    timestamp === null ||
    !nonce ||
    !NONCE.test(nonce) ||
    !signature ||
    !/^[0-9a-f]{64}$/.test(signature)
  ) {
    return { ok: false, reason: 'MISSING', nonce: nonce && NONCE.test(nonce) ? nonce : null, timestamp };
  }
  const expected = Buffer.from(signPayload(input.secret, timestamp, nonce, input.rawBody), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(signature, 'hex')))
    return { ok: false, reason: 'BAD_SIGNATURE', nonce, timestamp };
  if (Math.abs(input.now.getTime() / 1000 - timestamp) > GATEWAY_REPLAY_WINDOW_SECONDS)
    return { ok: false, reason: 'STALE', nonce, timestamp };
  return { ok: true, nonce, timestamp };
};
