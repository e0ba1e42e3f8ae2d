import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

// Staff authenticator secrets at rest, sealed the way customer-service paths are (content.crypto.ts,
// decision 013): AES-256-GCM under a key only the server reads ("st1.<kid>.<iv>.<ciphertext+tag>"),
// so a copy of staff_users alone (a backup, a log, a support dump) gives no working authenticator.

const PREFIX = 'st1';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const AAD = Buffer.from('perya staff totp secret');

export type StaffKey = { kid: string; secret: Buffer };

export const generateStaffKey = (): { kid: string; secret: string } => ({
  kid: randomBytes(6).toString('base64url'),
  secret: randomBytes(32).toString('base64'),
});

export const sealSecret = (key: StaffKey, plain: string): string => {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key.secret, iv);
  cipher.setAAD(AAD);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final(), cipher.getAuthTag()]);
  return `${PREFIX}.${key.kid}.${iv.toString('base64url')}.${sealed.toString('base64url')}`;
};

/** The kid a sealed value was made with (null: not sealed). */
export const kidOfSealed = (value: string): string | null => {
  const [prefix, kid] = value.split('.');
  return prefix === PREFIX && kid ? kid : null;
};

/** Opens a sealed value; throws when it was not made with this key. */
export const openSecret = (key: StaffKey, value: string): string => {
  const [prefix, kid, iv, sealed] = value.split('.');
  if (prefix !== PREFIX || kid !== key.kid || !iv || !sealed) throw new Error('not sealed with this key');
  const bytes = Buffer.from(sealed, 'base64url');
  if (bytes.length < TAG_BYTES) throw new Error('sealed value too short');
  const decipher = createDecipheriv('aes-256-gcm', key.secret, Buffer.from(iv, 'base64url'));
  decipher.setAAD(AAD);
  decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(0, bytes.length - TAG_BYTES)), decipher.final()]).toString(
    'utf8',
  );
};
