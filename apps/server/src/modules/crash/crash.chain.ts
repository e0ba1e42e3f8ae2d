import { randomBytes } from 'node:crypto';

import { crashPointSync, fromHex, toHex } from '@perya/games';
import { nodeCrypto } from '@perya/games/node';

import type { CrashChainRow } from './crash.repository';

// The hash chain's server side (packages/games crash/chain.ts, bustabit v2). Game n of a chain of
// length L is the seed hashed L − n times; games are played 1, 2, …, so each next game's hash is a
// preimage of the last. Hashes are computed a batch at a time (from the seed down) and kept.

/** Games per chain: a chain lasts about three months at a round every ten seconds. */
export const CRASH_CHAIN_LENGTH = 1_000_000;
const BATCH = 1_000;

export const newChainSecrets = (length: number) => {
  const seed = toHex(randomBytes(32));
  let current = fromHex(seed);
  for (let index = 0; index < length; index += 1) current = nodeCrypto.sha256(current);
  // The salt stands in for bustabit's future block hash: drawn with the chain and published with
  // its terminating hash before game 1 (decision 054 says what that does and does not prove).
  return { seed, terminatingHash: toHex(current), salt: toHex(randomBytes(16)) };
};

/** Game hashes by chain, a batch at a time. */
export const createChainHashes = () => {
  let cached: { chainId: number; from: number; hashes: string[] } | null = null;

  const fill = (chain: CrashChainRow, gameNumber: number) => {
    const to = Math.min(chain.length, gameNumber + BATCH - 1);
    let current = fromHex(chain.seed);
    for (let index = 0; index < chain.length - to; index += 1) current = nodeCrypto.sha256(current);
    const hashes: string[] = [];
    for (let game = to; game >= gameNumber; game -= 1) {
      hashes.push(toHex(current));
      current = nodeCrypto.sha256(current);
    }
    cached = { chainId: chain.id, from: gameNumber, hashes: hashes.reverse() };
  };

  return {
    /** Game `gameNumber`'s hash and crash point (hundredths). */
    game(chain: CrashChainRow, gameNumber: number): { hash: string; crashPoint: number } {
      const isCached =
        cached?.chainId === chain.id && gameNumber >= cached.from && gameNumber < cached.from + cached.hashes.length;
      if (!isCached) fill(chain, gameNumber);
      const hash = cached!.hashes[gameNumber - cached!.from]!;
      return { hash, crashPoint: crashPointSync(nodeCrypto, hash, chain.salt) };
    },
  };
};
