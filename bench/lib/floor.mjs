// The machine's floor for an HTTP bench: the bench's own load (the same load generator,
// connections, requests and duration) against a bare Node.js server in a process of its own
// (bare-server.mjs), which answers a constant envelope and does nothing else. No route of ours can
// answer faster, or with a lower p99, on the same machine at the same concurrency, so the floor
// printed beside a run says what its latency target means that day: this 2-core machine's speed
// has moved fourfold from one day to another (bench/README.md, "The machine's floor").
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';

const BARE_SERVER = fileURLToPath(new URL('./bare-server.mjs', import.meta.url));

const startBareServer = async () => {
  const child = spawn(process.execPath, [BARE_SERVER], { stdio: ['ignore', 'pipe', 'inherit'] });
  const [chunk] = await once(child.stdout, 'data');
  return {
    url: `http://127.0.0.1:${String(chunk).trim()}`,
    stop: async () => {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/**
 * Runs `load(url)` (the bench's HTTP run, returning { count, perSecond, p50, p99 }) against the
 * bare server and returns its figures as a table row.
 */
export const measureFloor = async (load) => {
  const bare = await startBareServer();
  try {
    return { name: 'bare Node.js server, same load (floor)', ...(await load(bare.url)) };
  } finally {
    await bare.stop();
  }
};

/** The closing line's latency part: the target, and the floor the machine allowed in this run. */
export const p99AgainstTarget = (p99, targetMs, floor) =>
  `HTTP p99: ${p99.toFixed(1)} ms (target < ${targetMs} ms; the machine's floor in this run: ${floor.p99.toFixed(1)} ms)`;
