import { createHash } from 'node:crypto';

import { describe, expect, it } from 'vitest';

import { isGameRuleError } from '../errors';
import { nodeCrypto } from '../node';
import { createWebCrypto } from './crypto';
import {
  assertSeedPair,
  commitSeed,
  commitSeedSync,
  generateClientSeed,
  generateServerSeed,
  isClientSeed,
  originalsStreamRequest,
  verifySeedCommitment,
} from './seeds';

const SERVER_SEED = 'd41d8cd98f00b204e9800998ecf8427e6a09e667bb67ae853c6ef372a54ff53a';

describe('seeds', () => {
  it('should commit to SHA-256 of the seed text, the same on both cryptos', async () => {
    const expected = createHash('sha256').update(SERVER_SEED).digest('hex');
    expect(commitSeedSync(nodeCrypto, SERVER_SEED)).toBe(expected);
    expect(await commitSeed(createWebCrypto(), SERVER_SEED)).toBe(expected);
  });

  it('should verify a revealed seed against its commitment and refuse any other seed', async () => {
    const commitment = commitSeedSync(nodeCrypto, SERVER_SEED);
    expect(await verifySeedCommitment(nodeCrypto, SERVER_SEED, commitment)).toBe(true);
    expect(await verifySeedCommitment(nodeCrypto, SERVER_SEED, commitment.toUpperCase())).toBe(true);
    expect(await verifySeedCommitment(nodeCrypto, generateServerSeed(), commitment)).toBe(false);
    expect(await verifySeedCommitment(nodeCrypto, SERVER_SEED, commitment.slice(1))).toBe(false);
  });

  it('should generate 64-hex server seeds and 16-hex client seeds that do not repeat', () => {
    const seeds = new Set(Array.from({ length: 1_000 }, () => generateServerSeed()));
    expect(seeds.size).toBe(1_000);
    for (const seed of seeds) expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(generateClientSeed()).toMatch(/^[0-9a-f]{16}$/);
    expect(generateServerSeed(() => new Uint8Array(32).fill(255))).toBe('f'.repeat(64));
  });

  it.each([
    ['a server seed in upper case', { serverSeed: SERVER_SEED.toUpperCase(), clientSeed: 'c', nonce: 0 }],
    ['a short server seed', { serverSeed: SERVER_SEED.slice(2), clientSeed: 'c', nonce: 0 }],
    ['an empty client seed', { serverSeed: SERVER_SEED, clientSeed: '', nonce: 0 }],
    ['a client seed with the separator', { serverSeed: SERVER_SEED, clientSeed: 'a:1', nonce: 0 }],
    ['a client seed with a space', { serverSeed: SERVER_SEED, clientSeed: 'a b', nonce: 0 }],
    ['a client seed with a NUL byte', { serverSeed: SERVER_SEED, clientSeed: 'a\u0000', nonce: 0 }],
    ['a client seed with a lone surrogate', { serverSeed: SERVER_SEED, clientSeed: 'a\ud800', nonce: 0 }],
    ['a 65-character client seed', { serverSeed: SERVER_SEED, clientSeed: 'x'.repeat(65), nonce: 0 }],
    ['a negative nonce', { serverSeed: SERVER_SEED, clientSeed: 'c', nonce: -1 }],
    ['a fractional nonce', { serverSeed: SERVER_SEED, clientSeed: 'c', nonce: 1.5 }],
    ['a nonce past 2^53', { serverSeed: SERVER_SEED, clientSeed: 'c', nonce: 2 ** 53 }],
  ])('should refuse %s with INVALID_SEED', (_, seeds) => {
    expect(() => assertSeedPair(seeds)).toThrow(expect.objectContaining({ code: 'INVALID_SEED' }));
    try {
      originalsStreamRequest(seeds);
    } catch (error) {
      expect(isGameRuleError(error)).toBe(true);
    }
  });

  it('should accept printable client seeds up to 64 characters', () => {
    expect(isClientSeed('x'.repeat(64))).toBe(true);
    expect(isClientSeed('Lucky-7_~!@#$%^&*()')).toBe(true);
    expect(originalsStreamRequest({ serverSeed: SERVER_SEED, clientSeed: 'abc', nonce: 9 }).messageFor(2)).toBe(
      'abc:9:2',
    );
  });
});
