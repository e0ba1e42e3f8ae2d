/* global window */
// bench/web: what the three pages a phone player opens most cost a visitor — the home, a game
// centre (/rng) and the member centre's deposit page (signed in as a demo member) — on Lighthouse's
// mobile profile (its default config: simulated throttling, 4x CPU slowdown, slow 4G) and on its
// desktop preset, beside the build before (BENCH_BASELINE_ROOT), both served by their own real
// server with the demo data (embedded PGlite) and measured turn about, so load on the machine falls
// on both alike. For each page, profile and build: the median of the runs of performance, FCP,
// LCP, TBT, CLS, accessibility, and the JS and CSS the page loaded (raw and gzip level 9, from the
// URLs Lighthouse saw, sized from the build's files); and the entry of index.html on its own.
// It prints figures; it never fails on a number. Run it under `flock /work/helpers/heavy.lock`.
//
//   npm run bench:web
//   BENCH_BASELINE_ROOT=/work/wt/base npm run bench:web  # a built tree of the build before, beside
//   BENCH_WEB_PAGES=home,rng BENCH_WEB_PROFILES=mobile   # a subset (pages: home, rng, deposit)
//   BENCH_WEB_RUNS=5 npm run bench:web                   # Lighthouse runs (median printed; default 3)
//   BENCH_WEB_ONLY=before npm run bench:web              # one of the builds only (before, this)
//   BENCH_WEB_SKIP_LIGHTHOUSE=1 npm run bench:web        # the entry's size only
//   BENCH_WEB_LHR=/tmp/lhr npm run bench:web             # also save each last report (<dir>/<build>-<page>-<profile>.json)
//   BENCH_WEB_POPUPS=closed npm run bench:web            # a visitor who closed this session's popups
//
// A fresh session opens the announcement popup once the page has settled (spec §4), and on a phone
// its text is the largest thing painted on /rng and the deposit page: there LCP is the popup's
// paint, seconds after the page's own content. BENCH_WEB_POPUPS=closed measures the same load for a
// visitor who has closed it in this tab (session storage, as the portal marks it), i.e. the page's
// own largest paint.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { ROOT } from '../../scripts/lib.mjs';
import { startServer } from '../lib/server.mjs';
import { signIn } from './sign-in.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_MEMBER = { username: 'player01', password: 'Player2026' };
const RUNS = Math.max(1, Number(process.env.BENCH_WEB_RUNS || 3));
const ALL_PAGES = [
  { id: 'home', path: '/', signedIn: false },
  { id: 'rng', path: '/rng', signedIn: false },
  { id: 'deposit', path: '/member/depositv2', signedIn: true },
];
const PAGES = ALL_PAGES.filter((page) =>
  (process.env.BENCH_WEB_PAGES ?? 'home,rng,deposit').split(',').includes(page.id),
);
const PROFILES = (process.env.BENCH_WEB_PROFILES ?? 'mobile,desktop').split(',');
const GOALS = { mobile: 90, desktop: 95 };

const builds = [
  ...(process.env.BENCH_BASELINE_ROOT ? [{ name: 'before', root: process.env.BENCH_BASELINE_ROOT }] : []),
  { name: 'this', root: ROOT },
]
  .filter((build) => !process.env.BENCH_WEB_ONLY || build.name === process.env.BENCH_WEB_ONLY)
  .map((build) => ({
    ...build,
    dist: join(build.root, 'apps/web/dist'),
    entry: join(build.root, 'apps/server/dist/main.js'),
  }));

