import { createHash } from 'node:crypto';

/**
 * Name-based UUIDs (RFC 9562 version 5: SHA-1 of a namespace and a name) for one namespace.
 * The namespace bytes are converted once; the `uuid` package did that on every call, which showed
 * in bench/wallet (one id per transfer).
 */
export const uuidV5In = (namespace: string) => {
  const namespaceBytes = Buffer.from(namespace.replace(/-/g, ''), 'hex');
  if (namespaceBytes.length !== 16) throw new Error(`not a UUID: ${namespace}`);
  return (name: string): string => {
    const hash = createHash('sha1').update(namespaceBytes).update(name, 'utf8').digest();
    hash[6] = ((hash[6] ?? 0) & 0x0f) | 0x50;
    hash[8] = ((hash[8] ?? 0) & 0x3f) | 0x80;
    const hex = hash.toString('hex', 0, 16);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20, 32)}`;
  };
};
