import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { MEMBER_ACCOUNT_TYPE } from '@perya/contracts';

import { createCapturingSmsProvider } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// The 6-digit payment password has an attempt limit (issue 22 item 6): five wrong in a row lock
// it, whatever comes after, even all at once; an SMS code to the member's own mobile is the way back.

const RIGHT = '480213';
const LIMIT = 5;

describe('payment password attempts', () => {
  let sut: TestApp;
  const sms = createCapturingSmsProvider();
  let sequence = 0;

  beforeAll(async () => {
    sut = await createTestApp({ smsProvider: sms.provider });
  });
  afterAll(async () => {
    await sut.close();
  });

  /** A member of this test alone, with a payment password and a mobile, signed in. */
  const newMember = async () => {
    sequence += 1;
    const member = await sut.app.membersService.createMember({
      account: `paypw${sequence}`,
      password: 'Login-Right-2026',
      type: MEMBER_ACCOUNT_TYPE,
      dialingCode: '63',
      mobileNum: `91700000${String(sequence).padStart(2, '0')}`,
    });
    await sut.app.membersService.setPaymentPassword(
      member.id,
      { currentPassword: 'Login-Right-2026', newPaymentPassword: RIGHT, confirmPaymentPassword: RIGHT },
      'EN',
    );
    const { token } = await sut.app.sessionService.openMemberSession(
      member.id,
      { ip: '127.0.0.1', userAgent: '' },
      { method: 'PASSWORD' },
    );
    return { token, e164: `+63${member.mobileNum}` };
  };
  const change = (token: string, currentPassword: string, language = 'EN') =>
    sut.app.inject({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers: { authorization: `Bearer ${token}`, 'x-lang': language },
      payload: { currentPassword, newPaymentPassword: '975310', confirmPaymentPassword: '975310' },
    });
  const post = (token: string, url: string, payload?: unknown) =>
    sut.app.inject({
      method: 'POST',
      url,
      headers: { authorization: `Bearer ${token}`, 'x-lang': 'EN' },
      ...(payload ? { payload } : {}),
    });

  it('should lock after five wrong tries, refuse the right one then, and say why in EN, TY and PT', async () => {
    const { token } = await newMember();
    const answers = [];
    for (let attempt = 0; attempt < LIMIT; attempt += 1) answers.push((await change(token, `00000${attempt}`)).json());
    expect(answers.map((answer) => answer.code)).toEqual([
      'PAYMENT_PASSWORD_INCORRECT',
      'PAYMENT_PASSWORD_INCORRECT',
      'PAYMENT_PASSWORD_INCORRECT',
      'PAYMENT_PASSWORD_INCORRECT',
      'PAYMENT_PASSWORD_LOCKED',
    ]);
    expect(answers.slice(0, 4).map((answer) => answer.value.attemptsLeft)).toEqual([4, 3, 2, 1]);

    const right = await change(token, RIGHT);
    expect(right.statusCode).toBe(423);
    expect(right.json()).toMatchObject({
      code: 'PAYMENT_PASSWORD_LOCKED',
      message: expect.stringMatching(/^Your payment password is locked .* Reset it with an SMS code/),
    });
    expect((await change(token, RIGHT, 'TY')).json().message).toMatch(/^Naka-lock ang iyong payment password/);
    expect((await change(token, RIGHT, 'PT')).json().message).toMatch(
      /^A sua palavra-passe de pagamento está bloqueada/,
    );
  });

  it('should compare no more than five of twenty simultaneous guesses', async () => {
    const { token } = await newMember();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, index) => change(token, `1${String(index).padStart(5, '0')}`)),
    );
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INCORRECT')).toHaveLength(LIMIT - 1);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(20 - LIMIT + 1);
    expect((await change(token, RIGHT)).json().code).toBe('PAYMENT_PASSWORD_LOCKED');
  });

  it('should start the count again after the right one', async () => {
    const { token } = await newMember();
    for (let attempt = 0; attempt < LIMIT - 1; attempt += 1) await change(token, '000000');
    expect((await change(token, RIGHT)).json().success).toBe(true);
    expect((await change(token, '000000')).json().value.attemptsLeft).toBe(LIMIT - 1);
  });

  it('should unlock with an SMS code to the own mobile and a new payment password', async () => {
    const { token, e164 } = await newMember();
    for (let attempt = 0; attempt < LIMIT; attempt += 1) await change(token, '000000');
    expect(
      (await post(token, '/wps/verification/sms/own', { purpose: 'RESET_PAYMENT_PASSWORD' })).json(),
    ).toMatchObject({ success: true });
    const wrongCode = await post(token, '/wps/member/paymentPassword/reset', {
      verificationCode: '000000',
      newPaymentPassword: '864209',
      confirmPaymentPassword: '864209',
    });
    expect(wrongCode.json().code).toBe('SMS_CODE_INVALID');
    const reset = await post(token, '/wps/member/paymentPassword/reset', {
      verificationCode: sms.lastCodeTo(e164),
      newPaymentPassword: '864209',
      confirmPaymentPassword: '864209',
    });
    expect(reset.json()).toMatchObject({ success: true });
    expect((await change(token, '864209')).json().success).toBe(true);
  });
});