const gzipCache = new Map();
/** Raw and gzip-9 size of a built file, or null when the URL is not one of the build's files. */
const sizeOf = (dist, path) => {
  const file = join(dist, path);
  if (!existsSync(file)) return null;
  if (!gzipCache.has(file)) {
    const bytes = readFileSync(file);
    gzipCache.set(file, { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length });
  }
  return gzipCache.get(file);
};

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The entry of index.html: the script and stylesheets it names and the modules it preloads. */
const entryOf = (dist) => {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const named = [...new Set([...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]))];
  const sum = (kind) =>
    named
      .filter((file) => file.endsWith(kind))
      .map((file) => sizeOf(dist, file))
      .reduce((total, size) => ({ raw: total.raw + size.raw, gzip: total.gzip + size.gzip }), { raw: 0, gzip: 0 });
  return { files: named.length, js: sum('.js'), css: sum('.css') };
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

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** JS and CSS the page loaded (Lighthouse's network records), sized from the build's files. */
const loadedBytes = (lhr, dist) => {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const totals = { js: { raw: 0, gzip: 0, files: 0 }, css: { raw: 0, gzip: 0, files: 0 } };
  const counted = new Set();
  for (const item of items) {
    // A preloaded file used later shows twice (the second from the cache): count it once.
    if (counted.has(item.url)) continue;
    counted.add(item.url);
    const kind = item.resourceType === 'Script' ? 'js' : item.resourceType === 'Stylesheet' ? 'css' : null;
    if (!kind) continue;
    const size = sizeOf(dist, new URL(item.url).pathname.slice(1));
    if (!size) continue;
    totals[kind].raw += size.raw;
    totals[kind].gzip += size.gzip;
    totals[kind].files += 1;
  }
  return totals;
};

const summarise = (results, dist) => {
  const metric = (id) => median(results.map((lhr) => lhr.audits[id]?.numericValue ?? 0));
  const score = (id) => median(results.map((lhr) => Math.round((lhr.categories[id]?.score ?? 0) * 100)));
  const loads = results.map((lhr) => loadedBytes(lhr, dist));
  const jsGzip = median(loads.map((load) => load.js.gzip));
  const pick = loads.find((load) => load.js.gzip === jsGzip);
  return {
    performance: score('performance'),
    runs: results.map((lhr) => Math.round((lhr.categories.performance?.score ?? 0) * 100)),
    accessibility: score('accessibility'),
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    load: pick,
  };
};

const runLighthouse = async () => {
  const [{ default: lighthouse }, chromeLauncher, desktopConfig, puppeteer] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
    import('lighthouse/core/config/desktop-config.js'),
    import('puppeteer-core'),
  ]);
  const started = [];
  try {
    for (const build of builds) {
      const dataDir = mkdtempSync(join(tmpdir(), 'perya-bench-web-'));
      const server = await startServer({ DATA_DIR: dataDir, SEED_DEMO: 'true' }, build.entry);
      started.push({ server, dataDir });
      build.url = server.url;
      // One warm-up load, so the server's caches (menu, settings) are as a visitor finds them.
      await fetch(`${server.url}/`);
      await fetch(`${server.url}/lgw/games/game_menus?platform=html5-desktop`);
      if (PAGES.some((page) => page.signedIn))
        build.token = await signIn(server.url, DEMO_MEMBER.username, DEMO_MEMBER.password, CHROMIUM);
    }
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
    const browser = await puppeteer.default.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const rows = [];
    let version = '';
    let benchmarkIndex = 0;
    const loads = [];
    try {
      // Mobile first for every page, then desktop.
      for (const profile of PROFILES)
        for (const page of PAGES) {
          const results = new Map(builds.map((build) => [build.name, []]));
          for (let run = 0; run < RUNS; run += 1)
            for (const build of builds) {
              // A fresh tab each run; a signed-in page gets the session token as the portal keeps it.
              // Chromium under load sometimes refuses a new tab at once: try again.
              let tab;
              for (let attempt = 1; !tab; attempt += 1) {
                try {
                  tab = await browser.newPage();
                } catch (error) {
                  if (attempt >= 5) throw error;
                  await new Promise((done) => setTimeout(done, 1000 * attempt));
                }
              }
              if (page.signedIn)
                await tab.evaluateOnNewDocument((token) => {
                  if (window === window.top) window.sessionStorage.setItem('token', token);
                }, build.token);
              if (process.env.BENCH_WEB_POPUPS === 'closed')
                await tab.evaluateOnNewDocument(() => {
                  // apps/web/src/features/home/utils/popup-flags.ts: every audience closed, the gift hidden.
                  window.sessionStorage.setItem('publicModalClosed', '["F","A","B"]');
                  window.sessionStorage.setItem('giftModalHidden', '1');
                });
              loads.push(loadavg()[0]);
              const result = await lighthouse(
                `${build.url}${page.path}`,
                { output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] },
                profile === 'desktop' ? desktopConfig.default : undefined,
                tab,
              );
              await tab.close();
              results.get(build.name).push(result.lhr);
              version = result.lhr.lighthouseVersion;
              benchmarkIndex = result.lhr.environment.benchmarkIndex;
              if (process.env.BENCH_WEB_LHR && run === RUNS - 1) {
                mkdirSync(process.env.BENCH_WEB_LHR, { recursive: true });
                writeFileSync(
                  join(process.env.BENCH_WEB_LHR, `${build.name}-${page.id}-${profile}.json`),
                  JSON.stringify(result.lhr),
                );
              }
            }
          for (const build of builds)
            rows.push({ page: page.id, profile, build: build.name, ...summarise(results.get(build.name), build.dist) });
          printRows(rows.filter((row) => row.page === page.id && row.profile === profile));
        }
    } finally {
      await browser.disconnect();
      await chrome.kill();
    }
    console.log(
      `\nLighthouse ${version}, median of ${RUNS} runs each; host benchmark index ${Math.round(benchmarkIndex)}; ` +
        `load average during the runs ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} ` +
        '(2 shared cores: under load the scores are pessimistic, TBT most of all)' +
        (process.env.BENCH_WEB_POPUPS === 'closed' ? "; the session's popups closed before each load" : ''),
    );
    console.log('\nAll pages (goals: mobile ≥ 90, LCP < 2.5 s, TBT < 200 ms; desktop ≥ 95; accessibility 100)');
    printRows(rows, true);
  } finally {
    for (const { server, dataDir } of started) {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
};

let headerPrinted = false;
const printRows = (rows, withHeader = false) => {
  if (!headerPrinted || withHeader) {
    console.log(
      'page     profile  build   perf (runs)        FCP ms  LCP ms  TBT ms   CLS    a11y  JS raw/gzip kB (files)  CSS raw/gzip kB',
    );
    headerPrinted = true;
  }
  for (const row of rows) {
    const goal = GOALS[row.profile];
    console.log(
      [
        row.page.padEnd(8),
        row.profile.padEnd(8),
        row.build.padEnd(7),
        `${String(row.performance).padStart(3)} (${row.runs.join(',')})${row.performance >= goal ? '' : ' <'}`.padEnd(
          18,
        ),
        String(Math.round(row.fcp)).padStart(6),
        String(Math.round(row.lcp)).padStart(7),
        String(Math.round(row.tbt)).padStart(7),
        row.cls.toFixed(3).padStart(6),
        String(row.accessibility).padStart(6),
        `  ${kb(row.load.js.raw)}/${kb(row.load.js.gzip)} (${row.load.js.files})`.padEnd(24),
        `${kb(row.load.css.raw)}/${kb(row.load.css.gzip)}`,
      ].join(' '),
    );
  }
};

if (!process.env.BENCH_WEB_SKIP_BUNDLE) {
  console.log('\nThe entry of index.html (the script, stylesheets and modulepreloads it names; gzip level 9)');
  for (const build of builds) {
    const entry = entryOf(build.dist);
    console.log(
      `  ${build.name.padEnd(7)} ${entry.files} files  JS ${kb(entry.js.raw)} kB raw ${kb(entry.js.gzip)} kB gzip  CSS ${kb(entry.css.raw)} kB raw ${kb(entry.css.gzip)} kB gzip`,
    );
  }
}
if (!process.env.BENCH_WEB_SKIP_LIGHTHOUSE) {
  try {
    await runLighthouse();
  } catch (error) {
    console.log(`\nLighthouse did not run: ${error instanceof Error ? error.stack : String(error)}`);
  }
}
