import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { backOfficeNav, DEMO_OWNER, signInAsStaff, signOutStaff } from './harness/admin';
import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';

// The back office's shell in Chromium (issue 16): a staff member signs in (enrolling the
// authenticator when the server asks), sees the menu of its role, the audit log with its own
// entries, on a 1280 px desktop and a tablet; a read-only member sees no write buttons.

const DESKTOP = { width: 1280, height: 800 };
const TABLET = { width: 820, height: 1180 };

const linkNames = async (page: Page) =>
  (await backOfficeNav(page).getByRole('link').allTextContents()).map((text) => text.trim());

describe('back-office shell', () => {
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

  it('should sign the owner in, show its menu and its own entries in the audit log, at 1280 px and on a tablet', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);

    // Signed out, /admin opens the staff login, not the portal.
    await page.goto(`${portal.baseUrl}/admin/audit`);
    await page.getByRole('heading', { name: 'Staff login' }).waitFor();
    await screenshot(page, 'admin-login-desktop');

    const signedIn = await signInAsStaff(page, portal.baseUrl, DEMO_OWNER);
    expect(await linkNames(page)).toEqual(expect.arrayContaining(['Staff accounts', 'Audit log']));
    await expect.poll(() => page.getByTestId('admin-staff').textContent()).toContain('Owner');
    // The player's session is untouched: the staff token lives under its own key.
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
    expect(await page.evaluate(() => window.sessionStorage.getItem('staffToken'))).toBeTruthy();

    await backOfficeNav(page).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('heading', { name: 'Audit log' }).waitFor();
    await page.getByRole('table', { name: 'Audit log' }).waitFor();
    if (signedIn.recoveryCodes.length > 0) {
      // This login enrolled the authenticator: the log shows it (the action filter is a prefix).
      await page.getByRole('textbox', { name: 'Action' }).fill('staff.');
      await page
        .getByRole('table', { name: 'Audit log' })
        .getByRole('cell', { name: 'staff.secondFactor.enrol' })
        .first()
        .waitFor();
    }
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-audit-desktop', { fullPage: false });

    // A tablet: the menu folds behind the burger and opens over the page.
    await page.setViewportSize(TABLET);
    const navBox = () => page.locator('[data-admin-navbar]').boundingBox();
    // Folded: the sidebar sits off the screen, and the page takes the whole width.
    await expect
      .poll(async () => {
        const box = await navBox();
        return box ? box.x + box.width : 0;
      })
      .toBeLessThanOrEqual(1);
    await page.getByRole('banner').getByRole('button', { name: 'Show or hide the menu' }).first().click();
    await expect.poll(async () => (await navBox())?.x ?? -1).toBeGreaterThanOrEqual(0);
    await screenshot(page, 'admin-nav-tablet', { fullPage: false });
    await backOfficeNav(page).getByRole('link', { name: 'Audit log' }).click();
    await page.waitForTimeout(300);
    await screenshot(page, 'admin-audit-tablet', { fullPage: false });

    await page.setViewportSize(DESKTOP);
    await signOutStaff(page);
    expect(await page.evaluate(() => window.sessionStorage.getItem('staffToken'))).toBeNull();
    expect(errors).toEqual([]);
    await context.close();
  });

  it('should show a read-only member (invited by the owner) no write buttons', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.setViewportSize(DESKTOP);
    await signInAsStaff(page, portal.baseUrl, DEMO_OWNER);
    await backOfficeNav(page).getByRole('link', { name: 'Staff accounts' }).click();
    await page.getByRole('button', { name: 'Invite' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite a staff member' });
    await dialog.getByRole('textbox', { name: 'Username' }).fill('viewer1');
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Vera Viewer');
    await dialog.getByLabel('Role', { exact: true }).click();
    await page.getByRole('option', { name: 'Read-only' }).click();
    await dialog.getByRole('button', { name: 'Invite' }).click();
    const secret = page.getByTestId('one-time-secret');
    await secret.waitFor();
    const temporaryPassword = ((await secret.textContent()) ?? '').trim();
    await screenshot(page, 'admin-staff-invited-desktop', { fullPage: false });
    await page.getByRole('button', { name: 'Close' }).first().click();
    await page.getByRole('table', { name: 'Staff accounts' }).getByRole('cell', { name: 'viewer1' }).waitFor();
    await screenshot(page, 'admin-staff-desktop', { fullPage: false });
    await signOutStaff(page);

    await signInAsStaff(page, portal.baseUrl, {
      username: 'viewer1',
      password: temporaryPassword,
      newPassword: 'Vera-Viewer-2026-ok!',
    });
    await expect.poll(() => page.getByTestId('admin-staff').textContent()).toContain('Read-only');
    const links = await linkNames(page);
    expect(links).toContain('Audit log');
    expect(links).not.toContain('Staff accounts');
    await backOfficeNav(page).getByRole('link', { name: 'Audit log' }).click();
    await page.getByRole('table', { name: 'Audit log' }).getByRole('row').nth(1).waitFor();
    // Reading is all this role does: no write button anywhere on the page.
    const buttons = (await page.getByRole('main').getByRole('button').allTextContents()).map((text) => text.trim());
    for (const write of ['Invite', 'Save', 'Disable', 'Enable', 'Approve', 'Reject', 'Delete', 'Reset authenticator']) {
      expect(buttons).not.toContain(write);
    }
    await page.goto(`${portal.baseUrl}/admin/staff`);
    await page.getByText('Nothing here').waitFor();
    await screenshot(page, 'admin-read-only-desktop', { fullPage: false });
    expect(errors).toEqual([]);
    await context.close();
  });
});
