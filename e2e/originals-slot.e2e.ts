import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openSignedIn } from './harness/session';

// The 5-reel slot in Chromium (issue 21, decision 058): Perya Lights launched from the in-house
// centre opens /seamless/originals/slot; a spin turns the reels (seen mid-turn), the round ends
// with its result, the balance moves by the payout less the stake, the paytable opens, and after
// a rotation the fairness drawer recomputes the spin (and its free spins) from the revealed seed.

/** "₱1,234.50" → 123450 centavos. */
const minorOf = (text: string | null): number => Number((text ?? '').replace(/[^\d]/g, ''));

describe('Perya Originals: the slot', () => {
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
    'should spin, settle the balance and verify the spin (%s)',
    async (viewport) => {
      const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
        language: 'EN',
        viewport,
        motion: true,
      });
      await page.goto(`${portal.baseUrl}/bgs`);
      await page
        .getByRole('article', { name: 'Perya Lights', exact: true })
        .first()
        .getByRole('button', { name: 'Play Perya Lights' })
        .click();
      await page.waitForURL(/\/seamless\/originals\/slot\?token=/);
      await page.getByTestId('bet-button').waitFor();
      await expect.poll(() => page.getByTestId('originals-balance').textContent()).toMatch(/\d\.\d\d/);
      await screenshot(page, `originals-slot-${viewport}`);

      const before = await balance(page);
      // The desktop run's spin is already listed when the phone's starts: read the row this spin adds.
      const rows = page.getByTestId('recent-bets').locator('tbody tr');
      const rowsBefore = await rows.count();
      await page.getByTestId('bet-button').click();
      // Mid-turn: at least one reel still turning.
      await page.locator('[data-testid="slot-reels"] [data-turning]').first().waitFor();
      await screenshot(page, `originals-slot-turning-${viewport}`);
      await expect
        .poll(() => page.getByTestId('slot-result').textContent(), { timeout: 60_000 })
        .toMatch(/You won|No win/);

      await expect.poll(() => rows.count()).toBe(rowsBefore + 1);
      const row = rows.first();
      await expect.poll(() => row.locator('td').nth(1).textContent()).toBe('1.00');
      const payout = minorOf(await row.locator('td').nth(2).textContent());
      await expect.poll(() => balance(page)).toBe(before - 100 + payout);
      await screenshot(page, `originals-slot-played-${viewport}`);

      await page.getByTestId('slot-paytable-open').click();
      await page.getByTestId('slot-paytable').waitFor();
      await screenshot(page, `originals-slot-paytable-${viewport}`);
      await page.keyboard.press('Escape');

      await page.getByTestId('open-fairness').click();
      const commitment = await page.getByTestId('fair-commitment').textContent();
      await page.getByRole('button', { name: 'Rotate seeds (reveal the server seed)' }).click();
      await expect.poll(() => page.getByTestId('fair-commitment').textContent()).not.toBe(commitment);
      await page.keyboard.press('Escape');
      await row.getByRole('button', { name: 'Verify' }).click();
      await expect
        .poll(() => page.getByTestId('verification').textContent(), { timeout: 20_000 })
        .toMatch(/Verified: the seed matches/);
      expect(await page.getByTestId('verified-outcome').textContent()).toMatch(/Reel stops \[/);
      await screenshot(page, `originals-slot-verified-${viewport}`);
      expect(errors).toEqual([]);
      await context.close();
    },
  );
});
