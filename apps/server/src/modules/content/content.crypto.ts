import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

import { CUSTOMER_SERVICE_SEAL_AAD, CUSTOMER_SERVICE_SEAL_PREFIX } from '@perya/contracts';

// Customer-service paths (spec §3: "path (encrypted, decrypted on the client)").
//
// At rest a path is sealed with AES-256-GCM under a content key only the server holds
// ("cs1.<kid>.<iv>.<ciphertext+tag>"): a copy of the table alone shows no links.
// To clients it is sealed again under the delivery key ("csd1.…"), HKDF-derived from the same
// content key and published beside the entries, so the browser opens it with WebCrypto. That
// keeps the links out of the plain JSON that scrapers and link scanners read; it is not secrecy
// from a visitor, who is meant to follow the links (docs/decisions/013-customer-service-paths.md).

const AT_REST_PREFIX = 'cs1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AT_REST_AAD = Buffer.from('perya customer-service path');
const DELIVERY_AAD = Buffer.from(CUSTOMER_SERVICE_SEAL_AAD);

export type ContentKey = { kid: string; secret: Buffer };

export const generateContentKey = (): { kid: string; secret: string } => ({
  kid: randomBytes(6).toString('base64url'),
  secret: randomBytes(32).toString('base64'),
});

/** The key clients open delivered paths with: HKDF-SHA256 of the content key (one-way). */
export const deliveryKeyOf = (key: ContentKey): Buffer =>
  Buffer.from(hkdfSync('sha256', key.secret, Buffer.alloc(0), 'perya customer-service delivery v1', 32));

const seal = (prefix: string, kid: string, secret: Buffer, aad: Buffer, plain: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', secret, iv);
  cipher.setAAD(aad);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${prefix}.${kid}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
};

/** Whether a stored value is sealed (older installs stored paths in plain text). */
export const isSealedAtRest = (value: string): boolean => value.startsWith(`${AT_REST_PREFIX}.`);

/** The kid a sealed value was made with. */
export const kidOf = (value: string): string | null => (isSealedAtRest(value) ? (value.split('.')[1] ?? null) : null);

export const sealAtRest = (key: ContentKey, path: string): string =>
  seal(AT_REST_PREFIX, key.kid, key.secret, AT_REST_AAD, path);

/** Opens a value sealed at rest; throws when it was not made with this key. */
export const openAtRest = (key: ContentKey, value: string): string => {
  const [prefix, kid, iv, sealed] = value.split('.');
  if (prefix !== AT_REST_PREFIX || kid !== key.kid || !iv || !sealed) throw new Error('not sealed with this key');
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'));
  decipher.setAAD(AT_REST_AAD);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
};

/** A path as clients receive it: sealed under the delivery key (a fresh IV every time). */
export const sealForDelivery = (key: ContentKey, path: string): string =>
  seal(CUSTOMER_SERVICE_SEAL_PREFIX, key.kid, deliveryKeyOf(key), DELIVERY_AAD, path);
