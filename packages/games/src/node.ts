import { createHash, createHmac } from 'node:crypto';

import type { SyncFairCrypto } from './fair/crypto';

// node:crypto behind the engines' crypto interface: synchronous, for the server's hot path and the
// benches. The browser imports '@perya/games' only, whose WebCrypto version is createWebCrypto().

export const nodeCrypto: SyncFairCrypto = {
  hmacSha256: (key, message) => new Uint8Array(createHmac('sha256', key).update(message).digest()),
  sha256: (data) => new Uint8Array(createHash('sha256').update(data).digest()),
};
