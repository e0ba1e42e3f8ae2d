// "(enc)" payloads (spec §7.1): the client encrypts secrets (passwords, payment password) to the
// server's published RSA key, so they never sit in clear in proxy or request logs. TLS stays the
// first line. Each secret travels as one string:
//
//   enc:v1:<kid>:<RSA-OAEP-SHA256(AES key), base64>:<iv, base64>:<AES-256-GCM(secret) + tag, base64>
//
// The server decrypts before schema validation; a plain string is accepted as well.

export const ENCRYPTED_PREFIX = 'enc:v1:';

export type EncryptedParts = { kid: string; wrappedKey: string; iv: string; ciphertext: string };

export const isEncryptedSecret = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith(ENCRYPTED_PREFIX);

export const formatEncryptedSecret = ({ kid, wrappedKey, iv, ciphertext }: EncryptedParts): string =>
  `${ENCRYPTED_PREFIX}${kid}:${wrappedKey}:${iv}:${ciphertext}`;

export const parseEncryptedSecret = (value: string): EncryptedParts | null => {
  if (!isEncryptedSecret(value)) return null;
  const [kid, wrappedKey, iv, ciphertext, ...rest] = value.slice(ENCRYPTED_PREFIX.length).split(':');
  if (!kid || !wrappedKey || !iv || !ciphertext || rest.length > 0) return null;
  return { kid, wrappedKey, iv, ciphertext };
};

/** The secret fields each (enc) route accepts encrypted. */
export const ENCRYPTED_FIELDS: Record<string, readonly string[]> = {
  'POST /wps/session/login': ['password'],
  'PUT /wps/member/register': ['password', 'confirmPassword', 'paymentPassword'],
  'PUT /wps/member/register/mobile': ['password', 'confirmPassword', 'paymentPassword'],
  'POST /wps/member/password': ['oldPassword', 'newPassword', 'confirmNewPassword'],
  'POST /wps/member/password/reset': ['newPassword', 'confirmNewPassword'],
  'POST /wps/member/password/verification': ['newPassword', 'confirmNewPassword'],
  'PUT /wps/member/paymentPassword': ['currentPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
  'POST /wps/member/paymentPassword/reset': ['newPaymentPassword', 'confirmPaymentPassword'],
  'POST /wps/admin/session/login': ['password'],
  'POST /wps/admin/password': ['oldPassword', 'newPassword', 'confirmNewPassword'],
  'POST /wps/v2/transfers/upline': ['paymentPassword'],
  'POST /wps/v2/transfers/downline': ['paymentPassword'],
  'POST /wps/v2/withdraw/accounts': ['paymentPassword'],
  'POST /wps/v2/withdrawals': ['paymentPassword'],
  'POST /wps/relay/passwordCheck/MCS2_redeemPointReward': ['paymentPassword'],
  'POST /wps/relay/passwordCheck/MCS2_convertPoint': ['paymentPassword'],
};
