import { request as httpRequest, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';

// Issue 23 (decision 032): a phone on slow mobile data. The first visit renders the home's first
// screen from one HTML page that carries its data; the second renders from the service worker's
// cache, and only data crosses the network. The browser talks to the portal through a counting
// proxy, so "reaches the server" means what it says.

/** Lighthouse's "slow 4G" as DevTools applies it (request latency 562.5 ms, 1.47 Mbps down). */
const SLOW_4G = {
  offline: false,
  latency: 562.5,
  downloadThroughput: (1474.56 * 1024) / 8,
  uploadThroughput: (675 * 1024) / 8,
};

const HEADING = 'Ang perya ng Pinoy, bukas araw at gabi';

type Seen = { method: string; path: string; accept: string };

const startCountingProxy = async (target: string) => {
  const seen: Seen[] = [];
  const upstream = new URL(target);
  const server = createServer((incoming, outgoing) => {
    seen.push({
      method: incoming.method ?? 'GET',
      path: incoming.url ?? '/',
      accept: String(incoming.headers.accept ?? ''),
    });
    const forward = httpRequest(
      {
        host: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forward.on('error', () => outgoing.destroy());
    incoming.pipe(forward);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    close: () => new Promise<void>((closed) => server.close(() => closed())),
  };
};

const throttle = async (context: BrowserContext, page: Page) => {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
};

/** The first matching element's box in the viewport, to a tenth of a pixel. */
const boxOf = async (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => {
      const box = element.getBoundingClientRect();
      return [box.x, box.y, box.width, box.height].map((value) => Math.round(value * 10) / 10);
    });
/** The home's first banner, in the shell and in the app alike. */
const BANNER = 'img[fetchpriority="high"]';

describe('phone speed', () => {
  let portal: Portal;
  let browser: Browser;
  let proxy: Awaited<ReturnType<typeof startCountingProxy>>;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    proxy = await startCountingProxy(portal.baseUrl);
  });
  afterAll(async () => {
    await browser?.close();
    await proxy?.close();
    await portal?.stop();
  });

  it("should render the home's first screen on slow 4G with its data in the page, then a second visit from the cache", async () => {
    const context = await openContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await throttle(context, page);

    // First visit: one page with the first screen's data in it.
    const started = Date.now();
    await page.goto(proxy.url);
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 60_000 });
    // The largest picture: the first banner, fetched with high priority from the page's head.
    await page.locator('img[fetchpriority="high"]').first().waitFor();
    const firstScreenMs = Date.now() - started;
    const firstVisit = proxy.seen.map((entry) => entry.path.split('?')[0]);
    // The status, the configuration, the menu and the banners came inside the page.
    for (const inlined of [
      '/wps/system/status',
      '/wps/system/permission',
      '/lgw/games/game_menus',
      '/wps/announcements',
    ])
      expect(firstVisit, inlined).not.toContain(inlined);
    expect(await page.locator('#perya-boot').count()).toBe(1);
    await screenshot(page, 'phone-speed-first-visit', { fullPage: false });
    console.log(`first screen on slow 4G: ${firstScreenMs} ms, ${firstVisit.length} requests`);

    // The service worker arrives after the page has settled, takes charge and keeps what the page loaded.
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 })
      .toBe(true);
    const languageChunk = await page.evaluate(
      () =>
        performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .find((name) => /\/assets\/texts-fil-[^/]+\.js$/.test(name)) ?? null,
    );
    expect(languageChunk).not.toBeNull();
    await expect
      .poll(() => page.evaluate(async (url) => Boolean(url && (await caches.match(url))), languageChunk), {
        timeout: 30_000,
      })
      .toBe(true);

    // Second visit: everything but data from the cache.
    proxy.seen.length = 0;
    const again = Date.now();
    await page.goto(proxy.url);
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 60_000 });
    await page.getByTestId('jackpot-value').waitFor();
    const secondScreenMs = Date.now() - again;
    const secondVisit = proxy.seen;
    console.log(
      `second visit: ${secondScreenMs} ms; reached the server: ${secondVisit.map((entry) => entry.path).join(' ')}`,
    );
    const shell = secondVisit.filter(
      (entry) =>
        entry.accept.includes('text/html') ||
        entry.path === '/' ||
        /^\/(?:assets\/|index\.html|manifest\.webmanifest|favicon\.svg)/.test(entry.path),
    );
    expect(shell).toEqual([]);
    // What reaches the server is data (the API and its pictures), and the browser's check for a
    // newer service worker (how a new build replaces the cache).
    for (const entry of secondVisit) expect(entry.path).toMatch(/^\/(?:wps|lgw)\/|^\/sw\.js$/);
    expect(secondVisit.some((entry) => entry.path.startsWith('/wps/'))).toBe(true);
    await screenshot(page, 'phone-speed-second-visit', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should draw the first banner before the app has run, in the very box the app then puts it in', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      // Without script: what the page alone draws (decision 065's shell).
      const still = await openContext(browser, { viewport, javaScriptEnabled: false });
      const stillPage = await still.newPage();
      await stillPage.goto(portal.baseUrl);
      await stillPage.locator('[data-first-screen-shell] img').waitFor();
      const drawn = await boxOf(stillPage, BANNER);
      expect(await stillPage.locator('[data-first-screen-shell] img').getAttribute('src')).toMatch(
        /^\/lgw\/images\/banners\//,
      );
      await screenshot(stillPage, `phone-speed-shell-${viewport}`, { fullPage: false });
      await still.close();

      // With script: the app replaces the shell and its banner sits where the shell's was.
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(portal.baseUrl);
      await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 60_000 });
      expect(await page.locator('[data-first-screen-shell]').count()).toBe(0);
      // Polled: the still picture turns into the carousel's when its chunk arrives (a new element).
      await expect.poll(() => boxOf(page, BANNER), { message: viewport }).toEqual(drawn);
      await context.close();
    }
  });

  it("should draw the portal's frame and mark on other pages before the app has run, where the app then puts the mark", async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const still = await openContext(browser, { viewport, javaScriptEnabled: false });
      const stillPage = await still.newPage();
      await stillPage.goto(`${portal.baseUrl}/rng`);
      const drawn = await boxOf(stillPage, '[data-first-screen-shell] svg');
      // No banner outside the home.
      expect(await stillPage.locator('[data-first-screen-shell] img').count()).toBe(0);
      await screenshot(stillPage, `phone-speed-shell-rng-${viewport}`, { fullPage: false });
      await still.close();

      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${portal.baseUrl}/rng`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      expect(await page.locator('[data-first-screen-shell]').count()).toBe(0);
      expect(await boxOf(page, 'header a[aria-label="Perya"] svg'), viewport).toEqual(drawn);
      await context.close();
    }
  });

  it("should ask for the app's scripts only once the shell's first frame is drawn (decision 074)", async () => {
    for (const path of ['/', '/rng']) {
      const context = await openContext(browser, { viewport: 'phone' });
      // The first frame's time: this callback is the first of that frame (the page's own come after).
      await context.addInitScript(() => {
        requestAnimationFrame(() => {
          (window as unknown as { firstFrameAt: number }).firstFrameAt = performance.now();
        });
      });
      const page = await context.newPage();
      const errors = watchErrors(page);
      await page.goto(`${portal.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 60_000 });
      const { firstFrameAt, scripts } = await page.evaluate(() => ({
        firstFrameAt: (window as unknown as { firstFrameAt: number }).firstFrameAt,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/[^/]+\.js$/.test(entry.name))
          .map((entry) => ({ name: entry.name, startTime: entry.startTime })),
      }));
      // The entry and the route's preloads: all asked for after the frame, none with the page.
      expect(
        scripts.some((script) => /\/assets\/index-[^/]+\.js$/.test(script.name)),
        path,
      ).toBe(true);
      for (const script of scripts) expect(script.startTime, `${path} ${script.name}`).toBeGreaterThan(firstFrameAt);
      expect(errors).toEqual([]);
      await context.close();
    }
  });

  it("should open the home's announcement with Mantine's few popup styles, never the full sheet (decision 075)", async () => {
    const context = await openContext(browser, { viewport: 'phone', popups: true });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${portal.baseUrl}/`);
    // A fresh session: the demo's announcement opens by itself once the page has settled.
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ timeout: 60_000 });
    const sheets = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.endsWith('.css')),
    );
    expect(
      sheets.some((path) => /\/assets\/mantine-popups-[^/]+\.css$/.test(path)),
      sheets.join(' '),
    ).toBe(true);
    expect(sheets.filter((path) => path.includes('/mantine-full-'))).toEqual([]);
    // Drawn as a popup: its overlay covers the page (Overlay's styles), the box is a modal's.
    const overlay = page.locator('.mantine-Modal-overlay');
    expect(await overlay.evaluate((element) => getComputedStyle(element).position)).toBe('fixed');
    expect(await page.locator('.mantine-Modal-inner').evaluate((element) => getComputedStyle(element).position)).toBe(
      'fixed',
    );
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should size a game tile that has not been laid out yet as it will be, so the grid does not jump', async () => {
    for (const viewport of ['phone', 'desktop'] as const) {
      const context = await openContext(browser, { viewport });
      const page = await context.newPage();
      await page.goto(`${portal.baseUrl}/rng`);
      const grid = page.getByTestId('game-grid');
      await grid.locator('article').first().waitFor({ timeout: 60_000 });
      // A copy of the first tile in a cell of its own, kept from layout as an off-screen tile is
      // (content-visibility): its height is then the tile's guess (contain-intrinsic-size), which
      // must be the height the tile has once laid out.
      const [guessed, real] = await grid.evaluate((element) => {
        const cell = element.querySelector('[role="listitem"]')!;
        const copy = cell.cloneNode(true) as HTMLElement;
        (copy.firstElementChild as HTMLElement).style.contentVisibility = 'hidden';
        element.append(copy);
        const sizes = [copy, cell].map((item) => item.firstElementChild!.getBoundingClientRect().height);
        copy.remove();
        return sizes;
      });
      expect(Math.abs(guessed! - real!), `${viewport}: guessed ${guessed}, laid out ${real}`).toBeLessThan(1);
      await context.close();
    }
  });

  it("should draw the shell in the visitor's skin, light for one who chose it", async () => {
    const context = await openContext(browser, { viewport: 'phone' });
    await context.addInitScript(() => window.localStorage.setItem('mantine-color-scheme-value', 'light'));
    const page = await context.newPage();
    // The app's script never arrives: what the page alone draws stays.
    await page.route(/\/assets\/index-[^/]+\.js$/, (route) => route.abort());
    await page.goto(`${portal.baseUrl}/rng`);
    const shell = page.locator('[data-first-screen-shell]');
    await shell.waitFor();
    expect(await shell.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(238, 240, 247)');
    expect(
      await page.locator('.perya-shell-header').evaluate((element) => getComputedStyle(element).backgroundColor),
    ).toBe('rgb(255, 255, 255)');
    await screenshot(page, 'phone-speed-shell-light', { fullPage: false });
    await context.close();
  });

  it('should never keep API answers in the service worker caches', async () => {
    const context = await openContext(browser, { viewport: 'phone' });
    const page = await context.newPage();
    await page.goto(proxy.url);
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 60_000 });
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 60_000 })
      .toBe(true);
    await page.reload();
    await page.getByRole('heading', { level: 1, name: HEADING }).waitFor({ timeout: 60_000 });
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
      }
      return urls;
    });
    expect(cached.length).toBeGreaterThan(10);
    expect(cached.filter((path) => /^\/(?:wps|lgw|api|lotto)\//.test(path))).toEqual([]);
    expect(cached.filter((path) => path.startsWith('/assets/admin-'))).toEqual([]);
    await context.close();
  });
});
