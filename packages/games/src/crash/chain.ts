import { GameRuleError } from '../errors';
import type { FairCrypto, SyncFairCrypto } from '../fair/crypto';
import { fromHex, toHex } from '../fair/encoding';

// The crash hash chain (bustabit v2). The server draws a random 32-byte seed and hashes it over
// and over: hash(i) = SHA-256(hash(i + 1)) on the 32 bytes (not their hex). Games are played from
// the end of the chain back to the seed: game 1 uses hash(1), game 2 hash(2), … and the
// terminating hash SHA-256(hash(1)) is published before game 1, with the salt (a value nobody
// knows in advance, e.g. a future block hash, announced before the chain starts).
//
// The published terminating hash fixes every game in advance, and nobody can work forwards: game
// i + 1's hash is a SHA-256 preimage of game i's. After a game the server reveals its hash; anyone
// can hash it i times to reach the terminating hash (verifyCrashGame) and recompute its bust.

const HASH_PATTERN = /^[0-9a-f]{64}$/;

const assertHash = (value: string, name: string): void => {
  if (!HASH_PATTERN.test(value)) throw new GameRuleError('INVALID_SEED', `${name} must be 64 lowercase hex`);
};

export type CrashChain = {
  /** SHA-256 of game 1's hash: published before game 1. */
  readonly terminatingHash: string;
  /** gameHashes[i] is the hash of game i + 1. */
  readonly gameHashes: readonly string[];
};

/** Builds a chain of `length` games from a 64-hex seed (the server keeps the seed secret). */
export const createCrashChain = (crypto: SyncFairCrypto, seed: string, length: number): CrashChain => {
  assertHash(seed, 'chain seed');
  if (!Number.isSafeInteger(length) || length < 1) throw new GameRuleError('INVALID_SEED', 'chain length must be ≥ 1');
  const fromSeed: string[] = [];
  let current = fromHex(seed);
  for (let index = 0; index < length; index += 1) {
    fromSeed.push(toHex(current));
    current = crypto.sha256(current);
  }
  return { terminatingHash: toHex(current), gameHashes: fromSeed.reverse() };
};

/** The hash of the game before this one: SHA-256 of its bytes. */
export const previousGameHash = async (crypto: FairCrypto, gameHash: string): Promise<string> => {
  assertHash(gameHash, 'game hash');
  return toHex(await crypto.sha256(fromHex(gameHash)));
};

/**
 * Checks that a game hash belongs to the chain that ends in `terminatingHash`, and finds its game
 * number: hashing it n times must reach the terminating hash, n ≤ maxGames.
 */
export const verifyCrashGame = async (
  crypto: FairCrypto,
  input: { readonly gameHash: string; readonly terminatingHash: string; readonly maxGames: number },
): Promise<{ readonly isValid: boolean; readonly gameNumber: number | null }> => {
  assertHash(input.gameHash, 'game hash');
  assertHash(input.terminatingHash, 'terminating hash');
  let current = fromHex(input.gameHash);
  for (let gameNumber = 1; gameNumber <= input.maxGames; gameNumber += 1) {
    current = await crypto.sha256(current);
    if (toHex(current) === input.terminatingHash) return { isValid: true, gameNumber };
  }
  return { isValid: false, gameNumber: null };
};
