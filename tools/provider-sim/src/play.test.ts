import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SIGNATURE_HEADERS, verifySignature } from './index';
import { GAME, KEY, NOW, startFixture, USER, VENDOR } from './testing/fixture';
import type { Fixture } from './testing/fixture';
import type { ReceivedCall } from './testing/wallet-server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let fixture: Fixture;
beforeEach(async () => {
  fixture = await startFixture();
});
afterEach(async () => {
  await fixture.close();
});

const header = (call: ReceivedCall, name: string) => String(call.headers[name]);

// Checks a received call the way the portal does, with the vendor's key.
const hasValidSignature = (call: ReceivedCall) =>
  header(call, SIGNATURE_HEADERS.keyId) === KEY.keyId &&
  verifySignature({
    secret: KEY.secret,
    timestamp: header(call, SIGNATURE_HEADERS.timestamp),
    nonce: header(call, SIGNATURE_HEADERS.nonce),
    rawBody: call.rawBody,
    signature: header(call, SIGNATURE_HEADERS.signature),
  });

const callsOf = (name: string) => fixture.wallet.received.filter((call) => call.call === name);

describe('play', () => {
  it('should authenticate, make a signed bet, then a win that references it and closes the round', async () => {
    fixture.nextRandom(0.7);

    const result = await fixture.play('1000');

    expect(fixture.wallet.received.map((call) => `${call.call} ${call.status}`)).toEqual([
      'authenticate 200',
      'bet 200',
      'win 200',
    ]);
    const [authenticate, bet, win] = fixture.wallet.received;
    expect(authenticate?.body).toEqual({ token: fixture.token });
    expect(bet?.body).toEqual({
      user: USER,
      token: fixture.token,
      transaction_uuid: expect.stringMatching(UUID),
      round: expect.stringMatching(UUID),
      game_code: GAME,
      amount: '1000',
      currency: 'PHP',
    });
    expect(win?.body).toEqual({
      user: USER,
      token: fixture.token,
      transaction_uuid: expect.stringMatching(UUID),
      round: bet?.body.round,
      game_code: GAME,
      amount: '1500',
      currency: 'PHP',
      reference_transaction_uuid: bet?.body.transaction_uuid,
      round_closed: true,
    });
    expect(win?.body.transaction_uuid).not.toBe(bet?.body.transaction_uuid);
    expect(result).toMatchObject({
      round: bet?.body.round,
      user: USER,
      bet: '1000',
      win: '1500',
      multiplierTenths: 15,
      reels: ['cherry', 'cherry', 'cherry'],
      status: 'SETTLED',
      balance: '123950',
      refusal: null,
      message: 'You won ₱15.00!',
      transactions: { bet: bet?.body.transaction_uuid, win: win?.body.transaction_uuid, rollback: null },
    });
    expect(fixture.wallet.balanceOf(USER)).toBe('123950');
  });

  it('should sign every call with the vendor key, as JSON sent exactly as signed', async () => {
    await fixture.play('1000');

    for (const call of fixture.wallet.received) {
      expect(hasValidSignature(call)).toBe(true);
      expect(call.headers['content-type']).toBe('application/json');
      expect(header(call, SIGNATURE_HEADERS.timestamp)).toBe(String(NOW.getTime() / 1000));
      expect(header(call, SIGNATURE_HEADERS.nonce)).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    }
    const nonces = fixture.wallet.received.map((call) => header(call, SIGNATURE_HEADERS.nonce));
    expect(new Set(nonces).size).toBe(nonces.length);
  });

  it('should close a losing round with a win of "0"', async () => {
    fixture.nextRandom(0.3);

    const result = await fixture.play('500');

    expect(callsOf('win')[0]?.body).toMatchObject({ amount: '0', round_closed: true });
    expect(result).toMatchObject({ status: 'SETTLED', win: '0', balance: '122950', message: 'No win this time.' });
    expect(new Set(result.reels).size).toBeGreaterThan(1);
  });

  it('should authenticate once per launch token', async () => {
    await fixture.play('100');
    await fixture.play('100');

    expect(callsOf('authenticate')).toHaveLength(1);
    expect(callsOf('bet')).toHaveLength(2);
  });

  it('should record every call with its answer', async () => {
    await fixture.play('1000');

    const calls = fixture.sim.calls();
    expect(calls.map(({ vendor, call, status, code, options }) => ({ vendor, call, status, code, options }))).toEqual([
      { vendor: VENDOR, call: 'authenticate', status: 200, code: 'OK', options: [] },
      { vendor: VENDOR, call: 'bet', status: 200, code: 'OK', options: [] },
      { vendor: VENDOR, call: 'win', status: 200, code: 'OK', options: [] },
    ]);
    expect(calls[1]).toMatchObject({
      at: NOW.toISOString(),
      url: `${fixture.wallet.url}/${VENDOR}/bet`,
      body: fixture.wallet.received[1]?.body,
      keyId: KEY.keyId,
      nonce: header(fixture.wallet.received[1] as ReceivedCall, SIGNATURE_HEADERS.nonce),
      error: null,
    });
  });

  it('should refuse bad input and vendors it has no key for', async () => {
    await expect(fixture.play('1.50')).rejects.toThrow(/bet/);
    await expect(fixture.play('0')).rejects.toThrow(/bet/);
    await expect(fixture.sim.play({ token: fixture.token, vendor: 'LNS', game: GAME, bet: '100' })).rejects.toThrow(
      /LNS/,
    );
    expect(fixture.wallet.received).toHaveLength(0);
  });
});

