import { randomBytes } from 'node:crypto';
import { Worker } from 'node:worker_threads';

import { crashPointSync, toHex } from '@perya/games';
import { nodeCrypto } from '@perya/games/node';

import type { CrashChainRow } from './crash.repository';

// The hash chain's server side (packages/games crash/chain.ts, bustabit v2). Game n of a chain of
// length L is the seed hashed L − n times; games are played 1, 2, …, so each next game's hash is a
// preimage of the last. Hashes are computed a batch at a time and kept.
//
// Decision 059: no hashing on the event loop. Every walk along a chain runs in a worker thread
// (crash.chain.worker.mjs) — a new chain's million hashes take a second or two of CPU, which on the
// event loop held every request of the process (500s and time-outs in a two-process test). And a
// chain keeps every CHECKPOINT_EVERY-th hash from its seed (crash_chain_checkpoints), so a batch
// starts from the nearest checkpoint: at most CHECKPOINT_EVERY + BATCH hashes, not up to L.

/** Games per chain: a chain lasts about three months at a round every ten seconds. */
export const CRASH_CHAIN_LENGTH = 1_000_000;
/** Every how many hashes from the seed a chain keeps one: 100 rows for a chain of a million. */
export const CHECKPOINT_EVERY = 10_000;
/** Games' hashes computed at a time. */
const BATCH = 1_000;

/** The seed hashed `steps` times. As secret as the seed: it gives every game up to L − steps. */
export type ChainCheckpoint = { steps: number; hash: string };

/** A walk along a chain (crash.chain.worker.mjs says what it returns). */
export type ChainWalk = { start: string; steps: number; every: number; tail: number };
export type ChainWalkResult = { marks: Array<[number, string]>; tail: string[] };
export type ChainWalker = (walk: ChainWalk) => Promise<ChainWalkResult>;

// From the sources (Vitest, tsx) the worker sits beside this file; in the built server this code is
// in dist/main.js or one of its chunks beside it, where apps/server/build.mjs copies the worker.
const WORKER_URL = new URL('./crash.chain.worker.mjs', import.meta.url);

/** Walks a chain in a worker thread: the event loop goes on serving meanwhile. */
export const walkChainOffThread: ChainWalker = (walk) =>
  new Promise((resolve, reject) => {
    // A worker per walk: walks come once per BATCH rounds and once per chain, so there is no pool
    // to keep alive (or to close with the server).
    const worker = new Worker(WORKER_URL, { workerData: walk });
    let isDone = false;
    worker.once('message', (result: ChainWalkResult) => {
      isDone = true;
      resolve(result);
    });
    worker.once('error', reject);
    worker.once('exit', (code) => {
      if (!isDone) reject(new Error(`crash chain worker exited with code ${code} before answering`));
    });
  });

/** Every `every`-th hash from the seed below the chain's end (the end is its terminating hash). */
const checkpointsOf = (marks: ChainWalkResult['marks'], length: number): ChainCheckpoint[] =>
  marks.filter(([steps]) => steps < length).map(([steps, hash]) => ({ steps, hash }));

/** A new chain: its secret seed and checkpoints, its terminating hash and salt to publish. */
export const newChainSecrets = async (
  length: number,
  { every = CHECKPOINT_EVERY, walker = walkChainOffThread }: { every?: number; walker?: ChainWalker } = {},
) => {
  const seed = toHex(randomBytes(32));
  const { marks, tail } = await walker({ start: seed, steps: length, every, tail: 1 });
  return {
    seed,
    terminatingHash: tail[0]!,
    // The salt stands in for bustabit's future block hash: drawn with the chain and published with
    // its terminating hash before game 1 (decision 054 says what that does and does not prove).
    salt: toHex(randomBytes(16)),
    checkpoints: checkpointsOf(marks, length),
  };
};

/** Where a chain's checkpoints are kept (crash_chain_checkpoints). */
export type ChainCheckpointStore = {
  /** The checkpoint with the most steps at or below `steps`; undefined when the chain has none. */
  nearest: (chainId: number, steps: number) => Promise<ChainCheckpoint | undefined>;
  /** Keeps checkpoints (ones already kept stay as they are). */
  save: (chainId: number, checkpoints: ChainCheckpoint[]) => Promise<void>;
};

type Batch = { chainId: number; from: number; to: number; hashes: Promise<string[]> };

/** Game hashes by chain, a batch at a time, each batch walked from the nearest checkpoint. */
export const createChainHashes = ({
  checkpoints,
  walker = walkChainOffThread,
  every = CHECKPOINT_EVERY,
  batch = BATCH,
}: {
  checkpoints: ChainCheckpointStore;
  walker?: ChainWalker;
  every?: number;
  batch?: number;
}) => {
  let cached: Batch | null = null;

  /**
   * The checkpoint to walk from. Every chain has one at 0 steps (the seed); a chain made before
   * checkpoints has none, and gets them here once: one walk of its whole length, in the worker,
   * checked against its published terminating hash.
   */
  const checkpointFor = async (chain: CrashChainRow, steps: number): Promise<ChainCheckpoint> => {
    const found = await checkpoints.nearest(chain.id, steps);
    if (found) return found;
    const { marks, tail } = await walker({ start: chain.seed, steps: chain.length, every, tail: 1 });
    if (tail[0] !== chain.terminatingHash)
      throw new Error(`crash chain ${chain.id}: its seed does not hash to its terminating hash`);
    const made = checkpointsOf(marks, chain.length);
    await checkpoints.save(chain.id, made);
    return made.findLast((checkpoint) => checkpoint.steps <= steps)!;
  };

  /** Games from…to: game `to` is the seed hashed L − to times, each earlier game one hash on. */
  const hashesOf = async (chain: CrashChainRow, from: number, to: number): Promise<string[]> => {
    const stepsToLast = chain.length - to;
    const start = await checkpointFor(chain, stepsToLast);
    const { tail } = await walker({
      start: start.hash,
      steps: stepsToLast - start.steps + (to - from),
      every: 0,
      tail: to - from + 1,
    });
    return tail.reverse();
  };

  return {
    /** Game `gameNumber`'s hash and crash point (hundredths). */
    async game(chain: CrashChainRow, gameNumber: number): Promise<{ hash: string; crashPoint: number }> {
      const isCached = cached?.chainId === chain.id && gameNumber >= cached.from && gameNumber <= cached.to;
      if (!isCached) {
        const to = Math.min(chain.length, gameNumber + batch - 1);
        const hashes = hashesOf(chain, gameNumber, to);
        const filling: Batch = { chainId: chain.id, from: gameNumber, to, hashes };
        cached = filling;
        // A failed batch is not kept: the next call walks again.
        hashes.catch(() => {
          if (cached === filling) cached = null;
        });
      }
      const { from, hashes } = cached!;
      const hash = (await hashes)[gameNumber - from]!;
      return { hash, crashPoint: crashPointSync(nodeCrypto, hash, chain.salt) };
    },
  };
};
