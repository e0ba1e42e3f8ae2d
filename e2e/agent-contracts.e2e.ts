import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import { openSignedIn } from './harness/session';
import { staffApi } from './harness/staff';

// Agent contracts end to end in Chromium (decision 034): agent01 (root agent, house terms from the
// demo seed) opens its page for player01, sees its own rate as the ceiling and offers a daily
// salary; player01 logs in, the contract popup shows the offer, player01 accepts; agent01's page
// then shows it active. Screens at 1440 and 390 px in EN, TY and CN.

const LANGUAGES = ['EN', 'TY', 'CN'] as const;
const VIEWPORTS = ['desktop', 'phone'] as const;

describe('agent contracts', () => {
  let portal: Portal;
  let browser: Browser;
  let player01 = 0;

  beforeAll(async () => {
    [portal, browser] = await Promise.all([startPortal(), launchBrowser()]);
    const staff = await staffApi(portal.baseUrl);
    const found = await staff<{ list: Array<{ id: number; account: string }> }>('GET', '/wps/admin/members?q=player01');
    player01 = found.value.list.find((member) => member.account === 'player01')?.id ?? 0;
    expect(player01).toBeGreaterThan(0);
  });
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
  });

  /** A page of `account` in `language` at `viewport` (logged in through the dialog once, its session reused after). */
  const signedIn = async (account: string, password: string, language: string, viewport: 'desktop' | 'phone') => {
    const { context, page, errors } = await openSignedIn(
      browser,
      portal.baseUrl,
      { account, password },
      { language, viewport },
    );
    return { page, errors, close: () => context.close() };
  };

  const offerPage = (page: Page) => page.goto(`${portal.baseUrl}/agentHome/contracts/${player01}`);

  it('should let agent01 offer a daily salary within its ceiling and player01 accept it from the popup', async () => {
    const agent = await signedIn('agent01', 'Agent2026', 'EN', 'desktop');
    await offerPage(agent.page);
    await agent.page.getByRole('heading', { name: 'Contracts with player01' }).waitFor();
    await agent.page.getByTestId('ceiling').getByText('0.50 %').first().waitFor();
    const form = agent.page.getByTestId('offer-form');
    // Above the ceiling: the server refuses in the agent's language and nothing is offered
    await form.getByRole('textbox', { name: 'Rate' }).fill('0.60');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await agent.page.getByTestId('offer-error').getByText('higher than your own contract allows').waitFor();
    await form.getByRole('textbox', { name: 'Rate' }).fill('0.40');
    await form.getByRole('button', { name: 'Send offer' }).click();
    await agent.page
      .getByTestId(/^contract-\d+$/)
      .getByText('Offered', { exact: true })
      .waitFor();
    await screenshot(agent.page, 'agent-contracts-offered-desktop-EN');

    // player01 logs in: the popup shows the offer in every language and size; it accepts last (EN phone)
    const popupScreens = [...LANGUAGES.slice(1), 'EN' as const].flatMap((language) =>
      VIEWPORTS.map((viewport) => ({ language, viewport })),
    );
    for (const { language, viewport } of popupScreens) {
      const member = await signedIn('player01', 'Player2026', language, viewport);
      const popup = member.page.getByRole('dialog').filter({ has: member.page.getByTestId(/^contract-\d+$/) });
      await popup.waitFor({ timeout: 15_000 });
      await screenshot(member.page, `agent-contracts-popup-${viewport}-${language}`, { fullPage: false });
      if (language === 'EN' && viewport === 'phone') {
        await popup.getByRole('button', { name: 'Accept' }).click();
        await member.page.getByText('Accepted.').waitFor();
        await member.page.goto(`${portal.baseUrl}/member/contracts`);
        await member.page.getByTestId('my-contracts').getByText('Active').first().waitFor();
        await screenshot(member.page, 'agent-contracts-member-centre-phone-EN');
      }
      expect(member.errors).toEqual([]);
      await member.close();
    }

    // agent01 sees it active, in every language and size
    for (const language of LANGUAGES)
      for (const viewport of VIEWPORTS) {
        const page =
          language === 'EN' && viewport === 'desktop'
            ? agent
            : await signedIn('agent01', 'Agent2026', language, viewport);
        await offerPage(page.page);
        await page.page
          .getByTestId(/^contract-\d+$/)
          .first()
          .waitFor();
        await page.page.getByTestId('contract-history').waitFor();
        await screenshot(page.page, `agent-contracts-downline-${viewport}-${language}`);
        expect(page.errors).toEqual([]);
        await page.close();
      }
  }, 420_000); // thirteen screens, two logins through the slider
});
