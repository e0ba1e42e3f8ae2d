import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { PaymentSim } from '@perya/payment-sim';
import { startPaymentSim } from '@perya/payment-sim';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';
import { staffApi as staffApiOf } from './harness/staff';

// Money end to end in Chromium: a deposit paid on the gateway simulator's own page (real HTTP
// both ways, signed callback) raises the header balance; a withdrawal requested in the portal is
// approved through the staff API and its receipt confirmed; the account record lists the deposit,
// the hold and its payment.

const MERCHANT = 'PERYA';
const SECRET = 'e2e-gateway-secret-0123456789';
const PAYMENT_PASSWORD = '246810';

/** "₱10,500.25" → 1050025n */
const minorOf = (text: string): bigint => {
  const digits = text.replace(/[^\d.-]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

describe('wallet', () => {
  let sim: PaymentSim;
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    sim = await startPaymentSim({ merchants: { [MERCHANT]: SECRET }, merchantNames: { [MERCHANT]: 'Perya' } });
    [portal, browser] = await Promise.all([
      startPortal({
        env: { PAYMENT_GATEWAY_URL: sim.url, PAYMENT_GATEWAY_MERCHANT: MERCHANT, PAYMENT_GATEWAY_SECRET: SECRET },
      }),
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

  const staffApi = () => staffApiOf(portal.baseUrl);

  it('should deposit through the gateway, withdraw with staff approval, and list it all in the account record', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01);
    const before = await headerBalance(page);

    // Deposit ₱500 through the gateway: our page, then the simulator's payment page, then back.
    await page.goto(`${portal.baseUrl}/member/depositv2`);
    await page.getByText('GCash Express (PeryaPay)').click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('500');
    await screenshot(page, 'wallet-deposit-desktop');
    await page.getByRole('button', { name: 'Continue to payment' }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your deposit' })
      .getByRole('button', { name: 'Go to payment page' })
      .click();
    await page.waitForURL(`${sim.url}/pay/**`);
    await screenshot(page, 'wallet-gateway-page-desktop');
    await page.getByRole('button', { name: /^Pay / }).click();
    await page.waitForURL(`${portal.baseUrl}/member/depositv2?**`);
    await page.getByText('₱500.00', { exact: false }).first().waitFor();
    await expect.poll(() => headerBalance(page), { timeout: 20_000 }).toBe(before + 50_000n);
    await screenshot(page, 'wallet-deposit-done-desktop');

    // Withdraw ₱200 to the saved GCash account (the only one, so already chosen).
    await page.goto(`${portal.baseUrl}/member/withdraw`);
    await expect
      .poll(() =>
        page
          .getByLabel(/^Withdraw to/)
          .first()
          .inputValue(),
      )
      .toContain('GCash');
    await page.getByLabel(/^Amount/).fill('200');
    await page.getByLabel(/^Payment password/).fill(PAYMENT_PASSWORD);
    await page.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm your withdrawal' })
      .getByRole('button', { name: 'Confirm withdrawal' })
      .click();
    await page.getByText('Under review').first().waitFor();

    // Staff approve it through the API.
    const staff = await staffApi();
    const queue = await staff<{ list: Array<{ id: string; memberAccount: string; amountMinor: string }> }>(
      'GET',
      '/wps/admin/withdrawals?status=REVIEW',
    );
    const mine = queue.value.list.find(
      (withdrawal) => withdrawal.memberAccount === 'player01' && withdrawal.amountMinor === '20000',
    );
    expect(mine).toBeDefined();
    const approved = await staff('POST', `/wps/admin/withdrawals/${mine?.id}/approve`, { note: 'Sent by GCash' });
    expect(approved.success).toBe(true);

    // The member confirms the payout arrived.
    await page.reload();
    const panel = page
      .getByRole('region', { name: 'Did you receive the payout?' })
      .filter({ hasText: '₱200.00' })
      .first();
    await panel.getByRole('button', { name: 'Received', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Confirm you received the payout' })
      .getByRole('button', { name: 'Yes, I received it' })
      .click();
    await page.getByText('Thank you. The payout is confirmed as received.').waitFor();
    await screenshot(page, 'wallet-withdraw-confirmed-desktop');
    await expect.poll(() => headerBalance(page)).toBe(before + 50_000n - 20_000n);

    // The account record: the deposit, the hold and the payment of the withdrawal.
    await page.goto(`${portal.baseUrl}/member/transactionHistory`);
    const rows = page.getByTestId('transaction-row');
    // The record may show what it had cached first, then the refetch with this test's lines.
    await expect
      .poll(async () =>
        (await rows.allTextContents()).some((text) => text.includes('Deposit') && text.includes('+₱500.00')),
      )
      .toBe(true);
    const texts = await rows.allTextContents();
    expect(
      texts.some(
        (text) => text.includes('Withdrawal') && text.includes('-₱200.00') && text.includes('Held, then paid'),
      ),
    ).toBe(true);
    expect(
      texts.some((text) => text.includes('Withdrawal') && text.includes('-₱200.00') && text.includes('Completed')),
    ).toBe(true);
    await screenshot(page, 'wallet-account-record-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should show the wallet pages on a phone', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'phone' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await openAsMember(page, portal.baseUrl, DEMO_ACCOUNTS.player01);
    for (const name of [
      'depositv2',
      'withdraw',
      'transferFund',
      'transferUpline',
      'transactionHistory',
      'personalProfit',
      'bonusDetails',
    ]) {
      await page.goto(`${portal.baseUrl}/member/${name}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, `wallet-${name}-phone`);
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});
