import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { ROUTE_ACCESS } from '@perya/contracts';

import { countRows } from '../../testing/auth-helpers';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

// Every identity endpoint that takes input, fed what attackers and broken clients send: each gets
// a 4xx envelope with a message, and no table that records identity changes.

const IDENTITY_PREFIXES = [
  '/wps/session',
  '/wps/member',
  '/wps/verification',
  '/wps/agent',
  '/wps/admin/session',
  '/wps/captcha',
  '/wps/challenge',
];
const TABLES = [
  'members',
  'sessions',
  'verification_codes',
  'password_resets',
  'sms_outbox',
  'mail_outbox',
  'login_challenges',
  'member_known_ips',
];

const huge = 'A'.repeat(10_240);
const BODIES: Array<[string, unknown]> = [
  ['an empty body', {}],
  [
    'wrong types',
    { username: 42, password: ['x'], mobileNum: { $ne: null }, code: true, validate: 7, type: 'username' },
  ],
  [
    '10 kB strings',
    {
      username: huge,
      password: huge,
      email: huge,
      mobileNum: huge,
      verificationCode: huge,
      code: huge,
      token: huge,
      validate: huge,
      type: 'username',
    },
  ],
  [
    'SQL fragments',
    {
      username: "' OR 1=1 --",
      password: "'; DROP TABLE members; --",
      email: "a@b.c' OR '1'='1",
      mobileNum: '1 OR 1=1',
      token: "' OR ''='",
      validate: "x' OR '1'='1",
      type: 'username',
    },
  ],
  [
    'HTML fragments',
    {
      username: '<script>alert(1)</script>',
      nickname: '<img src=x onerror=alert(1)>',
      email: '<b>@x.y',
      token: '<svg/onload=1>',
      validate: '<a href=javascript:1>',
      type: 'username',
    },
  ],
  ['a wrong discriminator', { type: 'magic', username: 'player01', password: 'Player2026' }],
];

describe('bad input on identity endpoints', () => {
  let sut: TestApp;
  let memberToken = '';

  const routes = Object.keys(ROUTE_ACCESS)
    .map((key) => {
      const [method = '', url = ''] = key.split(' ');
      return { method, url, access: ROUTE_ACCESS[key] };
    })
    .filter((route) => route.method !== 'GET' && IDENTITY_PREFIXES.some((prefix) => route.url.startsWith(prefix)))
    // Logging out and signing devices out end sessions whatever the body says; free play and
    // starting authenticator enrolment take no input at all.
    .filter(
      (route) =>
        !['/wps/session/logout', '/wps/session/login/freeplay', '/wps/member/totp/setup'].includes(route.url) &&
        !route.url.startsWith('/wps/session/devices'),
    );

  beforeAll(async () => {
    sut = await createTestApp({ seedDemo: true });
    const member = await sut.app.membersService.findByAccount('player01');
    memberToken = (
      await sut.app.sessionService.openMemberSession(
        member?.id ?? 0,
        { ip: '127.0.0.1', userAgent: 't' },
        { method: 'PASSWORD' },
      )
    ).token;
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should cover the identity endpoints', () => {
    expect(routes.length).toBeGreaterThanOrEqual(20);
  });

  it.each(BODIES)('should refuse %s everywhere, changing nothing', async (_name, body) => {
    const before = await Promise.all(TABLES.map((table) => countRows(sut.database, table)));
    const problems: string[] = [];
    for (const route of routes) {
      const url = route.url.replace(/:\w+/g, '00000000-0000-4000-8000-000000000000');
      const headers = {
        'x-lang': 'EN',
        ...(route.access === 'public' ? {} : { authorization: `Bearer ${memberToken}` }),
      };
      const response = await sut.app.inject({
        method: route.method as 'POST',
        url,
        headers,
        payload: body as Record<string, unknown>,
      });
      const envelope = response.json();
      const ok =
        response.statusCode >= 400 &&
        response.statusCode < 500 &&
        envelope.success === false &&
        typeof envelope.message === 'string' &&
        envelope.message.length > 0;
      if (!ok) problems.push(`${route.method} ${route.url}: ${response.statusCode} ${response.body.slice(0, 120)}`);
      if (response.body.includes('<script>') || response.body.includes('onerror='))
        problems.push(`${route.url} echoed markup`);
    }
    expect(problems).toEqual([]);
    expect(await Promise.all(TABLES.map((table) => countRows(sut.database, table)))).toEqual(before);
  });
});
