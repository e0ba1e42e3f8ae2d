import { useQuery } from '@tanstack/react-query';

import type { CustomerServiceEntry, CustomerServiceKey } from '@perya/contracts';
import { CUSTOMER_SERVICE_SEAL_AAD, parseSealedPath } from '@perya/contracts';

import { permissionQueryOptions } from './site-config';

// Customer-service links (spec §3: "path (encrypted, decrypted on the client)"). Paths arrive
// sealed with AES-256-GCM under the key the permission response carries; the browser opens them
// with WebCrypto. A path that is not sealed (older servers) is used as it is.

const fromBase64 = (value: string): Uint8Array<ArrayBuffer> => {
  const normal = value.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(normal + '='.repeat((4 - (normal.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
};

// Only links a person can follow: the web, mail, phone and the chat apps, or a page of ours.
const SAFE_LINK = /^(https?:\/\/|mailto:|tel:|viber:|tg:)\S+$|^\/(?!\/)\S*$/i;

export const isSafeLink = (value: string): boolean => SAFE_LINK.test(value);

/** Opens one path; null when it cannot be opened (unknown key, tampered, unsafe). */
export const openCustomerServicePath = async (path: string, key?: CustomerServiceKey): Promise<string | null> => {
  const parts = parseSealedPath(path);
  if (!parts) return isSafeLink(path) ? path : null;
  if (!key || key.kid !== parts.kid || !globalThis.crypto?.subtle) return null;
  try {
    const cryptoKey = await crypto.subtle.importKey('raw', fromBase64(key.key), 'AES-GCM', false, ['decrypt']);
    const plain = await crypto.subtle.decrypt(
      {
        name: 'AES-GCM',
        iv: fromBase64(parts.iv),
        additionalData: new TextEncoder().encode(CUSTOMER_SERVICE_SEAL_AAD),
      },
      cryptoKey,
      fromBase64(parts.sealed),
    );
    const link = new TextDecoder().decode(plain);
    return isSafeLink(link) ? link : null;
  } catch {
    return null;
  }
};

/** The configured customer-service links with their paths opened (entries that cannot be opened are left out). */
export const useCustomerService = (): CustomerServiceEntry[] => {
  const permission = useQuery(permissionQueryOptions());
  const entries = permission.data?.customerService;
  const key = permission.data?.customerServiceKey;
  const opened = useQuery({
    queryKey: ['system', 'customer-service', entries, key],
    queryFn: async () => {
      const paths = await Promise.all((entries ?? []).map((entry) => openCustomerServicePath(entry.path, key)));
      return (entries ?? []).flatMap((entry, index) => {
        const path = paths[index];
        return path ? [{ ...entry, path }] : [];
      });
    },
    enabled: Boolean(entries),
    staleTime: Number.POSITIVE_INFINITY,
  });
  return opened.data ?? [];
};
