import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backOfficeNav, openBackOfficeAs } from './harness/admin';
import { launchBrowser, openContext, reloadUntilShown, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openSignedIn } from './harness/session';
import { staffApi } from './harness/staff';

// Points rewards in Chromium (issue 19, decision 039 amendment): staff create a daily sign-in
// promotion that rewards 500 points; player01 signs in, sees "500 points" on /promotions and in
// the reward centre, claims it, and the points mall's details list the PROMOTION entry. The
// editor offers Points with a points field. Screenshots at 1440 and 390 px, in English and Tagalog.

const NAME = 'Daily sign-in points';

describe('campaigns: a points reward from the promotion to the points details', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    const staff = await staffApi(portal.baseUrl);
    const now = Date.now();
    const created = await staff('POST', '/wps/admin/promotions', {
      name: NAME,
      category: 'DAILY',
      audience: 'ALL',
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
      joinMode: 'AUTO',
      trigger: 'DAILY_SIGN_IN',
      recurrence: 'DAILY',
      rewardKind: 'POINTS',
      points: '500',
      turnoverMultiplier: 0,
    });
    if (!created.success) throw new Error(JSON.stringify(created));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  for (const viewport of ['desktop', 'phone'] as const)
    for (const language of ['EN', 'TY'] as const)
      it(`should show the points reward on ${viewport} in ${language}`, async () => {
        const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
          language,
          viewport,
        });
        const suffix = `${viewport}-${language.toLowerCase()}`;
        const words = language === 'EN' ? '500 points' : '500 na points';

        await page.goto(`${portal.baseUrl}/promotions`);
        const card = page.getByTestId('promotion-card').filter({ hasText: NAME });
        await card.waitFor();
        expect(await card.textContent()).toContain(words);
        await page.waitForLoadState('networkidle');
        await screenshot(page, `promotion-points-promotions-${suffix}`);

        await page.goto(`${portal.baseUrl}/member/rewardCenter`);
        const reward = page.getByTestId('reward-card').filter({ hasText: NAME });
        await reloadUntilShown(page, reward);
        expect(await reward.first().getByTestId('reward-points').textContent()).toBe(words);
        await screenshot(page, `promotion-points-reward-centre-${suffix}`);
        expect(errors).toEqual([]);
        await context.close();
      });

  it('should credit the points once on claim and list them in the points details', async () => {
    const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
      language: 'EN',
      viewport: 'desktop',
      url: `${portal.baseUrl}/pointMall`,
    });
    const balance = page.getByTestId('points-balance');
    await balance.waitFor();
    await page.waitForLoadState('networkidle');
    const before = BigInt(((await balance.textContent()) ?? '').replace(/\D/g, '') || '0');

    await page.goto(`${portal.baseUrl}/member/rewardCenter`);
    const reward = page.getByTestId('reward-card').filter({ hasText: NAME }).first();
    await reward.waitFor();
    await reward.getByRole('button', { name: 'Claim' }).click();
    await page.getByText('500 points added to your points balance.').waitFor();

    await page.goto(`${portal.baseUrl}/pointMall`);
    await balance.waitFor();
    await expect
      .poll(async () => BigInt(((await balance.textContent()) ?? '').replace(/\D/g, '') || '0'), { timeout: 10_000 })
      .toBe(before + 500n);
    await page.getByTestId('points-tab-details').click();
    const entry = page.getByTestId('points-entry').filter({ hasText: 'Promotion reward' });
    await entry.waitFor();
    expect(await entry.textContent()).toContain(NAME);
    await screenshot(page, 'promotion-points-details-desktop-en');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'promotion-points-details-phone-en');
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);

  it('should offer Points with a points field in the promotion editor', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const staff = await context.newPage();
    const errors = watchErrors(staff);
    // The back office signed in through the staff API: signing in at /admin/login is admin-shell.e2e's test.
    await openBackOfficeAs(staff, portal.baseUrl, { username: 'marketing', password: 'Admin2026!' });
    await backOfficeNav(staff).getByRole('link', { name: 'Promotions', exact: true }).click();
    await staff.getByRole('table', { name: 'Promotions' }).getByRole('row').filter({ hasText: NAME }).waitFor();
    await staff.getByRole('button', { name: 'New promotion' }).click();
    const editor = staff.getByRole('dialog', { name: 'New promotion' });
    await editor.getByRole('combobox', { name: 'Reward type' }).click();
    await staff.getByRole('option', { name: 'Points' }).click();
    await editor.getByRole('textbox', { name: /^Points/ }).fill('250');
    expect(await editor.getByRole('textbox', { name: /^Turnover multiplier/ }).count()).toBe(0);
    expect(await editor.getByRole('textbox', { name: /^Budget/ }).count()).toBe(0);
    await screenshot(staff, 'promotion-points-admin-editor-desktop', { fullPage: false });
    await staff.setViewportSize({ width: 390, height: 844 });
    await screenshot(staff, 'promotion-points-admin-editor-phone', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  }, 120_000);
});
