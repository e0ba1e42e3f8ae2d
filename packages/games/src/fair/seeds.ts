import { GameRuleError } from '../errors';
import type { FairCrypto, SyncFairCrypto } from './crypto';
import { equalsConstantTime, toHex, utf8Bytes } from './encoding';
import type { StreamRequest } from './stream';

// Seeds of the single-player originals (Stake's scheme, domain-rules §4.1):
//
//   serverSeed   64 lowercase hex characters, secret until the player rotates it
//   commitment   SHA-256 of the server seed's 64 characters (as text), shown before any bet
//   clientSeed   chosen by the player (a random default until they change it)
//   nonce        0, 1, 2, … one per bet under the same pair of seeds
//   block i      HMAC-SHA256(key = serverSeed as text, message = "clientSeed:nonce:i")
//
// THE SERVER MUST NEVER REUSE A (serverSeed, clientSeed, nonce) TUPLE: the same tuple gives the
// same outcome, so a reused tuple lets a player who saw one result bet on the next knowing it.
// Take the nonce with an atomic increment on the seed pair's row, in the same transaction that
// records the bet; on rotation retire the server seed for good (reveal it, never reissue it) and
// start the new pair at nonce 0. A client seed change is a rotation too.
//
// The stake and the player's actions (tiles picked, cash-out time) never enter the HMAC: the
// outcome is fixed by the tuple before the player acts, and the player cannot steer it.

export const SERVER_SEED_PATTERN = /^[0-9a-f]{64}$/;
/** 1–64 printable ASCII characters, no space and no ':' (the message's separator). */
export const CLIENT_SEED_PATTERN = /^[\x21-\x39\x3b-\x7e]{1,64}$/;
export const MAX_NONCE = Number.MAX_SAFE_INTEGER;

export type SeedPair = { readonly serverSeed: string; readonly clientSeed: string; readonly nonce: number };

export const isServerSeed = (value: string): boolean => SERVER_SEED_PATTERN.test(value);
export const isClientSeed = (value: string): boolean => CLIENT_SEED_PATTERN.test(value);
export const isNonce = (value: number): boolean => Number.isSafeInteger(value) && value >= 0;

export const assertSeedPair = (seeds: SeedPair): void => {
  if (!isServerSeed(seeds.serverSeed)) throw new GameRuleError('INVALID_SEED', 'server seed must be 64 lowercase hex');
  if (!isClientSeed(seeds.clientSeed)) {
    throw new GameRuleError(
      'INVALID_SEED',
      'client seed must be 1-64 printable ASCII characters without space or colon',
    );
  }
  if (!isNonce(seeds.nonce)) throw new GameRuleError('INVALID_SEED', 'nonce must be a safe non-negative integer');
};

/** Random bytes from the platform's CSPRNG (WebCrypto; also in Node ≥ 20). */
export type RandomBytes = (length: number) => Uint8Array;
const platformRandomBytes: RandomBytes = (length) => globalThis.crypto.getRandomValues(new Uint8Array(length));

/** A fresh server seed (32 random bytes as 64 hex characters). Also used for lottery draw seeds. */
export const generateServerSeed = (randomBytes: RandomBytes = platformRandomBytes): string => toHex(randomBytes(32));

/** A default client seed for a player who has not chosen one (16 hex characters). */
export const generateClientSeed = (randomBytes: RandomBytes = platformRandomBytes): string => toHex(randomBytes(8));

/** The public commitment to a seed: SHA-256 of its text, in hex. */
export const commitSeed = async (crypto: FairCrypto, seed: string): Promise<string> =>
  toHex(await crypto.sha256(utf8Bytes(seed)));

export const commitSeedSync = (crypto: SyncFairCrypto, seed: string): string => toHex(crypto.sha256(utf8Bytes(seed)));

/** True when `seed` is the one `commitment` promised (what a player checks after a rotation). */
export const verifySeedCommitment = async (crypto: FairCrypto, seed: string, commitment: string): Promise<boolean> =>
  equalsConstantTime(await commitSeed(crypto, seed), commitment.toLowerCase());

/** The byte stream of one bet: HMAC(serverSeed, "clientSeed:nonce:cursor"). */
export const originalsStreamRequest = (seeds: SeedPair): StreamRequest => {
  assertSeedPair(seeds);
  const prefix = `${seeds.clientSeed}:${seeds.nonce}:`;
  return { key: seeds.serverSeed, messageFor: (cursor) => `${prefix}${cursor}` };
};
