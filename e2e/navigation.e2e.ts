import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ContextOptions } from './harness/browser';
import { launchBrowser, openContext, screenshot, scrollThroughPage, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';

// The portal's navigation at 1440 px and 390 px (issue 22 items 16 and 17): a phone's tab bar
// with Deposit one tap away, covering nothing; and every category of the header reachable at
// every width, the ones that do not fit under "More". Each test opens its page with player01's
// session, logged in once through the API: logging in through the dialog is accounts.e2e's test.

type Box = { x: number; y: number; width: number; height: number };

const boxOf = async (page: Page, testId: string): Promise<Box> => {
  const box = await page.getByTestId(testId).first().boundingBox();
  if (!box) throw new Error(`${testId} has no box`);
  return box;
};

describe('navigation', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const open = async (options: ContextOptions) => {
    const context = await openContext(browser, { language: 'EN', ...options });
    const page = await context.newPage();
    return { context, page, errors: watchErrors(page) };
  };

  it('should give a member on a phone a tab bar with Deposit one tap away, covering nothing', async () => {
    const { context, page, errors } = await open({ viewport: 'phone' });
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01);
    const tabBar = page.getByRole('navigation', { name: 'Quick links' });
    await tabBar.waitFor();
    expect(await tabBar.getByRole('link').allTextContents()).toEqual([
      'Home',
      'Games',
      'Promotions',
      'Deposit',
      'Account',
    ]);
    const bar = await boxOf(page, 'bottom-tab-bar');
    expect(bar.y + bar.height).toBe(844);

    // At the very bottom of the page, the footer ends above the bar and the scroll-to-top button
    // sits above it too.
    // The home page's lower blocks render as they come into view: scroll until the page stops growing.
    await scrollThroughPage(page, { stayAtBottom: true });
    await page.getByRole('button', { name: 'Back to top' }).waitFor({ state: 'visible' });
    const footer = await page.locator('footer').last().boundingBox();
    expect(footer && footer.y + footer.height).toBeLessThanOrEqual(bar.y + 1);
    const backToTop = await page.getByRole('button', { name: 'Back to top' }).boundingBox();
    expect(backToTop && backToTop.y + backToTop.height).toBeLessThanOrEqual(bar.y);
    await screenshot(page, 'tab-bar-phone-bottom', { fullPage: false });

    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await screenshot(page, 'tab-bar-phone', { fullPage: false });
    await tabBar.getByRole('link', { name: 'Deposit' }).click();
    await page.waitForURL(/\/member\/depositv2$/);
    await page.getByRole('heading', { name: 'Deposit' }).first().waitFor();
    expect(await tabBar.getByRole('link', { name: 'Deposit' }).getAttribute('aria-current')).toBe('page');
    await screenshot(page, 'tab-bar-phone-deposit', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should show no tab bar at 1440 px', async () => {
    const { context, page } = await open({ viewport: 'desktop' });
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01);
    await page.getByRole('navigation', { name: 'Main navigation' }).first().waitFor();
    expect(await page.getByTestId('bottom-tab-bar').isVisible()).toBe(false);
    await screenshot(page, 'tab-bar-desktop', { fullPage: false });
    await context.close();
  });

  it.each(['desktop', 'phone'] as const)(
    'should let a signed-in member reach every category of the header on %s',
    async (viewport) => {
      const { context, page, errors } = await open({ viewport });
      await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01);
      const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main navigation' });
      // The menu from the server has arrived: the Sabong lane is one of its categories.
      await nav.getByTestId('top-nav-COCKFIGHT').waitFor({ state: 'attached' });
      const items = nav.locator('[data-nav-item]');
      const codes = (await items.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('data-testid')))).map(
        (testId) => testId!.replace('top-nav-', ''),
      );
      expect(codes.length).toBeGreaterThanOrEqual(12);
      const navBox = (await nav.boundingBox())!;

      const inRow: string[] = [];
      for (const code of codes) {
        const item = nav.getByTestId(`top-nav-${code}`);
        if (!(await item.isVisible())) continue;
        // Shown in the row: whole, not clipped by the row's edge.
        const box = (await item.boundingBox())!;
        expect(box.x).toBeGreaterThanOrEqual(navBox.x - 0.5);
        expect(box.x + box.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
        inRow.push(code);
      }
      const more = nav.getByTestId('top-nav-more');
      const underMore = codes.filter((code) => !inRow.includes(code));
      if (underMore.length > 0) {
        const moreBox = (await more.boundingBox())!;
        expect(moreBox.x + moreBox.width).toBeLessThanOrEqual(navBox.x + navBox.width + 0.5);
        await more.click();
        const menu = page.getByTestId('top-nav-more-menu');
        await menu.waitFor();
        for (const code of underMore) expect(await menu.getByTestId(`top-nav-more-${code}`).isVisible()).toBe(true);
        await screenshot(page, `top-nav-more-${viewport}`, { fullPage: false });
        // A category under "More" opens its page like one in the row.
        const last = underMore.at(-1)!;
        await menu.getByTestId(`top-nav-more-${last}`).click();
        await page.waitForURL((url) => url.pathname !== '/');
        expect(await menu.isVisible()).toBe(false);
      } else {
        expect(await more.isVisible()).toBe(false);
      }
      expect(inRow.length + underMore.length).toBe(codes.length);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
