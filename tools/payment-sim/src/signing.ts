// The gateway's request signing, shared by both directions: merchants sign the API calls they
// make to us, and we sign the callbacks we send them. The portal server implements the same
// scheme; changing anything here breaks it.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** Header names of a signed call. */
export const SIGNATURE_HEADERS = {
  merchant: 'x-perya-merchant',
  timestamp: 'x-perya-timestamp',
  nonce: 'x-perya-nonce',
  signature: 'x-perya-signature',
} as const;

/** A signed call whose timestamp is further than this from our clock is refused. */
export const REPLAY_WINDOW_SECONDS = 300;

const NONCE_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
const TIMESTAMP_PATTERN = /^\d{1,12}$/;
const SIGNATURE_PATTERN = /^[0-9a-f]{64}$/;

export type SignInput = {
  secret: string;
  /** Unix seconds, as sent in the header. */
  timestamp: string;
  nonce: string;
  /** The exact body bytes as sent; '' for a GET. */
  rawBody: string;
};

/** Lowercase hex HMAC-SHA256(secret, `${timestamp}.${nonce}.${rawBody}`). */
export const signPayload = ({ secret, timestamp, nonce, rawBody }: SignInput): string =>
  createHmac('sha256', secret).update(`${timestamp}.${nonce}.${rawBody}`).digest('hex');

/** Whether `signature` is the right one for the payload, compared in constant time. */
export const verifySignature = (input: SignInput & { signature: string }): boolean => {
  // The pattern check first: timingSafeEqual throws on buffers of different lengths, and a
  // malformed header tells an attacker nothing they did not send.
  if (!SIGNATURE_PATTERN.test(input.signature)) return false;
  const expected = Buffer.from(signPayload(input), 'hex');
  return timingSafeEqual(expected, Buffer.from(input.signature, 'hex'));
};

/** A fresh nonce: 32 characters of [A-Za-z0-9_-]. */
export const createNonce = (): string => randomBytes(24).toString('base64url');

export const toUnixSeconds = (date: Date): number => Math.floor(date.getTime() / 1000);

export type SignedHeadersInput = {
  merchantId: string;
  secret: string;
  rawBody: string;
  /** Defaults to now; a stale value makes a request the other side must refuse. */
  timestamp?: number;
  /** Defaults to a fresh one. */
  nonce?: string;
};

/** The four signature headers for a request with this body. */
export const createSignedHeaders = ({
  merchantId,
  secret,
  rawBody,
  timestamp = toUnixSeconds(new Date()),
  nonce = createNonce(),
}: SignedHeadersInput): Record<string, string> => ({
  [SIGNATURE_HEADERS.merchant]: merchantId,
  [SIGNATURE_HEADERS.timestamp]: String(timestamp),
  [SIGNATURE_HEADERS.nonce]: nonce,
  [SIGNATURE_HEADERS.signature]: signPayload({ secret, timestamp: String(timestamp), nonce, rawBody }),
});

export type SignedRequest = {
  headers: Record<string, string | string[] | undefined>;
  rawBody: string;
};

export type SignatureCheck = { ok: true; merchantId: string } | { ok: false; reason: string };

/**
 * Checks signed calls from merchants: known merchant, well-formed headers, timestamp inside the
 * window, right signature, nonce not seen before. The reason is for our log only; the caller
 * answers every failure the same way so a prober learns nothing.
 */
export const createSignatureGuard = (merchants: Readonly<Record<string, string>>, clock: () => Date) => {
  // Nonces we accepted, keyed by merchant, with the unix second after which they may be
  // forgotten: past the window, a request carrying them is refused for its timestamp anyway.
  const seenNonces = new Map<string, number>();

  const forgetExpiredNonces = (nowSeconds: number) => {
    for (const [key, expiresAt] of seenNonces) {
      if (expiresAt < nowSeconds) seenNonces.delete(key);
    }
  };

  return {
    check({ headers, rawBody }: SignedRequest): SignatureCheck {
      const header = (name: string) => {
        const value = headers[name];
        return typeof value === 'string' ? value : undefined;
      };
      const merchantId = header(SIGNATURE_HEADERS.merchant);
      const timestamp = header(SIGNATURE_HEADERS.timestamp);
      const nonce = header(SIGNATURE_HEADERS.nonce);
      const signature = header(SIGNATURE_HEADERS.signature);
      if (!merchantId || !timestamp || !nonce || !signature) return { ok: false, reason: 'missing header' };
      // Object.hasOwn, so that a merchant id like "constructor" is not found on the prototype.
      const secret = Object.hasOwn(merchants, merchantId) ? merchants[merchantId] : undefined;
      if (secret === undefined) return { ok: false, reason: 'unknown merchant' };
      if (!TIMESTAMP_PATTERN.test(timestamp) || !NONCE_PATTERN.test(nonce)) {
        return { ok: false, reason: 'malformed header' };
      }
      const nowSeconds = toUnixSeconds(clock());
      if (Math.abs(nowSeconds - Number(timestamp)) > REPLAY_WINDOW_SECONDS) {
        return { ok: false, reason: 'timestamp outside the window' };
      }
      if (!verifySignature({ secret, timestamp, nonce, rawBody, signature })) {
        return { ok: false, reason: 'wrong signature' };
      }
      // The nonce is remembered only once the signature holds, so that strangers cannot use up
      // a merchant's nonces.
      forgetExpiredNonces(nowSeconds);
      const nonceKey = `${merchantId}:${nonce}`;
      if (seenNonces.has(nonceKey)) return { ok: false, reason: 'nonce reused' };
      seenNonces.set(nonceKey, Number(timestamp) + REPLAY_WINDOW_SECONDS);
      return { ok: true, merchantId };
    },
  };
};

export type SignatureGuard = ReturnType<typeof createSignatureGuard>;
