import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import { systemClock } from '../lib/clock';
import { createTtlCache } from '../lib/ttl-cache';

/** Brotli quality 4: about as fast as gzip's default and smaller (11, the maximum, is ~50× slower). */
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * A compressor that remembers its last outputs by the input's digest. The same bytes go out again
 * and again — a guest's game page is the same for everyone for 30 s (games.service.ts), the
 * announcements for everyone — and compressing 10 kB costs far more than hashing it.
 */
export const remembering = (compressOnce: (input: Buffer) => Buffer) => {
  const outputs = createTtlCache<string, Buffer>({ ttlMs: 60_000, maxEntries: 256, clock: systemClock });
  return (input: Buffer): Buffer => {
    const key = createHash('sha256').update(input).digest('base64');
    const known = outputs.get(key);
    if (known) return known;
    const output = compressOnce(input);
    outputs.set(key, output);
    return output;
  };
};

/**
 * Answers of 1 kB and more (game lists, announcements, the API document, index.html) go out
 * compressed when the browser asks for it: Brotli, else gzip. Most of our players are on mobile
 * data, where a 10 kB game page is about 1.5 kB compressed. Smaller answers (a balance, a
 * transfer, a provider call) stay as they are: compressing them costs more than the bytes it
 * saves. Files the web build already compressed (`.br`/`.gz`, served by the web-app plugin) carry
 * their Content-Encoding and are left alone, as are event streams and images.
 *
 * Answers up to 64 kB are compressed in one call (the plugin would stream anything above 8 kB on
 * two cores, which costs several times more per answer), through compressors that remember recent
 * outputs. Larger ones stream.
 *
 * Registered before the routes: it adds its hook to each route as the route is declared.
 */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(compress, {
      // We never accept compressed request bodies: no hook on every request to look for one.
      globalDecompression: false,
      threshold: 1024,
      syncThreshold: 65_536,
      encodings: ['br', 'gzip'],
      brotliOptions: BROTLI_OPTIONS,
      zlib: {
        brotliCompressSync: remembering((input) => brotliCompressSync(input, BROTLI_OPTIONS)),
        gzipSync: remembering((input) => gzipSync(input)),
      },
    });
  },
  { name: 'compression' },
);
