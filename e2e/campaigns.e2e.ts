import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentSim } from '@perya/payment-sim';
import { startPaymentSim } from '@perya/payment-sim';
import type { ProviderSim } from '@perya/provider-sim';

import { backOfficeNav, openBackOfficeAs } from './harness/admin';
import { launchBrowser, openContext, reloadUntilShown, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { freePort, startPortal } from './harness/portal';
import { spinFirstSlot, startDemoProvider } from './harness/provider';
import { DEMO_ACCOUNTS, logInByApi, openSignedIn, useSession } from './harness/session';
import { staffApi } from './harness/staff';

// Campaigns end to end in Chromium (issue 19, decisions 039–040, 046): staff configure a
// first-deposit promotion (join button, ₱10 bonus, 3× turnover); player02 — who never deposited —
// joins it on /promotions, deposits through the gateway simulator's page, claims the bonus in the
// reward centre and sees on the withdraw page exactly why ₱30 is held (meter at 0 %). A daily
// sign-in promotion fills the reward centre for the screenshots at 1440 and 390 px in English and
// Tagalog. Marketing creates a promotion with its texts in the back office; finance sets the
// bonus turnover weights. In the first case player02 then plays a slot in the provider simulator:
// the meter moves, is met, and the whole balance — the bonus included — is withdrawn.

const MERCHANT = 'PERYA';
const SECRET = 'e2e-gateway-secret-0123456789';
const PAYMENT_PASSWORD = '246810';
const FIRST_DEPOSIT = 'First deposit bonus ₱10';
const DAILY = 'Daily sign-in ₱5';
const BONUS_PROGRESS = `Wagering progress of ${FIRST_DEPOSIT}`;

/** "₱10,500.25" → 1050025n */
const minorOf = (text: string): bigint => {
  const digits = text.replace(/[^\d.-]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

type Envelope<T> = { success: boolean; code: string; value: T };

/** A member API call from the page, with its session token (as the portal's own client sends it). */
const apiFrom = <T>(page: Page, method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ method, path, body }) => {
      const token = window.sessionStorage.getItem('token') ?? window.localStorage.getItem('token');
      const response = await fetch(path, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          'x-lang': 'EN',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return response.json();
    },
    { method, path, body },
  ) as Promise<Envelope<T>>;

describe('campaigns: a first-deposit bonus from joining to the withdraw page', () => {
  let payments: PaymentSim;
  let provider: ProviderSim;
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    const port = await freePort();
    [payments, provider] = await Promise.all([
      startPaymentSim({ merchants: { [MERCHANT]: SECRET }, merchantNames: { [MERCHANT]: 'Perya' } }),
      startDemoProvider(port),
    ]);
    [portal, browser] = await Promise.all([
      startPortal({
        port,
        env: {
          PAYMENT_GATEWAY_URL: payments.url,
          PAYMENT_GATEWAY_MERCHANT: MERCHANT,
          PAYMENT_GATEWAY_SECRET: SECRET,
          PROVIDER_LAUNCH_URL: provider.url,
        },
      }),
      launchBrowser(),
    ]);
    const staff = await staffApi(portal.baseUrl);
    // KYC before a withdrawal has its own end-to-end test (compliance.e2e.ts): the operator's
    // setting turns it off here, so this test is about the bonus alone.
    const kyc = await staff('PUT', '/wps/admin/compliance/settings', { withdrawalTier: 'NONE' });
    if (!kyc.success) throw new Error(JSON.stringify(kyc));
    const now = Date.now();
    const window = {
      startsAt: new Date(now - 3_600_000).toISOString(),
      endsAt: new Date(now + 7 * 86_400_000).toISOString(),
    };
    const created = await Promise.all([
      staff('POST', '/wps/admin/promotions', {
        ...window,
        name: FIRST_DEPOSIT,
        category: 'NEWBIE',
        audience: 'ALL',
        joinMode: 'JOIN',
        trigger: 'FIRST_DEPOSIT',
        rewardKind: 'FIXED',
        amountMinor: '1000',
        turnoverMultiplier: 3,
        budgetMinor: '100000',
      }),
      staff('POST', '/wps/admin/promotions', {
        ...window,
        name: DAILY,
        category: 'DAILY',
        audience: 'ALL',
        joinMode: 'AUTO',
        trigger: 'DAILY_SIGN_IN',
        recurrence: 'DAILY',
        rewardKind: 'FIXED',
        amountMinor: '500',
        turnoverMultiplier: 1,
        expiryDays: 3,
      }),
    ]);
    for (const answer of created) if (!answer.success) throw new Error(JSON.stringify(answer));
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await Promise.all([payments?.close(), provider?.close()]);
  });

  const headerBalance = async (page: Page): Promise<bigint> => {
    const amount = page.getByTestId('header-balance-amount');
    await amount.waitFor();
    return minorOf((await amount.textContent()) ?? '');
  };

  /** The bonus's meter on the withdraw page, in percent (reloaded until the stream has counted). */
  const meterOnWithdrawPage = async (page: Page): Promise<number | null> => {
    await page.goto(`${portal.baseUrl}/member/withdraw`);
    const meter = page.getByRole('progressbar', { name: BONUS_PROGRESS });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    if ((await meter.count()) === 0) return null;
    return Number(await meter.getAttribute('aria-valuenow'));
  };

  it('should join, deposit, claim, and say on the withdraw page why the bonus is held', async () => {
    const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player02, {
      language: 'EN',
      viewport: 'desktop',
    });
    const saved = await apiFrom(page, 'POST', '/wps/v2/withdraw/accounts', {
      method: 'GCASH',
      accountName: 'Ana Bautista',
      accountNumber: '09171239876',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(saved.code).toBe('OK');
    const start = await headerBalance(page);

    // 1. /promotions: the rules in words, then Join.
    await page.goto(`${portal.baseUrl}/promotions`);
    const card = page.getByTestId('promotion-card').filter({ hasText: FIRST_DEPOSIT });
    await card.getByText('Make your first deposit').waitFor();
    await card.getByText('Bonus of ₱10.00').waitFor();
    await screenshot(page, 'campaigns-flow-promotions-desktop-en');
    await card.getByRole('button', { name: 'Details' }).click();
    await page.getByText('Wager the bonus 3× before you can withdraw it.').waitFor();
    await screenshot(page, 'campaigns-promotion-detail-desktop-en');
    await page.getByRole('button', { name: 'Join', exact: true }).click();
    await page.getByText('You joined the promotion.').waitFor();
    await page.getByRole('button', { name: 'All promotions' }).click();
    await card.getByText('Joined', { exact: true }).waitFor();

    // 2. The first deposit, ₱500 through the gateway simulator's page.
    await page.goto(`${portal.baseUrl}/member/depositv2`);
    await page.getByText('GCash Express (PeryaPay)').click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your deposit' })
      .getByRole('button', { name: 'Go to payment page' })
      .click();
    await page.waitForURL(`${payments.url}/pay/**`);
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`${portal.baseUrl}/member/depositv2?**`);
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(start + 50_000n);

    // 3. The reward waits in the reward centre (earned from the stream a poll later); one click claims it.
    await page.goto(`${portal.baseUrl}/member/rewardCenter`);
    const reward = page.getByTestId('reward-card').filter({ hasText: FIRST_DEPOSIT });
    await reloadUntilShown(page, reward, () => page.getByRole('heading', { name: 'Reward centre' }).waitFor());
    await reward.getByText('Wager 3× before withdrawal').waitFor();
    await screenshot(page, 'campaigns-flow-reward-centre-desktop-en');
    await reward.getByRole('button', { name: 'Claim' }).click();
    await page.getByText('₱10.00 added to your wallet as a bonus.').waitFor();
    await expect.poll(() => headerBalance(page)).toBe(start + 50_000n + 1_000n);

    // 4. The withdraw page says why ₱30 is held, with the meter at 0.
    await expect.poll(() => meterOnWithdrawPage(page), { timeout: 30_000, interval: 500 }).toBe(0);
    const panel = page.getByRole('region', { name: 'Why part of your balance is not withdrawable yet' });
    const available = start + 51_000n;
    const pesos = (minor: bigint) =>
      `₱${(minor / 100n).toLocaleString('en-US')}.${(minor % 100n).toString().padStart(2, '0')}`;
    expect(await panel.getByTestId('turnover-sentence').textContent()).toBe(
      `${pesos(3_000n)} of your available ${pesos(available)} cannot be withdrawn yet: your bonuses still need ${pesos(3_000n)} of bets before their money is free.`,
    );
    await screenshot(page, 'campaigns-withdraw-held-desktop-en');

    // 5. Play a slot in the provider simulator: a ₱10 spin moves the meter (₱10 of ₱30 counted from
    // the play statistics), a ₱50 spin meets it and the panel goes.
    const spin = (chip: '1000' | '5000') => spinFirstSlot(page, portal.baseUrl, chip);
    await spin('1000');
    await expect
      .poll(() => meterOnWithdrawPage(page), { timeout: 30_000, interval: 500 })
      .toSatisfy((percent: number | null) => percent !== null && percent > 0 && percent < 100);
    await screenshot(page, 'campaigns-withdraw-meter-moved-desktop-en');
    await spin('5000');
    await expect.poll(() => meterOnWithdrawPage(page), { timeout: 30_000, interval: 500 }).toBeNull();

    // 6. Nothing is held any more: the whole balance, bonus included, can be withdrawn.
    const balance = await headerBalance(page);
    await page.getByLabel(/^Amount/).fill(`${balance / 100n}.${(balance % 100n).toString().padStart(2, '0')}`);
    await page.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your withdrawal' })
      .getByRole('button', { name: 'Confirm withdrawal' })
      .click();
    // Accepted (the form refuses above the withdrawable amount itself): the whole balance is held for review.
    await page.getByText('Withdrawal requested. We will let you know when it is paid.').waitFor();
    await page.getByText('Under review').first().waitFor();
    await screenshot(page, 'campaigns-withdraw-all-desktop-en');
    expect(errors).toEqual([]);
    await context.close();
  }, 480_000);

  for (const viewport of ['desktop', 'phone'] as const)
    for (const language of ['EN', 'TY'] as const)
      it(`should show /promotions and the reward centre on ${viewport} in ${language}`, async () => {
        const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.player01, {
          language,
          viewport,
          // Straight to /promotions: the home page first would be a page load for nothing.
          url: `${portal.baseUrl}/promotions`,
        });
        const suffix = `${viewport}-${language.toLowerCase()}`;

        await page.getByTestId('promotion-card').filter({ hasText: DAILY }).waitFor();
        await page.waitForLoadState('networkidle');
        await screenshot(page, `campaigns-promotions-${suffix}`);

        // player01 signed in today: the daily reward waits (earned from the login a poll later).
        await page.goto(`${portal.baseUrl}/member/rewardCenter`);
        const reward = page.getByTestId('reward-card').filter({ hasText: DAILY });
        await reloadUntilShown(page, reward);
        await screenshot(page, `campaigns-reward-centre-${suffix}`);
        expect(errors).toEqual([]);
        await context.close();
      });

  it('should let marketing create a promotion with its texts in the back office', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const staff = await context.newPage();
    const errors = watchErrors(staff);
    // The back office signed in through the staff API: signing in at /admin/login is admin-shell.e2e's test.
    await openBackOfficeAs(staff, portal.baseUrl, { username: 'marketing', password: 'Admin2026!' });
    await backOfficeNav(staff).getByRole('link', { name: 'Promotions', exact: true }).click();
    const list = staff.getByRole('table', { name: 'Promotions' });
    const row = list.getByRole('row').filter({ hasText: FIRST_DEPOSIT });
    await row.waitFor();
    await screenshot(staff, 'campaigns-admin-promotions-desktop', { fullPage: false });

    // A new promotion: a deposit of at least ₱300 pays 20 % up to ₱200, 5× turnover, with its words.
    await staff.getByRole('button', { name: 'New promotion' }).click();
    const editor = staff.getByRole('dialog', { name: 'New promotion' });
    await editor.getByRole('textbox', { name: /^Name/ }).fill('Weekend reload 20%');
    await editor.getByRole('combobox', { name: 'Trigger' }).click();
    await staff.getByRole('option', { name: 'A deposit of at least' }).click();
    await editor.getByRole('textbox', { name: 'Threshold (₱)' }).fill('300');
    await editor.getByRole('combobox', { name: 'Reward type' }).click();
    await staff.getByRole('option', { name: 'Percentage with a cap' }).click();
    await editor.getByRole('textbox', { name: 'Percentage (%)' }).fill('20');
    await editor.getByRole('textbox', { name: 'Cap (₱)' }).fill('200');
    await editor.getByRole('textbox', { name: /^Turnover multiplier/ }).fill('5');
    await editor.getByRole('textbox', { name: /^Budget/ }).fill('50,000');
    await editor.getByRole('textbox', { name: 'Title (English)' }).fill('Weekend reload: 20% extra');
    await editor.getByRole('textbox', { name: /^Text \(English\)/ }).fill('<p>Deposit ₱300 or more this weekend.</p>');
    await editor.getByRole('tab', { name: 'Tagalog' }).click();
    await editor.getByRole('textbox', { name: 'Title (Tagalog)' }).fill('Weekend reload: 20% dagdag');
    await editor.getByRole('textbox', { name: /^Text \(Tagalog\)/ }).fill('<p>Magdeposito ng ₱300 o higit pa.</p>');
    await screenshot(staff, 'campaigns-admin-editor-desktop', { fullPage: false });
    await editor.getByRole('button', { name: 'Save' }).click();
    await editor.waitFor({ state: 'hidden' });
    const created = list.getByRole('row').filter({ hasText: 'Weekend reload 20%' });
    await created.getByText('Running').waitFor();
    expect(await created.textContent()).toContain('₱0.00 / ₱50,000.00');

    // The applications queue and, on a phone, the list.
    await backOfficeNav(staff).getByRole('link', { name: 'Promotion applications' }).click();
    await staff.getByRole('table', { name: 'Promotion applications' }).waitFor();
    await screenshot(staff, 'campaigns-admin-applications-desktop', { fullPage: false });
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto(`${portal.baseUrl}/admin/content/promotions`);
    await list.getByRole('row').filter({ hasText: 'Weekend reload 20%' }).waitFor();
    await screenshot(staff, 'campaigns-admin-promotions-phone', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  }, 300_000);

  // Decision 052: marketing pauses a running promotion in the back office; the member sees it
  // closed with the reason (no Join), its waiting reward on hold, and the home carousel, which
  // shows the engine's running promotions, without it.
  it('should let marketing pause a promotion and show members it is paused', async () => {
    const PAUSED = 'Lucky sign-in ₱3';
    // The promotions row renders when it comes near the viewport: scroll down until it is there.
    const scrollToPromotions = async (page: Page) => {
      const row = page.getByTestId('promotion-row');
      for (let step = 0; step < 40 && (await row.count()) === 0; step += 1) {
        await page.mouse.wheel(0, 500);
        await page.waitForTimeout(150);
      }
      await row.scrollIntoViewIfNeeded();
      return row;
    };
    const api = await staffApi(portal.baseUrl);
    const created = await api('POST', '/wps/admin/promotions', {
      startsAt: new Date(Date.now() - 3_600_000).toISOString(),
      endsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
      name: PAUSED,
      category: 'LIMITED',
      audience: 'ALL',
      joinMode: 'AUTO',
      trigger: 'DAILY_SIGN_IN',
      recurrence: 'DAILY',
      rewardKind: 'FIXED',
      amountMinor: '300',
      turnoverMultiplier: 1,
      expiryDays: 2,
    });
    if (!created.success) throw new Error(JSON.stringify(created));

    // player01 signs in: the sign-in earns the reward (a poll of the stream later); home shows it.
    // A new login, through the API: the login dialog is accounts.e2e's test, not this one's.
    const memberContext = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    await useSession(memberContext, await logInByApi(portal.baseUrl, 'player01', 'Player2026'));
    const member = await memberContext.newPage();
    const memberErrors = watchErrors(member);
    await member.goto(portal.baseUrl);
    await member.getByTestId('account-menu').waitFor();
    const carousel = await scrollToPromotions(member);
    await carousel.getByRole('link', { name: new RegExp(PAUSED) }).waitFor();
    await screenshot(member, 'campaigns-home-engine-promotions-desktop');
    await member.goto(`${portal.baseUrl}/member/rewardCenter`);
    const reward = member.getByTestId('reward-card').filter({ hasText: PAUSED });
    await reloadUntilShown(member, reward);

    // Marketing pauses it from the promotion's drawer, after the confirmation.
    const staffContext = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const staff = await staffContext.newPage();
    const staffErrors = watchErrors(staff);
    await openBackOfficeAs(staff, portal.baseUrl, { username: 'marketing', password: 'Admin2026!' });
    await backOfficeNav(staff).getByRole('link', { name: 'Promotions', exact: true }).click();
    const list = staff.getByRole('table', { name: 'Promotions' });
    await list.getByRole('row').filter({ hasText: PAUSED }).click();
    const drawer = staff.getByRole('dialog', { name: new RegExp(`· ${PAUSED}$`) });
    await drawer.getByRole('button', { name: 'Pause' }).click();
    const confirm = staff.getByRole('dialog', { name: `Pause ${PAUSED}?` });
    await confirm.getByText('already waiting is held').waitFor();
    await screenshot(staff, 'campaigns-admin-pause-confirm-desktop', { fullPage: false });
    await confirm.getByRole('button', { name: 'Pause the promotion' }).click();
    await drawer.getByText(/^Paused since/).waitFor();
    await drawer.getByRole('button', { name: 'Resume' }).waitFor();
    await screenshot(staff, 'campaigns-admin-paused-drawer-desktop', { fullPage: false });
    // The editor says it too, with Resume beside Save, and offers the card picture.
    await drawer.getByRole('button', { name: 'Edit' }).click();
    const editor = staff.getByRole('dialog', { name: `Edit ${PAUSED}` });
    await editor.getByText(/^Paused since/).waitFor();
    await editor.getByRole('button', { name: 'Upload picture' }).waitFor();
    await screenshot(staff, 'campaigns-admin-editor-paused-desktop', { fullPage: false });
    await staff.keyboard.press('Escape');
    await editor.waitFor({ state: 'hidden' });
    await drawer.waitFor();
    await staff.keyboard.press('Escape');
    await list.getByRole('row').filter({ hasText: PAUSED }).getByText('Paused', { exact: true }).waitFor();
    await staff.setViewportSize({ width: 390, height: 844 });
    await screenshot(staff, 'campaigns-admin-paused-list-phone', { fullPage: false });

    // The member: paused, not joinable, with the reason; the reward on hold; gone from home.
    await member.goto(`${portal.baseUrl}/promotions`);
    const card = member.getByTestId('promotion-card').filter({ hasText: PAUSED });
    await card.getByText('This promotion is paused for now: you cannot join or claim until it resumes.').waitFor();
    await card.getByText('Closed', { exact: true }).waitFor();
    expect(await card.getByRole('button', { name: 'Join', exact: true }).count()).toBe(0);
    await screenshot(member, 'campaigns-promotions-paused-desktop');
    await member.goto(`${portal.baseUrl}/member/rewardCenter`);
    await reward.getByText('On hold').waitFor();
    expect(await reward.getByRole('button', { name: 'Claim' }).count()).toBe(0);
    await screenshot(member, 'campaigns-reward-on-hold-desktop');
    await member.setViewportSize({ width: 390, height: 844 });
    await member.goto(`${portal.baseUrl}/promotions`);
    await card.getByText('Closed', { exact: true }).waitFor();
    await screenshot(member, 'campaigns-promotions-paused-phone');
    await member.goto(portal.baseUrl);
    await member.getByTestId('header-balance-amount').waitFor();
    await scrollToPromotions(member);
    await carousel.getByRole('link').first().waitFor();
    expect(await carousel.getByRole('link', { name: new RegExp(PAUSED) }).count()).toBe(0);
    await screenshot(member, 'campaigns-home-engine-promotions-phone');
    expect(memberErrors).toEqual([]);
    expect(staffErrors).toEqual([]);
    await Promise.all([memberContext.close(), staffContext.close()]);
  }, 300_000);

  it('should let finance set the bonus turnover weights in the back office', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const staff = await context.newPage();
    const errors = watchErrors(staff);
    await openBackOfficeAs(staff, portal.baseUrl, { username: 'finance', password: 'Admin2026!' });
    await backOfficeNav(staff).getByRole('link', { name: 'Bonus turnover' }).click();
    const live = staff.getByRole('textbox', { name: 'Share of Live casino that counts' });
    await expect.poll(() => live.inputValue()).toBe('100 %');
    await live.fill('20');
    await staff.getByRole('button', { name: 'Save' }).click();
    await staff.getByText('Bonus turnover weights saved.').waitFor();
    await staff.reload();
    await expect.poll(() => live.inputValue()).toBe('20 %');
    await screenshot(staff, 'campaigns-admin-bonus-turnover-desktop', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
