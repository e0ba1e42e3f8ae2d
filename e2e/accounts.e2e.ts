import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Mailbox } from './harness/mailbox';
import { startMailbox } from './harness/mailbox';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { logIn } from './harness/session';
import { solveSlider } from './harness/slider';

// Identity end to end in Chromium: register (username, and mobile with the SMS code from the
// dev outbox), log out, log in, the forced change from 123456, forgot-by-e-mail over real SMTP,
// trial accounts held back, the agent login page.

describe('accounts', () => {
  let portal: Portal;
  let mailbox: Mailbox;
  let browser: Browser;

  beforeAll(async () => {
    mailbox = await startMailbox();
    [portal, browser] = await Promise.all([startPortal({ env: { SMTP_URL: mailbox.url } }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await mailbox?.close();
  });

  const newPage = async (viewport: 'desktop' | 'phone' = 'desktop') => {
    const context = await openContext(browser, { language: 'EN', viewport });
    const page = await context.newPage();
    return { page, errors: watchErrors(page), close: () => context.close() };
  };

  const signedIn = (page: Page) => page.getByTestId('account-menu').waitFor();

  const smsCodeTo = async (e164: string): Promise<string> => {
    for (let attempt = 0; attempt < 50; attempt += 1) {
      const outbox = await (await fetch(`${portal.baseUrl}/dev/outbox?format=json`)).json();
      const message = outbox.value.sms.find((entry: { to: string }) => entry.to === e164);
      const code = message?.body.match(/\b(\d{6})\b/)?.[1];
      if (code) return code;
      await new Promise((done) => setTimeout(done, 100));
    }
    throw new Error(`no SMS to ${e164}`);
  };

  it('should register by username, log out, and log in again', async () => {
    const { page, errors, close } = await newPage();
    await page.goto(`${portal.baseUrl}/register`);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('tab', { name: 'Username' }).click();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('e2euser01');
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('E2eUser2026');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('E2eUser2026');
    await dialog.getByRole('checkbox', { name: /18 or older/ }).check();
    await dialog.getByRole('checkbox', { name: /not a prohibited person/ }).check();
    await screenshot(page, 'register-username-desktop');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await solveSlider(page);
    await signedIn(page);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toMatch(/^[\w-]{43}$/);

    await page.getByTestId('account-menu').click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await page.getByRole('dialog', { name: 'Sign out?' }).getByRole('button', { name: 'Sign out' }).click();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

    await logIn(page, 'e2euser01', 'E2eUser2026');
    await signedIn(page);
    expect(errors).toEqual([]);
    await close();
  });

  it('should register by mobile with the SMS code', async () => {
    const { page, close } = await newPage('phone');
    await page.goto(`${portal.baseUrl}/register`);
    const dialog = page.getByRole('dialog', { name: 'Create your account' });
    await dialog.getByRole('textbox', { name: 'Mobile number' }).fill('9185551234');
    await dialog.getByRole('button', { name: 'Send code' }).click();
    await solveSlider(page);
    await dialog.getByRole('button', { name: /Resend in/ }).waitFor();
    await dialog.getByRole('textbox', { name: 'SMS code' }).fill(await smsCodeTo('+639185551234'));
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Mobile2026');
    await dialog.getByRole('textbox', { name: 'Confirm password' }).fill('Mobile2026');
    await dialog.getByRole('checkbox', { name: /18 or older/ }).check();
    await dialog.getByRole('checkbox', { name: /not a prohibited person/ }).check();
    await screenshot(page, 'register-mobile-phone');
    await dialog.getByRole('button', { name: 'Register' }).click();
    await solveSlider(page);
    await signedIn(page);
    await close();
  });

  it('should force a change of the default password before anything else', async () => {
    const { page, close } = await newPage();
    await page.goto(portal.baseUrl);
    await logIn(page, 'player03', '123456');
    const forced = page.getByRole('dialog', { name: 'Please change your password' });
    await forced.waitFor();
    expect(await forced.getByRole('button', { name: 'Close' }).count()).toBe(0);
    await forced.getByRole('textbox', { name: 'Current password' }).fill('123456');
    await forced.getByRole('textbox', { name: 'New password', exact: true }).fill('Pedro2026!');
    await forced.getByRole('textbox', { name: 'Confirm new password' }).fill('Pedro2026!');
    await forced.getByRole('button', { name: 'Change password' }).click();
    await forced.waitFor({ state: 'hidden' });
    await page.goto(`${portal.baseUrl}/member/securityCenter`);
    await page.getByRole('heading', { name: 'Security centre' }).waitFor();
    await page.getByText('Signed-in devices').waitFor();
    await screenshot(page, 'security-centre-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'security-centre-phone');
    await close();
  });

  it('should reset a forgotten password through the link e-mailed over SMTP', async () => {
    const { page, close } = await newPage();
    await page.goto(`${portal.baseUrl}/login`);
    await page.getByRole('dialog', { name: 'Log in' }).getByRole('button', { name: 'Forgot password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forgot password' });
    await dialog.getByRole('tab', { name: 'E-mail' }).click();
    await dialog.getByRole('textbox', { name: 'Username' }).fill('player01');
    await dialog.getByRole('textbox', { name: 'E-mail' }).fill('juan@example.com');
    await dialog.getByRole('button', { name: 'Send reset link' }).click();
    await dialog.getByText(/we sent a reset link/i).waitFor();

    const mail = await mailbox.waitFor('juan@example.com');
    expect(mail.subject).toBe('I-reset ang iyong Perya password');
    const link = mail.text.match(/https?:\/\/\S+resetPassword\?token=\S+/)?.[0];
    expect(link?.startsWith(portal.baseUrl)).toBe(true);

    await page.goto(link ?? '');
    await page.getByRole('textbox', { name: 'New password', exact: true }).fill('Juan2027!');
    await page.getByRole('textbox', { name: 'Confirm new password' }).fill('Juan2027!');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password is changed. Log in with the new one.').waitFor();
    await page.goto(portal.baseUrl);
    await logIn(page, 'player01', 'Juan2027!');
    await signedIn(page);
    await close();
  });

  it('should hold a free-play account back from member pages', async () => {
    const { page, close } = await newPage();
    // The home page offers no "Try for free" (decision 024): the demo's trial account logs in.
    await logIn(page, 'trial01', 'Trial2026', { startAt: portal.baseUrl });
    await signedIn(page);
    await page.getByTestId('account-menu').getByText('Free play').waitFor();
    await page.goto(`${portal.baseUrl}/member/securityCenter`);
    await page.getByRole('dialog', { name: 'Please Register an Account first' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
    await close();
  });

  it('should let agents into the agent centre and refuse others', async () => {
    const { page, close } = await newPage('phone');
    await page.goto(`${portal.baseUrl}/agent`);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Username' }).fill('player02');
    await form.getByRole('textbox', { name: 'Password' }).fill('Player2026');
    await form.getByRole('button', { name: 'Log in' }).click();
    await solveSlider(page);
    await page.getByText('Non-agents cannot log in.').waitFor();
    await screenshot(page, 'agent-login-phone');

    await form.getByRole('textbox', { name: 'Username' }).fill('agent02');
    await form.getByRole('textbox', { name: 'Password' }).fill('Agent2026');
    await form.getByRole('button', { name: 'Log in' }).click();
    await solveSlider(page);
    await page.waitForURL(/\/agentHome$/);
    await page.getByTestId('agent-clock').waitFor();
    await close();
  });
});
