import { describe, expect, it } from 'vitest';

import { crashPointSync, fromHex, toHex } from '@perya/games';
import { nodeCrypto } from '@perya/games/node';

import type { ChainCheckpoint, ChainCheckpointStore, ChainWalk, ChainWalker } from './crash.chain';
import { createChainHashes, newChainSecrets, walkChainOffThread } from './crash.chain';
import type { CrashChainRow } from './crash.repository';

// The chain's walks off the event loop and its checkpoints (decision 059), on small chains: every
// hash is compared with the naive chain — game n is the seed hashed L − n times.

/** [seed, H(seed), H(H(seed)), …] up to `length` hashes. */
const naiveChain = (seed: string, length: number): string[] => {
  const hashes = [seed];
  let current = fromHex(seed);
  for (let index = 0; index < length; index += 1) {
    current = nodeCrypto.sha256(current);
    hashes.push(toHex(current));
  }
  return hashes;
};

const memoryStore = () => {
  const rows = new Map<number, ChainCheckpoint[]>();
  const store: ChainCheckpointStore = {
    async nearest(chainId, steps) {
      return (rows.get(chainId) ?? []).filter((row) => row.steps <= steps).sort((a, b) => b.steps - a.steps)[0];
    },
    async save(chainId, checkpoints) {
      rows.set(chainId, [...(rows.get(chainId) ?? []), ...checkpoints]);
    },
  };
  return { rows, store };
};

/** The worker's walks, with the steps of each recorded. */
const recordingWalker = () => {
  const walks: ChainWalk[] = [];
  const walker: ChainWalker = (walk) => {
    walks.push(walk);
    return walkChainOffThread(walk);
  };
  return { walks, walker };
};

const chainRow = (id: number, secrets: { seed: string; terminatingHash: string; salt: string }, length: number) =>
  ({ id, ...secrets, length, createdAt: new Date(), endedAt: null }) satisfies CrashChainRow;

/** `count` distinct game numbers in 1…length, drawn at random. */
const someGames = (length: number, count: number) => {
  const games = new Set<number>([1, length]);
  while (games.size < count) games.add(1 + Math.floor(Math.random() * length));
  return [...games];
};

describe('crash chain', () => {
  it('should let the event loop turn while a long chain is hashed (the walk is in a worker)', async () => {
    let turns = 0;
    let isWalking = true;
    const turn = () => {
      turns += 1;
      if (isWalking) setImmediate(turn);
    };
    setImmediate(turn);
    const made = newChainSecrets(200_000);
    expect(made).toBeInstanceOf(Promise);
    const secrets = await made;
    isWalking = false;
    // Hashing on the event loop would finish before any callback of the loop ran.
    expect(turns).toBeGreaterThan(0);
    let current = fromHex(secrets.seed);
    for (let index = 0; index < 200_000; index += 1) current = nodeCrypto.sha256(current);
    expect(secrets.terminatingHash).toBe(toHex(current));
  });

  it('should keep every K-th hash from the seed as the chain’s checkpoints', async () => {
    const secrets = await newChainSecrets(2_500, { every: 100 });
    const naive = naiveChain(secrets.seed, 2_500);
    expect(secrets.terminatingHash).toBe(naive[2_500]);
    expect(secrets.checkpoints).toHaveLength(25);
    expect(secrets.checkpoints).toEqual(
      Array.from({ length: 25 }, (_, index) => ({ steps: index * 100, hash: naive[index * 100] })),
    );
    expect(secrets.salt).toMatch(/^[0-9a-f]{32}$/);
  });

  it('should give the naive chain’s hashes from checkpoints, walking at most K + a batch each time', async () => {
    const length = 3_000;
    const secrets = await newChainSecrets(length, { every: 100 });
    const chain = chainRow(7, secrets, length);
    const naive = naiveChain(secrets.seed, length);
    const { store } = memoryStore();
    await store.save(chain.id, secrets.checkpoints);
    const { walks, walker } = recordingWalker();
    const hashes = createChainHashes({ checkpoints: store, walker, every: 100, batch: 50 });
    for (const game of someGames(length, 40)) {
      const played = await hashes.game(chain, game);
      expect(played.hash).toBe(naive[length - game]);
      expect(played.crashPoint).toBe(crashPointSync(nodeCrypto, naive[length - game]!, chain.salt));
    }
    expect(walks.length).toBeGreaterThan(0);
    for (const walk of walks) expect(walk.steps).toBeLessThan(100 + 50);
  });

  it('should play a batch’s games from one walk, in order', async () => {
    const length = 400;
    const secrets = await newChainSecrets(length, { every: 100 });
    const chain = chainRow(8, secrets, length);
    const naive = naiveChain(secrets.seed, length);
    const { store } = memoryStore();
    await store.save(chain.id, secrets.checkpoints);
    const { walks, walker } = recordingWalker();
    const hashes = createChainHashes({ checkpoints: store, walker, every: 100, batch: 50 });
    for (let game = 1; game <= 120; game += 1) expect((await hashes.game(chain, game)).hash).toBe(naive[length - game]);
    // Games 1–50, 51–100, 101–150.
    expect(walks).toHaveLength(3);
  });

  it('should play a chain made without checkpoints, computing them once', async () => {
    const length = 1_200;
    const secrets = await newChainSecrets(length, { every: 100 });
    const chain = chainRow(9, secrets, length);
    const naive = naiveChain(secrets.seed, length);
    const { rows, store } = memoryStore();
    const { walks, walker } = recordingWalker();
    const hashes = createChainHashes({ checkpoints: store, walker, every: 100, batch: 50 });
    for (const game of someGames(length, 25)) expect((await hashes.game(chain, game)).hash).toBe(naive[length - game]);
    expect(rows.get(chain.id)).toEqual(secrets.checkpoints);
    expect(walks.filter((walk) => walk.steps === length)).toHaveLength(1);
  });

  it('should refuse a chain whose seed does not hash to its terminating hash', async () => {
    const secrets = await newChainSecrets(300, { every: 100 });
    const chain = chainRow(10, { ...secrets, terminatingHash: 'ab'.repeat(32) }, 300);
    const hashes = createChainHashes({ checkpoints: memoryStore().store, every: 100, batch: 50 });
    await expect(hashes.game(chain, 1)).rejects.toThrow(/does not hash to its terminating hash/);
    // Nothing kept from the failed walk: the same error again, not a stale batch.
    await expect(hashes.game(chain, 2)).rejects.toThrow(/does not hash to its terminating hash/);
  });
});
