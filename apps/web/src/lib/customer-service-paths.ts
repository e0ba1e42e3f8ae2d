import type { CustomerServiceEntry, CustomerServiceKey } from '@perya/contracts';
import { CUSTOMER_SERVICE_SEAL_AAD, parseSealedPath } from '@perya/contracts';

// Customer-service paths arrive sealed (spec §3: "path (encrypted, decrypted on the client)"):
// AES-256-GCM under the key the permission response carries. They are opened here, with WebCrypto,
// before anything uses them, so scrapers reading the JSON see no links. A path that is not sealed
// is used as it is; one that cannot be opened (no WebCrypto outside secure contexts, a stale key)
// is left out rather than shown broken.

const fromBase64 = (text: string): Uint8Array<ArrayBuffer> => {
  const normal = text.replace(/-/g, '+').replace(/_/g, '/');
  const padded = normal + '='.repeat((4 - (normal.length % 4)) % 4);
  return Uint8Array.from(atob(padded), (char) => char.charCodeAt(0));
};

const openPath = async (value: string, key: CryptoKey, subtle: SubtleCrypto): Promise<string> => {
  const parts = parseSealedPath(value);
  if (!parts) return value;
  const plain = await subtle.decrypt(
    { name: 'AES-GCM', iv: fromBase64(parts.iv), additionalData: new TextEncoder().encode(CUSTOMER_SERVICE_SEAL_AAD) },
    key,
    fromBase64(parts.sealed),
  );
  return new TextDecoder().decode(plain);
};

/** The entries with their paths opened; entries that cannot be opened are dropped. */
export const openCustomerServicePaths = async (
  entries: CustomerServiceEntry[],
  sealingKey: CustomerServiceKey | undefined,
  subtle: SubtleCrypto | null = globalThis.crypto?.subtle ?? null,
): Promise<CustomerServiceEntry[]> => {
  if (!entries.some((entry) => parseSealedPath(entry.path))) return entries;
  if (!sealingKey || !subtle) return entries.filter((entry) => !parseSealedPath(entry.path));
  let key: CryptoKey;
  try {
    key = await subtle.importKey('raw', fromBase64(sealingKey.key), 'AES-GCM', false, ['decrypt']);
  } catch {
    return entries.filter((entry) => !parseSealedPath(entry.path));
  }
  const opened = await Promise.all(
    entries.map(async (entry) => {
      const parts = parseSealedPath(entry.path);
      if (parts && parts.kid !== sealingKey.kid) return null;
      try {
        return { ...entry, path: await openPath(entry.path, key, subtle) };
      } catch {
        return null;
      }
    }),
  );
  return opened.filter((entry): entry is CustomerServiceEntry => entry !== null);
};
