import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openSignedIn } from './harness/session';

// Perya Originals in Chromium (issue 21, decisions 043 and 060): dice launched from the in-house
// centre opens the portal's own game screen, a bet settles and lands in my recent bets, and the
// fairness drawer shows the commitment. Its link opens the fairness page, where a rotation reveals
// the seed and the bet, looked up by its id, is verified in the browser; the way back is the game;
// the betting record links the round to the same page with its id. At 1440 and 390 px.

describe('Perya Originals', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  const openDice = async (page: Page) => {
    await page.goto(`${portal.baseUrl}/bgs`);
    await page
      .getByRole('article', { name: 'Dais Perya', exact: true })
      .first()
      .getByRole('button', { name: 'Play Dais Perya' })
      .click();
    await page.waitForURL(/\/seamless\/originals\/dice\?token=/);
  };

  it.each([
    ['desktop', 'desktop'],
    ['phone', 'phone'],
  ] as const)('should play a dice bet and verify it on the fairness page (%s)', async (label, viewport) => {
    const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
      language: 'EN',
      viewport,
      motion: true,
    });
    await openDice(page);
    await page.getByTestId('bet-button').waitFor();
    await screenshot(page, `originals-dice-${label}`);

    const answer = page.waitForResponse(
      (response) => response.url().includes('/wps/originals/dice/bet') && response.request().method() === 'POST',
    );
    await page.getByTestId('bet-button').click();
    const { value } = (await (await answer).json()) as { value: { bet: { betId: string } } };
    const betId = value.bet.betId;
    await expect.poll(() => page.getByTestId('dice-roll').textContent(), { timeout: 20_000 }).toMatch(/^\d+\.\d\d$/);
    await page.getByTestId('recent-bets').waitFor();
    await screenshot(page, `originals-dice-played-${label}`);

    await page.getByTestId('open-fairness').click();
    await expect.poll(() => page.getByTestId('fair-commitment').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await screenshot(page, `originals-fairness-${label}`);

    // The fairness page: the bet's seed is the active one until a rotation reveals it.
    await page.getByTestId('open-fairness-page').click();
    await page.waitForURL(/\/fair\/dice\?back=/);
    await page.getByRole('heading', { name: 'Provably fair: Dais Perya' }).waitFor();
    await expect.poll(() => page.getByTestId('fair-commitment').textContent()).toMatch(/^[0-9a-f]{64}$/);
    const commitment = await page.getByTestId('fair-commitment').textContent();
    await page.getByRole('button', { name: 'Rotate seeds (reveal the server seed)' }).click();
    await expect.poll(() => page.getByTestId('fair-commitment').textContent()).not.toBe(commitment);
    await page.getByRole('textbox', { name: /Bet id/ }).fill(betId);
    await page.getByRole('button', { name: 'Find' }).click();
    await expect
      .poll(() => page.getByTestId('verification').textContent(), { timeout: 20_000 })
      .toMatch(/Verified: the seed matches/);
    await screenshot(page, `originals-fairness-page-${label}`);
    await screenshot(page, `originals-fairness-page-top-${label}`, { fullPage: false });

    // Back is the game screen the page was opened from.
    await page.getByTestId('fair-back').click();
    await page.waitForURL(/\/seamless\/originals\/dice\?token=/);
    await page.getByTestId('bet-button').waitFor();

    // The betting record links the round to its fairness page, bet id filled in.
    await page.goto(`${portal.baseUrl}/member/personalHistoryCopy`);
    const verify = page.locator(`a[data-testid="bet-verify"][href*="bet=${betId}"]`);
    await verify.waitFor({ timeout: 20_000 });
    await screenshot(page, `originals-bet-record-${label}`, { fullPage: false });
    await verify.click();
    await page.waitForURL(new RegExp(`/fair/dice\\?bet=${betId}`));
    await expect
      .poll(() => page.getByTestId('verification').textContent(), { timeout: 20_000 })
      .toMatch(/Verified: the seed matches/);
    expect(errors).toEqual([]);
    await context.close();
  });
});
