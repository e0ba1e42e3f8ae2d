import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

// Secrets the server must use again in clear (a provider's HMAC key, an SMTP password, an SMS API
// key) are kept sealed at rest: AES-256-GCM under a server-held key, the purpose bound as
// additional data so a value sealed for one use does not open as another
// ("sk1.<kid>.<iv>.<ciphertext+tag>", decision 030).

const PREFIX = 'sk1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export type SecretKey = { kid: string; secret: Buffer };

export const generateSecretKey = (): { kid: string; secret: string } => ({
  kid: randomBytes(6).toString('base64url'),
  secret: randomBytes(32).toString('base64'),
});

export const isSealedSecret = (value: string): boolean => value.startsWith(`${PREFIX}.`);

/** The kid a sealed value was made with, or null for a value that is not sealed. */
export const sealedKidOf = (value: string): string | null =>
  isSealedSecret(value) ? (value.split('.')[1] ?? null) : null;

export const sealSecret = (key: SecretKey, purpose: string, plain: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.secret, iv);
  cipher.setAAD(Buffer.from(`perya secret ${purpose}`));
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}.${key.kid}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
};

/** Opens a sealed value; throws when it was not sealed with this key for this purpose. */
export const openSecret = (key: SecretKey, purpose: string, value: string): string => {
  const [prefix, kid, iv, sealed] = value.split('.');
  if (prefix !== PREFIX || kid !== key.kid || !iv || !sealed) throw new Error('not sealed with this key');
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'));
  decipher.setAAD(Buffer.from(`perya secret ${purpose}`));
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
};

/**
 * What staff see of a secret instead of the secret: the first 12 hex digits of its SHA-256, enough
 * to tell two keys apart and to compare with the provider's copy, not to find the key.
 */
export const fingerprintOf = (plain: string): string => createHash('sha256').update(plain).digest('hex').slice(0, 12);
