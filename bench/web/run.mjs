// bench/web: what the home page costs a visitor. It prints the initial JavaScript and CSS of the
// home route (the entry of index.html with everything it imports, plus the home route's chunk and
// its static imports, gzip-compressed as a server sends them), then runs Lighthouse (desktop
// preset, Debian's Chromium) on the built home page served by the real server with the demo data.
// It prints figures; it never fails on a number.
//
//   npm run bench:web
//   BENCH_WEB_SKIP_LIGHTHOUSE=1 npm run bench:web      # sizes only
//   BENCH_WEB_FORM_FACTOR=mobile npm run bench:web     # Lighthouse's mobile preset instead
//   BENCH_WEB_LHR=/tmp/lhr.json npm run bench:web      # also save Lighthouse's last full report
//   BENCH_WEB_RUNS=5 npm run bench:web                 # Lighthouse runs (median printed; default 3)
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { ROOT } from '../../scripts/lib.mjs';
import { startServer } from '../lib/server.mjs';

const DIST = join(ROOT, 'apps/web/dist');
const HOME_ROUTE_SOURCE = 'src/app/routes/home.tsx';
const TARGET_KB = 200;

const readManifest = () => JSON.parse(readFileSync(join(DIST, '.vite/manifest.json'), 'utf8'));

/** Every file a manifest entry loads before it runs: itself, its static imports, their CSS. */
const collect = (manifest, key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const imported of chunk.imports ?? []) collect(manifest, imported, files);
  return files;
};

const sizeOf = (file) => {
  const bytes = readFileSync(join(DIST, file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
};

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const measureBundle = () => {
  const manifest = readManifest();
  const html = readFileSync(join(DIST, 'index.html'), 'utf8');
  // What index.html itself names: the entry script, its modulepreloads and stylesheets.
  const named = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]);
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const files = new Set(named);
  collect(manifest, entryKey, files);
  const homeKey = Object.keys(manifest).find((key) => key.endsWith(HOME_ROUTE_SOURCE));
  if (homeKey) collect(manifest, homeKey, files);
  const sizes = [...files].map(sizeOf).sort((a, b) => b.gzip - a.gzip);
  const total = (kind) =>
    sizes
      .filter((size) => size.file.endsWith(kind))
      .reduce((sum, size) => ({ raw: sum.raw + size.raw, gzip: sum.gzip + size.gzip }), { raw: 0, gzip: 0 });
  const js = total('.js');
  const css = total('.css');
  console.log('\nHome route: initial JS and CSS (index.html entry + home chunk, static imports)');
  console.log('  file                                              raw kB   gzip kB');
  for (const size of sizes.slice(0, 12)) console.log(`  ${size.file.padEnd(48)} ${kb(size.raw)}   ${kb(size.gzip)}`);
  if (sizes.length > 12) console.log(`  … and ${sizes.length - 12} smaller files`);
  console.log(
    `  JS   ${String(sizes.filter((s) => s.file.endsWith('.js')).length).padStart(3)} files  ${kb(js.raw)} kB raw  ${kb(js.gzip)} kB gzip`,
  );
  console.log(
    `  CSS  ${String(sizes.filter((s) => s.file.endsWith('.css')).length).padStart(3)} files  ${kb(css.raw)} kB raw  ${kb(css.gzip)} kB gzip`,
  );
  console.log(`  total ${kb(js.gzip + css.gzip)} kB gzip (target under ${TARGET_KB} kB)`);
};

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const runLighthouse = async () => {
  const [{ default: lighthouse }, chromeLauncher, desktopConfig] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
  ]);
  const dataDir = mkdtempSync(join(tmpdir(), 'perya-bench-web-'));
  const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const isMobile = process.env.BENCH_WEB_FORM_FACTOR === 'mobile';
    const url = `${server.url}/`;
    // One warm-up load, so the server's caches (menu, settings) are as a visitor finds them.
    await fetch(url);
    await fetch(`${server.url}/lgw/games/game_menus?platform=html5-desktop`);
    // The machine may be busy (two cores, shared): several runs, and the median of each figure.
    const runs = Math.max(1, Number(process.env.BENCH_WEB_RUNS || 3));
    const results = [];
    for (let run = 0; run < runs; run += 1) {
      const result = await lighthouse(
        url,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility', 'best-practices'],
        },
        isMobile ? undefined : desktopConfig.default,
      );
      results.push(result.lhr);
    }
    const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
    const scoreOf = (lhr, id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const last = results.at(-1);
    if (process.env.BENCH_WEB_LHR) writeFileSync(process.env.BENCH_WEB_LHR, JSON.stringify(last));
    const score = (id) =>
      `${String(median(results.map((lhr) => scoreOf(lhr, id)))).padStart(4)}   (runs: ${results.map((lhr) => scoreOf(lhr, id)).join(', ')})`;
    const metric = (id) => {
      const values = results.map((lhr) => lhr.audits[id]?.numericValue ?? 0);
      const value = median(values);
      return id === 'cumulative-layout-shift' ? value.toFixed(3) : `${Math.round(value)} ms`;
    };
    console.log(
      `\nLighthouse ${last.lighthouseVersion} (${isMobile ? 'mobile' : 'desktop'} preset) on ${url}, median of ${runs}`,
    );
    console.log(`  performance    ${score('performance')}   target 95`);
    console.log(`  accessibility  ${score('accessibility')}   target 100`);
    console.log(`  best-practices ${score('best-practices')}`);
    console.log(
      `  FCP ${metric('first-contentful-paint')}  LCP ${metric('largest-contentful-paint')}  TBT ${metric('total-blocking-time')}  CLS ${metric('cumulative-layout-shift')}  SI ${metric('speed-index')}`,
    );
    console.log(
      `  host benchmark index ${Math.round(last.environment.benchmarkIndex)} (load average ${loadavg()[0].toFixed(1)})`,
    );
    const failing = Object.values(last.audits).filter(
      (audit) =>
        audit.score !== null &&
        audit.score < 0.9 &&
        audit.scoreDisplayMode !== 'informative' &&
        audit.scoreDisplayMode !== 'manual',
    );
    if (failing.length) {
      console.log('  audits below 0.9 (last run):');
      for (const audit of failing.slice(0, 15))
        console.log(`    ${audit.id} (${Math.round(audit.score * 100)}) ${audit.displayValue ?? ''}`);
    }
  } finally {
    await chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
};

if (!process.env.BENCH_WEB_SKIP_BUNDLE) measureBundle();
if (!process.env.BENCH_WEB_SKIP_LIGHTHOUSE) {
  try {
    await runLighthouse();
  } catch (error) {
    console.log(`\nLighthouse did not run: ${error instanceof Error ? error.message : String(error)}`);
  }
}
