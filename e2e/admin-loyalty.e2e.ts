import { randomUUID } from 'node:crypto';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backOfficeNav, DEMO_OWNER, signInAsStaff } from './harness/admin';
import { launchBrowser, openContext, screenshot, VIEWPORTS, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { REPO_ROOT, startPortal } from './harness/portal';
import { solveSliderByApi } from './harness/staff';

// The loyalty back office in Chromium (issue 20, decision 050): the owner raises VIP1's upgrade
// bonus and a rebate rate, creates a mission and a goods item of the points mall; the demo member
// (whose seeded play earned points: statistics rebuilt and points accrued before the server
// starts) redeems that item through the member API, and the owner rejects the redemption with a
// reason the member then reads. Every loyalty screen is captured at 1440 and at 390 px.

const MISSION = 'E2E spin ₱500 today';
const ITEM = 'E2E Perya umbrella';
const REASON = 'Umbrellas are out of stock until December';

type Envelope<T> = { success: boolean; code: string; value: T };

/** The demo member's API calls, as the portal's client makes them (a plain payment password is accepted). */
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

const openScreen = async (page: Page, link: string, heading = link) => {
  await backOfficeNav(page).getByRole('link', { name: link }).click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
};

describe('back-office loyalty', () => {
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
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  it('should edit the VIP ladder and a rebate rate, add a mission and a goods item, and review its redemption', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await signInAsStaff(page, portal.baseUrl, DEMO_OWNER);

    // VIP ladder: VIP0's daily withdrawals limited, and VIP1 added on top (the e2e database starts
    // with VIP0 only), saved with the whole ladder and there after a reload.
    await openScreen(page, 'VIP ladder and rebate');
    await page.getByRole('textbox', { name: 'Withdrawals a day of VIP0' }).fill('3');
    await page.getByRole('button', { name: 'Add level' }).click();
    await page.getByRole('textbox', { name: 'Name of VIP1' }).fill('Bronze');
    await page.getByRole('textbox', { name: 'Valid bet (₱) of VIP1' }).fill('10,000');
    const upgrade = page.getByRole('textbox', { name: 'Upgrade bonus (₱) of VIP1' });
    await upgrade.fill('123.45');
    await page.getByRole('button', { name: 'Save ladder' }).click();
    await page.getByText('VIP ladder saved.').waitFor();
    await page.reload();
    await expect.poll(() => upgrade.inputValue()).toBe('123.45');
    expect(await page.getByRole('textbox', { name: 'Valid bet (₱) of VIP1' }).inputValue()).toBe('10000.00');
    expect(await page.getByRole('textbox', { name: 'Withdrawals a day of VIP0' }).inputValue()).toBe('3');
    await screenshot(page, 'admin-loyalty-vip-1440', { fullPage: false });

    // Rebate: VIP1 on slots at 0.75 %.
    await page.getByRole('tab', { name: 'Rebate rates' }).click();
    const slots = page.getByRole('textbox', { name: 'Rebate of VIP1 on Slots' });
    await slots.fill('0.75');
    await page.getByRole('button', { name: 'Save rates' }).click();
    await page.getByText('Rebate rates saved.').waitFor();
    await page.reload();
    await page.getByRole('tab', { name: 'Rebate rates' }).click();
    await expect.poll(() => slots.inputValue()).toBe('0.75');
    await screenshot(page, 'admin-loyalty-rebate-1440', { fullPage: false });

    // A daily mission: bet ₱500 for ₱5.
    await openScreen(page, 'Missions', 'Missions and leaderboards');
    await page.getByRole('button', { name: 'New mission' }).click();
    const missionDrawer = page.getByRole('dialog', { name: 'New mission' });
    await missionDrawer.getByRole('textbox', { name: /^Title \(English\)/ }).fill(MISSION);
    await missionDrawer.getByRole('textbox', { name: 'Target 1 (₱)' }).fill('500');
    await missionDrawer.getByRole('textbox', { name: 'Reward 1 (₱)' }).fill('5');
    await screenshot(page, 'admin-loyalty-mission-editor-1440', { fullPage: false });
    await missionDrawer.getByRole('tab', { name: 'Tagalog' }).click();
    await missionDrawer.getByRole('textbox', { name: /^Title \(Tagalog\)/ }).fill(`${MISSION} (TY)`);
    await screenshot(page, 'admin-loyalty-mission-editor-ty-1440', { fullPage: false });
    await missionDrawer.getByRole('button', { name: 'Save' }).click();
    await missionDrawer.waitFor({ state: 'hidden' });
    const missions = page.getByRole('table', { name: 'Missions' });
    await missions.getByRole('row').filter({ hasText: MISSION }).filter({ hasText: '1 milestone' }).waitFor();
    await screenshot(page, 'admin-loyalty-missions-1440', { fullPage: false });
    await page.getByRole('tab', { name: 'Leaderboards' }).click();
    await page.getByRole('button', { name: 'New leaderboard' }).waitFor();
    await screenshot(page, 'admin-loyalty-leaderboards-1440', { fullPage: false });
    await page.getByRole('button', { name: 'New leaderboard' }).click();
    const boardDrawer = page.getByRole('dialog', { name: 'New leaderboard' });
    await boardDrawer.getByRole('tab', { name: 'Portuguese' }).click();
    await boardDrawer.getByRole('textbox', { name: /^Title \(Portuguese\)/ }).waitFor();
    await screenshot(page, 'admin-loyalty-leaderboard-editor-1440', { fullPage: false });
    await page.keyboard.press('Escape');
    await boardDrawer.waitFor({ state: 'hidden' });

    // A goods item of the points mall: 25 points, 5 in stock.
    await openScreen(page, 'Points mall');
    await page.getByRole('button', { name: 'New item' }).click();
    const itemDrawer = page.getByRole('dialog', { name: 'New reward item' });
    await itemDrawer.getByRole('combobox', { name: 'Kind' }).click();
    await page.getByRole('option', { name: 'Goods' }).click();
    await itemDrawer.getByRole('textbox', { name: 'Title' }).fill(ITEM);
    await itemDrawer.getByRole('textbox', { name: 'Points' }).fill('25');
    await itemDrawer.getByRole('textbox', { name: 'Stock' }).fill('5');
    // The picture is uploaded (content pictures), not typed.
    await itemDrawer.locator('input[type="file"]').setInputFiles(join(REPO_ROOT, 'apps/web/public/icons/icon-192.png'));
    await itemDrawer.getByRole('img', { name: 'Item picture' }).waitFor();
    await screenshot(page, 'admin-loyalty-item-editor-1440', { fullPage: false });
    await itemDrawer.getByRole('button', { name: 'Save' }).click();
    await itemDrawer.waitFor({ state: 'hidden' });
    await page.getByRole('table', { name: 'Reward items' }).getByRole('row').filter({ hasText: ITEM }).waitFor();
    await screenshot(page, 'admin-loyalty-points-1440', { fullPage: false });
    await page.getByRole('tab', { name: 'Points rules' }).click();
    await page.getByText('1 point ≈ ₱0.01').waitFor();
    await screenshot(page, 'admin-loyalty-points-rules-1440', { fullPage: false });

    // The member redeems it through the API: it waits for review.
    const member = await memberApi(portal.baseUrl);
    const rewards = await member<{ items: Array<{ id: number; title: string }> }>(
      'GET',
      '/wps/relay/MCS2_getPointReward',
    );
    const item = rewards.value.items.find((candidate) => candidate.title === ITEM);
    expect(item).toBeDefined();
    const redeemed = await member<{ redemption: { id: string; status: string } }>(
      'POST',
      '/wps/relay/passwordCheck/MCS2_redeemPointReward',
      { requestId: randomUUID(), itemId: item?.id, quantity: 1, paymentPassword: '246810' },
    );
    expect(redeemed.success, JSON.stringify(redeemed)).toBe(true);
    expect(redeemed.value.redemption.status).toBe('PROCESSING');

    // The review: rejected with the reason the member reads.
    await openScreen(page, 'Points redemptions');
    const waiting = page.getByRole('table', { name: 'Points redemptions' }).getByRole('row').filter({ hasText: ITEM });
    await waiting.waitFor();
    await screenshot(page, 'admin-loyalty-redemptions-1440', { fullPage: false });
    await waiting.click();
    const drawer = page.getByRole('dialog', { name: `Redemption: ${ITEM} · player01` });
    await drawer.getByRole('button', { name: 'Reject' }).click();
    const confirm = page.getByRole('dialog', { name: 'Reject this redemption?' });
    await confirm.getByRole('textbox').fill(REASON);
    await screenshot(page, 'admin-loyalty-redemption-reject-1440', { fullPage: false });
    await confirm.getByRole('button', { name: 'Reject' }).click();
    await drawer.waitFor({ state: 'hidden' });
    await waiting.waitFor({ state: 'detached' });
    const history = await member<{ list: Array<{ id: string; status: string; remark: string | null }> }>(
      'GET',
      '/wps/relay/MCS2_getRedeemPointList',
    );
    expect(history.value.list.find((row) => row.id === redeemed.value.redemption.id)).toMatchObject({
      status: 'REJECTED',
      remark: REASON,
    });

    // The changes are in the audit log.
    await backOfficeNav(page).getByRole('link', { name: 'Audit log' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    await audit.getByRole('cell', { name: 'vip.ladder.update' }).first().waitFor();
    await audit.getByRole('cell', { name: 'vip.rebate-rates.update' }).first().waitFor();

    // Every loyalty screen on a phone.
    await page.setViewportSize(VIEWPORTS.phone);
    for (const [path, name] of [
      ['loyalty/vip', 'vip'],
      ['loyalty/missions', 'missions'],
      ['loyalty/points', 'points'],
      ['loyalty/redemptions', 'redemptions'],
    ] as const) {
      await page.goto(`${portal.baseUrl}/admin/${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `admin-loyalty-${name}-390`, { fullPage: false });
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
