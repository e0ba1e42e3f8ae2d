// The crash hash chain's long walks, off the server's event loop (decision 059). Plain JavaScript
// with Node's own modules only, so the same file runs as a worker from the sources (Vitest, tsx)
// and from the built server (apps/server/build.mjs copies it beside dist/main.js); the server side
// is crash.chain.ts.
//
// workerData { start, steps, every, tail }: hashes `start` (hex) `steps` times with SHA-256 of the
// raw 32 bytes — the scheme of packages/games crash/chain.ts — and posts back
// { marks: [offset, hash][] } every `every`-th offset (0 included; none when `every` is 0) and
// { tail: hash[] }, the hashes at the last `tail` offsets, in walking order (offset `steps` last).
import { createHash } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * @param {{ start: string; steps: number; every: number; tail: number }} walk
 * @returns {{ marks: Array<[number, string]>; tail: string[] }}
 */
const walkChain = ({ start, steps, every, tail }) => {
  let current = Buffer.from(start, 'hex');
  /** @type {Array<[number, string]>} */
  const marks = [];
  /** @type {string[]} */
  const last = [];
  for (let offset = 0; ; offset += 1) {
    if (every > 0 && offset % every === 0) marks.push([offset, current.toString('hex')]);
    if (offset > steps - tail) last.push(current.toString('hex'));
    if (offset >= steps) break;
    current = createHash('sha256').update(current).digest();
  }
  return { marks, tail: last };
};

parentPort?.postMessage(walkChain(workerData));
