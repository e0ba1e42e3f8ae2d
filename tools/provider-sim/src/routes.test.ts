import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { GAME, startFixture, USER, VENDOR } from './testing/fixture';
import type { Fixture } from './testing/fixture';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await startFixture();
});
afterEach(async () => {
  await fixture.close();
});

const gameUrl = (params: Record<string, string>) =>
  `${fixture.sim.url}/game?${new URLSearchParams({ token: fixture.token, vendor: VENDOR, game: GAME, lang: 'EN', currency: 'PHP', ...params })}`;

const postJson = (path: string, body: unknown) =>
  fetch(`${fixture.sim.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

describe('GET /game', () => {
  it('should show the player and balance that authenticate gave, escaped', async () => {
    const response = await fetch(gameUrl({ back: 'https://perya.test/casino?tab="slots"&x=<1>' }));
    const page = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(fixture.sim.calls().map((call) => call.call)).toEqual(['authenticate']);
    expect(page).toContain('Juan &lt;b&gt;dela Cruz&lt;/b&gt;');
    expect(page).not.toContain('<b>dela');
    expect(page).toContain('Big &lt;Games&gt; Studio');
    expect(page).toContain('>₱1,234.50<');
    expect(page).toContain('href="https://perya.test/casino?tab=&quot;slots&quot;&amp;x=&lt;1&gt;" target="_top"');
    expect(page).toContain('>SPIN<');
    for (const amount of ['100', '500', '1000', '5000', '10000']) expect(page).toContain(`value="${amount}"`);
    for (const option of ['duplicate', 'replay', 'delaySeconds', 'flow']) expect(page).toContain(`name="${option}"`);
    for (const flow of ['win', 'rollback', 'rollbackFirst', 'bonus']) expect(page).toContain(`value="${flow}"`);
  });

  it('should escape what the launch URL carries, and link back only to an http(s) URL', async () => {
    const page = await (
      await fetch(gameUrl({ game: '"><script>alert(1)</script>', back: 'javascript:alert(1)' }))
    ).text();

    expect(page).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).not.toContain('<script>alert(1)');
    expect(page).not.toContain('javascript:');
    expect(page).not.toContain('class="back"');
  });

  it('should say in words why the game cannot open', async () => {
    const refused = await fetch(gameUrl({ token: 'unknown-token', back: 'https://perya.test/' }));
    const incomplete = await fetch(`${fixture.sim.url}/game?vendor=${VENDOR}`);
    const unknownVendor = await fetch(gameUrl({ vendor: 'NOPE' }));

    expect(refused.status).toBe(401);
    const page = await refused.text();
    expect(page).toContain('This game link is not valid. Go back to Perya and open the game again.');
    expect(page).toContain('href="https://perya.test/"');
    expect(incomplete.status).toBe(400);
    expect(await incomplete.text()).toContain('The token is missing.');
    expect(unknownVendor.status).toBe(400);
    expect(await unknownVendor.text()).toContain('no signing key for vendor NOPE');
  });
});

describe('POST /play', () => {
  it('should play the round and answer with it and how the page shows it', async () => {
    fixture.nextRandom(0.99);

    const response = await postJson('/play', { token: fixture.token, vendor: VENDOR, game: GAME, bet: '1000' });

    expect(response.status).toBe(200);
    const answer = (await response.json()) as { result: { status: string; user: string }; view: unknown };
    expect(answer.result).toMatchObject({
      status: 'SETTLED',
      user: USER,
      win: '10000',
      reels: ['seven', 'seven', 'seven'],
    });
    expect(answer.view).toEqual({
      tone: 'win',
      headline: 'WIN ₱100.00',
      message: 'You won ₱100.00!',
      balance: '₱1,324.50',
    });
  });

  it('should pass the test options on', async () => {
    const response = await postJson('/play', {
      token: fixture.token,
      vendor: VENDOR,
      game: GAME,
      bet: '500',
      options: { rollback: true, duplicate: true },
    });

    expect(((await response.json()) as { view: unknown }).view).toMatchObject({
      tone: 'neutral',
      headline: 'Rolled back',
    });
    expect(fixture.sim.calls().map((call) => `${call.call} ${call.options.join('+')}`)).toEqual([
      'authenticate ',
      'bet ',
      'bet duplicate',
      'rollback rollback',
      'rollback duplicate+rollback',
    ]);
  });

  it('should show a refusal in words', async () => {
    const response = await postJson('/play', { token: fixture.token, vendor: VENDOR, game: GAME, bet: '1000000' });

    expect(((await response.json()) as { view: unknown }).view).toEqual({
      tone: 'refused',
      headline: 'Bet refused',
      message: 'Not enough balance for this bet. Lower the bet or top up your wallet.',
      balance: '₱1,234.50',
    });
  });

  it('should refuse a body it cannot play with 400', async () => {
    const badBet = await postJson('/play', { token: fixture.token, vendor: VENDOR, game: GAME, bet: 10 });
    const badOption = await postJson('/play', {
      token: fixture.token,
      vendor: VENDOR,
      game: GAME,
      bet: '100',
      options: { delaySeconds: 7 },
    });
    const unknownVendor = await postJson('/play', { token: fixture.token, vendor: 'NOPE', game: GAME, bet: '100' });

    expect(badBet.status).toBe(400);
    expect(await badBet.json()).toEqual({
      error: 'BAD_REQUEST',
      detail: 'bet must be a positive digit string of minor units',
    });
    expect(badOption.status).toBe(400);
    expect(unknownVendor.status).toBe(400);
    expect(fixture.wallet.received).toHaveLength(0);
  });

  it('should take the page form without its script, and come back to the game showing the round', async () => {
    fixture.nextRandom(0.7);
    const launch = {
      token: fixture.token,
      vendor: VENDOR,
      game: GAME,
      lang: 'EN',
      currency: 'PHP',
      back: 'https://perya.test/',
    };
    const form = new URLSearchParams({ ...launch, bet: '1000', flow: 'win', delaySeconds: '0' });

    const response = await fetch(`${fixture.sim.url}/play`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });

    expect(response.status).toBe(303);
    const location = new URL(String(response.headers.get('location')), `${fixture.sim.url}/play`);
    const [round] = fixture.wallet.received.filter((call) => call.call === 'bet').map((call) => call.body.round);
    expect(location.pathname).toBe('/game');
    expect(Object.fromEntries(location.searchParams)).toEqual({ ...launch, round });
    const page = await (await fetch(location)).text();
    expect(page).toContain('WIN ₱15.00');
    expect(page).toContain(`data-round="${String(round)}"`);
  });
});

describe('GET /rounds/:round and GET /balance', () => {
  it('should follow a delayed round until it is paid', async () => {
    fixture.nextRandom(0.99);
    const { round } = await fixture.play('1000', { delaySeconds: 2 });

    const pending = (await (await fetch(`${fixture.sim.url}/rounds/${round}`)).json()) as { view: unknown };
    fixture.endDelays();
    await fixture.sim.settle();
    const paid = (await (await fetch(`${fixture.sim.url}/rounds/${round}`)).json()) as { view: unknown };
    const unknown = await fetch(`${fixture.sim.url}/rounds/nope`);

    expect(pending.view).toMatchObject({ tone: 'pending', balance: '₱1,224.50' });
    expect(paid.view).toMatchObject({ tone: 'win', headline: 'WIN ₱100.00', balance: '₱1,324.50' });
    expect(unknown.status).toBe(404);
  });

  it('should ask the wallet for the balance', async () => {
    const response = await fetch(`${fixture.sim.url}/balance?vendor=${VENDOR}&token=${fixture.token}`);

    expect(await response.json()).toEqual({ ok: true, balanceMinor: '123450', currency: 'PHP', balance: '₱1,234.50' });
    expect(fixture.wallet.received.map((call) => call.call)).toEqual(['authenticate', 'balance']);
    expect(fixture.wallet.received[1]?.body).toEqual({ user: USER, token: fixture.token });
  });
});

describe('development routes', () => {
  it('should list the calls made, and answer the health check', async () => {
    await fixture.play('100');

    const calls = (await (await fetch(`${fixture.sim.url}/api/calls`)).json()) as { calls: { call: string }[] };
    const health = await fetch(`${fixture.sim.url}/healthz`);

    expect(calls.calls.map((call) => call.call)).toEqual(['authenticate', 'bet', 'win']);
    expect(await health.json()).toEqual({ ok: true });
  });
});
