import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openSignedIn } from './harness/session';

// Crash in Chromium (issue 21, decision 054): Saranggola Crash launched from the in-house centre opens
// /seamless/originals/crash on the live round of the portal's own round loop; a ₱1 bet with an
// auto cash-out at 1.01× joins a round, the round ends (cashed out, or bust below 1.01×), the
// balance moves by the payout less the stake, and the round is verified in the browser against
// the published hash chain.

/** "₱1,234.50" → 123450 centavos. */
const minorOf = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

describe('Perya Originals: crash', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const balance = async (page: Page) => minorOf(await page.getByTestId('originals-balance').textContent());

  it.each(['desktop', 'phone'] as const)(
    'should join a round, settle the balance and verify the round (%s)',
    async (viewport) => {
      const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
        language: 'EN',
        viewport,
        motion: true,
        // Straight to the in-house centre: the home page first would be a page load for nothing.
        url: `${portal.baseUrl}/bgs`,
      });
      await page
        .getByRole('article', { name: 'Saranggola Crash', exact: true })
        .first()
        .getByRole('button', { name: 'Play Saranggola Crash' })
        .click();
      await page.waitForURL(/\/seamless\/originals\/crash\?token=/);
      // One name from the catalogue's card to the screen's title (decision 059).
      await expect.poll(() => page.title()).toContain('Saranggola Crash');
      await expect.poll(() => page.getByTestId('originals-balance').textContent()).toMatch(/\d\.\d\d/);
      await page.getByTestId('crash-auto').fill('1.01');
      const before = await balance(page);

      // Bets are taken only while a round counts down: wait for the button, and try the next
      // round if this one took off between the click and the server.
      // The list shows the member's earlier bets (the other viewport's run) once it has loaded.
      const myBets = page.getByTestId('crash-my-bets').locator('tbody tr');
      await page.getByRole('heading', { name: 'My crash bets' }).or(page.getByText('My crash bets')).first().waitFor();
      await page.waitForLoadState('networkidle');
      const earlier = await myBets.count();
      await expect
        .poll(
          async () => {
            if ((await myBets.count()) > earlier) return true;
            const bet = page.getByTestId('bet-button');
            if ((await bet.count()) > 0 && (await bet.isEnabled())) await bet.click();
            return (await myBets.count()) > earlier;
          },
          { timeout: 180_000, interval: 1_000 },
        )
        .toBe(true);
      await screenshot(page, `originals-crash-joined-${viewport}`);

      // The round ends: the row says where it was cashed out, or where it went bust.
      const row = myBets.first();
      await expect.poll(() => row.locator('td').nth(1).textContent(), { timeout: 90_000 }).toMatch(/×/);
      await expect.poll(() => row.locator('td').nth(1).textContent(), { timeout: 90_000 }).not.toBe('…');
      expect(await row.locator('td').nth(0).textContent()).toBe('1.00');
      const payout = minorOf(await row.locator('td').nth(2).textContent());
      await expect.poll(() => balance(page), { timeout: 20_000 }).toBe(before - 100 + payout);
      await screenshot(page, `originals-crash-played-${viewport}`);

      // Its hash is revealed once the round crashed: the browser recomputes the point and walks the chain.
      const verify = row.getByRole('button', { name: 'Verify' });
      await expect.poll(() => verify.isEnabled(), { timeout: 30_000 }).toBe(true);
      await verify.click();
      await expect
        .poll(() => page.getByTestId('crash-verify-point').textContent(), { timeout: 20_000 })
        .toMatch(/Crash point recomputed/);
      await screenshot(page, `originals-crash-verified-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    },
    420_000,
  );
});
