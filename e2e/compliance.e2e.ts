import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { writeFile } from 'node:fs/promises';

import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_OWNER, backOfficeNav, openBackOfficeAs } from './harness/admin';
import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';

// KYC in Chromium (issue 18, decision 038): player02 starts unverified in the demo; a withdrawal
// is refused and the alert leads to Verification; the member sends an ID and a selfie; staff
// approve it in the back office's KYC review; the withdrawal then goes through. Looked at in
// 1440 px and 390 px, in English and Tagalog.

const PAYMENT_PASSWORD = '246810';

type Envelope<T> = { success: boolean; code: string; value: T };

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

/** A JPEG on disk, for the file inputs. */
const pictureFile = async (name: string, colour: string) => {
  const path = join(tmpdir(), `${name}-${process.pid}.jpg`);
  await writeFile(
    path,
    await sharp({ create: { width: 320, height: 200, channels: 3, background: colour } })
      .jpeg()
      .toBuffer(),
  );
  return path;
};

describe('compliance: KYC unlocks a withdrawal', () => {
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

  it('should refuse a withdrawal before verification, take the ID and selfie, and pay once staff approve', async () => {
    const memberContext = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const member = await memberContext.newPage();
    const memberErrors = watchErrors(member);
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(member, portal.baseUrl, DEMO_ACCOUNTS.player02);
    const saved = await apiFrom<{ id: string }>(member, 'POST', '/wps/v2/withdraw/accounts', {
      method: 'GCASH',
      accountName: 'Ana Bautista',
      accountNumber: '09171239876',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(saved.code).toBe('OK');

    // 1. The withdrawal form refuses and leads to Verification.
    await member.goto(`${portal.baseUrl}/member/withdraw`);
    await member.getByRole('combobox', { name: 'Withdraw to' }).click();
    await member.getByRole('option').first().click();
    await member.getByRole('textbox', { name: 'Amount' }).fill('100');
    await member.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    await member.getByRole('button', { name: 'Withdraw', exact: true }).click();
    await member
      .getByRole('dialog', { name: 'Confirm your withdrawal' })
      .getByRole('button', { name: 'Confirm withdrawal' })
      .click();
    const alert = member.getByRole('alert').filter({ hasText: 'Verify your identity first' });
    await alert.waitFor();
    await screenshot(member, 'compliance-withdraw-refused-desktop', { fullPage: false });
    await alert.getByRole('link', { name: 'Verify my identity' }).click();
    await member.waitForURL(/\/member\/verification$/);

    // 2. The member sends an ID and a selfie.
    const form = member.getByRole('form', { name: 'Send your documents' });
    await form.waitFor();
    await screenshot(member, 'compliance-verification-desktop-en');
    await form.getByRole('combobox', { name: 'ID type' }).click();
    await member.getByRole('option', { name: 'PhilSys national ID' }).click();
    await form.getByLabel(/^ID number/).fill('1234-5678-9012');
    await form.getByLabel(/^Full name/).fill('Ana Bautista');
    await form.getByLabel(/^Birthday/).fill('1990-04-02');
    await form.locator('input[type=file][aria-label="Photo of the ID"]').setInputFiles(await pictureFile('id', '#2a6'));
    await form.locator('input[type=file][aria-label="Selfie"]').setInputFiles(await pictureFile('selfie', '#a62'));
    await screenshot(member, 'compliance-verification-filled-desktop-en');
    await form.getByRole('button', { name: 'Send for review' }).click();
    await member.getByRole('heading', { name: 'Under review' }).waitFor();

    // 3. Staff approve it in the back office.
    const staffContext = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const staff = await staffContext.newPage();
    const staffErrors = watchErrors(staff);
    // The back office signed in through the staff API: signing in at /admin/login is admin-shell.e2e's test.
    await openBackOfficeAs(staff, portal.baseUrl, DEMO_OWNER);
    await backOfficeNav(staff).getByRole('link', { name: 'KYC review' }).click();
    const queue = staff.getByRole('table', { name: 'KYC review' });
    await queue.getByRole('row').filter({ hasText: 'player02' }).first().click();
    await staff.getByRole('img', { name: "The member's proof of payment" }).first().waitFor();
    await screenshot(staff, 'compliance-admin-kyc-desktop', { fullPage: false });
    await staff.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = staff.getByRole('dialog', { name: 'Approve the verification' });
    await confirm.getByRole('textbox', { name: 'Reason' }).fill('PhilSys card and selfie match');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await confirm.waitFor({ state: 'hidden' });

    // 4. Verified: the withdrawal goes through.
    await member.reload();
    await member.getByRole('heading', { name: 'Verified', exact: true }).waitFor();
    await screenshot(member, 'compliance-verified-desktop-en', { fullPage: false });
    const accounts = await apiFrom<{ accounts: Array<{ id: string }> }>(member, 'GET', '/wps/v2/withdraw/accounts');
    const withdrawal = await apiFrom<{ status: string }>(member, 'POST', '/wps/v2/withdrawals', {
      requestId: crypto.randomUUID(),
      accountId: accounts.value.accounts[0]?.id,
      amountMinor: '10000',
      paymentPassword: PAYMENT_PASSWORD,
    });
    expect(withdrawal).toMatchObject({ code: 'OK', value: { status: 'REVIEW' } });

    // 5. The same pages on a phone, in Tagalog.
    const phoneContext = await openContext(browser, { language: 'TY', viewport: 'phone' });
    const phone = await phoneContext.newPage();
    await phone.goto(`${portal.baseUrl}/register`);
    await phone.getByRole('checkbox', { name: /Hindi ako ipinagbabawal/ }).waitFor();
    await screenshot(phone, 'compliance-register-declaration-phone-ty');
    const phoneMember = await phoneContext.newPage();
    await phoneMember.goto(portal.baseUrl);
    await phoneMember.evaluate(
      (token) => window.sessionStorage.setItem('token', token ?? ''),
      await member.evaluate(() => window.sessionStorage.getItem('token')),
    );
    await phoneMember.goto(`${portal.baseUrl}/member/verification`);
    await phoneMember.getByRole('heading', { name: 'Beripikasyon', exact: true }).waitFor();
    await screenshot(phoneMember, 'compliance-verification-phone-ty');
    await phoneMember.goto(`${portal.baseUrl}/member/securityCenter`);
    await phoneMember.getByText('Kasaysayan ng login').waitFor();
    await phoneMember.getByText('Kasaysayan ng login').scrollIntoViewIfNeeded();
    await screenshot(phoneMember, 'compliance-security-centre-phone-ty', { fullPage: false });

    expect(memberErrors).toEqual([]);
    expect(staffErrors).toEqual([]);
    await phoneContext.close();
    await staffContext.close();
    await memberContext.close();
  });
});
