import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProviderSim } from '@perya/provider-sim';

import { launchBrowser, openContext, screenshot } from './harness/browser';
import type { Portal } from './harness/portal';
import { freePort, startPortal } from './harness/portal';
import { startDemoProvider } from './harness/provider';
import { DEMO_ACCOUNTS, openAsMember, openSignedIn } from './harness/session';

// Games end to end in Chromium: the slot centre with 10,000 demo games, a filter and a search, a
// favourite, a launch into the provider simulator (a separate HTTP server, as a real provider
// is), a round played on its page through the signed wallet protocol, and the round showing in
// the header balance, the bet record and recent games. And the launch rules for a trial account.

/** "₱10,500.25" → 1050025n */
const minorOf = (text: string): bigint => {
  const digits = text.replace(/[^\d.-]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

describe('games', () => {
  let sim: ProviderSim;
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    // The simulator calls our wallet, and our launches point at the simulator: the portal's port first.
    const port = await freePort();
    sim = await startDemoProvider(port);
    [portal, browser] = await Promise.all([
      startPortal({ port, env: { PROVIDER_LAUNCH_URL: sim.url } }),
      launchBrowser(),
    ]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await sim?.close();
  });

  const headerBalance = async (page: Page): Promise<bigint> => {
    const amount = page.getByTestId('header-balance-amount');
    await amount.waitFor();
    return minorOf((await amount.textContent()) ?? '');
  };

  it('should find, favourite, launch and play a slot, and show the round everywhere it belongs', async () => {
    const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
      language: 'EN',
      viewport: 'desktop',
    });
    const before = await headerBalance(page);

    // The slot centre, one provider, then a search by name. Its page of games (about 10 kB of
    // JSON) reaches the browser compressed.
    const firstPage = page.waitForResponse((response) => response.url().includes('/GCSGAME_gameList'));
    await page.goto(`${portal.baseUrl}/rng`);
    const cards = page.getByTestId('game-card');
    await cards.first().waitFor();
    expect((await firstPage).headers()['content-encoding']).toBe('br');
    await screenshot(page, 'games-rng-desktop');
    await page
      .getByRole('group', { name: 'Providers' })
      .getByRole('button', { name: /Lucky Nine Studios/ })
      .click();
    await expect.poll(() => page.url()).toContain('vassalage=LNS');
    await expect.poll(() => page.getByTestId('game-count').textContent()).toMatch(/of 1,?000/);
    const name = ((await cards.first().getAttribute('aria-label')) ?? '').trim();
    expect(name).not.toBe('');
    await page.getByRole('searchbox', { name: 'Search games' }).fill(name);
    await expect.poll(() => cards.first().getAttribute('aria-label')).toBe(name);
    await screenshot(page, 'games-rng-search-desktop');

    // A favourite, then /favorite lists it.
    const card = page.getByRole('article', { name, exact: true }).first();
    // The heart turns at once (optimistic); the next page load must wait for the server's answer,
    // or the navigation cancels the request.
    const saved = page.waitForResponse((response) => response.url().includes('/MCSFE_addFavoriteGameV2'));
    await card.getByRole('button', { name: 'Add to favourites' }).click();
    await card.getByRole('button', { name: 'Remove from favourites' }).waitFor();
    expect((await saved).ok()).toBe(true);
    await page.goto(`${portal.baseUrl}/favorite`);
    await page.getByRole('article', { name, exact: true }).first().waitFor();
    await screenshot(page, 'games-favorite-desktop');

    // Launch it: the game page frames the provider's slot; one spin is one round.
    await page
      .getByRole('article', { name, exact: true })
      .first()
      .getByRole('button', { name: `Play ${name}` })
      .click();
    await page.waitForURL(/\/seamless\?/);
    const game = page.frameLocator('iframe');
    await game.locator('#spin').waitFor();
    await screenshot(page, 'games-seamless-desktop');
    await game.locator('#spin').click();
    const result = game.locator('#result');
    await expect.poll(() => result.getAttribute('data-status'), { timeout: 20_000 }).toBe('SETTLED');
    const round = (await result.getAttribute('data-round')) ?? '';
    expect(round).not.toBe('');
    await screenshot(page, 'games-seamless-played-desktop');
    const calls = sim.calls().filter((entry) => entry.body?.round === round);
    const net = calls.reduce((sum, entry) => {
      const amount = BigInt(String(entry.body?.amount ?? '0'));
      if (entry.call === 'bet') return sum - amount;
      if (entry.call === 'win') return sum + amount;
      return sum;
    }, 0n);
    expect(calls.some((entry) => entry.call === 'bet')).toBe(true);

    // Back in the portal: the header shows the balance after the round.
    await page.goto(portal.baseUrl);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(before + net);

    // The bet record lists the round with its bet and win; recent games list the game.
    await page.goto(`${portal.baseUrl}/member/personalHistoryCopy`);
    const record = page.getByTestId('bet-row').filter({ hasText: name }).first();
    await record.waitFor();
    await screenshot(page, 'games-bet-record-desktop');
    await page.goto(`${portal.baseUrl}/recent`);
    await expect.poll(() => page.getByTestId('game-card').first().getAttribute('aria-label')).toBe(name);
    await screenshot(page, 'games-recent-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should send a trial account to register instead of launching a game', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    // The home page offers no "Try for free" (decision 024): the demo's trial account logs in.
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(page, portal.baseUrl, { account: 'trial01', password: 'Trial2026' });
    await page.getByTestId('account-menu').getByText('Free play').waitFor();
    await page.goto(`${portal.baseUrl}/rng`);
    const card = page.getByTestId('game-card').first();
    await card.waitFor();
    await card.hover();
    await card
      .getByRole('button', { name: /^Play / })
      .first()
      .click();
    await page.getByRole('dialog', { name: 'Please Register an Account first' }).waitFor();
    expect(page.url()).not.toContain('/seamless');
    await context.close();
  });

  it('should show the game centres on a phone', async () => {
    const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
      language: 'EN',
      viewport: 'phone',
    });
    for (const path of ['rng', 'live', 'fish', 'cockfight', 'favorite']) {
      await page.goto(`${portal.baseUrl}/${path}`);
      await page.waitForLoadState('networkidle');
      await screenshot(page, `games-${path}-phone`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
