import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

import type { Browser, Page } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ProviderSim } from '@perya/provider-sim';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { REPO_ROOT, freePort, startPortal } from './harness/portal';
import type { ScratchDatabase } from './harness/postgres';
import { freshDatabase } from './harness/postgres';
import { spinFirstSlot, startDemoProvider } from './harness/provider';
import { openAsMember } from './harness/session';
import { solveSlider } from './harness/slider';
import { staffApi } from './harness/staff';

// Issue 17's whole flow in Chromium: the demo sub-agent agent02 logs in at /agent, creates a
// downline in the register centre and offers it a daily salary; the downline logs in, first makes
// its own prohibited-person declaration (decision 055), then accepts the offer from the contract
// popup and spins a slot of the provider simulator three times. The daily window must have ended
// before it is settled, so the harness ages that play by one day (the rounds' times moved back,
// the statistics rebuilt by the operator's command, the contracts dated before it), and staff
// settle yesterday through the API. agent02 then reads its daily salary and opens the statement,
// whose figures are the downline's play: agent02's team is nobody else's (the demo plays only under
// agent01 directly). Screens at 1440 and 390 px in CN, EN and TY. Needs TEST_DATABASE_URL.

const databaseUrl = process.env.TEST_DATABASE_URL;
const AGENT = { account: 'agent02', password: 'Agent2026' };
const DOWNLINE = { account: 'e2eflow01', password: 'E2eFlow2026x', nickname: 'Flow Felix' };
/** agent02's own daily salary from agent01 is 0.30 % at every volume (demo seed). */
const AGENT_RATE_BP = 30n;
const SPINS = 3;

