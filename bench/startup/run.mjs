// npm run bench:startup — how long `npm start` takes to its first page on an empty data folder
// (cold: migrations and the demo seed) and on the folder it left (warm), and how much memory the
// server holds right after the seed. The built server of this tree runs as `npm start` runs it
// (embedded PGlite, demo data, scheduler on), without the install and build steps, which have
// their own stamps; the simulators are left out (they start beside it and are not on its path).
//
// BENCH_BASELINE_ROOT (a built tree of the previous build, e.g. a git worktree after npm run build) runs the same on
// another built tree and prints it beside, so a change is measured against what came before on
// the same machine and day. BENCH_RUNS (default 1) repeats each start; the median is shown.
// Goals (issue 22 item 28): first page under 10 s, resident memory under 500 MB.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { ROOT } from '../../scripts/lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 1);
const BASELINE_ROOT = process.env.BENCH_BASELINE_ROOT;
const FIRST_PAGE_GOAL_S = 10;
const RSS_GOAL_MB = 500;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** Resident and peak resident memory of a process, in MB (Linux /proc). */
const memoryOf = (pid) => {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field) => Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
  } catch {
    return { rssMb: 0, peakMb: 0 };
  }
};

/**
 * Starts the server of `root` on `dataDir` and times it to its first page: the portal's HTML and
 * the first call the page makes (`/wps/system/status`), both answered. Then stops it.
 */
const timeStart = async (root, dataDir) => {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      PATH: process.env.PATH ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As npm start sets them in the demo (the simulators' addresses; nothing calls them here).
      PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9',
      PROVIDER_LAUNCH_URL: 'http://127.0.0.1:9',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = [];
  child.stdout.on('data', (chunk) => output.push(String(chunk)));
  child.stderr.on('data', (chunk) => output.push(String(chunk)));
  const answers = async (path) => {
    try {
      return (await fetch(`${url}${path}`, { headers: { accept: 'text/html' } })).ok;
    } catch {
      return false;
    }
  };
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${output.join('')}`);
    if ((await answers('/')) && (await answers('/wps/system/status'))) break;
    if (performance.now() - started > 300_000) throw new Error('no first page within 300 s');
    await new Promise((done) => setTimeout(done, 50));
  }
  const seconds = (performance.now() - started) / 1000;
  const memory = memoryOf(child.pid);
  await new Promise((done) => {
    child.once('exit', done);
    child.kill('SIGTERM');
  });
  return { seconds, ...memory };
};

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Cold and warm starts of one tree, each RUNS times on fresh folders. */
const measure = async (root) => {
  const cold = [];
  const warm = [];
  for (let run = 0; run < RUNS; run += 1) {
    const dataDir = mkdtempSync(join(tmpdir(), 'perya-bench-startup-'));
    try {
      cold.push(await timeStart(root, dataDir));
      warm.push(await timeStart(root, dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const pick = (runs, key) => median(runs.map((run) => run[key]));
  return {
    coldS: pick(cold, 'seconds'),
    warmS: pick(warm, 'seconds'),
    rssAfterSeedMb: pick(cold, 'rssMb'),
    peakMb: pick(cold, 'peakMb'),
    warmRssMb: pick(warm, 'rssMb'),
  };
};

const trees = [['this tree', ROOT]];
if (BASELINE_ROOT && BASELINE_ROOT !== ROOT && existsSync(join(BASELINE_ROOT, 'apps/server/dist/main.js'))) {
  trees.push([`baseline (${BASELINE_ROOT})`, BASELINE_ROOT]);
}

const rows = [];
for (const [name, root] of trees) {
  process.stdout.write(`measuring ${name} (${RUNS} run${RUNS > 1 ? 's' : ''})…\n`);
  rows.push([name, await measure(root)]);
}

const pad = (text, width) => String(text).padStart(width);
console.log(
  `\n${'server'.padEnd(34)}${pad('cold first page s', 19)}${pad('warm first page s', 19)}${pad('RSS after seed MB', 19)}${pad('peak MB', 9)}${pad('warm RSS MB', 13)}`,
);
for (const [name, figures] of rows) {
  console.log(
    `${name.padEnd(34)}${pad(figures.coldS.toFixed(1), 19)}${pad(figures.warmS.toFixed(1), 19)}${pad(figures.rssAfterSeedMb.toFixed(0), 19)}${pad(figures.peakMb.toFixed(0), 9)}${pad(figures.warmRssMb.toFixed(0), 13)}`,
  );
}
const [, ours] = rows[0];
console.log(
  `\ngoals: first page under ${FIRST_PAGE_GOAL_S} s (cold ${ours.coldS.toFixed(1)} s, warm ${ours.warmS.toFixed(1)} s), ` +
    `under ${RSS_GOAL_MB} MB resident after the seed (${ours.rssAfterSeedMb.toFixed(0)} MB)`,
);
