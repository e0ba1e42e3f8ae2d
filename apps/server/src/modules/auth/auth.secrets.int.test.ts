import { Writable } from 'node:stream';

import type { InjectOptions } from 'fastify';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { REDACTED_PATHS } from '../../app';
import {
  createCapturingSmsProvider,
  createTestClock,
  encryptLikeBrowser,
  solveSlider,
} from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Every identity flow at the most verbose log level; then no password, token or code may be
// found in what was logged, and no password or hash in what was answered.

describe('secrets', () => {
  let sut: TestApp;
  const log: string[] = [];
  const answers: string[] = [];
  const secrets: string[] = [];
  const sms = createCapturingSmsProvider();
  const clock = createTestClock();

  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log.push(chunk.toString());
        done();
      },
    });
    // The production redaction rules, at the most verbose level.
    const logger = { level: 'trace', stream, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
    sut = await createTestApp({ seedDemo: true, smsProvider: sms.provider, clock, logger });
  });
  afterAll(async () => {
    await sut.close();
  });

  const inject = async (options: InjectOptions) => {
    const response = await sut.app.inject(options);
    answers.push(response.body);
    return response;
  };
  const keep = <T extends string>(secret: T): T => {
    secrets.push(secret);
    return secret;
  };

  it('should keep passwords, tokens and codes out of the log and out of answers', async () => {
    const validate = keep(await solveSlider(sut.app, sut.database));
    const registered = await inject({
      method: 'PUT',
      url: '/wps/member/register',
      payload: {
        username: 'secret01',
        password: keep('Sup3rSecret!'),
        confirmPassword: 'Sup3rSecret!',
        agreeTerms: true,
        notProhibited: true,
        validate,
      },
    });
    const token = keep(registered.json().value.token as string);

    const key = (await inject({ url: '/wps/system/publicKey' })).json().value;
    const encrypted = keep(encryptLikeBrowser(key, 'Sup3rSecret!'));
    const login = await inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: {
        type: 'username',
        username: 'secret01',
        password: encrypted,
        validate: keep(await solveSlider(sut.app, sut.database)),
      },
    });
    keep(login.json().value.token as string);
    await inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: {
        type: 'username',
        username: 'secret01',
        password: keep('Wr0ngGuess!'),
        validate: keep(await solveSlider(sut.app, sut.database)),
      },
    });

    await inject({
      method: 'POST',
      url: '/wps/member/password',
      headers: { authorization: `Bearer ${token}` },
      payload: { oldPassword: 'Sup3rSecret!', newPassword: keep('N3wSecret!!'), confirmNewPassword: 'N3wSecret!!' },
    });
    await inject({
      method: 'PUT',
      url: '/wps/member/paymentPassword',
      headers: { authorization: `Bearer ${token}` },
      payload: { currentPassword: 'N3wSecret!!', newPaymentPassword: keep('864209'), confirmPaymentPassword: '864209' },
    });

    clock.advance(2000);
    await inject({
      method: 'POST',
      url: '/wps/verification/sms/noLogin',
      payload: {
        countryDialingCode: '63',
        mobileNum: '9171234567',
        validate: keep(await solveSlider(sut.app, sut.database)),
      },
    });
    const code = keep(sms.lastCodeTo('+639171234567'));
    const smsLogin = await inject({
      method: 'POST',
      url: '/wps/session/login',
      payload: { type: 'sms', mobileNum: '9171234567', verificationCode: code },
    });
    keep(smsLogin.json().value.token as string);

    await inject({
      method: 'POST',
      url: '/wps/member/password/email',
      payload: { username: 'player01', email: 'juan@example.com' },
    });
    const { mail } = await sut.app.verificationService.listOutbox(1);
    const resetToken = keep(decodeURIComponent(mail[0]?.textBody.match(/token=([^\s]+)/)?.[1] ?? ''));
    await inject({
      method: 'POST',
      url: '/wps/member/password/reset',
      payload: { token: resetToken, newPassword: keep('Res3tSecret!'), confirmNewPassword: 'Res3tSecret!' },
    });

    const staff = await inject({
      method: 'POST',
      url: '/wps/admin/session/login',
      payload: {
        username: 'admin',
        password: keep('Admin2026!'),
        validate: keep(await solveSlider(sut.app, sut.database)),
      },
    });
    const staffToken = keep(staff.json().value.token as string);
    await inject({ url: '/wps/admin/me', headers: { authorization: `Bearer ${staffToken}` } });
    await inject({ url: '/wps/member/info', headers: { authorization: `Bearer ${token}` } });

    // The safety net: a body logged by mistake still has its secrets censored.
    sut.app.log.info(
      { body: { password: keep('LoggedByMistake1'), token: keep('tok-by-mistake') } },
      'careless log line',
    );

    const logged = log.join('\n');
    expect(logged.length).toBeGreaterThan(1000);
    expect(logged).toContain('"password":"[redacted]"');
    for (const secret of secrets)
      expect(logged.includes(secret), `log contains a secret: ${secret.slice(0, 6)}…`).toBe(false);

    const answered = answers.join('\n');
    for (const secret of ['Sup3rSecret!', 'N3wSecret!!', 'Wr0ngGuess!', '864209', 'Res3tSecret!', 'Admin2026!', code]) {
      expect(answered.includes(secret), `an answer contains ${secret}`).toBe(false);
    }
    expect(answered).not.toMatch(/argon2|passwordHash|password_hash|tokenHash|totpSecret/i);
  });
});
