// Where a page's main-thread time goes on a phone-speed CPU: loads the page in Chromium with the CPU
// slowed 4x (as Lighthouse's mobile profile simulates), records a CPU profile, maps every sample
// through the build's source maps, and prints the time by package or source file, by function, and
// the app's own functions inclusive of what they call. Lighthouse says how long the page is busy;
// this says who keeps it busy. Figures are of the throttled clock; compare them within one run.
//
//   node bench/web/profile.mjs http://127.0.0.1:8080/          # a running portal (npm start)
//   WAIT=9000 node bench/web/profile.mjs http://127.0.0.1:8080/rng  # profile 9 s after load
import { join } from 'node:path';

import { launchBenchBrowser, openSlowPhone } from './phone.mjs';
import { sourceMapper } from './trace-tools.mjs';

import { ROOT } from '../../scripts/lib.mjs';

const url = process.argv[2] ?? 'http://127.0.0.1:8080/';
const WAIT_MS = Number(process.env.WAIT ?? 6000);
const ASSETS = join(ROOT, 'apps/web/dist/assets');

/** `source:line name` of a built position, or null outside the build's files. */
const original = sourceMapper(ASSETS);
const packageOf = (key) =>
  key.startsWith('nm:')
    ? key
        .split('/')
        .slice(0, key.startsWith('nm:@') ? 2 : 1)
        .join('/')
    : `app:${key.split(':')[0]}`;

const browser = await launchBenchBrowser();
const { page, cdp } = await openSlowPhone(browser);
await cdp.send('Profiler.enable');
await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
await cdp.send('Profiler.start');
await page.goto(url, { waitUntil: 'load' });
await page.waitForTimeout(WAIT_MS);
const { profile } = await cdp.send('Profiler.stop');
await browser.close();

const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
const parents = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parents.set(child, node.id);
const keyOf = (node) => {
  const frame = node.callFrame;
  const name = frame.functionName || frame.url || 'native';
  return original(frame.url, frame.lineNumber, frame.columnNumber) ?? (name.startsWith('(') ? name : `(${name})`);
};
const bySelf = new Map();
const byPackage = new Map();
const byAppInclusive = new Map();
const add = (map, key, us) => map.set(key, (map.get(key) ?? 0) + us);
profile.samples.forEach((id, index) => {
  const us = profile.timeDeltas[index] ?? 0;
  const key = keyOf(nodes.get(id));
  add(bySelf, key, us);
  add(byPackage, key.startsWith('(') ? key : packageOf(key), us);
  // Each app function on the stack once, with all it called.
  const seen = new Set();
  for (let current = id; current !== undefined; current = parents.get(current)) {
    const frameKey = keyOf(nodes.get(current));
    if (frameKey.startsWith('(') || frameKey.startsWith('nm:')) continue;
    const name = frameKey.replace(/:\d+ /, ' ');
    if (seen.has(name)) continue;
    seen.add(name);
    add(byAppInclusive, name, us);
  }
});
const top = (map, count) =>
  [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([key, us]) => `${(us / 1000).toFixed(0).padStart(7)} ms  ${key}`)
    .join('\n');
console.log(`${url}, CPU 4x slower, ${WAIT_MS} ms after load\n`);
console.log(
  `By package or file (self time; (program) is the browser's own work: style, layout, paint)\n${top(byPackage, 25)}\n`,
);
console.log(`By function (self time)\n${top(bySelf, 30)}\n`);
console.log(`The app's functions, with what they call\n${top(byAppInclusive, 30)}`);
