import { describe, expect, it } from 'vitest';

import { fingerprintOf, generateSecretKey, isSealedSecret, openSecret, sealSecret, sealedKidOf } from './secret-box';

// Secrets sealed at rest (decision 030): AES-256-GCM, the purpose bound as additional data.

const keyOf = () => {
  const { kid, secret } = generateSecretKey();
  return { kid, secret: Buffer.from(secret, 'base64') };
};

describe('secret box', () => {
  it('should open what it sealed, with a fresh IV each time, and name its key', () => {
    const key = keyOf();
    const first = sealSecret(key, 'provider-key', 'a provider secret');
    const second = sealSecret(key, 'provider-key', 'a provider secret');
    expect(first).not.toBe(second);
    expect(first).not.toContain('a provider secret');
    expect(isSealedSecret(first)).toBe(true);
    expect(sealedKidOf(first)).toBe(key.kid);
    expect(openSecret(key, 'provider-key', first)).toBe('a provider secret');
    expect(openSecret(key, 'provider-key', sealSecret(key, 'provider-key', 'ñ 🎰'))).toBe('ñ 🎰');
  });

  it('should refuse another purpose, another key, and any changed byte', () => {
    const key = keyOf();
    const sealed = sealSecret(key, 'delivery:SMTP', 'password');
    expect(() => openSecret(key, 'provider-key', sealed)).toThrow();
    expect(() => openSecret({ ...keyOf(), kid: key.kid }, 'delivery:SMTP', sealed)).toThrow();
    expect(() => openSecret(keyOf(), 'delivery:SMTP', sealed)).toThrow(/not sealed with this key/);
    const [prefix, kid, iv, body = ''] = sealed.split('.');
    const flipped = `${body.slice(0, 2)}${body[2] === 'A' ? 'B' : 'A'}${body.slice(3)}`;
    expect(() => openSecret(key, 'delivery:SMTP', [prefix, kid, iv, flipped].join('.'))).toThrow();
    expect(isSealedSecret('plain-old-secret')).toBe(false);
    expect(sealedKidOf('plain-old-secret')).toBeNull();
  });

  it('should fingerprint a secret as 12 hex digits, the same for the same secret', () => {
    expect(fingerprintOf('x')).toMatch(/^[0-9a-f]{12}$/);
    expect(fingerprintOf('x')).toBe(fingerprintOf('x'));
    expect(fingerprintOf('x')).not.toBe(fingerprintOf('y'));
  });
});