const peso = (minor: bigint) =>
  `₱${(Number(minor) / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

describe.runIf(databaseUrl)('agent centre: the whole flow', () => {
  let database: ScratchDatabase;
  let provider: ProviderSim;
  let portal: Portal;
  let browser: Browser;
  let staff: Awaited<ReturnType<typeof staffApi>>;

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl ?? '', 'flow');
    const port = await freePort();
    provider = await startDemoProvider(port);
    [portal, browser] = await Promise.all([
      startPortal({
        port,
        env: {
          DATABASE_URL: database.url,
          SEED_DEMO: 'true',
          PROVIDER_LAUNCH_URL: provider.url,
          PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9',
          PAYMENT_GATEWAY_SECRET: 'e2e-gateway-secret-0123456789',
        },
      }),
      launchBrowser(),
    ]);
    staff = await staffApi(portal.baseUrl);
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await provider?.close();
    await database?.drop();
  });

  const sql = async <T extends Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> => {
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      return (await client.query(text, values)).rows as T[];
    } finally {
      await client.end();
    }
  };

  const agentLogIn = async (page: Page) => {
    await page.goto(`${portal.baseUrl}/agent`);
    const form = page.getByRole('main');
    await form.getByRole('textbox', { name: 'Username' }).fill(AGENT.account);
    await form.getByRole('textbox', { name: 'Password' }).fill(AGENT.password);
    await form.getByRole('button', { name: 'Log in' }).click();
    await solveSlider(page);
    await page.waitForURL(/\/agentHome$/);
  };

  /** One ₱100 spin of the first slot of /rng in the provider simulator's page. */
  const spin = (page: Page) => spinFirstSlot(page, portal.baseUrl, '10000');

  it('should take a downline from the register centre to a salary statement the agent can check', async () => {
    // 1. agent02 at /agent: the register centre makes the downline (the declaration is the downline's own).
    const agentContext = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const agentPage = await agentContext.newPage();
    const agentErrors = watchErrors(agentPage);
    await agentLogIn(agentPage);
    await agentPage.getByRole('navigation').getByRole('link', { name: 'Register centre' }).click();
    const form = agentPage.locator('form').filter({ hasText: 'Create an account' });
    await form.getByTestId('declaration-note').getByText('first login').waitFor();
    await form.getByRole('textbox', { name: 'Username' }).fill(DOWNLINE.account);
    await form.getByRole('textbox', { name: 'Nickname' }).fill(DOWNLINE.nickname);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(DOWNLINE.password);
    await form.getByRole('textbox', { name: 'Confirm password' }).fill(DOWNLINE.password);
    await form.getByRole('button', { name: 'Create member' }).click();
    await agentPage.getByTestId('downline-created').waitFor();
    await screenshot(agentPage, 'agent-flow-created-desktop-en');

    // 2. A daily salary offer of 0.20 %, within agent02's own 0.30 %.
    const downlineId = (
      await sql<{ id: string }>(`select id::text from members where account = $1`, [DOWNLINE.account])
    )[0]?.id;
    expect(downlineId).toBeDefined();
    await agentPage.goto(`${portal.baseUrl}/agentHome/contracts/${downlineId}`);
    await agentPage.getByRole('heading', { name: `Contracts with ${DOWNLINE.account}` }).waitFor();
    const offer = agentPage.getByTestId('offer-form');
    await offer.getByRole('textbox', { name: 'Rate' }).fill('0.20');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await agentPage
      .getByTestId(/^contract-\d+$/)
      .getByText('Offered', { exact: true })
      .waitFor();
    await screenshot(agentPage, 'agent-flow-offered-desktop-en');

    // 3. The downline's first login: the declaration first; money and play are refused until then.
    const credit = await staff('POST', `/wps/admin/members/${downlineId}/adjustments`, {
      requestId: crypto.randomUUID(),
      direction: 'CREDIT',
      amountMinor: '100000',
      reason: 'e2e: money to play',
    });
    expect(credit.success).toBe(true);
    const memberContext = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const memberPage = await memberContext.newPage();
    const memberErrors = watchErrors(memberPage);
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(memberPage, portal.baseUrl, DOWNLINE);
    const declaration = memberPage.getByRole('dialog', { name: 'Before you play' });
    await declaration.waitFor();
    expect(await memberPage.getByTestId(/^contract-\d+$/).count()).toBe(0); // the contract popup waits
    await screenshot(memberPage, 'agent-flow-declaration-desktop-en', { fullPage: false });
    await declaration.getByRole('button', { name: 'I confirm' }).click();
    await declaration.getByText('Confirm that you are not a prohibited person.').waitFor(); // not ticked yet
    await declaration.getByRole('checkbox').click();
    await declaration.getByRole('button', { name: 'I confirm' }).click();
    await declaration.waitFor({ state: 'hidden' });

    // 4. Then the contract popup: accept.
    const popup = memberPage.getByRole('dialog').filter({ has: memberPage.getByTestId(/^contract-\d+$/) });
    await popup.waitFor({ timeout: 15_000 });
    await screenshot(memberPage, 'agent-flow-contract-popup-desktop-en', { fullPage: false });
    await popup.getByRole('button', { name: 'Accept' }).click();
    await memberPage.getByText('Accepted.').waitFor();

    // 5. Three ₱100 spins in the provider simulator.
    for (let index = 0; index < SPINS; index += 1) await spin(memberPage);
    expect(memberErrors).toEqual([]);
    await memberContext.close();
    const rounds = await sql<{ bet: string; win: string }>(
      `select bet_total::text as bet, win_total::text as win from provider_rounds
       where member_id = $1 and status = 'CLOSED'`,
      [downlineId],
    );
    expect(rounds).toHaveLength(SPINS);
    const bet = rounds.reduce((sum, round) => sum + BigInt(round.bet), 0n);
    const win = rounds.reduce((sum, round) => sum + BigInt(round.win), 0n);
    expect(bet).toBe(30_000n);

    // 6. A day passes (the harness's clock): the play, and the contracts that cover it, move back
    //    one day; the operator's command rebuilds the statistics; staff settle yesterday.
    const [{ day } = { day: '' }] = await sql<{ day: string }>(
      `select ((now() at time zone 'Asia/Manila')::date - 1)::text as day`,
    );
    await sql(
      `update provider_rounds set started_at = started_at - interval '1 day', settled_at = settled_at - interval '1 day'
       where member_id = $1`,
      [downlineId],
    );
    await sql(
      `update agent_contracts set effective_from = effective_from - interval '2 days'
       where downline_id in ($1, (select id from members where account = $2)) and status = 'ACTIVE'`,
      [downlineId, AGENT.account],
    );
    const rebuild = spawnSync(
      process.execPath,
      [join(REPO_ROOT, 'apps', 'server', 'dist', 'cli.js'), 'stats', 'rebuild', '--from', day],
      {
        env: { PATH: process.env.PATH ?? '', DATA_DIR: portal.dataDir, DATABASE_URL: database.url, LOG_LEVEL: 'warn' },
        encoding: 'utf8',
      },
    );
    expect(rebuild.status, rebuild.stderr).toBe(0);
    const run = await staff<{ transfersPosted: number; paidMinor: string }>(
      'POST',
      '/wps/admin/agents/settlements/run',
      { kind: 'DAILY_SALARY', at: day },
    );
    expect(run, JSON.stringify(run)).toMatchObject({ success: true });

    // 7. What the statement must say: the team's valid bet is the downline's, 0.30 % of it is
    //    agent02's (the downline has no team of its own, so its 0.20 % earns nothing to deduct).
    const [statement] = await sql<{ valid_bet: string; bet: string; payout: string; payout_amount: string }>(
      `select s.valid_bet::text, s.bet::text, s.payout::text, s.payout_amount::text
       from agent_settlement_statements s join members m on m.id = s.agent_id
       where m.account = $1 and s.kind = 'DAILY_SALARY'`,
      [AGENT.account],
    );
    expect(statement?.bet).toBe(bet.toString());
    expect(statement?.payout).toBe(win.toString());
    const validBet = BigInt(statement?.valid_bet ?? '0');
    expect(validBet).toBeGreaterThan(0n);
    expect(validBet).toBeLessThanOrEqual(bet);
    const expectedPayout = (validBet * AGENT_RATE_BP) / 10_000n;
    expect(statement?.payout_amount).toBe(expectedPayout.toString());
    const [{ credited } = { credited: '' }] = await sql<{ credited: string }>(
      `select coalesce(sum(amount), 0)::text as credited from ledger_transfers
       where kind = 'AGENT_COMMISSION' and credit_member_id = (select id from members where account = $1)`,
      [AGENT.account],
    );
    expect(credited).toBe(expectedPayout.toString());

    // 8. agent02 reads it on its daily salary page and opens the statement: every figure is the play's.
    await agentPage.goto(`${portal.baseUrl}/agentHome/agentDailyWages2`);
    await agentPage.getByTestId('income-totals').getByText(peso(expectedPayout)).first().waitFor();
    await agentPage.getByTestId('statement-table').getByRole('row').nth(1).click();
    const opened = agentPage.getByTestId('statement');
    await opened.waitFor();
    for (const figure of [bet, validBet, win, expectedPayout]) await opened.getByText(peso(figure)).first().waitFor();
    await opened.getByText('0.30 %').first().waitFor();
    await opened.getByTestId('payout-state').getByText('Posted to your wallet').waitFor();
    expect(agentErrors).toEqual([]);
    await agentContext.close();

    // 9. The screens in CN, EN and TY at 1440 and 390 px.
    for (const language of ['CN', 'EN', 'TY'] as const)
      for (const viewport of ['desktop', 'phone'] as const) {
        // Logged in in English (the form's labels), then switched: the choice is kept across pages.
        const context = await openContext(browser, { language: 'EN', viewport });
        const page = await context.newPage();
        const errors = watchErrors(page);
        const tag = `${language.toLowerCase()}-${viewport}`;
        await agentLogIn(page);
        await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
        await page.goto(`${portal.baseUrl}/agentHome/registerCenter`);
        await page.getByTestId('declaration-note').waitFor();
        await screenshot(page, `agent-flow-register-${tag}`);
        await page.goto(`${portal.baseUrl}/agentHome/contracts/${downlineId}`);
        await page
          .getByTestId(/^contract-\d+$/)
          .first()
          .waitFor();
        await screenshot(page, `agent-flow-contracts-${tag}`);
        await page.goto(`${portal.baseUrl}/agentHome/agentDailyWages2`);
        await page.getByTestId('income-totals').waitFor();
        await screenshot(page, `agent-flow-salary-${tag}`);
        await page
          .getByTestId(viewport === 'desktop' ? 'statement-table' : 'statement-cards')
          .getByRole(viewport === 'desktop' ? 'row' : 'button')
          .nth(viewport === 'desktop' ? 1 : 0)
          .click();
        await page.getByTestId('statement').waitFor();
        await screenshot(page, `agent-flow-statement-${tag}`);
        expect(errors).toEqual([]);
        await context.close();
      }
  }, 600_000);
});
