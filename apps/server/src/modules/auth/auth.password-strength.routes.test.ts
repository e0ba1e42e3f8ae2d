import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MEMBER_ACCOUNT_TYPE } from '@perya/contracts';

import { createCapturingSmsProvider, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// A minimum strength for every NEW login password (issue 22 item 12): on registration, change and
// both resets, in the reader's language; a password set before the rule still logs in.

const WEAK_EN = /^This password is too easy to guess\./;

describe('weak new passwords', () => {
  let sut: TestApp;
  const sms = createCapturingSmsProvider();

  beforeAll(async () => {
    sut = await createTestApp({ smsProvider: sms.provider });
  });
  afterAll(async () => {
    await sut.close();
  });

  const register = async (username: string, password: string, lang = 'EN') =>
    sut.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { 'x-lang': lang },
      payload: {
        agreeTerms: true,
        notProhibited: true,
        validate: await solveSlider(sut.app, sut.database),
        username,
        password,
        confirmPassword: password,
      },
    });
  /** A member created before the rule, with the password it allowed. */
  const legacyMember = async (account: string, password: string, mobileNum?: string) => {
    const member = await sut.app.membersService.createMember({
      account,
      password,
      type: MEMBER_ACCOUNT_TYPE,
      ...(mobileNum ? { dialingCode: '63', mobileNum } : {}),
    });
    const { token } = await sut.app.sessionService.openMemberSession(
      member.id,
      { ip: '127.0.0.1', userAgent: '' },
      { method: 'PASSWORD' },
    );
    return { member, token };
  };

  it.each(['aaaaaa', 'password', 'abcdef', 'qwerty123', 'weakling2026'])(
    'should refuse %s on registration and create nobody',
    async (password) => {
      const response = await register('weakling2026', password);
      expect(response.statusCode).toBe(400);
      expect(response.json().value.fields.password).toMatch(WEAK_EN);
      expect(await sut.app.membersService.findByAccount('weakling2026')).toBeUndefined();
    },
  );

  it('should say it in TY and PT', async () => {
    expect((await register('weakty01', 'aaaaaa', 'TY')).json().value.fields.password).toMatch(
      /^Masyadong madaling hulaan/,
    );
    expect((await register('weakpt01', 'aaaaaa', 'PT')).json().value.fields.password).toMatch(
      /^Esta palavra-passe é demasiado fácil/,
    );
  });

  it('should take a password that is not easy to guess', async () => {
    expect((await register('strong01', 'Lakad9Mabuti')).json().value).toMatchObject({ status: 'OK' });
  });

  it('should keep a weak password set before the rule logging in, and refuse it as the new one', async () => {
    const { token } = await legacyMember('legacy01', 'aaaaaa');
    const login = await sut.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: {
        type: 'username',
        username: 'legacy01',
        password: 'aaaaaa',
        validate: await solveSlider(sut.app, sut.database),
      },
    });
    expect(login.json().value.status).toBe('OK');
    const change = await sut.app.inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: `Bearer ${token}`, 'x-lang': 'EN' },
      payload: { oldPassword: 'aaaaaa', newPassword: 'password1', confirmNewPassword: 'password1' },
    });
    expect(change.json().value.fields.newPassword).toMatch(WEAK_EN);
  });

  it('should refuse a weak one when resetting by phone', async () => {
    await legacyMember('legacy02', 'Old-Pass-2026', '9170009912');
    const reset = await sut.app.inject({
      method: 'POST',
      url: '/wps/member/password/verification',
      headers: { 'x-lang': 'EN' },
      payload: {
        countryDialingCode: '63',
        mobileNum: '9170009912',
        verificationCode: '123456',
        newPassword: '11111111',
      },
    });
    expect(reset.json().value.fields.newPassword).toMatch(WEAK_EN);
  });
});
