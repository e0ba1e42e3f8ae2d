import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { createCapturingSmsProvider, createTestClock, solveSlider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Passwords and the security centre: forgot by e-mail and by phone, change, payment password,
// profile with the 21+ birthday rule, and linking a new mobile number.

describe('passwords and profile', () => {
  let sut: TestApp;
  const sms = createCapturingSmsProvider();
  const clock = createTestClock();

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true, smsProvider: sms.provider, clock });
  });
  afterAll(async () => {
    await sut.close();
  });

  const loginWith = async (username: string, password: string) =>
    (
      await sut.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'username', username, password, validate: await solveSlider(sut.app, sut.database) },
      })
    ).json().value;
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) =>
    sut.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, 'x-lang': 'EN' },
      ...(payload ? { payload } : {}),
    });
  const lastResetLink = async () => {
    const { mail } = await sut.app.verificationService.listOutbox(1);
    const token = mail[0]?.textBody.match(/resetPassword\?token=([A-Za-z0-9_%-]+)/)?.[1];
    if (!token) throw new Error('no reset link mailed');
    return decodeURIComponent(token);
  };

  describe('forgot by e-mail', () => {
    it('should mail a single-use link that sets a new password and ends every session', async () => {
      const session = await loginWith('player01', 'Player2026');
      const asked = await sut.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'username=player01&email=JUAN%40example.com',
      });
      expect(asked.json()).toMatchObject({ success: true });
      const { mail } = await sut.app.verificationService.listOutbox(1);
      expect(mail[0]).toMatchObject({
        toAddress: 'juan@example.com',
        subject: 'I-reset ang iyong Perya password',
        status: 'RECORDED',
      });
      const token = await lastResetLink();

      const weak = await sut.app.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { token, newPassword: 'ab', confirmNewPassword: 'ab' },
      });
      expect(weak.json().code).toBe('VALIDATION');
      const reset = await sut.app.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { token, newPassword: 'Juan2027!', confirmNewPassword: 'Juan2027!' },
      });
      expect(reset.json()).toMatchObject({ success: true });
      expect((await call('GET', '/wps/member/info', session.token)).statusCode).toBe(401);
      expect((await loginWith('player01', 'Juan2027!')).status).toBe('OK');

      const again = await sut.app.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { token, newPassword: 'Juan2028!', confirmNewPassword: 'Juan2028!' },
      });
      expect(again.json()).toMatchObject({ code: 'RESET_LINK_INVALID' });
    });

    it('should refuse an expired link', async () => {
      await sut.app.inject({
        method: 'POST',
        url: '/wps/member/password/email',
        payload: { username: 'player01', email: 'juan@example.com' },
      });
      const token = await lastResetLink();
      clock.advance(31 * 60_000);
      const expired = await sut.app.inject({
        method: 'POST',
        url: '/wps/member/password/reset',
        payload: { token, newPassword: 'Juan2029!', confirmNewPassword: 'Juan2029!' },
      });
      expect(expired.json().code).toBe('RESET_LINK_INVALID');
    });

    it('should answer the same when username and e-mail do not match, and mail nothing', async () => {
      const ask = (username: string, email: string) =>
        sut.app.inject({ method: 'POST', url: '/wps/member/password/email', payload: { username, email } });
      const mailsBefore = (await sut.app.verificationService.listOutbox(50)).mail.length;
      const answers = await Promise.all([
        ask('player01', 'other@example.com'),
        ask('nosuchmember', 'juan@example.com'),
      ]);
      for (const answer of answers) {
        expect(answer.statusCode).toBe(200);
        expect(answer.json()).toEqual({
          success: true,
          code: 'OK',
          message: expect.any(String),
          value: { done: true },
        });
      }
      expect((await sut.app.verificationService.listOutbox(50)).mail).toHaveLength(mailsBefore);
    });
  });

  describe('forgot by phone', () => {
    it('should answer a number without an account as a wrong code', async () => {
      const reset = (mobileNum: string) =>
        sut.app.inject({
          method: 'POST',
          url: '/wps/member/password/verification',
          headers: { 'x-lang': 'EN' },
          payload: { countryDialingCode: '63', mobileNum, verificationCode: '000000', newPassword: 'Bagong-Pass-88' },
        });
      const [unknown, registered] = await Promise.all([reset('9989997777'), reset('9171234567')]);
      expect(unknown.json()).toEqual(registered.json());
      expect(unknown.json().code).toBe('SMS_CODE_INVALID');
    });

    it('should set the new password with the SMS code and log in', async () => {
      clock.advance(2000);
      await sut.app.inject({
        method: 'POST',
        url: '/wps/verification/sms/noLogin',
        payload: {
          countryDialingCode: '63',
          mobileNum: '9171234001',
          purpose: 'RESET_PASSWORD',
          validate: await solveSlider(sut.app, sut.database),
        },
      });
      const code = sms.lastCodeTo('+639171234001');
      const loginCode = await sut.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        payload: { type: 'sms', mobileNum: '9171234001', verificationCode: code },
      });
      expect(loginCode.json().code).toBe('SMS_CODE_INVALID');
      const response = await sut.app.inject({
        method: 'POST',
        url: '/wps/member/password/verification',
        payload: {
          countryDialingCode: '63',
          mobileNum: '9171234001',
          verificationCode: code,
          newPassword: 'Maria2027!',
          confirmNewPassword: 'Maria2027!',
        },
      });
      expect(response.json().value).toMatchObject({ status: 'OK', username: 'agent01' });
      expect((await loginWith('agent01', 'Maria2027!')).status).toBe('OK');
    });
  });

  describe('security centre', () => {
    it('should change the password and sign the other devices out', async () => {
      const phone = await loginWith('player02', 'Player2026');
      const laptop = await loginWith('player02', 'Player2026');
      const wrong = await call('POST', '/wps/member/password', laptop.token, {
        oldPassword: 'nope',
        newPassword: 'Ana2027!!',
        confirmNewPassword: 'Ana2027!!',
      });
      expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INCORRECT' });
      const changed = await call('POST', '/wps/member/password', laptop.token, {
        oldPassword: 'Player2026',
        newPassword: 'Ana2027!!',
        confirmNewPassword: 'Ana2027!!',
      });
      expect(changed.json().success).toBe(true);
      expect((await call('GET', '/wps/member/info', phone.token)).statusCode).toBe(401);
      expect((await call('GET', '/wps/member/info', laptop.token)).statusCode).toBe(200);
    });

    it('should set the payment password with the login password, then change it with itself', async () => {
      const { token } = await loginWith('agent02', 'Agent2026');
      const first = await call('PUT', '/wps/member/paymentPassword', token, {
        currentPassword: 'Agent2026',
        newPaymentPassword: '246810',
        confirmPaymentPassword: '246810',
      });
      expect(first.json().success).toBe(true);
      expect((await call('GET', '/wps/member/info', token)).json().value.hasPaymentPassword).toBe(true);
      const withLoginPassword = await call('PUT', '/wps/member/paymentPassword', token, {
        currentPassword: 'Agent2026',
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      });
      expect(withLoginPassword.json().code).toBe('PAYMENT_PASSWORD_INCORRECT');
      const badFormat = await call('PUT', '/wps/member/paymentPassword', token, {
        currentPassword: '246810',
        newPaymentPassword: 'abc',
        confirmPaymentPassword: 'abc',
      });
      expect(badFormat.json()).toMatchObject({
        code: 'VALIDATION',
        value: { fields: { newPaymentPassword: 'Digits only, 6 digits.' } },
      });
      const changed = await call('PUT', '/wps/member/paymentPassword', token, {
        currentPassword: '246810',
        newPaymentPassword: '135790',
        confirmPaymentPassword: '135790',
      });
      expect(changed.json().success).toBe(true);
      expect(
        await sut.app.membersService.verifyPaymentPassword(
          (await sut.app.membersService.findByAccount('agent02'))?.id ?? 0,
          '135790',
        ),
      ).toBe(true);
    });

    it('should update the profile, with the 21+ rule for a birthday and the real name set once', async () => {
      const { token } = await loginWith('agent02', 'Agent2026');
      const noConfirm = await call('PUT', '/wps/member/profile', token, { birthday: '1990-02-03' });
      expect(noConfirm.json().value.fields.birthday).toBe('Please confirm you are 21 years old.');
      const tooYoung = await call('PUT', '/wps/member/profile', token, { birthday: '2010-02-03', confirmAge: true });
      expect(tooYoung.json().value.fields.birthday).toBe('Please confirm you are 21 years old.');
      const updated = await call('PUT', '/wps/member/profile', token, {
        nickname: 'Jose R',
        birthday: '1990-02-03',
        confirmAge: true,
        email: 'jose@example.com',
      });
      expect(updated.json().value).toMatchObject({
        nickname: 'Jose R',
        birthday: '1990-02-03',
        email: 'jose@example.com',
        payeeName: 'Jose Reyes',
      });
      const rename = await call('PUT', '/wps/member/profile', token, { payeeName: 'Someone Else' });
      expect(rename.json().value.fields.payeeName).toMatch(/Contact customer service/);
      const takenEmail = await call('PUT', '/wps/member/profile', token, { email: 'JUAN@example.com' });
      expect(takenEmail.json().code).toBe('EMAIL_TAKEN');
    });

    it('should link a new mobile number with its SMS code', async () => {
      const { token } = await loginWith('agent02', 'Agent2026');
      clock.advance(2000);
      expect(
        (
          await call('POST', '/wps/verification/sms/bind', token, { countryDialingCode: '63', mobileNum: '9171234567' })
        ).json().code,
      ).toBe('MOBILE_TAKEN');
      expect(
        (await call('POST', '/wps/verification/sms/bind', token, { countryDialingCode: '63', mobileNum: '9175556666' }))
          .statusCode,
      ).toBe(200);
      const wrong = await call('PUT', '/wps/member/mobile', token, {
        countryDialingCode: '63',
        mobileNum: '9175556666',
        verificationCode: '000000',
      });
      expect(wrong.json().code).toBe('SMS_CODE_INVALID');
      const linked = await call('PUT', '/wps/member/mobile', token, {
        countryDialingCode: '63',
        mobileNum: '9175556666',
        verificationCode: sms.lastCodeTo('+639175556666'),
      });
      expect(linked.json().success).toBe(true);
      expect((await call('GET', '/wps/member/profile', token)).json().value).toMatchObject({
        countryDialingCode: '63',
        mobileNum: '9175556666',
      });
    });

    it('should keep the avatar and the language the member chose', async () => {
      const { token } = await loginWith('agent02', 'Agent2026');
      expect((await call('PUT', '/wps/member/info/icon', token, { avatarId: 7 })).json().value).toEqual({
        avatarId: 7,
        iconUrl: '/avatars/7.svg',
      });
      expect((await call('PUT', '/wps/member/info/icon', token, { avatarId: 99 })).json().code).toBe('VALIDATION');
      expect((await call('PUT', '/wps/member/language', token, { lang: 'PT' })).json().success).toBe(true);
      expect((await call('GET', '/wps/member/info', token)).json().value).toMatchObject({
        avatarId: 7,
        language: 'PT',
      });
      expect((await call('GET', '/wps/member/info/icon', token)).json().value.avatarId).toBe(7);
    });

    it('should give consolidated contract info', async () => {
      // The demo gives agent02 a daily salary and a dividend from agent01, nothing pending.
      const { token } = await loginWith('agent02', 'Agent2026');
      expect((await call('GET', '/wps/member/info/funds/consolidated', token)).json().value).toEqual({
        dailysalreqtype: 0,
        divtypereq: 0,
        contracthoursalreqt: 0,
        realtimesalreqtype: 0,
        dailySalary: true,
        hourSalary: false,
        salary: true,
        enableCt: true,
      });
    });
  });
});
