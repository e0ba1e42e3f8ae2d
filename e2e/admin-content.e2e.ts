import sharp from 'sharp';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backOfficeNav, DEMO_OWNER, signInAsStaff } from './harness/admin';
import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';

// Issue 16's acceptance step for content, and the dashboard, in Chromium at 1280 px: staff edit a
// home banner in the back office (title, picture uploaded there, link) with the portal's own
// banner as the preview; the player's home page shows the change; the audit log has the edit; the
// dashboard shows the demo's seeded play.

const DESKTOP = { width: 1280, height: 800 };
const TITLE = 'Fiesta week e2e';

describe('back-office content and dashboard', () => {
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

  it('should edit a banner and show it on the home page, audited; and show the dashboard figures', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);
    await signInAsStaff(page, portal.baseUrl, DEMO_OWNER);

    // Content → Banners: the home carousel's first banner.
    await backOfficeNav(page).getByRole('link', { name: 'Banners' }).click();
    const table = page.getByRole('table', { name: 'Banners' });
    await table.getByRole('row').nth(1).waitFor();
    await table.getByRole('row').nth(1).getByRole('cell').nth(2).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByTestId('banner-live-preview').waitFor();

    const art = await sharp({ create: { width: 1600, height: 500, channels: 3, background: '#8e44ad' } })
      .composite([
        {
          input: Buffer.from(
            `<svg width="1600" height="500"><text x="80" y="290" font-size="140" font-family="sans-serif" fill="#ffd54f">${TITLE}</text></svg>`,
          ),
        },
      ])
      .png()
      .toBuffer();
    await drawer.getByLabel('Title').fill(TITLE);
    await drawer.locator('input[type=file]').setInputFiles({ name: 'fiesta.png', mimeType: 'image/png', buffer: art });
    await expect
      .poll(() => drawer.getByLabel('Picture', { exact: true }).inputValue())
      .toMatch(/^\/lgw\/images\/content\/[0-9a-f]{32}\.webp$/);
    const pictureUrl = await drawer.getByLabel('Picture', { exact: true }).inputValue();
    await drawer.getByLabel('On click').click();
    await page.getByRole('option', { name: 'Portal page' }).click();
    await drawer.getByLabel('Link target').fill('/promotions');
    // The live preview is the home page's own banner, with the new picture and title.
    await drawer.getByTestId('banner-live-preview').getByRole('img', { name: TITLE }).waitFor();
    await screenshot(page, 'admin-content-banner-editor', { fullPage: false });
    await drawer.getByRole('button', { name: 'Save' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await table.getByRole('cell', { name: TITLE }).waitFor();
    await screenshot(page, 'admin-content-banners', { fullPage: false });

    // The player's home page shows it (a guest's fresh context).
    const visitor = await openContext(browser, { language: 'EN' });
    const home = await visitor.newPage();
    await home.setViewportSize(DESKTOP);
    await home.goto(`${portal.baseUrl}/`);
    const shown = home.getByRole('img', { name: TITLE }).first();
    await shown.waitFor({ state: 'attached' });
    expect(await shown.getAttribute('src')).toBe(pictureUrl);
    await screenshot(home, 'admin-content-home-banner', { fullPage: false });
    await visitor.close();

    // The edit is in the audit log.
    await backOfficeNav(page).getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    await audit.getByRole('cell', { name: 'content.announcement.update' }).first().waitFor();
    await audit.getByRole('cell', { name: 'content.image.upload' }).first().waitFor();

    // The dashboard: the demo's seeded play over the last 30 days.
    await backOfficeNav(page).getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('button', { name: 'Last 30 days' }).click();
    const period = page.getByTestId('dashboard-period');
    await expect
      .poll(async () => (await period.locator('[data-kpi="activePlayers"]').textContent())?.trim())
      .not.toMatch(/^(—|0)$/);
    await page.getByRole('img', { name: 'Deposits, GGR and NGR per day' }).waitFor();
    await screenshot(page, 'admin-dashboard', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
