import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

import { REPO_ROOT } from './portal';

// Debian's Chromium (never a downloaded browser), headless, with the flags this machine needs:
// without the background-networking ones it keeps calling Google's hosts and is refused.
//
// Its headless shell when installed (Debian's chromium-headless-shell, which .ci/run installs):
// the same engine without the browser's own interface, and what Playwright itself runs headless.
// Chromium is two thirds of the e2e step's CPU; measured on eight files under process
// accounting, the shell used 2.7 min of CPU where the full browser used 3.5, and the files took
// 150 s instead of 184 s (decision 068). Else the full browser; CHROMIUM_PATH overrides both.
const CHROMIUM =
  process.env.CHROMIUM_PATH ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium';
const SCREENSHOTS = join(REPO_ROOT, 'e2e', 'screenshots');

export const VIEWPORTS = {
  desktop: { width: 1440, height: 900 },
  phone: { width: 390, height: 844 },
} as const;

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });

export type ContextOptions = {
  viewport?: keyof typeof VIEWPORTS;
  /** The interface language chosen before the first visit (local storage `lang`). */
  language?: string;
  headers?: Record<string, string>;
  /**
   * Let the portal's own popups open (the announcement popup, the welcome gift). Off by default:
   * a test about something else sees the site as a visitor does after closing them once.
   */
  popups?: boolean;
  /** Off: the page as it arrives, before (without) its script. */
  javaScriptEnabled?: boolean;
  /**
   * The page's own motion (the banner's autoplay, the notice bar's scroll, the winner board's
   * creep, the originals' animations). Off by default: the context asks for reduced motion, which
   * the portal honours (spec'd for people who ask for it). Measured on the home sitting idle for
   * 20 s, Chromium used 6.5 s of CPU with the motion and 1.3 s without (5.7 and 1.1 s at 390 px):
   * with two files at a time on two cores, frames nobody looks at were CI's largest cost. Files
   * about the motion, and the originals (whose results are revealed by it), turn it on.
   */
  motion?: boolean;
};

// The session flags the portal sets when its popups are closed (features/home/utils/popup-flags.ts).
// Signing out clears session storage, so they are put back after every clear.
const closePortalPopups = () => {
  // The portal's own page only, not frames inside it (an embedded video may have no storage).
  if (window !== window.top) return;
  const mark = () => {
    window.sessionStorage.setItem('publicModalClosed', JSON.stringify(['A', 'B', 'F']));
    window.sessionStorage.setItem('giftModalHidden', '1');
  };
  if (!window.sessionStorage.getItem('publicModalClosed')) mark();
  const clear = Storage.prototype.clear;
  Storage.prototype.clear = function clearAndKeepPopupsClosed(this: Storage) {
    clear.call(this);
    if (this === window.sessionStorage) mark();
  };
};

export const openContext = async (browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
    ...(options.javaScriptEnabled === false ? { javaScriptEnabled: false } : {}),
    reducedMotion: options.motion ? 'no-preference' : 'reduce',
  });
  if (!options.popups) await context.addInitScript(closePortalPopups);
  if (options.language) {
    await context.addInitScript((language) => {
      if (window !== window.top) return;
      if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', language);
    }, options.language);
  }
  return context;
};

/** Collects uncaught page errors, so a test can assert the page ran clean. */
export const watchErrors = (page: Page): string[] => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(String(error)));
  return errors;
};

// Screenshots are for a person to look at, and CI has no one: `.ci/run` sets E2E_SCREENSHOTS=off,
// which saves ~0.5 s of a core per full-page picture, of about 360 per run. No test may depend on
// a screenshot having been taken.
const SAVES_SCREENSHOTS = process.env.E2E_SCREENSHOTS !== 'off';

/**
 * Scrolls through the page, a step at a time with two frames at each (an IntersectionObserver
 * reports on a frame: a block scrolled past between frames would never render), until the page
 * stops growing; then back to the top, or left at the bottom with `stayAtBottom`. The blocks that
 * render when they come near the viewport (WhenVisible: the home's board, rows and footer logos)
 * are then there. A full-page capture alone does not bring them: it makes the window as tall as
 * the page only for the picture.
 */
export const scrollThroughPage = async (page: Page, { stayAtBottom = false } = {}) => {
  const scrollTo = (top: number) =>
    page.evaluate(
      (y) =>
        new Promise<void>((done) => {
          window.scrollTo({ top: y, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(() => done()));
        }),
      top,
    );
  for (let height = 0, previous = -1; height !== previous;) {
    previous = height;
    height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top <= height; top += 500) await scrollTo(top);
    await scrollTo(height);
    // What the last steps brought (a lazy chunk, its data) lands before the height is read again.
    await page.waitForTimeout(300);
  }
  await scrollTo(stayAtBottom ? await page.evaluate(() => document.documentElement.scrollHeight) : 0);
};

/**
 * Saves a screenshot, of the full page unless `fullPage` is false, under
 * e2e/screenshots/<name>.png (git-ignored), and answers its path (null when screenshots are off).
 * Chromium's full-page capture shrinks the window to 1 px and back, which restarts the side menu's
 * width transition (phone drawer → 256 px docked): with animations disabled Playwright finishes
 * such transitions before it captures, so the page is shown at rest, as people see it. The capture
 * also makes the window as tall as the page, so a list that loads more as it scrolls into view (a
 * game centre) loads its next page meanwhile: take those as the first screen (`fullPage: false`).
 * `scrollFirst` scrolls through the page before the capture, so what renders near the viewport is
 * in the picture too (only when screenshots are taken: it changes nothing a test asserts).
 */
export const screenshot = async (
  page: Page,
  name: string,
  { fullPage = true, scrollFirst = false } = {},
): Promise<string | null> => {
  if (!SAVES_SCREENSHOTS) return null;
  if (scrollFirst) await scrollThroughPage(page);
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage, animations: 'disabled' });
  return path;
};

/**
 * Reloads `page` until `target` is there: for what the server makes a moment after the step that
 * caused it (a reward earned by a job or an event listener), which a page already open does not
 * ask for again. `loaded` waits for what shows the page has rendered after a reload.
 */
export const reloadUntilShown = async (
  page: Page,
  target: Locator,
  loaded: () => Promise<unknown> = async () => undefined,
): Promise<void> => {
  const deadline = Date.now() + 20_000;
  while ((await target.count()) === 0) {
    if (Date.now() > deadline) throw new Error(`not shown after 20 s of reloads: ${String(target)}`);
    await page.waitForTimeout(500);
    await page.reload();
    await loaded();
    await page.waitForLoadState('networkidle');
  }
};
