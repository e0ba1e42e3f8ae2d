import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';
import { staffApi } from './harness/staff';

// Referral in Chromium (issue 19, decision 042): staff switch the programme on; the side menu's
// invite-friends entry leads a member to its referral page with its code, link, QR code and the
// programme's figures; copying the code is confirmed in a dialog. Screenshots at 1440 and 390 px,
// in EN and TY.

describe('referral', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it("should show a member its code, link and QR and the programme's figures", async () => {
    const staff = await staffApi(portal.baseUrl);
    const programme = await staff<{ version: number }>('GET', '/wps/admin/referral/programme');
    const saved = await staff('PUT', '/wps/admin/referral/programme', {
      version: programme.value.version,
      enabled: true,
      firstDeposit: { enabled: true, minDepositMinor: '50000', rewardMinor: '10000' },
      turnover: { enabled: true, validBetMinor: '500000', days: 30, rewardMinor: '20000' },
      turnoverMultiplier: 1,
      monthlyCapMinor: '500000',
      checkSameIp: false,
      checkSameDevice: true,
    });
    expect(saved.success).toBe(true);

    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01);
    await page.getByTestId('invite-friends').first().click();
    await page.waitForURL('**/member/referral');
    const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
    expect(code).toMatch(/^[A-Z0-9]{8}$/);

    expect(await page.getByTestId('referral-link').textContent()).toContain(`/register?referralCode=${code}`);
    await page.getByTestId('referral-qr').waitFor();
    expect(await page.getByTestId('referral-rules').textContent()).toContain('₱500.00');
    await screenshot(page, 'referral-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'referral-phone');
    // Copying is confirmed in a dialog (spec §2.7).
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: portal.baseUrl });
    await page.getByRole('button', { name: 'Copy Your referral code' }).click();
    const copied = page.getByRole('dialog');
    expect(await copied.getByRole('status').textContent()).toBe('Copied to clipboard');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(code);
    await screenshot(page, 'referral-copied-phone', { fullPage: false });
    await copied.getByRole('button', { name: 'OK' }).click();
    await copied.waitFor({ state: 'detached' });

    await page.evaluate(() => window.localStorage.setItem('lang', 'TY'));
    await page.reload();
    await page.getByRole('heading', { name: 'Mag-imbita ng kaibigan' }).first().waitFor();
    await screenshot(page, 'referral-phone-ty');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'referral-desktop-ty');
    expect(errors).toEqual([]);
  });
});
