import {
  constants,
  createDecipheriv,
  generateKeyPair,
  generateKeyPairSync,
  privateDecrypt,
  randomUUID,
} from 'node:crypto';
import { promisify } from 'node:util';

import type { EncryptedParts } from '@perya/contracts';

// The server half of "(enc)" payloads (contracts/encryption.ts): RSA-OAEP-SHA256 unwraps a
// one-time AES-256-GCM key, which decrypts the secret. The browser half uses WebCrypto.

export type KeyPair = { kid: string; publicKey: string; privateKey: string };

export const generateEncryptionKeyPair = (): KeyPair => {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { kid: randomUUID().slice(0, 8), publicKey: publicKey.toString('base64'), privateKey };
};

/**
 * The same, made on libuv's thread pool: a first start makes its key while the main thread writes
 * the other defaults (RSA-2048 takes 0.3-2 s of CPU; issue 22 item 28).
 */
export const generateEncryptionKeyPairInBackground = async (): Promise<KeyPair> => {
  const { publicKey, privateKey } = await promisify(generateKeyPair)('rsa', {
    modulusLength: 2048,
    publicKeyEncoding: { type: 'spki', format: 'der' },
    privateKeyEncoding: { type: 'pkcs8', format: 'pem' },
  });
  return { kid: randomUUID().slice(0, 8), publicKey: publicKey.toString('base64'), privateKey };
};

const GCM_TAG_BYTES = 16;

/** Decrypts one secret; throws when the parts were not made with the matching public key. */
export const decryptWithKey = (privateKeyPem: string, parts: EncryptedParts): string => {
  const aesKey = privateDecrypt(
    { key: privateKeyPem, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' },
    Buffer.from(parts.wrappedKey, 'base64'),
  );
  const sealed = Buffer.from(parts.ciphertext, 'base64');
  if (aesKey.length !== 32 || sealed.length < GCM_TAG_BYTES) throw new Error('malformed encrypted secret');
  const decipher = createDecipheriv('aes-256-gcm', aesKey, Buffer.from(parts.iv, 'base64'));
  decipher.setAuthTag(sealed.subarray(sealed.length - GCM_TAG_BYTES));
  return Buffer.concat([decipher.update(sealed.subarray(0, sealed.length - GCM_TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
};
