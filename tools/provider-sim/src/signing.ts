// The signature of the provider wallet protocol (docs/provider-wallet-protocol.md): every call we
// make to the portal's wallet carries these headers. The portal verifies exactly this scheme;
// changing anything here breaks it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header names of a signed call. */
export const SIGNATURE_HEADERS = {
  keyId: 'x-perya-key-id',
  timestamp: 'x-perya-timestamp',
  nonce: 'x-perya-nonce',
  signature: 'x-perya-signature',
} as const;

/** The wallet refuses a call whose timestamp is further than this from its clock. */
export const REPLAY_WINDOW_SECONDS = 300;

/** What the protocol allows as a nonce. */
export const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

export type SignInput = {
  secret: string;
  /** Unix seconds, as sent in the header. */
  timestamp: string;
  nonce: string;
  /** The exact body bytes as sent. */
  rawBody: string;
};

/** Lowercase hex HMAC-SHA256(secret, `${timestamp}.${nonce}.${rawBody}`). */
export const signPayload = ({ secret, timestamp, nonce, rawBody }: SignInput): string =>
  createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');

/** Whether `signature` is the right one for the payload, compared in constant time. */
export const verifySignature = (input: SignInput & { signature: string }): boolean => {
  // The pattern check first: timingSafeEqual throws on buffers of different lengths.
  if (!SIGNATURE_PATTERN.test(input.signature)) return false;
  const expected = Buffer.from(signPayload(input), 'hex');
  return timingSafeEqual(expected, Buffer.from(input.signature, 'hex'));
};

/** A fresh nonce: 32 characters of [A-Za-z0-9_-]. */
export const createNonce = (): string => randomBytes(24).toString('base64url');

export const toUnixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export type SignedHeadersInput = {
  keyId: string;
  secret: string;
  rawBody: string;
  /** Unix seconds; defaults to now. */
  timestamp?: number;
  /** Defaults to a fresh one. */
  nonce?: string;
};

/** The four signature headers for a call with this body (content-type is the caller's). */
export const signedHeaders = ({
  keyId,
  secret,
  rawBody,
  timestamp = toUnixSeconds(new Date()),
  nonce = createNonce(),
}: SignedHeadersInput): Record<string, string> => ({
  [SIGNATURE_HEADERS.keyId]: keyId,
  [SIGNATURE_HEADERS.timestamp]: String(timestamp),
  [SIGNATURE_HEADERS.nonce]: nonce,
  [SIGNATURE_HEADERS.signature]: signPayload({ secret, timestamp: String(timestamp), nonce, rawBody }),
});
