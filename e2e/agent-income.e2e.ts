import type { Browser } from 'playwright-core';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { launchBrowser, screenshot } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import type { ScratchDatabase } from './harness/postgres';
import { freshDatabase } from './harness/postgres';
import { DEMO_ACCOUNTS, openSignedIn } from './harness/session';
import { staffApi } from './harness/staff';

// The agent's income pages in Chromium: the demo agent01 and its sub-agent agent02 get daily,
// real-time and dividend contracts, a player under agent02 plays yesterday, staff settle the
// windows through the API, and agent01 reads its income and opens a statement — at 1440 px and
// 390 px, in English, Tagalog and Chinese. Needs TEST_DATABASE_URL (rows are seeded with SQL).

const databaseUrl = process.env.TEST_DATABASE_URL;

describe.runIf(databaseUrl)('agent income pages', () => {
  let database: ScratchDatabase;
  let portal: Portal;
  let browser: Browser;

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl ?? '', 'income');
    [portal, browser] = await Promise.all([
      startPortal({
        env: {
          DATABASE_URL: database.url,
          SEED_DEMO: 'true',
          PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9',
          PAYMENT_GATEWAY_SECRET: 'e2e-gateway-secret-0123456789',
          PROVIDER_LAUNCH_URL: 'http://127.0.0.1:9',
        },
      }),
      launchBrowser(),
    ]);
    const client = new pg.Client({ connectionString: database.url });
    await client.connect();
    try {
      const id = async (account: string) =>
        Number((await client.query(`select id from members where account = $1`, [account])).rows[0].id);
      const [agent01, agent02] = [await id('agent01'), await id('agent02')];
      const player = Number(
        (await client.query(`select id from members where upline_id = $1 and type = 0 order by id limit 1`, [agent02]))
          .rows[0].id,
      );
      const yesterdayNoon = `((now() at time zone 'Asia/Manila')::date - 1 + time '12:01')::timestamp at time zone 'Asia/Manila'`;
      const contract = (upline: number | null, agent: number, kind: string, period: string | null, tiers: unknown) =>
        client.query(
          `insert into agent_contracts (upline_id, downline_id, kind, category, status, period, tiers, effective_from)
           values ($1, $2, $3, 'ALL', 'ACTIVE', $4, $5::jsonb, now() - interval '3 days')`,
          [upline, agent, kind, period, JSON.stringify(tiers)],
        );
      const tier = (minValidBet: number, active: number, rate: number, minNetLoss?: number) => ({
        minValidBetMinor: String(minValidBet),
        ...(minNetLoss === undefined ? {} : { minNetLossMinor: String(minNetLoss) }),
        minActiveMembers: active,
        rateType: 'P',
        rate,
      });
      // The demo's own contracts (a house contract per kind for agent01, agent02's from agent01) give
      // way to this test's terms: one binding contract per member, kind and category.
      await client.query(
        `update agent_contracts set status = 'TERMINATED', ended_at = now() - interval '3 days'
         where downline_id = any($1) and status in ('OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED')`,
        [[agent01, agent02]],
      );
      await contract(null, agent01, 'DAILY_SALARY', 'D', [tier(100_000, 1, 80), tier(1_000_000, 5, 120)]);
      await contract(agent01, agent02, 'DAILY_SALARY', 'D', [tier(100_000, 1, 50)]);
      await contract(null, agent01, 'REALTIME_SALARY', null, [tier(0, 0, 100)]);
      await contract(agent01, agent02, 'REALTIME_SALARY', null, [tier(0, 0, 60)]);
      await contract(null, agent01, 'DIVIDEND', 'D', [tier(0, 1, 3000, 0)]);
      await contract(agent01, agent02, 'DIVIDEND', 'D', [tier(0, 1, 2000, 0)]);
      // A deposit and three settled rounds yesterday at 12:01 (Manila): the stream counts them.
      const account = (
        await client.query(`select id from ledger_accounts where member_id = $1 and kind = 'MEMBER_MAIN' limit 1`, [
          player,
        ])
      ).rows[0].id;
      const fund = (await client.query(`select id from ledger_accounts where kind = 'PAYMENT_CLEARING' limit 1`))
        .rows[0]?.id;
      await client.query(
        `insert into ledger_transfers (id, debit_account_id, credit_account_id, credit_member_id, amount, currency, kind,
           status, created_at)
         values (gen_random_uuid(), $1, $2, $3, 200000, 'PHP', 'DEPOSIT', 'POSTED', ${yesterdayNoon} - interval '1 hour')`,
        [fund ?? account, account, player],
      );
      const game = (
        await client.query(`select vendor_code, game_code from games order by vendor_code, game_code limit 1`)
      ).rows[0];
      for (const [index, [bet, win]] of [
        [1_250_000, 0],
        [830_000, 1_500_000],
        [2_400_000, 600_000],
      ].entries())
        await client.query(
          `insert into provider_rounds (vendor_code, round_id, member_id, game_code, currency, bet_total, win_total, has_win,
             status, started_at, settled_at)
           values ($1, $2, $3, $4, 'PHP', $5::bigint, $6::bigint, $6::bigint > 0, 'CLOSED', ${yesterdayNoon}, ${yesterdayNoon})`,
          [game.vendor_code, `e2e-income-${index}`, player, game.game_code, bet, win],
        );
      // The stream counts them within a poll or two.
      for (let attempt = 0; ; attempt += 1) {
        const { n } = (
          await client.query(
            `select coalesce(sum(rounds), 0)::int as n from stats_team_play_daily where agent_id = $1 and scope = 'A'
             and day = (now() at time zone 'Asia/Manila')::date - 1`,
            [agent01],
          )
        ).rows[0];
        if (n >= 3) break;
        if (attempt > 200) throw new Error('the statistics did not count the rounds');
        await new Promise((done) => setTimeout(done, 100));
      }
      const roundAt = (await client.query(`select (${yesterdayNoon})::text as at`)).rows[0].at as string;
      const day = (await client.query(`select ((now() at time zone 'Asia/Manila')::date - 1)::text as day`)).rows[0]
        .day as string;
      const staff = await staffApi(portal.baseUrl);
      for (const body of [
        { kind: 'DAILY_SALARY', at: day },
        { kind: 'DIVIDEND', period: 'D', at: day },
        { kind: 'REALTIME_SALARY', at: new Date(roundAt).toISOString() },
      ]) {
        const run = await staff('POST', '/wps/admin/agents/settlements/run', body);
        expect(run, JSON.stringify(run)).toMatchObject({ success: true });
      }
    } finally {
      await client.end();
    }
  }, 300_000);
  afterAll(async () => {
    await browser?.close();
    await portal?.stop();
    await database?.drop();
  });

  it('should show the agent its income and every number of a statement, in three languages, desktop and phone', async () => {
    for (const viewport of ['desktop', 'phone'] as const) {
      const { context, page, errors } = await openSignedIn(browser, portal.baseUrl, DEMO_ACCOUNTS.agent01, {
        language: 'EN',
        viewport,
      });
      for (const language of ['EN', 'TY', 'CN']) {
        await page.evaluate((lang) => window.localStorage.setItem('lang', lang), language);
        await page.goto(`${portal.baseUrl}/agentHome/agentRevenueReport`);
        await page.getByTestId('income-totals').waitFor();
        const tag = `${language.toLowerCase()}-${viewport}`;
        await screenshot(page, `agent-income-${tag}`);
        const line = page.getByTestId(viewport === 'desktop' ? 'statement-table' : 'statement-cards');
        await line
          .getByRole(viewport === 'desktop' ? 'row' : 'button')
          .nth(viewport === 'desktop' ? 1 : 0)
          .click();
        await page.getByTestId('statement').waitFor();
        await screenshot(page, `agent-income-statement-${tag}`);
        await page.keyboard.press('Escape');
        await page.goto(`${portal.baseUrl}/agentHome/agentDailyWages2`);
        await page.getByTestId('income-totals').waitFor();
        await screenshot(page, `agent-daily-salary-${tag}`, { fullPage: false });
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  });
});
