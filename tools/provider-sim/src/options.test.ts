import { afterEach, beforeEach, describe, expect, it } from 'vitest';

import { SIGNATURE_HEADERS } from './index';
import { startFixture, USER } from './testing/fixture';
import type { Fixture } from './testing/fixture';
import type { ReceivedCall } from './testing/wallet-server';

let fixture: Fixture;
beforeEach(async () => {
  fixture = await startFixture();
});
afterEach(async () => {
  await fixture.close();
});

// The money calls as the wallet received them, and how it answered.
const moneyCalls = () =>
  fixture.wallet.received
    .filter((call) => call.call !== 'authenticate')
    .map((call) => ({ call: call.call, status: call.status, code: call.answer.code, id: call.body.transaction_uuid }));
const sent = (index: number) =>
  fixture.wallet.received.filter((call) => call.call !== 'authenticate')[index] as ReceivedCall;
const nonceOf = (call: ReceivedCall) => call.headers[SIGNATURE_HEADERS.nonce];

describe('duplicate', () => {
  it('should send the bet and the win twice with the same transaction_uuid, signed afresh, moving money once', async () => {
    fixture.nextRandom(0.8);

    const result = await fixture.play('1000', { duplicate: true });

    const [bet, betCopy, win, winCopy] = moneyCalls();
    expect(moneyCalls().map(({ call, status }) => `${call} ${status}`)).toEqual([
      'bet 200',
      'bet 200',
      'win 200',
      'win 200',
    ]);
    expect(betCopy?.id).toBe(bet?.id);
    expect(winCopy?.id).toBe(win?.id);
    expect(sent(1).rawBody).toBe(sent(0).rawBody);
    expect(nonceOf(sent(1))).not.toBe(nonceOf(sent(0)));
    expect(fixture.sim.calls().map((call) => call.options)).toEqual([[], [], ['duplicate'], [], ['duplicate']]);
    // 123450 - 1000 + 2000, once.
    expect(fixture.wallet.balanceOf(USER)).toBe('124450');
    expect(result.balance).toBe('124450');
  });
});

describe('replay', () => {
  it('should resend the signed bet byte for byte, which the wallet refuses, and still finish the round', async () => {
    const result = await fixture.play('1000', { replay: true });

    expect(moneyCalls().map(({ call, code }) => `${call} ${code}`)).toEqual([
      'bet OK',
      'bet SIGNATURE_INVALID',
      'win OK',
    ]);
    const [bet, replayed] = [sent(0), sent(1)];
    expect(replayed.rawBody).toBe(bet.rawBody);
    for (const name of Object.values(SIGNATURE_HEADERS)) expect(replayed.headers[name]).toBe(bet.headers[name]);
    expect(fixture.sim.calls()[2]).toMatchObject({ call: 'bet', status: 401, options: ['replay'] });
    expect(result.status).toBe('SETTLED');
  });
});

describe('delay', () => {
  it('should answer Spin after the bet and send the win once the delay is over', async () => {
    fixture.nextRandom(0.9);

    const result = await fixture.play('1000', { delaySeconds: 5 });

    expect(result).toMatchObject({ status: 'PENDING', win: '3000', balance: '122450' });
    expect(result.message).toBe('₱30.00 win on its way: paid in 5 s.');
    expect(fixture.delays).toEqual([5000]);
    expect(moneyCalls().map(({ call }) => call)).toEqual(['bet']);

    fixture.endDelays();
    await fixture.sim.settle();

    expect(moneyCalls().map(({ call }) => call)).toEqual(['bet', 'win']);
    expect(fixture.sim.calls().at(-1)?.options).toEqual(['delay']);
    expect(fixture.sim.round(result.round)).toMatchObject({ status: 'SETTLED', balance: '125450' });
  });

  it('should settle at once when nothing is pending', async () => {
    await fixture.play('1000');

    await expect(fixture.sim.settle()).resolves.toBeUndefined();
  });

  it('should drop a delayed call on close', async () => {
    await fixture.play('1000', { delaySeconds: 2 });

    await fixture.sim.close();

    expect(moneyCalls().map(({ call }) => call)).toEqual(['bet']);
  });
});

