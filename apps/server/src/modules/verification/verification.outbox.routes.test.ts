import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../testing/test-app';
import { PUBLIC_IPS, createTestApp } from '../../testing/test-app';

// The dev outbox shows every SMS and e-mail code: read from elsewhere, it hands over any account
// (issue 22 item 3, where a guest asked a code for a member's mobile and read it there). It must
// answer this machine only, whatever TRUST_PROXY says and whatever headers a caller sends.

const MOBILE = { dialingCode: '63', mobileNum: '9171230042', key: '639171230042', e164: '+639171230042' };
// A Philippine address: the region gate lets it through, so only the outbox's own rule can refuse it.
const PUBLIC_IP = PUBLIC_IPS.PH;

describe('/dev/outbox', () => {
  // TRUST_PROXY on: request.ip then follows X-Forwarded-For, which must not matter here.
  let sut: TestApp;
  let code = '';

  beforeAll(async () => {
    sut = await createTestApp({ config: { devOutbox: true, trustProxy: true } });
    const phone = sut.app.verificationService.normalizeMobile(MOBILE.dialingCode, MOBILE.mobileNum);
    if (!phone) throw new Error('the test number does not parse');
    await sut.app.verificationService.sendSmsCode({ purpose: 'LOGIN', phone, language: 'EN', ip: PUBLIC_IP });
    const [sms] = (await sut.app.verificationService.listOutbox()).sms;
    code = /\d{6}/.exec(sms?.body ?? '')?.[0] ?? '';
    expect(code).toMatch(/^\d{6}$/);
  });
  afterAll(async () => {
    await sut.close();
  });

  const outbox = (options: Partial<InjectOptions> = {}) =>
    sut.app.inject({ method: 'GET', url: '/dev/outbox?format=json', ...options });

  const expectHidden = async (options: Partial<InjectOptions>) => {
    const response = await outbox(options);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    expect(response.body).not.toContain(code);
  };

  it.each([
    ['127.0.0.1', '127.0.0.1:8080'],
    ['::1', 'localhost:8080'],
    ['::ffff:127.0.0.1', '[::1]:8080'],
    ['127.0.0.1', 'agent.localhost:8080'],
  ])('should show the codes to a caller on this machine (%s, Host %s)', async (remoteAddress, host) => {
    const response = await outbox({ remoteAddress, headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.json().value.sms[0]).toMatchObject({ to: MOBILE.e164 });
    expect(response.body).toContain(code);
  });

  it('should not exist for a caller on another machine', async () => {
    await expectHidden({ remoteAddress: PUBLIC_IP });
    await expectHidden({ remoteAddress: '10.1.2.3' });
    await expectHidden({ remoteAddress: PUBLIC_IP, url: '/dev/outbox' });
  });

  it('should not let a forwarded-for header make a remote caller look local, even with TRUST_PROXY on', async () => {
    await expectHidden({ remoteAddress: PUBLIC_IP, headers: { 'x-forwarded-for': '127.0.0.1' } });
    await expectHidden({ remoteAddress: PUBLIC_IP, headers: { forwarded: 'for=127.0.0.1' } });
    await expectHidden({ remoteAddress: PUBLIC_IP, headers: { 'x-real-ip': '::1' } });
  });

  it('should refuse a remote caller reaching it through a proxy on this machine', async () => {
    await expectHidden({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': PUBLIC_IP } });
    await expectHidden({ remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': '127.0.0.1' } });
    await expectHidden({ remoteAddress: '127.0.0.1', headers: { forwarded: `for=${PUBLIC_IP}` } });
    await expectHidden({ remoteAddress: '127.0.0.1', headers: { 'x-real-ip': PUBLIC_IP } });
  });

  it('should refuse a page elsewhere whose host name points at this machine (DNS rebinding)', async () => {
    await expectHidden({ remoteAddress: '127.0.0.1', headers: { host: 'attacker.example:8080' } });
    await expectHidden({ remoteAddress: '127.0.0.1', headers: { host: '127.0.0.1.attacker.example' } });
  });
});

describe('/dev/outbox with DEV_OUTBOX off', () => {
  it('should not exist, not even for this machine', async () => {
    const sut = await createTestApp({ config: { devOutbox: false } });
    try {
      const response = await sut.app.inject({ method: 'GET', url: '/dev/outbox?format=json' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND' });
    } finally {
      await sut.close();
    }
  });
});
