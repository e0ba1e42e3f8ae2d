import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_OWNER, signInAsStaff } from './harness/admin';
import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';

// The back office at the widths people work at (issue 16: "1280 px first; usable on a tablet"):
// the dashboard, a money queue, the members list, a member's profile, the settings and the
// screens this branch added, at 1280 px and at a 768 px tablet. Nothing may push the page wider
// than the window (a sideways scroll of the whole page), and each is kept as a screenshot to look at.

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'tablet', width: 768, height: 1024 },
] as const;

const SCREENS = [
  { path: '/admin/dashboard', heading: 'Dashboard', shot: 'dashboard' },
  { path: '/admin/money/withdrawals', heading: 'Withdrawal queue', shot: 'withdrawals' },
  { path: '/admin/money/adjustments', heading: 'Manual adjustments', shot: 'adjustments' },
  { path: '/admin/members', heading: 'Members', shot: 'members' },
  { path: '/admin/settings/system', heading: 'System status', shot: 'settings-system' },
  { path: '/admin/settings/domains', heading: 'Domains', shot: 'settings-domains' },
  { path: '/admin/settings/delivery', heading: 'SMS, e-mail and gateway', shot: 'settings-delivery' },
] as const;

/** How far the page reaches past the window's right edge (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('back-office layout at 1280 px and on a tablet', () => {
  let browser: Browser;
  let portal: Portal;

  beforeAll(async () => {
    browser = await launchBrowser();
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal?.stop();
    await browser?.close();
  });

  it('should fit every main screen in the window at both widths', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize(WIDTHS[0]);
    await signInAsStaff(page, portal.baseUrl, DEMO_OWNER);

    for (const size of WIDTHS) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const screen of SCREENS) {
        await page.goto(`${portal.baseUrl}${screen.path}`);
        await page.getByRole('heading', { name: screen.heading, exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `admin-layout-${screen.shot}-${size.name}`, { fullPage: false });
        expect([screen.path, size.name, await overflow(page)]).toEqual([screen.path, size.name, 0]);
      }
      // A member's profile, opened from the list.
      await page.goto(`${portal.baseUrl}/admin/members`);
      await page.getByRole('textbox', { name: 'Id, username, mobile or e-mail' }).first().fill('player01');
      await page.getByText('player01', { exact: true }).first().click();
      await page.waitForURL(/\/admin\/members\/\d+$/);
      await page.getByRole('heading', { level: 2 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-layout-member-${size.name}`, { fullPage: false });
      expect(['member', size.name, await overflow(page)]).toEqual(['member', size.name, 0]);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
