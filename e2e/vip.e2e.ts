import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';
import { staffApi } from './harness/staff';

// The VIP ladder and the manual rebate in Chromium (issue 20, decision 047): staff set the ladder
// and the rates; a member plays a dice round of the in-house originals and sees this month's
// valid bet and the progress bar toward the next level move on the VIP page; the manualRebate
// page shows the level's rates. Screenshots at 1440 and 390 px, in EN and TY.

const level = (n: number, name: string, validBetMinor: string, upgradeBonusMinor: string) => ({
  level: n,
  name,
  minValidBetMinor: validBetMinor,
  minDepositMinor: '0',
  condition: 'ALL',
  upgradeBonusMinor,
  monthlyBonusMinor: n === 0 ? '0' : String(n * 5_000),
  birthdayBonusMinor: n === 0 ? '0' : String(n * 10_000),
  turnoverMultiplier: 1,
  rebateTurnoverMultiplier: 1,
  dailyWithdrawalCount: n === 0 ? 3 : n + 3,
  dailyWithdrawalLimitMinor: n === 0 ? '5000000' : null,
});

describe('VIP ladder and manual rebate', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    const staff = await staffApi(portal.baseUrl);
    // Thresholds near player01's month (its seeded play): a dice round moves the bar by whole basis points.
    const ladder = await staff('PUT', '/wps/admin/vip/levels', {
      levels: [
        level(0, 'Member', '0', '0'),
        level(1, 'Bronze', '1000000', '50000'),
        level(2, 'Silver', '5000000', '100000'),
        level(3, 'Gold', '20000000', '300000'),
      ],
    });
    expect(ladder.success).toBe(true);
    const rates = await staff('PUT', '/wps/admin/vip/rebate-rates', {
      rates: [0, 1, 2, 3].flatMap((n) => [
        { level: n, category: 'RNG', basis: 'VALID_BET', rateBasisPoints: 40 + n * 10 },
        { level: n, category: 'LIVE', basis: 'VALID_BET', rateBasisPoints: 60 + n * 10 },
        { level: n, category: 'BGS', basis: 'EDGE_WEIGHTED', rateBasisPoints: 2_000 + n * 500 },
      ]),
    });
    expect(rates.success).toBe(true);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const progressOf = async (page: Page) =>
    Number(await page.getByTestId('vip-next').getByRole('progressbar').getAttribute('aria-valuenow'));

  it('should move the progress bar after a round and show the ladder and the rebate (EN and TY, 1440 and 390 px)', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01, `${portal.baseUrl}/member/vip`);
    await page.getByTestId('vip-next').waitFor();
    const before = await progressOf(page);
    const betBefore = await page.getByTestId('vip-summary').textContent();

    // A dice round of the in-house originals: its valid bet reaches the statistics through the stream.
    await page.goto(`${portal.baseUrl}/bgs`);
    await page
      .getByRole('article', { name: 'Dais Perya', exact: true })
      .first()
      .getByRole('button', { name: 'Play Dais Perya' })
      .click();
    await page.waitForURL(/\/seamless\/originals\/dice\?token=/);
    await page.getByTestId('bet-button').click();
    await expect.poll(() => page.getByTestId('dice-roll').textContent(), { timeout: 20_000 }).toMatch(/^\d+\.\d\d$/);

    await expect
      .poll(
        async () => {
          await page.goto(`${portal.baseUrl}/member/vip`);
          await page.getByTestId('vip-next').waitFor();
          return (await page.getByTestId('vip-summary').textContent()) !== betBefore;
        },
        { timeout: 20_000, interval: 1_000 },
      )
      .toBe(true);
    expect(await progressOf(page)).toBeGreaterThan(before);
    expect(await page.getByTestId('vip-level').count()).toBe(4);
    await screenshot(page, 'vip-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'vip-phone');

    await page.goto(`${portal.baseUrl}/member/manualRebate`);
    await page.getByTestId('rebate-summary').waitFor();
    expect(await page.getByTestId('rebate-rates').textContent()).toContain('of the house edge on your bets');
    await screenshot(page, 'rebate-phone');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'rebate-desktop');

    await page.evaluate(() => window.localStorage.setItem('lang', 'TY'));
    await page.reload();
    await page.getByRole('heading', { name: 'Manwal na rebate' }).first().waitFor();
    await screenshot(page, 'rebate-desktop-ty');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'rebate-phone-ty');
    await page.goto(`${portal.baseUrl}/member/vip`);
    await page.getByTestId('vip-next').waitFor();
    await page.getByText('Mga VIP level').first().waitFor();
    await screenshot(page, 'vip-phone-ty');
    await page.setViewportSize({ width: 1440, height: 900 });
    await screenshot(page, 'vip-desktop-ty');
    expect(errors).toEqual([]);
    await context.close();
  });
});
