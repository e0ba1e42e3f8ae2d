import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MEMBER_ACCOUNT_TYPE } from '@perya/contracts';

import { createCapturingSmsProvider, createTestClock, queryRows, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Issue 22 item 11: an authenticator code is good once, and an SMS-code login does not skip a
// member's authenticator app. Issue 22 (spec §4): a payout account's holder name is a factor too.

describe('the authenticator app as a second factor', () => {
  let sut: TestApp;
  const sms = createCapturingSmsProvider();
  const clock = createTestClock();
  let sequence = 0;

  beforeAll(async () => {
    sut = await createTestApp({ smsProvider: sms.provider, clock, config: { trustProxy: true } });
    await sut.app.systemService.setFeatureFlag('MOBILEVERCODELOGIN3', true);
  });
  afterAll(async () => {
    await sut.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip, 'x-lang': 'EN' });
  /** A member of one test, with a mobile and an authenticator app linked (at an earlier step). */
  const memberWithApp = async () => {
    sequence += 1;
    const account = `totp${sequence}`;
    const mobileNum = `91755500${String(sequence).padStart(2, '0')}`;
    const member = await sut.app.membersService.createMember({
      account,
      password: 'Totp-Right-2026',
      type: MEMBER_ACCOUNT_TYPE,
      dialingCode: '63',
      mobileNum,
    });
    const { secret } = await sut.app.membersService.startTotp(member.id);
    const totp = new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });
    await sut.app.membersService.enableTotp(member.id, totp.generate({ timestamp: clock.now().getTime() }));
    clock.advance(30_000);
    return { account, mobileNum, code: () => totp.generate({ timestamp: clock.now().getTime() }) };
  };
  const complete = (challengeId: string, code: string, ip: string) =>
    sut.app.inject({
      method: 'POST',
      url: '/wps/session/login/secondFactor',
      headers: from(ip),
      payload: { challengeId, method: 'TOTP', code },
    });
  const passwordLogin = async (account: string, ip: string) =>
    (
      await sut.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: from(ip),
        payload: {
          type: 'username',
          page: 'portal',
          username: account,
          password: 'Totp-Right-2026',
          validate: await solveSlider(sut.app, sut.database, from(ip)),
        },
      })
    ).json().value;

  it('should take an authenticator code once, even on another login', async () => {
    const { account, code } = await memberWithApp();
    expect((await passwordLogin(account, '112.198.90.0')).status).toBe('OK'); // a first address, now known
    const first = await passwordLogin(account, '112.198.90.1');
    const second = await passwordLogin(account, '112.198.90.2');
    expect([first.status, second.status]).toEqual(['SECOND_FACTOR', 'SECOND_FACTOR']);
    const used = code();
    expect((await complete(first.challengeId, used, '112.198.90.1')).json().value.status).toBe('OK');
    expect((await complete(second.challengeId, used, '112.198.90.2')).json().code).toBe('SECOND_FACTOR_INVALID');
    clock.advance(30_000);
    expect((await complete(second.challengeId, code(), '112.198.90.2')).json().value.status).toBe('OK');
  });

  it('should ask an SMS-code login for the authenticator code too', async () => {
    const { mobileNum, code } = await memberWithApp();
    const ip = '112.198.91.1';
    clock.advance(2000);
    await sut.app.inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      headers: from(ip),
      payload: {
        countryDialingCode: '63',
        mobileNum,
        purpose: 'LOGIN',
        validate: await solveSlider(sut.app, sut.database, from(ip)),
      },
    });
    const login = await sut.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: from(ip),
      payload: {
        type: 'sms',
        countryDialingCode: '63',
        mobileNum,
        verificationCode: sms.lastCodeTo(`+63${mobileNum}`),
      },
    });
    const pending = login.json().value;
    expect(pending).toMatchObject({ status: 'SECOND_FACTOR', methods: ['TOTP'] });
    expect(pending.token).toBeUndefined();
    expect((await complete(pending.challengeId, '000000', ip)).json().code).toBe('SECOND_FACTOR_INVALID');
    const done = (await complete(pending.challengeId, code(), ip)).json().value;
    expect(done).toMatchObject({ status: 'OK', mustChangePassword: false });
  });

  describe('the payout account holder name (spec §4)', () => {
    /** A member with no mobile, e-mail or app: its payout account is its only second factor. */
    const memberWithPayoutAccount = async () => {
      sequence += 1;
      const account = `bank${sequence}`;
      const member = await sut.app.membersService.createMember({
        account,
        password: 'Totp-Right-2026',
        type: MEMBER_ACCOUNT_TYPE,
      });
      await queryRows(
        sut.database,
        `insert into withdrawal_accounts (id, member_id, method, account_name, account_number, created_at)
         values (gen_random_uuid(), $1, 'GCASH', 'Maria Clara Santos', '09171230000', now())`,
        [member.id],
      );
      return account;
    };
    const completeWithName = (challengeId: string, name: string, ip: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/wps/session/login/secondFactor',
        headers: from(ip),
        payload: { challengeId, method: 'BANK_NAME', code: name },
      });

    it('should ask for it from a new address and take the name however it is typed', async () => {
      const account = await memberWithPayoutAccount();
      expect((await passwordLogin(account, '112.198.92.0')).status).toBe('OK');
      const pending = await passwordLogin(account, '112.198.92.1');
      expect(pending).toMatchObject({ status: 'SECOND_FACTOR', methods: ['BANK_NAME'] });
      const wrong = await completeWithName(pending.challengeId, 'Maria Santos', '112.198.92.1');
      expect(wrong.json().code).toBe('SECOND_FACTOR_INVALID');
      const right = await completeWithName(pending.challengeId, '  maria  CLARA santos ', '112.198.92.1');
      expect(right.json().value).toMatchObject({ status: 'OK' });
    });

    it('should stop taking guesses after the challenge runs out of attempts', async () => {
      const account = await memberWithPayoutAccount();
      expect((await passwordLogin(account, '112.198.93.0')).status).toBe('OK');
      const pending = await passwordLogin(account, '112.198.93.1');
      for (let guess = 0; guess < 10; guess += 1)
        await completeWithName(pending.challengeId, `Guess ${guess}`, '112.198.93.1');
      const late = await completeWithName(pending.challengeId, 'Maria Clara Santos', '112.198.93.1');
      expect(late.json().code).toBe('SECOND_FACTOR_INVALID');
    });
  });
});
