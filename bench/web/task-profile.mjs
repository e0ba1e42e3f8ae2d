/* global window */
// What each long task of a page load is made of, on a phone-speed CPU: loads the page in Chromium
// with the CPU slowed 4x, traces it with the CPU profiler on, and prints every main-thread task of
// 50 ms or more with the browser's work inside it (style, layout, paint, a module's evaluation) and
// the functions its samples fall in, mapped through the build's source maps. profile.mjs says who
// keeps the page busy over the whole load; this says which task they make long, which is what
// total blocking time counts (decision 075 found layouts forced inside React's commit with it).
//
//   node bench/web/task-profile.mjs http://127.0.0.1:8080/rng     # a running portal (npm start)
//   WAIT=6000 TOP=12 node bench/web/task-profile.mjs http://127.0.0.1:8080/
//   POPUPS=closed node bench/web/task-profile.mjs http://127.0.0.1:8080/  # this session's popups closed
import { join } from 'node:path';

import { launchBenchBrowser, openSlowPhone } from './phone.mjs';
import { pageMainThread, sourceMapper } from './trace-tools.mjs';

import { ROOT } from '../../scripts/lib.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const WAIT_MS = Number(process.env.WAIT ?? 4000);
/** Functions shown per task. */
const TOP = Number(process.env.TOP ?? 8);
const original = sourceMapper(join(ROOT, 'apps/web/dist/assets'));
/** The browser's own work inside a task worth naming. */
const BROWSER_WORK =
  /^(Layout|UpdateLayoutTree|Paint|PaintImage|PrePaint|v8\.evaluateModule|ParseHTML|TimerFire|FireAnimationFrame|RunMicrotasks)$/;

const browser = await launchBenchBrowser();
const { page } = await openSlowPhone(browser);
if (process.env.POPUPS === 'closed')
  await page.addInitScript(() => {
    // As apps/web/src/features/home/utils/popup-flags.ts marks them: every audience closed, the gift hidden.
    window.sessionStorage.setItem('publicModalClosed', '["F","A","B"]');
    window.sessionStorage.setItem('giftModalHidden', '1');
  });
await browser.startTracing(page, {
  categories: [
    'devtools.timeline',
    'disabled-by-default-devtools.timeline',
    'v8.execute',
    'disabled-by-default-v8.cpu_profiler',
  ],
});
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(WAIT_MS);
const events = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
await browser.close();

const { pid, onMain, start } = pageMainThread(events);

// The renderer's CPU profile, in chunks: its nodes, and each sample's time on the trace's clock.
const nodes = new Map();
const samples = [];
let time = 0;
for (const event of events) {
  if (event.pid !== pid) continue;
  if (event.name === 'Profile') time = event.args.data.startTime;
  if (event.name !== 'ProfileChunk') continue;
  const chunk = event.args.data.cpuProfile ?? {};
  for (const node of chunk.nodes ?? []) nodes.set(node.id, node);
  const deltas = event.args.data.timeDeltas ?? [];
  (chunk.samples ?? []).forEach((id, index) => {
    time += deltas[index] ?? 0;
    samples.push({ time, id });
  });
}
const nameOf = (node) => {
  const frame = node.callFrame;
  return (
    original(frame.url, frame.lineNumber, frame.columnNumber) ?? `(${frame.functionName || frame.url || 'native'})`
  );
};

const tasks = onMain.filter((event) => event.name === 'RunTask' && event.dur >= 50_000 && event.ts >= start);
let blocking = 0;
console.log(`${url}, CPU 4x slower, ${WAIT_MS} ms after load: the tasks of 50 ms or more`);
for (const task of tasks) {
  blocking += task.dur / 1000 - 50;
  const end = task.ts + task.dur;
  const work = new Map();
  for (const event of onMain)
    if (event !== task && event.ts >= task.ts && event.ts + event.dur <= end && BROWSER_WORK.test(event.name))
      work.set(event.name, (work.get(event.name) ?? 0) + event.dur);
  const bySelf = new Map();
  let count = 0;
  for (const sample of samples)
    if (sample.time >= task.ts && sample.time <= end) {
      const name = nameOf(nodes.get(sample.id));
      bySelf.set(name, (bySelf.get(name) ?? 0) + 1);
      count += 1;
    }
  const inside = [...work].map(([name, us]) => `${name} ${Math.round(us / 1000)}`).join(', ');
  console.log(`\nat ${Math.round((task.ts - start) / 1000)} ms, ${Math.round(task.dur / 1000)} ms  [${inside}]`);
  for (const [name, hits] of [...bySelf].sort((a, b) => b[1] - a[1]).slice(0, TOP))
    console.log(`  ${((100 * hits) / count).toFixed(0).padStart(3)} %  ${name}`);
}
console.log(`\nblocking (each task's time over 50 ms): ${Math.round(blocking)} ms`);