describe('rollback', () => {
  it('should roll the bet back instead of paying it', async () => {
    fixture.nextRandom(0.99);

    const result = await fixture.play('1000', { rollback: true });

    expect(moneyCalls().map(({ call, status }) => `${call} ${status}`)).toEqual(['bet 200', 'rollback 200']);
    const [bet, rollback] = [sent(0), sent(1)];
    expect(rollback.body).toEqual({
      user: USER,
      token: fixture.token,
      transaction_uuid: expect.any(String),
      reference_transaction_uuid: bet.body.transaction_uuid,
      round: bet.body.round,
      game_code: bet.body.game_code,
    });
    expect(rollback.body.transaction_uuid).not.toBe(bet.body.transaction_uuid);
    expect(fixture.sim.calls().at(-1)?.options).toEqual(['rollback']);
    expect(result).toMatchObject({
      status: 'ROLLED_BACK',
      balance: '123450',
      message: 'Bet rolled back: ₱10.00 refunded.',
    });
    expect(fixture.wallet.balanceOf(USER)).toBe('123450');
  });
});

describe('rollback first', () => {
  it('should roll back a bet the wallet never saw, then send that bet, which the wallet refuses', async () => {
    const result = await fixture.play('1000', { rollbackFirst: true });

    expect(moneyCalls().map(({ call, status, code }) => `${call} ${status} ${code}`)).toEqual([
      'rollback 200 OK',
      'bet 409 BET_ROLLED_BACK',
    ]);
    const [rollback, bet] = [sent(0), sent(1)];
    expect(rollback.body.reference_transaction_uuid).toBe(bet.body.transaction_uuid);
    expect(rollback.body.round).toBe(bet.body.round);
    expect(
      fixture.sim
        .calls()
        .slice(1)
        .map((call) => call.options),
    ).toEqual([['rollback-first'], ['rollback-first']]);
    expect(result).toMatchObject({
      status: 'ROLLED_BACK',
      refusal: { call: 'bet', code: 'BET_ROLLED_BACK' },
      balance: '123450',
      transactions: { bet: null, win: null, rollback: rollback.body.transaction_uuid },
    });
    expect(fixture.wallet.balanceOf(USER)).toBe('123450');
  });
});

describe('bonus', () => {
  it('should pay a win with is_bonus and no bet', async () => {
    fixture.nextRandom(0);

    const result = await fixture.play('1000', { bonus: true });

    expect(moneyCalls().map(({ call }) => call)).toEqual(['win']);
    expect(sent(0).body).toEqual({
      user: USER,
      token: fixture.token,
      transaction_uuid: expect.any(String),
      round: expect.any(String),
      game_code: 'lucky-7s',
      amount: '1500',
      currency: 'PHP',
      is_bonus: true,
      round_closed: true,
    });
    expect(fixture.sim.calls().at(-1)?.options).toEqual(['bonus']);
    expect(result).toMatchObject({
      status: 'SETTLED',
      bet: '0',
      win: '1500',
      reels: ['diamond', 'diamond', 'diamond'],
      balance: '124950',
      message: 'Bonus! ₱15.00 credited.',
    });
  });

  it('should replay and delay the bonus win, since there is no bet', async () => {
    await fixture.play('1000', { bonus: true, replay: true, delaySeconds: 2 });
    expect(moneyCalls()).toEqual([]);

    fixture.endDelays();
    await fixture.sim.settle();

    expect(moneyCalls().map(({ call, code }) => `${call} ${code}`)).toEqual(['win OK', 'win SIGNATURE_INVALID']);
    expect(
      fixture.sim
        .calls()
        .slice(1)
        .map((call) => call.options),
    ).toEqual([
      ['bonus', 'delay'],
      ['replay', 'bonus', 'delay'],
    ]);
  });
});

describe('options', () => {
  it('should refuse round shapes that exclude each other', async () => {
    await expect(fixture.play('1000', { rollback: true, bonus: true })).rejects.toThrow(/exclude each other/);
    await expect(fixture.play('1000', { delaySeconds: 3 as 2 })).rejects.toThrow(/delaySeconds/);
  });
});
