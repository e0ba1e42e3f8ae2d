import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromium } from 'playwright-core';

import { REPO_ROOT } from './portal';

// Debian's Chromium (never a downloaded browser), headless, with the flags this machine needs:
// without the background-networking ones it keeps calling Google's hosts and is refused.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
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
};

export const openContext = async (browser: Browser, options: ContextOptions = {}): Promise<BrowserContext> => {
  const context = await browser.newContext({
    viewport: VIEWPORTS[options.viewport ?? 'desktop'],
    ...(options.headers ? { extraHTTPHeaders: options.headers } : {}),
  });
  if (options.language) {
    await context.addInitScript((language) => {
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

/** Saves a full-page screenshot under e2e/screenshots/<name>.png (git-ignored). */
export const screenshot = async (page: Page, name: string): Promise<string> => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  const path = join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
};