describe('play when the wallet refuses', () => {
  it('should tell the player about insufficient funds, with the balance, and send no win', async () => {
    await fixture.close();
    fixture = await startFixture({ balance: '500' });

    const result = await fixture.play('1000');

    expect(result).toMatchObject({
      status: 'REFUSED',
      refusal: { call: 'bet', code: 'INSUFFICIENT_FUNDS', status: 422 },
      message: 'Not enough balance for this bet. Lower the bet or top up your wallet.',
      balance: '500',
      reels: null,
    });
    expect(callsOf('win')).toHaveLength(0);
  });

  it('should tell the player their session expired when the bet is refused for it', async () => {
    await fixture.play('100');
    fixture.wallet.expireToken(fixture.token);

    const result = await fixture.play('100');

    expect(result.status).toBe('REFUSED');
    expect(result.refusal).toMatchObject({ call: 'bet', code: 'TOKEN_EXPIRED', status: 401 });
    expect(result.message).toBe('Your game session has expired. Go back to Perya and open the game again.');
  });

  it('should refuse the round when the token is unknown, without a bet', async () => {
    const result = await fixture.sim.play({ token: 'not-a-token', vendor: VENDOR, game: GAME, bet: '100' });

    expect(result).toMatchObject({
      status: 'REFUSED',
      user: null,
      refusal: { call: 'authenticate', code: 'TOKEN_INVALID' },
    });
    expect(callsOf('bet')).toHaveLength(0);
  });

  it('should report an answer that is not an envelope, and a wallet that is gone', async () => {
    await fixture.play('100');
    fixture.wallet.answerNextWith(502, '<html>Bad gateway</html>');

    const garbled = await fixture.play('100');
    await fixture.wallet.close();
    const unreachable = await fixture.play('100');

    expect(garbled.refusal).toMatchObject({ call: 'bet', code: null, status: 502 });
    expect(garbled.message).toBe('The casino gave an unexpected answer to the bet (HTTP 502).');
    expect(unreachable.refusal).toMatchObject({ call: 'bet', code: null, status: null });
    expect(unreachable.message).toBe('Could not reach the casino. Check your connection and try again.');
    expect(fixture.sim.calls().at(-1)?.error).toMatch(/fetch failed/);
  });
});
