import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { logIn } from './harness/session';

// Perya Originals in Chromium (issue 21, decision 043): dice launched from the in-house centre
// opens the portal's own game screen, a bet settles and lands in my recent bets, and the
// fairness drawer shows the commitment. At 1440 and 390 px.

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
  ] as const)('should play a dice bet and show its fairness (%s)', async (label, viewport) => {
    const context = await openContext(browser, { language: 'EN', viewport });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await logIn(page, 'player01', 'Player2026', { startAt: portal.baseUrl, waitUntilSignedIn: true });
    await openDice(page);
    await page.getByTestId('bet-button').waitFor();
    await screenshot(page, `originals-dice-${label}`);

    await page.getByTestId('bet-button').click();
    await expect.poll(() => page.getByTestId('dice-roll').textContent(), { timeout: 20_000 }).toMatch(/^\d+\.\d\d$/);
    await page.getByTestId('recent-bets').waitFor();
    await screenshot(page, `originals-dice-played-${label}`);

    await page.getByTestId('open-fairness').click();
    await expect.poll(() => page.getByTestId('fair-commitment').textContent()).toMatch(/^[0-9a-f]{64}$/);
    await screenshot(page, `originals-fairness-${label}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
