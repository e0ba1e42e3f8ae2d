import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_OWNER, backOfficeNav, openBackOfficeAs } from './harness/admin';
import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';

// Issue 16 acceptance, the settings step: staff turn maintenance on in the back office, a player
// (another browser) sees the maintenance page, staff turn it off and the portal is back; both
// changes are in the audit log. Also the Games and Settings screens at 1280 px.

const DESKTOP = { width: 1280, height: 800 };

type AuditEntry = { actor: string; action: string; detail: { after?: { maintenanceEnabled?: boolean } } };

describe('back-office settings', () => {
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

  it('should turn maintenance on from the back office, show players the maintenance page, and turn it off', async () => {
    const staffContext = await openContext(browser, { language: 'EN' });
    const staff = await staffContext.newPage();
    const errors = watchErrors(staff);
    await staff.setViewportSize(DESKTOP);
    // The back office signed in through the staff API: signing in at /admin/login is admin-shell.e2e's test.
    await openBackOfficeAs(staff, portal.baseUrl, DEMO_OWNER);

    await backOfficeNav(staff).getByRole('link', { name: 'System status' }).click();
    await staff.getByRole('heading', { name: 'System status', level: 1 }).waitFor();
    expect(await staff.getByTestId('system-status').textContent()).toBe('Normal');
    await staff.getByRole('textbox', { name: 'Title players see (English)' }).fill('Back-office maintenance');
    await staff.getByRole('textbox', { name: 'Text players see (English)' }).fill('We are upgrading. Back soon.');
    await staff.getByRole('button', { name: 'Turn maintenance on' }).click();
    const confirm = staff.getByRole('dialog', { name: 'Turn maintenance on?' });
    await confirm.waitFor();
    await screenshot(staff, 'admin-maintenance-confirm-desktop', { fullPage: false });
    await confirm.getByRole('button', { name: 'Turn maintenance on' }).click();
    await expect.poll(() => staff.getByTestId('system-status').textContent()).toBe('In maintenance');
    await screenshot(staff, 'admin-system-desktop', { fullPage: false });

    // A player in another browser gets the maintenance page.
    const playerContext = await openContext(browser, { language: 'EN' });
    const player = await playerContext.newPage();
    await player.setViewportSize(DESKTOP);
    await player.goto(portal.baseUrl);
    await player.getByRole('heading', { name: 'Back-office maintenance' }).waitFor();
    await player.getByText('We are upgrading. Back soon.').waitFor();
    expect(await player.getByRole('navigation', { name: 'Main navigation' }).count()).toBe(0);
    await screenshot(player, 'admin-maintenance-player-desktop');

    // Staff keep working during maintenance, and turn it off.
    await staff.getByRole('button', { name: 'Turn maintenance off' }).click();
    const confirmOff = staff.getByRole('dialog', { name: 'Turn maintenance off?' });
    await confirmOff.getByRole('button', { name: 'Turn maintenance off' }).click();
    await expect.poll(() => staff.getByTestId('system-status').textContent()).toBe('Normal');

    await player.reload();
    await player.getByRole('navigation', { name: 'Main navigation' }).first().waitFor();
    expect(await player.getByRole('heading', { name: 'Back-office maintenance' }).count()).toBe(0);
    await screenshot(player, 'admin-maintenance-off-player-desktop');

    // Both changes are in the audit log, by the staff member.
    const audit = await staff.evaluate(async () => {
      const response = await fetch('/wps/admin/audit?targetKind=site_settings&pageSize=20', {
        headers: { authorization: `Bearer ${window.sessionStorage.getItem('staffToken') ?? ''}` },
      });
      return (await response.json()).value.list as AuditEntry[];
    });
    const byStaff = audit.filter((entry) => entry.action === 'settings.system' && entry.actor === 'staff:admin');
    expect(byStaff.map((entry) => entry.detail.after?.maintenanceEnabled)).toEqual([false, true]);

    await playerContext.close();
    expect(errors).toEqual([]);
    await staffContext.close();
  });

  it('should show the Games and Settings screens at 1280 px', async () => {
    const context = await openContext(browser, { language: 'EN' });
    const page = await context.newPage();
    await page.setViewportSize(DESKTOP);
    await openBackOfficeAs(page, portal.baseUrl, DEMO_OWNER);

    await backOfficeNav(page).getByRole('link', { name: 'Games', exact: true }).click();
    const games = page.getByRole('table', { name: 'Games' });
    await games.getByRole('switch').first().waitFor();
    await page.waitForLoadState('networkidle');
    await screenshot(page, 'admin-games-desktop', { fullPage: false });

    await backOfficeNav(page).getByRole('link', { name: 'Vendors' }).click();
    await page.getByRole('table', { name: 'Vendors' }).getByRole('cell', { name: 'LNS', exact: true }).click();
    await page.getByRole('button', { name: 'Generate key' }).click();
    const shownOnce = page.getByRole('dialog', { name: 'New signing key' });
    await shownOnce.waitFor();
    const secret = await shownOnce.getByRole('textbox', { name: 'Secret' }).inputValue();
    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    await screenshot(page, 'admin-key-shown-once-desktop', { fullPage: false });
    await shownOnce.getByRole('button', { name: 'I have copied it' }).click();
    await shownOnce.waitFor({ state: 'hidden' });
    // Never again: the page holds only the fingerprint.
    expect(await page.content()).not.toContain(secret);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });

    for (const [link, name] of [
      ['Feature flags', 'admin-flags-desktop'],
      ['Registration rules', 'admin-register-desktop'],
      ['SMS, e-mail and gateway', 'admin-delivery-desktop'],
    ] as const) {
      await backOfficeNav(page).getByRole('link', { name: link }).click();
      await page.getByRole('heading', { name: link, level: 1 }).waitFor();
      await page.waitForLoadState('networkidle');
      await screenshot(page, name, { fullPage: false });
    }
    await context.close();
  });
});
