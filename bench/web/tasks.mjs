// The long tasks of a page load on a phone-speed CPU, this build beside the build before: each build
// served by its own server (demo data), the page loaded in Chromium with the CPU really slowed 4x
// and a phone's viewport, turn about, and the renderer's main-thread tasks of 50 ms or more from the
// navigation to WAIT ms after load read from a trace. Prints per load the blocking time (the sum of
// each long task's time over 50 ms, as total blocking time counts it) and the longest tasks with
// what filled them. Lighthouse simulates the same CPU from an unthrottled trace; on a loaded 2-core
// machine its TBT moves by seconds from run to run, while these sums of real tasks move less, so a
// change's effect on the tasks is told apart here first and confirmed with run.mjs.
//
//   BENCH_BASELINE_ROOT=/work/main node bench/web/tasks.mjs /          # path, both builds
//   RUNS=5 WAIT=5000 BENCH_BASELINE_ROOT=… node bench/web/tasks.mjs /rng
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { launchBenchBrowser, openSlowPhone } from './phone.mjs';
import { pageMainThread } from './trace-tools.mjs';

import { ROOT } from '../../scripts/lib.mjs';
import { startServer } from '../lib/server.mjs';

const path = process.argv[2] ?? '/';
const RUNS = Number(process.env.RUNS ?? 3);
const WAIT_MS = Number(process.env.WAIT ?? 5000);
const builds = [
  ...(process.env.BENCH_BASELINE_ROOT ? [{ name: 'before', root: process.env.BENCH_BASELINE_ROOT }] : []),
  { name: 'this', root: ROOT },
];

const started = [];
try {
  for (const build of builds) {
    const dataDir = mkdtempSync(join(tmpdir(), 'perya-bench-tasks-'));
    const server = await startServer(
      { DATA_DIR: dataDir, SEED_DEMO: 'true' },
      join(build.root, 'apps/server/dist/main.js'),
    );
    started.push({ server, dataDir });
    build.url = server.url;
    // A loaded machine can take longer to seed than startServer waits.
    for (let attempt = 0; ; attempt += 1) {
      const ready = await fetch(`${server.url}/readyz`).then(
        (answer) => answer.ok,
        () => false,
      );
      if (ready) break;
      if (attempt === 600) throw new Error(`the ${build.name} server never became ready`);
      await new Promise((done) => setTimeout(done, 500));
    }
    await fetch(`${server.url}/`);
  }
  const browser = await launchBenchBrowser();
  const results = new Map(builds.map((build) => [build.name, []]));
  for (let run = 0; run < RUNS; run += 1)
    for (const build of builds) {
      const { context, page } = await openSlowPhone(browser);
      await browser.startTracing(page, {
        categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'blink.user_timing'],
      });
      await page.goto(`${build.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(WAIT_MS);
      const trace = JSON.parse((await browser.stopTracing()).toString('utf8'));
      await context.close();
      const events = trace.traceEvents;
      const { onMain, start } = pageMainThread(events);
      const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur >= 50_000 && event.ts >= start);
      // What filled a task: the kinds of event inside it, the largest first (nested ones overlap:
      // a hint of what ran, not a sum).
      const fill = (task) => {
        const end = task.ts + task.dur;
        const kinds = new Map();
        for (const event of onMain)
          if (event !== task && event.ts >= task.ts && event.ts + event.dur <= end && event.dur >= 1000) {
            const url = event.args?.data?.url ?? event.args?.data?.stackTrace?.[0]?.url;
            const kind = url ? `${event.name} ${url.replace(/^.*\//, '')}` : event.name;
            kinds.set(kind, (kinds.get(kind) ?? 0) + event.dur);
          }
        return [...kinds]
          .sort((a, b) => b[1] - a[1])
          .slice(0, 5)
          .map(([kind, us]) => `${kind} ${Math.round(us / 1000)}`)
          .join(', ');
      };
      const blocking = tasks.reduce((sum, task) => sum + task.dur / 1000 - 50, 0);
      results.get(build.name).push(blocking);
      console.log(
        `${build.name} run ${run + 1}: ${tasks.length} long tasks, blocking ${Math.round(blocking)} ms; longest: ` +
          [...tasks]
            .sort((a, b) => b.dur - a.dur)
            .slice(0, 6)
            .map(
              (task) =>
                `\n    at ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms: ${fill(task)}`,
            )
            .join(''),
      );
    }
  await browser.close();
  for (const [name, sums] of results) {
    const sorted = [...sums].sort((a, b) => a - b);
    console.log(
      `${name}: blocking median ${Math.round(sorted[Math.floor(sorted.length / 2)])} ms (${sums.map(Math.round).join(', ')})`,
    );
  }
} finally {
  for (const { server, dataDir } of started) {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
