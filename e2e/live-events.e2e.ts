import type { Browser, Page, WebSocket } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { demoKey, signedHeaders } from '@perya/provider-sim';

import { launchBrowser, openContext, screenshot, watchErrors } from './harness/browser';
import type { Portal } from './harness/portal';
import { startPortal } from './harness/portal';
import type { ScratchDatabase } from './harness/postgres';
import { freshDatabase } from './harness/postgres';
import { DEMO_ACCOUNTS, openAsMember } from './harness/session';

// The acceptance test of live events: two real server processes on one PostgreSQL database and
// one Redis. A member signed in on process B in Chromium; a bet settled through process A's
// signed provider protocol; the header balance on B changes without a reload or a refetch — the
// only way from A to B is Redis pub/sub. Then a logout through A signs the tab on B out.
// Needs TEST_DATABASE_URL and TEST_REDIS_URL; skipped without them.

const databaseUrl = process.env.TEST_DATABASE_URL;
const redisUrl = process.env.TEST_REDIS_URL;
const VENDOR = 'LNS';
const BET_MINOR = 1_234n;

/** "₱10,500.25" → 1050025n */
const minorOf = (text: string): bigint => {
  const digits = text.replace(/[^\d.-]/g, '');
  const [whole = '0', fraction = ''] = digits.split('.');
  return BigInt(whole) * 100n + BigInt(fraction.padEnd(2, '0').slice(0, 2));
};

/** A call to a portal's API; the envelope's value, or an error with the body. */
const api = async (portal: Portal, method: string, path: string, token: string | null, body?: unknown) => {
  const response = await fetch(`${portal.baseUrl}${path}`, {
    method,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const envelope = (await response.json()) as { success: boolean; value: unknown };
  if (!envelope.success) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(envelope)}`);
  return envelope.value as Record<string, unknown>;
};

describe.runIf(databaseUrl && redisUrl)('live events across two server processes', () => {
  let database: ScratchDatabase;
  let processA: Portal;
  let processB: Portal;
  let browser: Browser;

  beforeAll(async () => {
    database = await freshDatabase(databaseUrl ?? '', 'live');
    const env = {
      DATABASE_URL: database.url,
      REDIS_URL: redisUrl ?? '',
      DATABASE_POOL_SIZE: '10', // four activity subscribers each hold one with their lock
      // Demo data on PostgreSQL only when asked for (issue 22 item 1).
      SEED_DEMO: 'true',
      // The demo seed sets up a gateway deposit channel; on PostgreSQL a gateway needs its address
      // and secret, and launching a game the provider's address (nothing listens on either here).
      PAYMENT_GATEWAY_URL: 'http://127.0.0.1:9',
      PAYMENT_GATEWAY_SECRET: 'e2e-gateway-secret-0123456789',
      PROVIDER_LAUNCH_URL: 'http://127.0.0.1:9',
    };
    // A migrates and seeds the demo; B starts on what A prepared (it would wait on the same lock).
    processA = await startPortal({ env });
    [processB, browser] = await Promise.all([startPortal({ env }), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await Promise.all([processA?.stop(), processB?.stop()]);
    await database?.drop();
  });

  const headerBalance = async (page: Page): Promise<bigint> => {
    const amount = page.getByTestId('header-balance-amount');
    await amount.waitFor();
    return minorOf((await amount.textContent()) ?? '');
  };

  /** A bet placed the way a game provider places it: launch through A, then a signed call to A. */
  const betThroughA = async (token: string) => {
    const games = await api(processA, 'GET', `/wps/relay/GCSGAME_gameList?vassalage=${VENDOR}&pageSize=1`, null);
    const [game] = games.content as Array<{ nodeId: number; gameCode: string }>;
    if (!game) throw new Error(`no ${VENDOR} game in the demo catalogue`);
    const launched = await api(processA, 'POST', '/wps/game/launchGame', token, {
      nodeId: game.nodeId,
      device: 'DESKTOP',
    });
    const launchToken = new URL(String(launched.url)).searchParams.get('token');
    const member = await api(processA, 'GET', '/wps/member/info', token);
    const round = `live-e2e-${Date.now()}`;
    const rawBody = JSON.stringify({
      user: String(member.id),
      token: launchToken,
      transaction_uuid: `${round}-bet`,
      round,
      game_code: game.gameCode,
      amount: BET_MINOR.toString(),
      currency: 'PHP',
    });
    const response = await fetch(`${processA.baseUrl}/wps/provider/v1/${VENDOR}/bet`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...signedHeaders({ ...demoKey(VENDOR), rawBody }) },
      body: rawBody,
    });
    const answer = (await response.json()) as { success: boolean; value: { balance: string } };
    if (!answer.success) throw new Error(`bet refused: ${JSON.stringify(answer)}`);
    return BigInt(answer.value.balance);
  };

  it('should show a bet settled on process A in the header of a tab on process B, without a reload', async () => {
    const context = await openContext(browser, { language: 'EN', viewport: 'desktop' });
    const page = await context.newPage();
    const errors = watchErrors(page);
    // Every live event the tab receives, as the browser saw it on the wire.
    const frames: Array<Record<string, unknown>> = [];
    page.on('websocket', (socket: WebSocket) => {
      socket.on('framereceived', ({ payload }) => frames.push(JSON.parse(String(payload))));
    });
    // The member's session, logged in once through the API: logging in through the dialog is accounts.e2e's test.
    await openAsMember(page, processB.baseUrl, DEMO_ACCOUNTS.player01);
    await expect.poll(() => frames.some((frame) => frame.type === 'ready')).toBe(true);
    const before = await headerBalance(page);
    const token = await page.evaluate(() => window.sessionStorage.getItem('token'));
    if (!token) throw new Error('no session token in the tab');

    // Marks this page: a reload would lose it. And counts balance fetches from here on.
    await page.evaluate(() => Object.assign(window, { liveEventsMarker: true }));
    let balanceFetches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/wps/v2/wallets/balance')) balanceFetches += 1;
    });

    const after = await betThroughA(token);
    expect(after).toBe(before - BET_MINOR);
    await expect.poll(() => headerBalance(page), { timeout: 10_000 }).toBe(after);
    expect(frames).toContainEqual(expect.objectContaining({ type: 'balance', balanceMinor: after.toString() }));
    expect(await page.evaluate(() => (window as unknown as { liveEventsMarker?: boolean }).liveEventsMarker)).toBe(
      true,
    );
    expect(balanceFetches).toBe(0);
    await screenshot(page, 'live-events-balance-desktop');

    // Signed out through A: the tab on B is told, signs out and says so in the login popup.
    await api(processA, 'DELETE', '/wps/session/logout', token);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByTestId('signed-out-notice').waitFor();
    expect(await dialog.getByTestId('signed-out-notice').textContent()).toContain('You were signed out');
    expect(await page.evaluate(() => window.sessionStorage.getItem('token'))).toBeNull();
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).waitFor();
    await screenshot(page, 'live-events-signed-out-desktop');
    expect(errors).toEqual([]);
    await context.close();
  });
});
