import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from './harness/browser';
import type { Portal } from './harness/portal';
import { REPO_ROOT, startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openSignedIn } from './harness/session';
import { staffApi } from './harness/staff';

// The points mall (issue 20, decision 049): the demo member's seeded play of the last days earns
// points (statistics rebuilt and the accrual run by the operator commands before the server
// starts); staff add reward items; the member redeems a cash item behind the payment password and
// sees it in the redeem history and the points details; the rules publish "1 point ≈ ₱x"; a goods
// redemption waits as Processing. Screenshots at 1440 and 390 px, English and Filipino.

describe('points mall', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([
      startPortal({
        ops: [
          ['stats', 'rebuild'],
          ['points', 'accrue'],
        ],
      }),
      launchBrowser(),
    ]);
    const staff = await staffApi(portal.baseUrl);
    // The cap's picture, uploaded as the item editor does (content pictures, re-encoded).
    const form = new FormData();
    form.append(
      'file',
      new Blob([readFileSync(join(REPO_ROOT, 'apps/web/public/icons/icon-512.png'))], { type: 'image/png' }),
      'cap.png',
    );
    const uploaded = (await (
      await fetch(`${portal.baseUrl}/wps/admin/content/images`, {
        method: 'POST',
        headers: { authorization: `Bearer ${staff.token}` },
        body: form,
      })
    ).json()) as { success: boolean; value: { url: string } };
    if (!uploaded.success) throw new Error(JSON.stringify(uploaded));
    const item = (overrides: Record<string, unknown>) =>
      staff('POST', '/wps/admin/points/items', {
        kind: 'CASH',
        title: 'Cash ₱5',
        description: 'Five pesos straight to your wallet',
        pointsRequired: '20',
        rewardAmountMinor: '500',
        stock: 50,
        enabled: true,
        ...overrides,
      });
    const created = await Promise.all([
      item({}),
      item({
        kind: 'BONUS',
        title: 'Bonus ₱50',
        description: 'A bonus to play with: bet it 5× to withdraw',
        pointsRequired: '150',
        rewardAmountMinor: '5000',
        turnoverMultiplier: 5,
        stock: 20,
      }),
      item({
        kind: 'GOODS',
        title: 'Perya cap',
        description: 'Delivered to your address',
        imageUrl: uploaded.value.url,
        pointsRequired: '30',
        rewardAmountMinor: '0',
        stock: 3,
      }),
      item({
        title: 'High roller cash ₱500',
        pointsRequired: '50000',
        rewardAmountMinor: '50000',
        amountRequirementMinor: '100000000',
        stock: 2,
      }),
    ]);
    for (const answer of created) if (!answer.success) throw new Error(JSON.stringify(answer));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('should show earned points and redeem a cash item behind the payment password on the desktop', async () => {
    const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
      language: 'EN',
      viewport: 'desktop',
      url: `${portal.baseUrl}/pointMall`,
    });

    const balance = page.getByTestId('points-balance');
    await expect.poll(async () => Number((await balance.textContent())?.replace(/\D/g, '') || 0)).toBeGreaterThan(30);
    const before = Number((await balance.textContent())!.replace(/\D/g, ''));
    await page.getByTestId('point-item').first().waitFor();
    await screenshot(page, 'points-mall-desktop', { fullPage: true });

    const cash = page.getByTestId('point-item').filter({ has: page.getByText('Cash ₱5', { exact: true }) });
    await cash.getByTestId('redeem-item').click();
    const dialog = page.getByRole('dialog');
    const password = dialog.getByTestId('points-payment-password');
    await password.fill('000000');
    await dialog.getByTestId('confirm-redeem').click();
    // A wrong payment password: refused under its field, nothing moved.
    await dialog.getByText('The payment password is incorrect.').waitFor();
    await screenshot(page, 'points-mall-wrong-password-desktop', { fullPage: false });
    await password.fill('246810');
    await screenshot(page, 'points-mall-redeem-desktop', { fullPage: false });
    await dialog.getByTestId('confirm-redeem').click();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(async () => Number((await balance.textContent())?.replace(/\D/g, '') || 0)).toBe(before - 20);

    await page.getByTestId('points-tab-history').click();
    await page.getByTestId('redeem-row').filter({ hasText: 'Cash ₱5' }).filter({ hasText: 'Approved' }).waitFor();
    await page.getByTestId('points-tab-details').click();
    await page.getByTestId('points-entry').filter({ hasText: 'Redeemed' }).waitFor();
    await page.getByTestId('points-entry').filter({ hasText: 'Earned from bets' }).first().waitFor();
    await screenshot(page, 'points-mall-details-desktop', { fullPage: true });
    await page.getByTestId('points-tab-rules').click();
    expect(await page.getByTestId('point-value').textContent()).toBe('1 point ≈ ₱0.01');
    await screenshot(page, 'points-mall-rules-desktop', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should show the mall on a phone in Filipino, with a gift waiting as processing', async () => {
    const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
      language: 'TY',
      viewport: 'phone',
      url: `${portal.baseUrl}/pointMall`,
    });
    const cap = page.getByTestId('point-item').filter({ hasText: 'Perya cap' });
    await cap.waitFor();
    // The uploaded picture has loaded (lazy: the card is near the top, so it loads at once).
    await expect
      .poll(() => cap.getByRole('img', { name: 'Perya cap' }).evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await screenshot(page, 'points-mall-phone-ty', { fullPage: true });
    // Instant: the page scrolls smoothly, and the capture must not catch it half-way.
    await cap.evaluate((card) => card.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await page.waitForTimeout(300);
    await screenshot(page, 'points-mall-item-picture-phone-ty', { fullPage: false });
    await cap.getByTestId('redeem-item').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByTestId('points-payment-password').fill('246810');
    await dialog.getByTestId('confirm-redeem').click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByTestId('points-tab-history').click();
    await page.getByTestId('redeem-row').filter({ hasText: 'Perya cap' }).filter({ hasText: 'Pinoproseso' }).waitFor();
    await screenshot(page, 'points-mall-history-phone-ty', { fullPage: true });
    await page.getByTestId('points-tab-rules').click();
    await page.getByTestId('points-rules').waitFor();
    await screenshot(page, 'points-mall-rules-phone-ty', { fullPage: true });
    expect(errors).toEqual([]);
    await context.close();
  });
});
