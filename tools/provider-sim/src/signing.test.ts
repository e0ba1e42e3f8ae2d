import { describe, expect, it } from 'vitest';

import { NONCE_PATTERN, SIGNATURE_HEADERS, signedHeaders, signPayload, verifySignature } from './signing';

const SECRET = 'perya-dev-provider-secret-BGS';
const NONCE = 'abcdefghijklmnop';
const BODY = '{"token":"t"}';
// Computed outside this code: printf '%s' '1700000000.abcdefghijklmnop.{"token":"t"}' | openssl dgst -sha256 -hmac …
const KNOWN_SIGNATURE = '4778673ef080df5388a9a8d3642d6c064c1280c1a68efea8dd0a4944a4e6503c';

describe(signPayload.name, () => {
  it('should be the lowercase hex HMAC-SHA256 of timestamp.nonce.body', () => {
    expect(signPayload({ secret: SECRET, timestamp: '1700000000', nonce: NONCE, rawBody: BODY })).toBe(KNOWN_SIGNATURE);
  });
});

describe(verifySignature.name, () => {
  const payload = { secret: SECRET, timestamp: '1700000000', nonce: NONCE, rawBody: BODY };

  it('should accept the right signature', () => {
    expect(verifySignature({ ...payload, signature: KNOWN_SIGNATURE })).toBe(true);
  });

  it('should refuse a signature over another body, a wrong secret or a malformed signature', () => {
    expect(verifySignature({ ...payload, rawBody: '{"token":"u"}', signature: KNOWN_SIGNATURE })).toBe(false);
    expect(verifySignature({ ...payload, secret: 'other', signature: KNOWN_SIGNATURE })).toBe(false);
    expect(verifySignature({ ...payload, signature: KNOWN_SIGNATURE.toUpperCase() })).toBe(false);
    expect(verifySignature({ ...payload, signature: 'abc' })).toBe(false);
  });
});

describe(signedHeaders.name, () => {
  it('should carry the key id, timestamp, nonce and the signature over them', () => {
    const headers = signedHeaders({
      keyId: 'perya-dev-BGS',
      secret: SECRET,
      rawBody: BODY,
      timestamp: 1_700_000_000,
      nonce: NONCE,
    });

    expect(headers).toEqual({
      [SIGNATURE_HEADERS.keyId]: 'perya-dev-BGS',
      [SIGNATURE_HEADERS.timestamp]: '1700000000',
      [SIGNATURE_HEADERS.nonce]: NONCE,
      [SIGNATURE_HEADERS.signature]: KNOWN_SIGNATURE,
    });
  });

  it('should make a fresh nonce of the allowed alphabet and length each time', () => {
    const first = signedHeaders({ keyId: 'k', secret: SECRET, rawBody: BODY });
    const second = signedHeaders({ keyId: 'k', secret: SECRET, rawBody: BODY });

    expect(first[SIGNATURE_HEADERS.nonce]).toMatch(NONCE_PATTERN);
    expect(second[SIGNATURE_HEADERS.nonce]).not.toBe(first[SIGNATURE_HEADERS.nonce]);
    expect(first[SIGNATURE_HEADERS.timestamp]).toMatch(/^\d{10}$/);
  });
});
