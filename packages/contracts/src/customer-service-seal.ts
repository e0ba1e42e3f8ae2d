/**
 * Customer-service paths (spec §3 "path (encrypted, decrypted on the client)") arrive as
 * "csd1.<kid>.<iv>.<ciphertext+tag>" (base64url, AES-256-GCM with CUSTOMER_SERVICE_SEAL_AAD as
 * additional data) under the key the permission response carries in `customerServiceKey`.
 */
export const CUSTOMER_SERVICE_SEAL_PREFIX = 'csd1';
export const CUSTOMER_SERVICE_SEAL_AAD = 'perya customer-service delivery';

/** The parts of a delivered path, or null for a value that is not sealed (shown as it is). */
export const parseSealedPath = (value: string): { kid: string; iv: string; sealed: string } | null => {
  const [prefix, kid, iv, sealed, ...rest] = value.split('.');
  if (prefix !== CUSTOMER_SERVICE_SEAL_PREFIX || !kid || !iv || !sealed || rest.length > 0) return null;
  return { kid, iv, sealed };
};
