import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentSim } from '@perya/payment-sim';
import { startPaymentSim } from '@perya/payment-sim';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';

// Player protection in Chromium (issue 18): a deposit limit set on the Responsible gaming page
// refuses a gateway deposit above it; a 6-month self-exclusion shuts the member out of play and
// deposits (every page leads back to the break page) while a withdrawal still goes through.
// Screenshots at 1440 and 390 px, in EN and TY.

const MERCHANT = 'PERYA';
const SECRET = 'e2e-gateway-secret-0123456789';
const PAYMENT_PASSWORD = '246810';

describe('player protection', () => {
  let sim: PaymentSim;
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    sim = await startPaymentSim({ merchants: { [MERCHANT]: SECRET }, merchantNames: { [MERCHANT]: 'Perya' } });
    [portal, browser] = await Promise.all([
      startPortal({
        env: { PAYMENT_GATEWAY_URL: sim.url, PAYMENT_GATEWAY_MERCHANT: MERCHANT, PAYMENT_GATEWAY_SECRET: SECRET },
      }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await sim?.close();
  });

  /** The same page in Filipino (TY): the language is a local setting, read at start. */
  const inTagalog = async (page: Page) => {
    await page.evaluate(() => window.localStorage.setItem('lang', 'TY'));
    await page.reload();
  };

  it('should refuse a deposit above the deposit limit the member set', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player02, `${portal.baseUrl}/member/responsibleGaming`);
    const daily = page.getByTestId('limit-DEPOSIT-DAY');
    await daily.getByRole('textbox', { name: 'Deposit limit Daily' }).fill('200');
    await daily.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Limit saved.').waitFor();
    await expect.poll(() => daily.textContent()).toContain('₱200.00 left');
    await screenshot(page, 'protection-limits-desktop');

    await page.goto(`${portal.baseUrl}/member/depositv2`);
    await expect.poll(() => page.getByTestId('deposit-limit-notice').textContent()).toContain('₱200.00');
    await page.getByTestId('rg-notice').last().waitFor();
    await page.getByText('GCash Express (PeryaPay)').click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your deposit' })
      .getByRole('button', { name: 'Go to payment page' })
      .click();
    await page.getByText('This deposit is above what your deposit limit allows', { exact: false }).first().waitFor();
    expect(page.url()).toContain('/member/depositv2');
    await screenshot(page, 'protection-deposit-refused-desktop');

    await inTagalog(page);
    await page.goto(`${portal.baseUrl}/member/responsibleGaming`);
    await page.getByRole('heading', { name: 'Responsableng paglalaro' }).waitFor();
    await screenshot(page, 'protection-limits-desktop-ty');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'protection-limits-phone-ty');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should shut a self-excluded member out of play and deposits but let it withdraw', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01, `${portal.baseUrl}/member/responsibleGaming`);
    await page.getByRole('button', { name: 'Start 6 months' }).click();
    await page
      .getByRole('dialog', { name: 'Start a break of 6 months?' })
      .getByRole('button', { name: 'Yes, start it' })
      .click();
    await page.getByTestId('on-break').waitFor();
    expect(await page.getByTestId('on-break-until').textContent()).toMatch(
      /^Until .+, and then until you ask to lift it$/,
    );
    await page.getByText('(02) 8248-9568', { exact: false }).first().waitFor();
    await screenshot(page, 'protection-excluded-desktop');

    // Play and deposits: every other page leads back to the break page; the server refuses too.
    for (const path of ['/', '/member/depositv2', '/favorite']) {
      await page.goto(`${portal.baseUrl}${path}`);
      await page.waitForURL(`${portal.baseUrl}/member/responsibleGaming`);
    }
    const refusals = await page.evaluate(async () => {
      const token = window.sessionStorage.getItem('token') ?? '';
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const launch = await fetch('/wps/game/launchGame', {
        method: 'POST',
        headers,
        body: JSON.stringify({ nodeId: 1, device: 'DESKTOP' }),
      });
      return { launch: (await launch.json()).code as string };
    });
    expect(['PLAY_BLOCKED', 'NOT_FOUND']).toContain(refusals.launch);

    // The balance can still leave: a withdrawal to the saved GCash account goes to review.
    await page.goto(`${portal.baseUrl}/member/withdraw`);
    await expect
      .poll(() =>
        page
          .getByLabel(/^Withdraw to/)
          .first()
          .inputValue(),
      )
      .toContain('GCash');
    await page.getByLabel(/^Amount/).fill('200');
    await page.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your withdrawal' })
      .getByRole('button', { name: 'Confirm withdrawal' })
      .click();
    await page.getByText('Under review').first().waitFor();

    await page.goto(`${portal.baseUrl}/member/responsibleGaming`);
    await page.getByTestId('on-break').waitFor();
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'protection-excluded-phone');
    await inTagalog(page);
    await page.getByText('Naka-pahinga ka').waitFor();
    await screenshot(page, 'protection-excluded-phone-ty');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'protection-excluded-desktop-ty');
    await context.close();
  });
});
