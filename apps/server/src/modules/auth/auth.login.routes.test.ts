import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { DEMO_ACCOUNTS } from '../../seed/demo-seed';
import {
  createCapturingSmsProvider,
  createTestClock,
  encryptLikeBrowser,
  solveCaptcha,
  solveSlider,
} from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Log in (spec §4 "Login flow"): password after the slider, captcha after failures, lock-out,
// forced change from 123456, SMS login, second factor from a new address, agent page, trial, staff.

const NEW_ADDRESS = '112.198.77.5';

describe('logging in', () => {
  let sut: TestApp;
  const sms = createCapturingSmsProvider();
  const clock = createTestClock();

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, smsProvider: sms.provider, clock, config: { trustProxy: true } });
  });
  afterAll(async () => {
    await sut.close();
  });

  const from = (ip: string) => ({ 'x-forwarded-for': ip, 'x-lang': 'EN' });
  const login = async (body: Record<string, unknown>, ip = '127.0.0.1') =>
    sut.app.inject({
      method: 'POST',
      url: '/wps/session/login',
      headers: from(ip),
      payload: { type: 'username', page: 'portal', ...body },
    });
  const loginWith = async (username: string, password: string, ip = '127.0.0.1', extra: Record<string, unknown> = {}) =>
    login({ username, password, validate: await solveSlider(sut.app, sut.database, from(ip)), ...extra }, ip);
  const call = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    token: string,
    payload?: unknown,
    ip = '127.0.0.1',
  ) =>
    sut.app.inject({
      method,
      url,
      headers: { ...from(ip), authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });

  describe('by username and password', () => {
    it('should open a session whose token reads member info', async () => {
      const response = await loginWith(DEMO_ACCOUNTS.member.account, DEMO_ACCOUNTS.member.password);
      expect(response.statusCode).toBe(200);
      const value = response.json().value;
      expect(value).toMatchObject({
        status: 'OK',
        username: 'player01',
        type: 0,
        isAgent: false,
        isTrial: false,
        mustChangePassword: false,
      });
      expect(value.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const info = await call('GET', '/wps/member/info', value.token);
      expect(info.json().value).toMatchObject({ account: 'player01', nickname: 'Juan', currencySymbol: '₱' });
    });

    it('should say it is the first login only the first time', async () => {
      const first = (
        await loginWith(DEMO_ACCOUNTS.downlineMember.account, DEMO_ACCOUNTS.downlineMember.password)
      ).json().value;
      const second = (
        await loginWith(DEMO_ACCOUNTS.downlineMember.account, DEMO_ACCOUNTS.downlineMember.password)
      ).json().value;
      expect([first.firstTimeLogin, second.firstTimeLogin]).toEqual([true, false]);
    });

    it('should refuse without a solved slider, and a replayed one', async () => {
      expect((await login({ username: 'player01', password: 'Player2026', validate: 'made-up' })).json()).toMatchObject(
        {
          code: 'CHALLENGE_REQUIRED',
          message: 'Please complete verification first.',
        },
      );
      const validate = await solveSlider(sut.app, sut.database);
      expect((await login({ username: 'player01', password: 'Player2026', validate })).statusCode).toBe(200);
      expect((await login({ username: 'player01', password: 'Player2026', validate })).json().code).toBe(
        'CHALLENGE_REQUIRED',
      );
    });

    it('should accept the password encrypted to the published key', async () => {
      const key = (await sut.app.inject({ url: '/wps/system/publicKey' })).json().value;
      const response = await loginWith('player01', encryptLikeBrowser(key, 'Player2026'));
      expect(response.json().value.status).toBe('OK');
      const garbage = await loginWith('player01', `enc:v1:${key.kid}:AAAA:BBBB:CCCC`);
      expect(garbage.statusCode).toBe(400);
      expect(garbage.json()).toMatchObject({ code: 'VALIDATION', value: { fields: { password: expect.any(String) } } });
    });
  });

  describe('after failures', () => {
    const ip = '112.198.1.50';

    it('should ask for the image captcha after three failures, then take the right one', async () => {
      const flags = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const failed = await loginWith('agent02', 'wrong-password', ip);
        expect(failed.statusCode).toBe(401);
        expect(failed.json().code).toBe('LOGIN_FAILED');
        flags.push(failed.json().value.captcha);
      }
      expect(flags).toEqual([false, false, true]);

      const withoutCaptcha = await loginWith('agent02', 'Agent2026', ip);
      expect(withoutCaptcha.json()).toMatchObject({ code: 'CAPTCHA_REQUIRED', value: { captcha: true } });

      const key = crypto.randomUUID();
      await solveCaptcha(sut.app, sut.database, key);
      const wrongCaptcha = await loginWith('agent02', 'Agent2026', ip, { captchaKey: key, captcha: 'zzzzz' });
      expect(wrongCaptcha.json()).toMatchObject({ code: 'CAPTCHA_INVALID', value: { captcha: true } });

      const freshKey = crypto.randomUUID();
      const answer = await solveCaptcha(sut.app, sut.database, freshKey);
      const right = await loginWith('agent02', 'Agent2026', ip, {
        captchaKey: freshKey,
        captcha: answer.toUpperCase(),
      });
      expect(right.json().value.status).toBe('OK');
    });

    it('should lock an account after ten failures in 15 minutes, even with the right password', async () => {
      const lockIp = '112.198.1.60';
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const key = crypto.randomUUID();
        const answer = await solveCaptcha(sut.app, sut.database, key);
        const failed = await loginWith('player02', 'not-it', lockIp, { captchaKey: key, captcha: answer });
        expect(failed.json().code).toBe('LOGIN_FAILED');
      }
      const locked = await loginWith('player02', 'Player2026', lockIp);
      expect(locked.statusCode).toBe(423);
      expect(locked.json().code).toBe('ACCOUNT_LOCKED');
      clock.advance(16 * 60_000);
      const key = crypto.randomUUID();
      const answer = await solveCaptcha(sut.app, sut.database, key);
      const unlocked = await loginWith('player02', 'Player2026', lockIp, { captchaKey: key, captcha: answer });
      expect(unlocked.json().value?.status, unlocked.body).toBe('OK');
    });
  });

  describe('with the default password', () => {
    it('should hold the session to a password change, then free it', async () => {
      const value = (await loginWith(DEMO_ACCOUNTS.defaultPassword.account, '123456')).json().value;
      expect(value).toMatchObject({ status: 'OK', mustChangePassword: true });
      expect((await call('GET', '/wps/member/info', value.token)).json().value.mustChangePassword).toBe(true);
      expect((await call('GET', '/wps/member/profile', value.token)).json().code).toBe('PASSWORD_CHANGE_REQUIRED');

      const same = await call('POST', '/wps/member/password', value.token, {
        oldPassword: '123456',
        newPassword: '123456',
        confirmNewPassword: '123456',
      });
      expect(same.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { newPassword: 'Choose a password other than 123456.' } },
      });

      const changed = await call('POST', '/wps/member/password', value.token, {
        oldPassword: '123456',
        newPassword: 'Pedro2026!',
        confirmNewPassword: 'Pedro2026!',
      });
      expect(changed.json()).toMatchObject({ success: true });
      expect((await call('GET', '/wps/member/profile', value.token)).statusCode).toBe(200);
      expect((await loginWith('player03', 'Pedro2026!')).json().value.mustChangePassword).toBe(false);
    });

    it('should force a change of an expired password only while PWDEXPFORCECHANGE3 is on', async () => {
      clock.advance(91 * 86_400_000);
      try {
        expect((await loginWith('agent01', 'Agent2026')).json().value).toMatchObject({
          mustChangePassword: true,
          passwordExpired: true,
        });
        await sut.app.systemService.setFeatureFlag('PWDEXPFORCECHANGE3', false);
        expect((await loginWith('agent01', 'Agent2026')).json().value).toMatchObject({
          mustChangePassword: false,
          passwordExpired: false,
        });
      } finally {
        await sut.app.systemService.setFeatureFlag('PWDEXPFORCECHANGE3', true);
        clock.advance(-91 * 86_400_000);
      }
    });
  });

  describe('by mobile and SMS code', () => {
    const sendCode = async (mobileNum: string, ip = '127.0.0.1') =>
      sut.app.inject({
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
    const smsLogin = (mobileNum: string, verificationCode: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: from('127.0.0.1'),
        payload: { type: 'sms', countryDialingCode: '63', mobileNum, verificationCode },
      });

    it('should log in with the code sent, once', async () => {
      clock.advance(2000);
      const sent = await sendCode('09171234567');
      expect(sent.json().value).toEqual({ expiredMinutes: 5, maskedMobile: '917*****67' });
      const code = sms.lastCodeTo('+639171234567');
      const response = await smsLogin('9171234567', code);
      expect(response.json().value).toMatchObject({ status: 'OK', username: 'player01', mustChangePassword: false });
      expect((await smsLogin('9171234567', code)).json().code).toBe('SMS_CODE_INVALID');
    });

    it('should refuse an expired code and a wrong one', async () => {
      clock.advance(2000);
      await sendCode('9171234567');
      const code = sms.lastCodeTo('+639171234567');
      expect((await smsLogin('9171234567', '000000')).json().code).toBe('SMS_CODE_INVALID');
      clock.advance(6 * 60_000);
      expect((await smsLogin('9171234567', code)).json()).toMatchObject({
        code: 'SMS_CODE_EXPIRED',
        message: 'Code expired, send again.',
      });
    });

    it('should refuse a second SMS within a second, and block after a burst', async () => {
      clock.advance(10 * 60_000);
      expect((await sendCode('9171234567')).statusCode).toBe(200);
      expect((await sendCode('9171234567')).json().code).toBe('SMS_TOO_FREQUENT');
      for (let index = 0; index < 4; index += 1) {
        clock.advance(1500);
        expect((await sendCode('9171234567')).statusCode).toBe(200);
      }
      clock.advance(1500);
      const blocked = await sendCode('9171234567');
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({
        code: 'SMS_BLOCKED',
        message: 'Too many requests, try again after 5 minutes.',
      });
      clock.advance(5 * 60_000);
      expect((await sendCode('9171234567')).statusCode).toBe(200);
    });

    it('should refuse numbers that are not mobile numbers', async () => {
      clock.advance(2000);
      expect((await sendCode('12345')).json().code).toBe('PHONE_INVALID');
    });

    it('should answer a number without an account as a registered one, and send it nothing', async () => {
      clock.advance(2000);
      const sentBefore = sms.sent.length;
      const unknown = await sendCode('9989998888');
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json().value).toEqual({ expiredMinutes: 5, maskedMobile: expect.stringMatching(/^998\*+88$/) });
      expect(sms.sent).toHaveLength(sentBefore);
      expect((await sendCode('9989998888')).json().code).toBe('SMS_TOO_FREQUENT');
    });
  });

  describe('from a new address', () => {
    it('should ask for a second factor before the token, by SMS', async () => {
      clock.advance(10 * 60_000);
      const first = (await loginWith('player01', 'Player2026', NEW_ADDRESS)).json().value;
      expect(first).toMatchObject({
        status: 'SECOND_FACTOR',
        methods: ['SMS', 'EMAIL', 'BANK_NAME'], // player01 has a GCash payout account (demo data)
        maskedMobile: '917*****67',
        maskedEmail: 'j***@example.com',
      });
      expect(first.token).toBeUndefined();

      const send = await sut.app.inject({
        method: 'POST',
        url: '/wps/session/login/secondFactor/send',
        headers: from(NEW_ADDRESS),
        payload: { challengeId: first.challengeId, method: 'SMS' },
      });
      expect(send.statusCode).toBe(200);
      const verify = (code: string, ip = NEW_ADDRESS) =>
        sut.app.inject({
          method: 'POST',
          url: '/wps/session/login/secondFactor',
          headers: from(ip),
          payload: { challengeId: first.challengeId, method: 'SMS', code },
        });
      expect((await verify('000000')).json().code).toBe('SECOND_FACTOR_INVALID');
      expect((await verify(sms.lastCodeTo('+639171234567'), '112.198.2.2')).json().code).toBe('SECOND_FACTOR_INVALID');
      const done = await verify(sms.lastCodeTo('+639171234567'));
      expect(done.json().value).toMatchObject({ status: 'OK', username: 'player01' });
      expect((await verify(sms.lastCodeTo('+639171234567'))).json().code).toBe('SECOND_FACTOR_INVALID');

      expect((await loginWith('player01', 'Player2026', NEW_ADDRESS)).json().value.status).toBe('OK');
    });

    it('should take an authenticator app code once the member linked one', async () => {
      const token = (await loginWith('agent01', 'Agent2026')).json().value.token;
      const setup = (await call('POST', '/wps/member/totp/setup', token)).json().value;
      const totp = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30 });
      expect((await call('POST', '/wps/member/totp/enable', token, { code: '000000' })).json().code).toBe(
        'TOTP_INVALID',
      );
      const enabled = await call('POST', '/wps/member/totp/enable', token, {
        code: totp.generate({ timestamp: clock.now().getTime() }),
      });
      expect(enabled.json().success).toBe(true);
      clock.advance(30_000); // the enrolment used this step's code: each code is good once

      const pending = (await loginWith('agent01', 'Agent2026', '112.198.80.80')).json().value;
      expect(pending.methods).toContain('TOTP');
      const done = await sut.app.inject({
        method: 'POST',
        url: '/wps/session/login/secondFactor',
        headers: from('112.198.80.80'),
        payload: {
          challengeId: pending.challengeId,
          method: 'TOTP',
          code: totp.generate({ timestamp: clock.now().getTime() }),
        },
      });
      expect(done.json().value).toMatchObject({ status: 'OK', isAgent: true });
    });
  });

  describe('on the agent page', () => {
    it.each([
      ['player01', 'Player2026', 'NOT_AGENT', 'Non-agents cannot log in.'],
      ['trial01', 'Trial2026', 'NOT_MEMBER', 'Non-member account unable to login.'],
    ])('should refuse %s with %s', async (username, password, code, message) => {
      const response = await loginWith(username, password, '127.0.0.1', { page: 'agent' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code, message });
    });

    it('should let an agent in', async () => {
      expect((await loginWith('agent02', 'Agent2026', '127.0.0.1', { page: 'agent' })).json().value).toMatchObject({
        status: 'OK',
        isAgent: true,
        type: 2,
      });
    });
  });

  describe('free play', () => {
    it('should open a trial account that member actions refuse', async () => {
      const response = await sut.app.inject({
        method: 'POST',
        url: '/wps/session/login/freeplay',
        headers: from('127.0.0.1'),
        payload: { platform: 'W', gatewayVersion: 3 },
      });
      const value = response.json().value;
      expect(value).toMatchObject({ status: 'OK', type: 4, isTrial: true });
      expect((await call('GET', '/wps/member/info', value.token)).json().value.isTrial).toBe(true);
      const refused = await call('GET', '/wps/member/profile', value.token);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ code: 'TRIAL_FORBIDDEN', message: 'Please Register an Account first' });
    });

    it('should refuse while FREEPLAY3 is off', async () => {
      await sut.app.systemService.setFeatureFlag('FREEPLAY3', false);
      try {
        const response = await sut.app.inject({ method: 'POST', url: '/wps/session/login/freeplay', payload: {} });
        expect(response.json().code).toBe('FEATURE_DISABLED');
      } finally {
        await sut.app.systemService.setFeatureFlag('FREEPLAY3', true);
      }
    });
  });

  describe('sessions', () => {
    it('should end at logout', async () => {
      const token = (await loginWith('player01', 'Player2026')).json().value.token;
      expect((await call('DELETE', '/wps/session/logout', token)).json().success).toBe(true);
      const after = await call('GET', '/wps/member/info', token);
      expect(after.statusCode).toBe(401);
      expect(after.json()).toMatchObject({ code: 'AUTH_REQUIRED', message: 'You are not logged in, please login.' });
    });

    it('should end after the idle timeout, and not while in use', async () => {
      const token = (await loginWith('player01', 'Player2026')).json().value.token;
      clock.advance(100 * 60_000);
      expect((await call('GET', '/wps/member/info', token)).statusCode).toBe(200);
      clock.advance(100 * 60_000);
      expect((await call('GET', '/wps/member/info', token)).statusCode).toBe(200);
      clock.advance(121 * 60_000);
      expect((await call('GET', '/wps/member/info', token)).statusCode).toBe(401);
    });

    it('should list the devices and sign another one out', async () => {
      const phone = (await loginWith('player02', 'Player2026', '127.0.0.1')).json().value.token;
      const laptop = (await loginWith('player02', 'Player2026', '127.0.0.1')).json().value.token;
      const devices = (await call('GET', '/wps/session/devices', laptop)).json().value;
      expect(devices.length).toBeGreaterThanOrEqual(2);
      expect(devices.filter((device: { current: boolean }) => device.current)).toHaveLength(1);
      const other = devices.find((device: { current: boolean }) => !device.current);
      expect((await call('DELETE', `/wps/session/devices/${other.id}`, laptop)).json().success).toBe(true);
      expect((await call('DELETE', `/wps/session/devices/${crypto.randomUUID()}`, laptop)).json().code).toBe(
        'NOT_FOUND',
      );
      expect((await call('DELETE', '/wps/session/devices', laptop)).json().success).toBe(true);
      expect((await call('GET', '/wps/member/info', phone)).statusCode).toBe(401);
      expect((await call('GET', '/wps/member/info', laptop)).statusCode).toBe(200);
    });
  });

  describe('staff', () => {
    it('should open a back-office session that players cannot use, and players cannot open', async () => {
      const staff = await sut.app.inject({
        method: 'POST',
        url: '/wps/admin/session/login',
        payload: { username: 'admin', password: 'Admin2026!', validate: await solveSlider(sut.app, sut.database) },
      });
      const token = staff.json().value.token;
      expect((await call('GET', '/wps/admin/me', token)).json().value).toMatchObject({
        username: 'admin',
        secondFactor: 'ENROL',
      });
      expect((await call('GET', '/wps/member/info', token)).statusCode).toBe(403);
      const player = (await loginWith('player01', 'Player2026')).json().value.token;
      expect((await call('GET', '/wps/admin/me', player)).json().code).toBe('FORBIDDEN');
      const wrong = await sut.app.inject({
        method: 'POST',
        url: '/wps/admin/session/login',
        payload: { username: 'admin', password: 'nope', validate: await solveSlider(sut.app, sut.database) },
      });
      expect(wrong.json().code).toBe('LOGIN_FAILED');
    });
  });
});
