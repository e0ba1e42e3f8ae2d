import { describe, expect, it } from 'vitest';

import { createSignatureGuard, createSignedHeaders, signPayload, SIGNATURE_HEADERS, verifySignature } from './signing';

const SECRET = 'perya-dev-gateway-secret';
const NONCE = 'abcdefghijklmnop';
// Computed outside this code: printf '%s' '1700000000.abcdefghijklmnop.{"a":1}' | openssl dgst -sha256 -hmac …
const KNOWN_SIGNATURE = 'f94c8504043d4271d2b44bed8b07668d618545e23711f3b1b4ec5796e486c2f7';

describe(signPayload.name, () => {
  it('should be the hex HMAC-SHA256 of timestamp.nonce.body', () => {
    expect(signPayload({ secret: SECRET, timestamp: '1700000000', nonce: NONCE, rawBody: '{"a":1}' })).toBe(
      KNOWN_SIGNATURE,
    );
  });
});

describe(verifySignature.name, () => {
  const payload = { secret: SECRET, timestamp: '1700000000', nonce: NONCE, rawBody: '{"a":1}' };

  it('should accept the right signature', () => {
    expect(verifySignature({ ...payload, signature: KNOWN_SIGNATURE })).toBe(true);
  });

  it('should refuse a signature over another body, a wrong secret or a malformed signature', () => {
    expect(verifySignature({ ...payload, rawBody: '{"a":2}', signature: KNOWN_SIGNATURE })).toBe(false);
    expect(verifySignature({ ...payload, secret: 'other', signature: KNOWN_SIGNATURE })).toBe(false);
    expect(verifySignature({ ...payload, signature: KNOWN_SIGNATURE.toUpperCase() })).toBe(false);
    expect(verifySignature({ ...payload, signature: 'abc' })).toBe(false);
  });
});

describe(createSignatureGuard.name, () => {
  const NOW_SECONDS = 1_700_000_000;
  const clock = () => new Date(NOW_SECONDS * 1000);
  const signed = (overrides: { timestamp?: number; nonce?: string; merchantId?: string; secret?: string } = {}) => ({
    headers: createSignedHeaders({
      merchantId: overrides.merchantId ?? 'PERYA',
      secret: overrides.secret ?? SECRET,
      rawBody: '{}',
      timestamp: overrides.timestamp ?? NOW_SECONDS,
      nonce: overrides.nonce,
    }),
    rawBody: '{}',
  });

  it('should accept a well-signed request and name its merchant', () => {
    const sut = createSignatureGuard({ PERYA: SECRET }, clock);
    expect(sut.check(signed())).toEqual({ ok: true, merchantId: 'PERYA' });
  });

  it('should accept timestamps up to 300 s either way and refuse beyond', () => {
    const sut = createSignatureGuard({ PERYA: SECRET }, clock);
    expect(sut.check(signed({ timestamp: NOW_SECONDS - 300 })).ok).toBe(true);
    expect(sut.check(signed({ timestamp: NOW_SECONDS + 300 })).ok).toBe(true);
    expect(sut.check(signed({ timestamp: NOW_SECONDS - 301 }))).toEqual({
      ok: false,
      reason: 'timestamp outside the window',
    });
    expect(sut.check(signed({ timestamp: NOW_SECONDS + 301 })).ok).toBe(false);
  });

  it('should refuse a nonce it has seen, but only once the signature held', () => {
    const sut = createSignatureGuard({ PERYA: SECRET }, clock);
    // A forged request must not use up the nonce of the real one.
    expect(sut.check(signed({ nonce: NONCE, secret: 'forged' })).ok).toBe(false);
    expect(sut.check(signed({ nonce: NONCE })).ok).toBe(true);
    expect(sut.check(signed({ nonce: NONCE }))).toEqual({ ok: false, reason: 'nonce reused' });
  });

  it('should refuse unknown merchants, including names found on Object.prototype', () => {
    const sut = createSignatureGuard({ PERYA: SECRET }, clock);
    expect(sut.check(signed({ merchantId: 'OTHER' })).ok).toBe(false);
    expect(sut.check(signed({ merchantId: 'constructor' })).ok).toBe(false);
  });

  it('should refuse missing or malformed headers', () => {
    const sut = createSignatureGuard({ PERYA: SECRET }, clock);
    const { headers } = signed();
    expect(sut.check({ headers: { ...headers, [SIGNATURE_HEADERS.signature]: undefined }, rawBody: '{}' }).ok).toBe(
      false,
    );
    expect(sut.check({ ...signed({ nonce: 'short' }) }).ok).toBe(false);
    expect(sut.check({ ...signed({ nonce: 'has spaces in it, sixteen+' }) }).ok).toBe(false);
  });
});
