import { randomUUID } from 'node:crypto';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backOfficeNav, DEMO_OWNER, signInAsStaff } from './harness/admin';
import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { solveSliderByApi } from './harness/staff';

// The in-house games' back office in Chromium (issues 16 and 21, decision 061): staff raise dice's
// max win on the originals screen (the portal's public limits then carry it); the demo member buys
// a ₱1 đề 27 line on the 5-minute quick draw (₱95 of liability); staff lower that game's exposure
// cap to ₱100 on the lottery screen, and a second ₱1 on 27 (₱190) is refused at once with
// LOTTERY_EXPOSURE_FULL while 28 still sells; the draw opens with 27 at 95 % of the new cap. Each
// screen at 1440, 1280 and a tablet's 820 px, none wider than the window.

const GAME = 'PL_QUICK_5';
const WIDTHS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '1280', width: 1280, height: 800 },
  { name: 'tablet', width: 820, height: 1180 },
] as const;

type Envelope<T> = { success: boolean; code: string; message: string; value: T };

/** The demo member's API calls, as the portal's client makes them. */
const memberApi = async (baseUrl: string) => {
  const login = (await (
    await fetch(`${baseUrl}/wps/session/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'username',
        username: 'player01',
        password: 'Player2026',
        validate: await solveSliderByApi(baseUrl),
      }),
    })
  ).json()) as Envelope<{ token?: string }>;
  const token = login.value?.token;
  if (!token) throw new Error(`member login failed: ${JSON.stringify(login)}`);
  return async <T>(method: 'GET' | 'POST', path: string, body?: unknown) =>
    (await (
      await fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-lang': 'EN',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    ).json()) as Envelope<T>;
};

type Member = Awaited<ReturnType<typeof memberApi>>;

/**
 * A slip of one ₱1 đề line on 27: on `drawId` when given, else on the draw on sale with at least
 * `secondsLeft` of sales left (so that the steps after it find the draw still on sale, then still
 * upcoming); NO_DRAW when there is none.
 */
const buyDe27 = async (member: Member, launchToken: string, options: { drawId?: string; secondsLeft?: number }) => {
  const onSale = await member<{ draws: { drawId: string; closesAt: string }[] }>(
    'GET',
    `/lotto/lgw/games/opened/numero?gameCode=${GAME}`,
  );
  const draw = onSale.value.draws.find((entry) =>
    options.drawId
      ? entry.drawId === options.drawId
      : Date.parse(entry.closesAt) - Date.now() > (options.secondsLeft ?? 0) * 1000,
  );
  if (!draw) return { drawId: null, code: 'NO_DRAW' };
  const placed = await member('POST', '/wps/lottery/slips', {
    slipId: randomUUID(),
    launchToken,
    drawId: draw.drawId,
    lines: [{ betType: 'de', selection: ['27'], stakeMinor: '100' }],
  });
  return { drawId: draw.drawId, code: placed.code };
};

const openScreen = async (page: Page, link: string) => {
  await backOfficeNav(page).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: link }).waitFor();
};

/** How far the page reaches past the window's right edge (0: no sideways scroll). */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('back-office in-house games', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('should save an original’s max win and a lottery exposure cap, show the draw against it, and have the portal apply both', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInAsStaff(page, portal.baseUrl, DEMO_OWNER);

    // Originals: dice's max win per bet to ₱12,345.67.
    await openScreen(page, 'Perya Originals');
    const dice = page.getByTestId('original-dice');
    // Dice's declared RTP: 99 of 100.01 (98.99 %), as packages/games computes it.
    await dice.getByText('98.99 %').waitFor();
    await screenshot(page, 'admin-games-originals-1440', { fullPage: false });
    await dice.getByText('Dais Perya').click();
    const diceDrawer = page.getByRole('dialog', { name: 'Dais Perya: settings' });
    await diceDrawer.getByRole('textbox', { name: 'Max win per bet' }).fill('12,345.67');
    await screenshot(page, 'admin-games-originals-drawer-1440', { fullPage: false });
    await diceDrawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Dais Perya saved.').waitFor();
    await dice.getByText('₱12,345.67').waitFor();
    // Crash's row carries its round cap; its editor has the field.
    await page.getByTestId('original-crash').getByText('Saranggola Crash').click();
    const crashDrawer = page.getByRole('dialog', { name: 'Saranggola Crash: settings' });
    await crashDrawer.getByRole('textbox', { name: 'Max win per round' }).waitFor();
    await screenshot(page, 'admin-games-crash-drawer-1440', { fullPage: false });
    await page.keyboard.press('Escape');
    await crashDrawer.waitFor({ state: 'hidden' });
    // The portal's public limits carry the new max win.
    const games = (await (await fetch(`${portal.baseUrl}/wps/originals/games`)).json()) as Envelope<{
      games: { game: string; maxWinMinor: string }[];
    }>;
    expect(games.value.games.find((game) => game.game === 'dice')?.maxWinMinor).toBe('1234567');

    // The member's first line on 27 (₱95 of liability), on a draw with 90 s of sales left at least.
    const member = await memberApi(portal.baseUrl);
    const launched = await member<{ url: string }>('POST', '/wps/game/launchGame', {
      lottoArea: 'VN',
      launchMode: 'LOTT',
      prizeMode: 'ZY',
      gameCode: GAME,
    });
    const launchToken = new URL(launched.value.url).searchParams.get('token') ?? '';
    let first: { drawId: string | null; code: string } = { drawId: null, code: '' };
    await expect
      .poll(async () => (first = await buyDe27(member, launchToken, { secondsLeft: 90 })).code, {
        timeout: 240_000,
        interval: 3_000,
      })
      .toBe('OK');
    const drawId = first.drawId ?? '';

    // Lottery: the 5-minute quick draw's exposure cap to ₱100.
    await openScreen(page, 'Lottery');
    const row = page.getByTestId(`lottery-${GAME}`);
    await row.getByText('Every 5 min').waitFor();
    await screenshot(page, 'admin-games-lottery-1440', { fullPage: false });
    await row.getByText('Quick draw · 5 min').click();
    const lotteryDrawer = page.getByRole('dialog', { name: 'Quick draw · 5 min: settings' });
    await lotteryDrawer.getByRole('textbox', { name: 'Exposure cap per number' }).fill('100');
    await screenshot(page, 'admin-games-lottery-drawer-1440', { fullPage: false });
    await lotteryDrawer.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Quick draw · 5 min saved.').waitFor();
    await row.getByText('₱100.00').waitFor();

    // The portal applies it at once: a second ₱1 on 27 would owe ₱190 and is refused; 28 still sells.
    expect((await buyDe27(member, launchToken, { drawId })).code).toBe('LOTTERY_EXPOSURE_FULL');
    const other = await member('POST', '/wps/lottery/slips', {
      slipId: randomUUID(),
      launchToken,
      drawId,
      lines: [{ betType: 'de', selection: ['28'], stakeMinor: '100' }],
    });
    expect(other.code).toBe('OK');

    // The draw: number 27 at ₱95 of the new ₱100 cap, 28 beside it.
    await page.getByRole('tab', { name: 'Draws' }).click();
    await page.getByText('Upcoming', { exact: true }).click();
    await page.getByRole('combobox', { name: 'Game' }).click();
    await page.getByRole('option', { name: 'Quick draw · 5 min' }).click();
    const draws = page.getByRole('table', { name: 'Draws' });
    await draws.getByText(drawId).waitFor();
    await screenshot(page, 'admin-games-draws-1440', { fullPage: false });
    await draws.getByText(drawId).click();
    const drawDrawer = page.getByRole('dialog', { name: `Draw ${drawId}` });
    const de27 = drawDrawer.getByTestId('exposure-de:27');
    await de27.getByText('₱95.00').waitFor();
    await de27.getByText('95.0%').waitFor();
    await drawDrawer.getByTestId('exposure-de:28').waitFor();
    await screenshot(page, 'admin-games-exposure-1440', { fullPage: false });
    await page.keyboard.press('Escape');
    await drawDrawer.waitFor({ state: 'hidden' });

    // Both screens at 1280 px and on a tablet: nothing wider than the window.
    for (const size of WIDTHS.slice(1)) {
      await page.setViewportSize({ width: size.width, height: size.height });
      for (const [path, heading, shot] of [
        ['games/originals', 'Perya Originals', 'originals'],
        ['games/lottery', 'Lottery', 'lottery'],
      ] as const) {
        await page.goto(`${portal.baseUrl}/admin/${path}`);
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `admin-games-${shot}-${size.name}`, { fullPage: false });
        expect([path, size.name, await overflow(page)]).toEqual([path, size.name, 0]);
      }
      await page.getByRole('tab', { name: 'Draws' }).click();
      // Upcoming: the list opens on past draws, and a fresh portal may have none drawn yet.
      await page.getByText('Upcoming', { exact: true }).click();
      await page.getByRole('table', { name: 'Draws' }).getByRole('row').nth(1).waitFor();
      await screenshot(page, `admin-games-draws-${size.name}`, { fullPage: false });
      expect(['draws', size.name, await overflow(page)]).toEqual(['draws', size.name, 0]);
    }
    expect(errors).toEqual([]);
    await context.close();
  }, 480_000);
});
