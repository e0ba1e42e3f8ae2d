import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';
import { staffApi } from './harness/staff';

// A red envelope claimed from the home page (issue 19, decision 041): staff schedule an open drop
// and a rain later today; a member sees the floating envelope, opens it and sees the prize; the
// phone shows the same in Filipino. Screenshots at 1440 and 390 px.

describe('red envelope on the home page', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    const staff = await staffApi(portal.baseUrl);
    const now = Date.now();
    const drop = (startsAt: number, overrides: Record<string, unknown>) =>
      staff('POST', '/wps/admin/red-envelopes', {
        kind: 'SINGLE',
        startsAt: new Date(startsAt).toISOString(),
        endsAt: new Date(startsAt + 3_600_000).toISOString(),
        title: 'Lucky Friday drop',
        budgetMinor: '50000',
        count: 10,
        amountMode: 'FIXED',
        turnoverMultiplier: 2,
        audience: 'ALL',
        // Both players' browsers share this machine's address: one envelope per device only
        // (decision 052; each browser context has its own device id).
        claimGuards: ['DEVICE'],
        ...overrides,
      });
    const created = await Promise.all([
      drop(now - 60_000, {}),
      drop(now + 2 * 3_600_000, {
        kind: 'RAIN',
        endsAt: new Date(now + 3 * 3_600_000).toISOString(),
        drops: 3,
        dropMinutes: 10,
        title: 'Evening rain',
        amountMode: 'RANDOM',
        minAmountMinor: '1000',
      }),
    ]);
    for (const answer of created) if (!answer.success) throw new Error(JSON.stringify(answer));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('should let a member open the envelope on the desktop home page and show the prize', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01);

    const floating = page.getByTestId('red-envelope-floating');
    await floating.waitFor();
    await screenshot(page, 'red-envelope-floating-desktop', { fullPage: false });
    await floating.click();
    const modal = page.getByRole('dialog', { name: 'Red envelope' });
    await modal.getByText('Each envelope holds ₱50.00').waitFor();
    await screenshot(page, 'red-envelope-modal-desktop', { fullPage: false });
    await modal.getByRole('button', { name: 'Open the envelope' }).click();
    await modal.getByRole('status').filter({ hasText: 'You won ₱50.00!' }).waitFor();
    await screenshot(page, 'red-envelope-won-desktop', { fullPage: false });

    // Claimed: the floating envelope now counts down to the evening rain.
    await page.keyboard.press('Escape');
    await expect
      .poll(async () => (await floating.getAttribute('aria-label')) ?? '')
      .toMatch(/^Next red envelope drop in/);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should show the same envelope on a phone in Filipino', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'phone' });
    const page = await context.newPage();
    // Logged in in English (the harness reads English labels), then the page in Filipino (TY).
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player02);
    await page.evaluate(() => window.localStorage.setItem('lang', 'TY'));
    await page.reload();

    const floating = page.getByTestId('red-envelope-floating');
    await floating.waitFor();
    await screenshot(page, 'red-envelope-floating-phone', { fullPage: false });
    await floating.click();
    const modal = page.getByTestId('red-envelope-modal');
    await modal.getByRole('button', { name: 'Buksan ang envelope' }).click();
    await modal.getByRole('status').waitFor();
    expect(await modal.getByRole('status').textContent()).toContain('Nanalo ka ng ₱50.00!');
    await screenshot(page, 'red-envelope-won-phone', { fullPage: false });
    await context.close();
  });
});
