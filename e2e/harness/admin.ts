import type { Page } from 'playwright-core';
import { Secret, TOTP } from 'otpauth';

import { solveSlider } from './slider';
import { staffApi } from './staff';

// The back office through its own pages, as staff use it (issue 16): open /admin, sign in with
// password and slider, enrol the authenticator on a first login (the secret is read off the page
// and the code computed here, as a phone app would) or enter its code later, and sign out.
// Texts are the English ones (a fresh browser context).

/** The demo's owner account (apps/server/src/seed/demo-seed.ts). Other demo staff: see NEWS.md. */
export const DEMO_OWNER = { username: 'admin', password: 'Admin2026!' } as const;

export type StaffSignIn = {
  username: string;
  password: string;
  /** The authenticator secret of an account enrolled earlier (this harness remembers the ones it enrolled). */
  totpSecret?: string;
  /** For an invited account (one-time password): the password it chooses on the first login. */
  newPassword?: string;
};

export type StaffSignedIn = {
  /** The authenticator secret (enrolled now or given). */
  totpSecret: string;
  /** The recovery codes shown at enrolment (only when it enrolled now). */
  recoveryCodes: string[];
};

const PERIOD_SECONDS = 30;
const secrets = new Map<string, string>();
const lastStep = new Map<string, number>();

const totpOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: PERIOD_SECONDS, algorithm: 'SHA1' });

/**
 * A code for `username` that the server has not seen yet: a code is good once per 30 s step, so a
 * second sign-in within the same step waits for the next one.
 */
export const nextTotpCode = async (username: string, secret: string): Promise<string> => {
  const step = () => Math.floor(Date.now() / 1000 / PERIOD_SECONDS);
  while (lastStep.get(username) !== undefined && step() <= (lastStep.get(username) ?? 0)) {
    await new Promise((done) => setTimeout(done, 500));
  }
  lastStep.set(username, step());
  return totpOf(secret).generate();
};

/** Opens the back office (its login when signed out). */
export const openBackOffice = async (page: Page, baseUrl: string, path = '/admin'): Promise<void> => {
  await page.goto(`${baseUrl}${path}`);
};

/** The back office's sidebar, present once a staff member is fully signed in. */
export const backOfficeNav = (page: Page) => page.getByRole('navigation', { name: 'Back office menu' });

/**
 * Signs in at /admin/login: username, password, slider; then whatever the account still needs
 * (its own password, enrolment with recovery codes, or the authenticator's code). Resolves once
 * the sidebar shows.
 */
export const signInAsStaff = async (page: Page, baseUrl: string, account: StaffSignIn): Promise<StaffSignedIn> => {
  await page.goto(`${baseUrl}/admin/login`);
  await page.getByRole('textbox', { name: 'Username' }).fill(account.username);
  await page.getByRole('textbox', { name: 'Password' }).fill(account.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await solveSlider(page);

  let totpSecret = account.totpSecret ?? secrets.get(account.username) ?? '';
  let recoveryCodes: string[] = [];
  const heading = page.getByRole('heading', { level: 1 });
  for (let step = 0; step < 6; step += 1) {
    await Promise.race([
      backOfficeNav(page).waitFor(),
      heading.filter({ hasText: /Choose your password|Set up your authenticator|Authenticator code/ }).waitFor(),
    ]);
    if (await backOfficeNav(page).isVisible()) return { totpSecret, recoveryCodes };
    const title = (await heading.textContent()) ?? '';
    if (title.includes('Choose your password')) {
      if (!account.newPassword) throw new Error(`${account.username} must choose a password: pass newPassword`);
      await page.getByLabel('Current password').fill(account.password);
      await page.getByLabel('New password', { exact: true }).fill(account.newPassword);
      await page.getByLabel('New password again').fill(account.newPassword);
      await page.getByRole('button', { name: 'Save password' }).click();
      await heading.filter({ hasNotText: 'Choose your password' }).waitFor();
    } else if (title.includes('Set up your authenticator')) {
      const secretBox = page.getByTestId('totp-secret');
      await secretBox.filter({ hasText: /[A-Z2-7]{16,}/ }).waitFor();
      totpSecret = ((await secretBox.textContent()) ?? '').trim();
      secrets.set(account.username, totpSecret);
      await page.getByRole('textbox', { name: '6-digit code' }).fill(await nextTotpCode(account.username, totpSecret));
      await page.getByRole('button', { name: 'Turn on' }).click();
      const codes = page.getByTestId('recovery-codes');
      await codes.waitFor();
      recoveryCodes = (await codes.locator('code').allTextContents()).map((code) => code.trim());
      await page.getByRole('checkbox', { name: 'I saved them' }).check();
      await page.getByRole('button', { name: 'Continue' }).click();
      await backOfficeNav(page).waitFor();
    } else if (title.includes('Authenticator code')) {
      if (!totpSecret) throw new Error(`${account.username} is enrolled: pass totpSecret`);
      await page
        .getByRole('textbox', { name: '6-digit code from your authenticator' })
        .fill(await nextTotpCode(account.username, totpSecret));
      await page.getByRole('button', { name: 'Verify' }).click();
      await backOfficeNav(page).waitFor();
    }
  }
  await backOfficeNav(page).waitFor();
  return { totpSecret, recoveryCodes };
};

// Staff tokens by portal and account, for this test file (each file runs in its own worker).
const staffTokens = new Map<string, string>();

/**
 * Opens the back office at `path` in the tab `page`, signed in as `account` through the staff API
 * (staffApi: slider, password, the authenticator enrolled or a recovery code) the first time in
 * this file and with the same session after: for a test about a back-office page, not about
 * signing in. Signing in through /admin/login, its slider and the authenticator's steps is
 * admin-shell.e2e's test; on the 2-core CI machine it costs 10 s or more each time. The token is
 * put in the tab once (marked in window.name), so a sign-out in the tab stays a sign-out. Not for
 * an account that signInAsStaff enrols in the same file: its authenticator would be the other's.
 */
export const openBackOfficeAs = async (
  page: Page,
  baseUrl: string,
  account: { username: string; password: string },
  path = '/admin',
): Promise<void> => {
  const key = `${baseUrl} ${account.username}`;
  const token = staffTokens.get(key) ?? (await staffApi(baseUrl, account.username, account.password)).token;
  staffTokens.set(key, token);
  await page.context().addInitScript((value) => {
    if (window !== window.top || window.name.includes('e2e-staff-seeded')) return;
    window.name = `${window.name} e2e-staff-seeded`;
    window.sessionStorage.setItem('staffToken', value);
  }, token);
  await page.goto(`${baseUrl}${path}`);
  await backOfficeNav(page).waitFor();
};

/** Logs out with the top bar's button and waits for the login page. */
export const signOutStaff = async (page: Page): Promise<void> => {
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('heading', { name: 'Staff login' }).waitFor();
};
