import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_OWNER, backOfficeNav, openBackOfficeAs, signInAsStaff } from './harness/admin';
import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';

// The back office's Money in Chromium (issue 16, decision 028): a member's manual deposit with its
// proof is approved in the deposit queue and the balance shows it; a withdrawal rejected with a
// reason shows the member that reason; above the four-eyes threshold a withdrawal waits for a
// second staff member (invited, signed in on their own) before it is paid; each step is in the
// audit log. Member requests go through the portal's API from the member's own page.

const DESKTOP = { width: 1280, height: 800 };
const PAYMENT_PASSWORD = '246810';

type Envelope<T> = { success: boolean; code: string; value: T };

/** Calls the API from the page with the signed-in member's (or staff's) token. */
const apiFrom = <T>(page: Page, tokenKey: 'token' | 'staffToken', method: string, path: string, body?: unknown) =>
  page.evaluate(
    async ({ tokenKey, method, path, body }) => {
      const token = window.sessionStorage.getItem(tokenKey) ?? window.localStorage.getItem(tokenKey);
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
    { tokenKey, method, path, body },
  ) as Promise<Envelope<T>>;

/** A proof image drawn on a canvas and uploaded as the member; its upload id. */
const uploadProof = (page: Page) =>
  page.evaluate(async () => {
    const canvas = document.createElement('canvas');
    canvas.width = 120;
    canvas.height = 80;
    const context = canvas.getContext('2d');
    if (context) {
      context.fillStyle = '#0a7';
      context.fillRect(0, 0, 120, 80);
      context.fillStyle = '#fff';
      context.fillText('GCash 5019 ₱300', 10, 40);
    }
    const blob = await new Promise<Blob>((done) => canvas.toBlob((made) => done(made as Blob), 'image/png'));
    const form = new FormData();
    form.append('file', blob, 'proof.png');
    const response = await fetch('/wps/v2/uploads', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${window.sessionStorage.getItem('token') ?? window.localStorage.getItem('token')}`,
      },
      body: form,
    });
    return ((await response.json()) as { value: { uploadId: string } }).value.uploadId;
  });

describe('back office: money', () => {
  let browser: Browser;
  let portal: Portal;

  beforeAll(async () => {
    browser = await launchBrowser();
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal?.stop();
    await browser?.close();
  });

  it('should approve a deposit, reject a withdrawal with a reason the member reads, and hold a large one for a second approver', async () => {
    const memberContext = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const member = await memberContext.newPage();
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(member, portal.baseUrl, DEMO_ACCOUNTS.player01);
    const balance = async () =>
      BigInt(
        (await apiFrom<{ balanceMinor: string }>(member, 'token', 'GET', '/wps/v2/wallets/balance')).value.balanceMinor,
      );

    const staffContext = await openContext(browser, { language: 'EN' });
    const staff = await staffContext.newPage();
    const errors = watchErrors(staff);
    await staff.setViewportSize(DESKTOP);
    // The back office signed in through the staff API: signing in at /admin/login is admin-shell.e2e's test.
    await openBackOfficeAs(staff, portal.baseUrl, DEMO_OWNER);

    // 1. A manual deposit of ₱300 with a proof image, approved in the deposit queue.
    const channels = await apiFrom<{ channels: Array<{ id: number; kind: string }> }>(
      member,
      'token',
      'GET',
      '/wps/v2/deposit/channels',
    );
    const manual = channels.value.channels.find((channel) => channel.kind === 'MANUAL');
    const proofUploadId = await uploadProof(member);
    const deposit = await apiFrom<{ deposit: { id: string } }>(member, 'token', 'POST', '/wps/v2/deposits', {
      requestId: crypto.randomUUID(),
      channelId: manual?.id,
      amountMinor: '30000',
      referenceNo: `E2E${Date.now()}`,
      proofUploadId,
    });
    expect(deposit.code).toBe('OK');
    const before = await balance();

    await backOfficeNav(staff).getByRole('link', { name: 'Deposits' }).click();
    const deposits = staff.getByRole('table', { name: 'Deposit queue' });
    await deposits.waitFor();
    const depositRow = deposits.getByRole('row').filter({ hasText: 'player01' }).filter({ hasText: '300.00' }).first();
    await depositRow.click();
    await staff.getByRole('img', { name: "The member's proof of payment" }).waitFor();
    await screenshot(staff, 'admin-money-deposit-proof-desktop', { fullPage: false });
    await staff.getByRole('button', { name: 'Approve', exact: true }).click();
    await expect.poll(balance, { timeout: 15_000 }).toBe(before + 30_000n);

    // 2. A withdrawal of ₱250, rejected with a reason the member reads in their record.
    const account = (
      await apiFrom<{ accounts: Array<{ id: string }> }>(member, 'token', 'GET', '/wps/v2/withdraw/accounts')
    ).value.accounts[0];
    const small = await apiFrom<{ id: string }>(member, 'token', 'POST', '/wps/v2/withdrawals', {
      requestId: crypto.randomUUID(),
      accountId: account?.id,
      amountMinor: '25000',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(small.code).toBe('OK');
    await backOfficeNav(staff).getByRole('link', { name: 'Withdrawals' }).click();
    const withdrawals = staff.getByRole('table', { name: 'Withdrawal queue' });
    await withdrawals.waitFor();
    await withdrawals.getByRole('row').filter({ hasText: 'player01' }).filter({ hasText: '250.00' }).first().click();
    await staff.getByRole('button', { name: 'Reject', exact: true }).click();
    const reason = 'The account holder name does not match';
    const dialog = staff.getByRole('dialog', { name: 'Reject the withdrawal' });
    await dialog.getByRole('textbox').fill(reason);
    await screenshot(staff, 'admin-money-withdrawal-reject-desktop', { fullPage: false });
    await dialog.getByRole('button', { name: 'Reject' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await member.goto(`${portal.baseUrl}/member/withdraw`);
    await member.getByText(`Note from our team: ${reason}`).first().waitFor();
    await screenshot(member, 'admin-money-member-sees-reason-desktop');

    // 3. Four eyes: the threshold lowered to ₱1,000 on the channels page, then ₱1,500 waits.
    await backOfficeNav(staff).getByRole('link', { name: 'Channels and limits' }).click();
    const threshold = staff.getByRole('textbox', { name: 'Second approval above (₱)' });
    // The saved value first: Save sends it with the settings' version, so it waits for them.
    await expect.poll(() => threshold.inputValue()).not.toBe('');
    await threshold.fill('1000');
    await staff.getByRole('button', { name: 'Save', exact: true }).click();
    await staff.getByText('Saved.').waitFor();
    const large = await apiFrom<{ id: string }>(member, 'token', 'POST', '/wps/v2/withdrawals', {
      requestId: crypto.randomUUID(),
      accountId: account?.id,
      amountMinor: '150000',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(large.code).toBe('OK');
    await backOfficeNav(staff).getByRole('link', { name: 'Withdrawals' }).click();
    // The queue was read a moment ago (kept 10 s): open it afresh to see the new request.
    await staff.reload();
    await withdrawals.getByRole('row').filter({ hasText: '1,500.00' }).first().click();
    await staff.getByRole('button', { name: 'Approve', exact: true }).click();
    await staff.getByText('Your approval is recorded.', { exact: false }).waitFor();
    await screenshot(staff, 'admin-money-four-eyes-pending-desktop', { fullPage: false });
    const pending = await apiFrom<{ status: string }[]>(member, 'token', 'GET', '/wps/v2/withdrawals?pageSize=20');
    expect(JSON.stringify(pending.value)).toContain('REVIEW');

    // A second staff member: invited by the owner, signs in on their own (new password, authenticator).
    const username = `fin${Date.now().toString(36)}`;
    const invited = await apiFrom<{ temporaryPassword: string }>(staff, 'staffToken', 'POST', '/wps/admin/staff', {
      username,
      displayName: 'Second approver',
      role: 'FINANCE',
    });
    expect(invited.code).toBe('OK');
    const secondContext = await openContext(browser, { language: 'EN' });
    const second = await secondContext.newPage();
    await second.setViewportSize(DESKTOP);
    await signInAsStaff(second, portal.baseUrl, {
      username,
      password: invited.value.temporaryPassword,
      newPassword: 'Second approver 2026!',
    });
    await backOfficeNav(second).getByRole('link', { name: 'Withdrawals' }).click();
    const secondQueue = second.getByRole('table', { name: 'Withdrawal queue' });
    await secondQueue.getByRole('row').filter({ hasText: '1,500.00' }).first().click();
    await second.getByRole('button', { name: 'Second approval' }).click();
    await expect
      .poll(async () => {
        const mine = await apiFrom<{ list: Array<{ id: string; status: string }> }>(
          member,
          'token',
          'GET',
          '/wps/v2/withdrawals?pageSize=20',
        );
        return mine.value.list.find((row) => row.id === large.value.id)?.status;
      })
      .toBe('PAYING');

    // 4. The audit log shows each step (the owner's withdrawal drawer closes first).
    await staff.keyboard.press('Escape');
    await backOfficeNav(staff).getByRole('link', { name: 'Audit log' }).click();
    await staff.getByRole('table', { name: 'Audit log' }).waitFor();
    const audit = await apiFrom<{ list: Array<{ action: string; targetId: string }> }>(
      staff,
      'staffToken',
      'GET',
      '/wps/admin/audit?pageSize=100',
    );
    const actions = audit.value.list.map((entry) => `${entry.action} ${entry.targetId}`);
    expect(actions).toEqual(
      expect.arrayContaining([
        `deposit.approve ${deposit.value.deposit.id}`,
        `withdrawal.reject ${small.value.id}`,
        `withdrawal.approve.first-approval ${large.value.id}`,
        `withdrawal.approve.second-approval ${large.value.id}`,
        `withdrawal.approve ${large.value.id}`,
      ]),
    );
    await screenshot(staff, 'admin-money-audit-desktop', { fullPage: false });
    expect(errors).toEqual([]);
    await Promise.all([memberContext.close(), staffContext.close(), secondContext.close()]);
  });
});
