// The two primitives every fairness computation needs, injected rather than imported, so that the
// same engine code runs on the server (node:crypto, synchronous, see ../node.ts) and in the
// player's browser (WebCrypto, asynchronous, below).

/** HMAC-SHA256(key, message): 32 bytes. */
export type HmacSha256 = (key: Uint8Array, message: Uint8Array) => Uint8Array | Promise<Uint8Array>;
/** SHA-256(data): 32 bytes. */
export type Sha256 = (data: Uint8Array) => Uint8Array | Promise<Uint8Array>;

/** Crypto for verification anywhere: each call may answer now or later. */
export type FairCrypto = { readonly hmacSha256: HmacSha256; readonly sha256: Sha256 };

/** Crypto that answers at once: what the server's hot path and the benches use. */
export type SyncFairCrypto = {
  readonly hmacSha256: (key: Uint8Array, message: Uint8Array) => Uint8Array;
  readonly sha256: (data: Uint8Array) => Uint8Array;
};

const keyText = (key: Uint8Array): string => String.fromCharCode(...key);

/**
 * FairCrypto on WebCrypto (`crypto.subtle`), present in every current browser and in Node ≥ 20.
 * The last HMAC key is kept imported: a verification page replays many rounds of one seed.
 */
// WebCrypto's types as both the DOM library and @types/node declare them (the server, which
// compiles this file too, has no DOM library).
type Subtle = typeof globalThis.crypto.subtle;
type HmacKey = Awaited<ReturnType<Subtle['importKey']>>;

export const createWebCrypto = (subtle: Subtle = globalThis.crypto.subtle): FairCrypto => {
  let cached: { text: string; key: Promise<HmacKey> } | undefined;
  const importKey = (key: Uint8Array): Promise<HmacKey> => {
    const text = keyText(key);
    if (cached?.text !== text) {
      cached = {
        text,
        key: subtle.importKey('raw', key as Uint8Array<ArrayBuffer>, { name: 'HMAC', hash: 'SHA-256' }, false, [
          'sign',
        ]),
      };
    }
    return cached.key;
  };
  return {
    hmacSha256: async (key, message) =>
      new Uint8Array(await subtle.sign('HMAC', await importKey(key), message as Uint8Array<ArrayBuffer>)),
    sha256: async (data) => new Uint8Array(await subtle.digest('SHA-256', data as Uint8Array<ArrayBuffer>)),
  };
};
