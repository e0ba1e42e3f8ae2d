/* global document, window */
// What painting the portal costs in CPU, in the browser the e2e suite runs (Chromium's headless
// shell when installed, with no GPU: raster and compositing in software, as on CI and close to a
// phone whose GPU path is slow). A visit opens /, /rng, /promotions and /slot at 1440 and 390 px
// and scrolls each down and back up in 600 px steps; the CPU of the whole browser (every process
// it started, from /proc) is read before and after. The same visit runs as built and with the
// page's visual effects switched off by a stylesheet (each effect alone, then all of them): the
// build without effects is this run's floor, and each figure is printed as a ratio to it. Runs
// are taken turn about. The pages load the demo data from a server of their own.
//
//   node bench/web/paint.mjs                 # 2 runs of every variant
//   RUNS=3 VARIANTS=built,none node bench/web/paint.mjs
//   CHROMIUM_ARGS="--num-raster-threads=1" VARIANTS=built node bench/web/paint.mjs
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { startServer } from '../lib/server.mjs';

const RUNS = Number(process.env.RUNS ?? 2);
// More switches for the browser, to weigh one (CHROMIUM_ARGS="--disable-lcd-text --num-raster-threads=1").
const EXTRA_ARGS = (process.env.CHROMIUM_ARGS ?? '').split(' ').filter(Boolean);
const PAGES = ['/', '/rng', '/promotions', '/slot'];
const VIEWPORTS = [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
];
const SCROLL_STEPS = 6;

// Each variant: the declarations put on every element (and its ::before and ::after).
const EFFECTS = {
  'backdrop-filter': 'backdrop-filter: none !important',
  'filter and mask': 'filter: none !important; mask-image: none !important',
  shadows: 'box-shadow: none !important; text-shadow: none !important',
  'background images': 'background-image: none !important',
};
const ALL_VARIANTS = {
  built: null,
  ...EFFECTS,
  none: Object.values(EFFECTS).join('; '),
};
const variants = (process.env.VARIANTS?.split(',') ?? Object.keys(ALL_VARIANTS)).filter((name) => {
  if (name in ALL_VARIANTS) return true;
  throw new Error(`unknown variant ${name}: ${Object.keys(ALL_VARIANTS).join(', ')}`);
});

const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';

/**
 * CPU seconds (user and system, with reaped children) of the browsers this process started and
 * every process below them (not the server, which is this process's child too).
 */
const browserCpu = () => {
  const children = new Map();
  for (const pid of readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      const ticks = Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
      const parent = Number(fields[1]);
      const name = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      children.set(parent, [...(children.get(parent) ?? []), { pid: Number(pid), name, seconds: ticks / 100 }]);
    } catch {
      // The process ended while being read.
    }
  }
  let total = 0;
  const walk = (pid) => {
    for (const child of children.get(pid) ?? []) {
      total += child.seconds;
      walk(child.pid);
    }
  };
  for (const child of children.get(process.pid) ?? [])
    if (child.name.startsWith('chrom')) {
      total += child.seconds;
      walk(child.pid);
    }
  return total;
};

/** One visit: the CPU the browser spent loading the pages, and scrolling them. */
const visit = async (baseUrl, css) => {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      ...EXTRA_ARGS,
    ],
  });
  let loading = 0;
  let scrolling = 0;
  try {
    for (const viewport of VIEWPORTS) {
      // As the e2e suite opens pages: reduced motion, the first visit's popups closed, English.
      const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
      await context.addInitScript(() => {
        window.sessionStorage.setItem('publicModalClosed', JSON.stringify(['A', 'B', 'F']));
        window.sessionStorage.setItem('giftModalHidden', '1');
        window.localStorage.setItem('lang', 'EN');
      });
      if (css)
        await context.addInitScript((declarations) => {
          document.addEventListener('DOMContentLoaded', () => {
            const style = document.createElement('style');
            style.textContent = `*, *::before, *::after { ${declarations} }`;
            document.head.append(style);
          });
        }, css);
      const page = await context.newPage();
      for (const path of PAGES) {
        let before = browserCpu();
        await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
        loading += browserCpu() - before;
        before = browserCpu();
        for (const direction of [1, -1])
          for (let step = 0; step < SCROLL_STEPS; step += 1) {
            await page.mouse.wheel(0, direction * 600);
            await page.waitForTimeout(150);
          }
        scrolling += browserCpu() - before;
      }
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return { loading, scrolling };
};

const dataDir = mkdtempSync(join(tmpdir(), 'perya-bench-paint-'));
const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
try {
  // A loaded machine can take longer to seed than startServer waits.
  for (let attempt = 0; ; attempt += 1) {
    const ready = await fetch(`${server.url}/readyz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ready) break;
    if (attempt === 600) throw new Error('the server never became ready');
    await new Promise((done) => setTimeout(done, 500));
  }
  console.log(
    `${CHROMIUM}; ${PAGES.join(' ')} at ${VIEWPORTS.map((size) => `${size.width} px`).join(' and ')}, ` +
      `each scrolled ${SCROLL_STEPS} steps of 600 px down and up; ${RUNS} runs of each variant, turn about`,
  );
  const results = new Map(variants.map((name) => [name, []]));
  for (let run = 0; run < RUNS; run += 1)
    for (const name of variants) {
      const figures = await visit(server.url, ALL_VARIANTS[name]);
      results.get(name).push(figures);
      console.log(
        `run ${run + 1} ${name}: loading ${figures.loading.toFixed(1)} s, scrolling ${figures.scrolling.toFixed(1)} s of CPU`,
      );
    }
  const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const summary = new Map(
    [...results].map(([name, runs]) => [
      name,
      { loading: median(runs.map((run) => run.loading)), scrolling: median(runs.map((run) => run.scrolling)) },
    ]),
  );
  const floor = summary.get('none');
  console.log('\nmedian CPU seconds (ratio to the page without effects, this run):');
  for (const [name, { loading, scrolling }] of summary) {
    const ratio = (value, reference) => (floor ? ` (${(value / reference).toFixed(2)}×)` : '');
    console.log(
      `  ${name.padEnd(18)} loading ${loading.toFixed(1).padStart(5)}${ratio(loading, floor?.loading)}` +
        `  scrolling ${scrolling.toFixed(1).padStart(5)}${ratio(scrolling, floor?.scrolling)}` +
        `  per scroll step ${(scrolling / (PAGES.length * VIEWPORTS.length * SCROLL_STEPS * 2)).toFixed(2)} s`,
    );
  }
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
