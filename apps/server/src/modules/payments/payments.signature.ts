import { randomBytes } from 'node:crypto';

import { GATEWAY_REPLAY_WINDOW_SECONDS, GATEWAY_SIGNATURE_HEADERS } from '@perya/contracts';

import { checkSignature, headerOf, signPayload, signatureFields } from '../../lib/signed-requests';

// The payment gateways' signed calls (lib/signed-requests.ts): ours to them carry our merchant
// id; theirs to us are checked against the merchant's secret.

export type SignedHeaders = Record<(typeof GATEWAY_SIGNATURE_HEADERS)[keyof typeof GATEWAY_SIGNATURE_HEADERS], string>;

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

/** Checks a call a gateway signed: the merchant, the signature (constant time), the time window. */
export const verifySignedCall = (input: {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
  merchantId: string;
  secret: string;
  now: Date;
}): SignatureCheck => {
  const fields = signatureFields({
    timestamp: headerOf(input.headers, GATEWAY_SIGNATURE_HEADERS.timestamp),
    nonce: headerOf(input.headers, GATEWAY_SIGNATURE_HEADERS.nonce),
    signature: headerOf(input.headers, GATEWAY_SIGNATURE_HEADERS.signature),
  });
  if (!fields || headerOf(input.headers, GATEWAY_SIGNATURE_HEADERS.merchant) !== input.merchantId) {
    return { ok: false, reason: 'MISSING', nonce: fields?.nonce ?? null, timestamp: fields?.timestamp ?? null };
  }
  const check = checkSignature({
    ...fields,
    secret: input.secret,
    rawBody: input.rawBody,
    now: input.now,
    windowSeconds: GATEWAY_REPLAY_WINDOW_SECONDS,
  });
  if (!check.ok) return { ok: false, reason: check.reason, nonce: fields.nonce, timestamp: fields.timestamp };
  return { ok: true, nonce: fields.nonce, timestamp: fields.timestamp };
};
