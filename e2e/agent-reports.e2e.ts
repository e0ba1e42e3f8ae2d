import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { DEMO_ACCOUNTS, openSignedIn } from './harness/session';
import { staffApi } from './harness/staff';

// The agent centre's reports in Chromium: agent01 (the demo's root agent, with a sub-agent and
// players who played) opens each report at 1440 and 390 px in EN, TY and CN; every report shows
// its figures, the team betting pages on, user profit and loss drills into agent02's team.

const REPORTS = [
  'agentTeamOverview',
  'personalHistoryCopy',
  'palStatementsAgentCopy',
  'agentDownlineTransactionDetailsCopy',
  'agentAnnouncement',
] as const;

const LANGUAGES = ['EN', 'TY', 'CN'] as const;
const VIEWPORTS = ['desktop', 'phone'] as const;

describe('agent reports', () => {
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    // An announcement to every agent, sent as staff do from the back office.
    const staff = await staffApi(portal.baseUrl);
    const sent = await staff('POST', '/wps/admin/messages', {
      audience: 'AGENTS',
      title: 'Agent bonus week: double daily salary tiers',
      content: '<p>From Monday to Sunday every daily-salary tier pays double. Invite your team!</p>',
      texts: {
        TY: { title: 'Linggo ng bonus ng agent', content: '<p>Doble ang bawat daily salary tier ngayong linggo.</p>' },
      },
    });
    if (!sent.success) throw new Error(`announcement not sent: ${JSON.stringify(sent)}`);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** agent01 signed in (through the dialog once, its session reused after), reading the portal in `language`. */
  const agentPage = (language: (typeof LANGUAGES)[number], viewport: (typeof VIEWPORTS)[number]) =>
    openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.agent01, { language, viewport });

  const open = async (page: Page, report: (typeof REPORTS)[number]) => {
    await page.goto(`${portal.baseUrl}/agentHome/${report}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The report's data or its empty state, never a loading skeleton or an error.
    await page
      .getByTestId('report-loading')
      .waitFor({ state: 'detached', timeout: 20_000 })
      .catch(() => undefined);
    await expect.poll(() => page.getByTestId('report-loading').count()).toBe(0);
    // Not the previous range's figures dimmed while the agent's own today loads.
    await expect.poll(() => page.locator('[data-stale="true"]').count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
  };

  for (const language of LANGUAGES)
    for (const viewport of VIEWPORTS)
      it(`should open every report in ${language} at ${viewport} width`, async () => {
        const { context, page, errors } = await agentPage(language, viewport);
        for (const report of REPORTS) {
          await open(page, report);
          await screenshot(page, `agent-reports-${report}-${language}-${viewport}`);
        }
        expect(errors).toEqual([]);
        await context.close();
      });

  it('should show the team figures, page the bets and drill into a sub-agent (EN)', async () => {
    const { context, page } = await agentPage('EN', 'desktop');
    await open(page, 'agentTeamOverview');
    const totals = page.getByTestId('report-totals');
    await expect.poll(async () => (await totals.textContent()) ?? '').toMatch(/Members\s*\d/);

    await open(page, 'personalHistoryCopy');
    await page.getByText('Last 30 days', { exact: true }).click();
    const rows = page.getByTestId('team-bets-row');
    await expect.poll(() => rows.count()).toBeGreaterThan(0);
    const next = page.getByRole('button', { name: 'Next' });
    if (await next.isEnabled()) {
      const first = await rows.first().textContent();
      await next.click();
      await expect.poll(async () => rows.first().textContent()).not.toBe(first);
      await expect.poll(() => page.getByText('Page 2').count()).toBe(1);
    }

    await open(page, 'palStatementsAgentCopy');
    await page.getByRole('button', { name: 'Open the team of agent02' }).click();
    // The path now starts at agent01 (a link back) and ends at agent02.
    await page.getByRole('button', { name: 'agent01' }).waitFor();
    await screenshot(page, 'agent-reports-palStatementsAgentCopy-drill-EN-desktop');

    // Opening an unread announcement shows it and marks it read.
    await open(page, 'agentAnnouncement');
    const announcement = page.getByTestId('announcement-row').first();
    await expect.poll(() => announcement.getByText('New').count()).toBe(1);
    await announcement.click();
    await page.getByRole('dialog').getByText('every daily-salary tier pays double', { exact: false }).waitFor();
    await screenshot(page, 'agent-reports-agentAnnouncement-open-EN-desktop', { fullPage: false });
    await page.keyboard.press('Escape');
    await expect.poll(() => announcement.getByText('New').count()).toBe(0);

    await context.close();
  });
});
