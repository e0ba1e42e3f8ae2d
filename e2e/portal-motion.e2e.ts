import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';

// The home page moving by itself (spec §2.4): the banner's autoplay and the notice bar's scroll,
// then the notices the bar opens. Its bound is a time (the banner turns within 9 s), so this file
// runs alone, with no other file's browser and server beside it (e2e/vitest.config.ts); the rest
// of the home is portal.e2e.ts's.

describe('portal home in motion', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('should advance the banner by itself and scroll the notice bar', async () => {
    const context = await openContext(browser, { language: 'EN', motion: true });
    const page = await context.newPage();
    await page.goto(portal.baseUrl);
    const carousel = page.getByTestId('banner-carousel');
    const activeDot = carousel.locator('[role="tab"][data-active]');
    await activeDot.waitFor();
    const first = await activeDot.getAttribute('aria-label');
    // Autoplay every 5 s: the active dot changes within 5 s plus the 1 s transition (and some slack).
    await page.waitForFunction(
      (label) =>
        document
          .querySelector('[data-testid="banner-carousel"] [role="tab"][data-active]')
          ?.getAttribute('aria-label') !== label,
      first,
      { timeout: 9_000 },
    );
    // A dot is a button that moves the carousel too.
    const dots = carousel.getByRole('tab');
    expect(await dots.count()).toBeGreaterThan(1);

    const track = page.getByTestId('notice-track');
    const transformAt = () => track.evaluate((element) => getComputedStyle(element).transform);
    const before = await transformAt();
    await page.waitForTimeout(800);
    expect(await transformAt()).not.toBe(before);

    // A click on the bar opens the notices, nine to a page, each opening its text.
    await page.getByTestId('notice-bar').click();
    const notices = page.getByRole('dialog', { name: 'Notices' });
    await notices.waitFor();
    const items = notices.getByTestId('notice-list').getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBeLessThanOrEqual(9);
    await items.first().getByRole('button').click();
    // The popup now shows that notice under its own title.
    await page.getByRole('dialog').getByRole('button', { name: 'Back to notices' }).waitFor();
    await context.close();
  });
});
