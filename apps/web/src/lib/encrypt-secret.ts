import type { PublicKey } from '@perya/contracts';
import { formatEncryptedSecret } from '@perya/contracts';

import { api } from './api-client';
import { lazySchema } from './lazy-schema';

// "(enc)" secrets (contracts/encryption.ts): RSA-OAEP-SHA256 wraps a one-time AES-256-GCM key.
// WebCrypto exists only in secure contexts (HTTPS, localhost); elsewhere the secret travels
// as it is, under TLS, which stays the first line of defence.

let publicKey: Promise<{ kid: string; key: CryptoKey }> | undefined;

const toBase64 = (bytes: ArrayBuffer | Uint8Array): string => {
  const view = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let binary = '';
  for (const byte of view) binary += String.fromCharCode(byte);
  return btoa(binary);
};

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));

const importKey = async (published: PublicKey) => ({
  kid: published.kid,
  key: await crypto.subtle.importKey(
    'spki',
    fromBase64(published.publicKey),
    { name: 'RSA-OAEP', hash: 'SHA-256' },
    false,
    ['encrypt'],
  ),
});

export const encryptSecret = async (secret: string): Promise<string> => {
  if (!globalThis.crypto?.subtle) return secret;
  try {
    publicKey ??= api.get('/wps/system/publicKey', lazySchema('PublicKeySchema')).then(importKey);
    const { kid, key } = await publicKey;
    const aesBytes = crypto.getRandomValues(new Uint8Array(32));
    const iv = crypto.getRandomValues(new Uint8Array(12));
    const aesKey = await crypto.subtle.importKey('raw', aesBytes, 'AES-GCM', false, ['encrypt']);
    const sealed = await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, new TextEncoder().encode(secret));
    const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, aesBytes);
    return formatEncryptedSecret({
      kid,
      wrappedKey: toBase64(wrapped),
      iv: toBase64(iv),
      ciphertext: toBase64(sealed),
    });
  } catch {
    // A key that will not load must not lock people out: TLS still protects the secret.
    publicKey = undefined;
    return secret;
  }
};

/** Encrypts the named fields of a request body. */
export const encryptFields = async <T extends Record<string, unknown>>(
  body: T,
  fields: readonly (keyof T)[],
): Promise<T> => {
  const copy = { ...body };
  for (const field of fields) {
    const value = copy[field];
    if (typeof value === 'string' && value) copy[field] = (await encryptSecret(value)) as T[keyof T];
  }
  return copy;
};
