/* global window */
// Screenshots of the three pages of issue 23 (home, /rng, the deposit page signed in) on a desktop
// (1440 × 900) and a phone (390 × 844), for this build and, with BENCH_BASELINE_ROOT, the build
// before, so a speed change can be checked for "the look unchanged" side by side. Writes PNGs to
// BENCH_SCREENSHOTS (default /tmp/perya-screens): <build>-<page>-<viewport>.png.
//
//   BENCH_BASELINE_ROOT=/work/wt/base node bench/web/screenshots.mjs
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { chromium } from 'playwright-core';

import { ROOT } from '../../scripts/lib.mjs';
import { startServer } from '../lib/server.mjs';
import { signIn } from './sign-in.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const OUT = process.env.BENCH_SCREENSHOTS ?? '/tmp/perya-screens';
const VIEWPORTS = { desktop: { width: 1440, height: 900 }, phone: { width: 390, height: 844 } };
const PAGES = [
  { id: 'home', path: '/', ready: 'h1' },
  { id: 'rng', path: '/rng', ready: '[data-testid="game-card"], h1' },
  { id: 'deposit', path: '/member/depositv2', ready: 'h1, h2', signedIn: true },
];
const builds = [
  ...(process.env.BENCH_BASELINE_ROOT ? [{ name: 'before', root: process.env.BENCH_BASELINE_ROOT }] : []),
  { name: 'this', root: ROOT },
];

mkdirSync(OUT, { recursive: true });
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
try {
  for (const build of builds) {
    const dataDir = mkdtempSync(join(tmpdir(), 'perya-screens-'));
    const server = await startServer(
      { DATA_DIR: dataDir, SEED_DEMO: 'true' },
      join(build.root, 'apps/server/dist/main.js'),
    );
    try {
      const token = await signIn(server.url, 'player01', 'Player2026', CHROMIUM);
      for (const page of PAGES)
        for (const [viewportName, viewport] of Object.entries(VIEWPORTS)) {
          const context = await browser.newContext({ viewport, reducedMotion: 'reduce' });
          await context.addInitScript(
            ([signedIn, sessionToken]) => {
              if (window !== window.top) return;
              window.sessionStorage.setItem('publicModalClosed', JSON.stringify(['A', 'B', 'F']));
              window.sessionStorage.setItem('giftModalHidden', '1');
              if (signedIn) window.sessionStorage.setItem('token', sessionToken);
            },
            [Boolean(page.signedIn), token],
          );
          const tab = await context.newPage();
          await tab.goto(`${server.url}${page.path}`);
          await tab.locator(page.ready).first().waitFor({ timeout: 60_000 });
          await tab.waitForLoadState('networkidle');
          await tab.waitForTimeout(1500);
          await tab.screenshot({
            path: join(OUT, `${build.name}-${page.id}-${viewportName}.png`),
            animations: 'disabled',
          });
          await context.close();
        }
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
} finally {
  await browser.close();
}
console.log(`screenshots in ${OUT}`);
