import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fieldMessage, resultMessage } from '@perya/contracts';

import { solveSlider } from '../testing/auth-helpers';
import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

// Issue 22 item 8: a NUL byte reached PostgreSQL (whose text cannot hold one) and answered 500, and
// the failed statement was logged with its parameters (on registration: the argon2 hash). Every
// string of a request is held to contracts' TextSchema before the route's schema, and a failed
// statement is logged without its parameters.

const NUL = '\u0000';
const LONE_HIGH = '\uD800';
const LONE_LOW = '\uDC00';

// One app for both parts of this file (an app's start is most of a file's time).
let sut: TestApp;
const lines: string[] = [];
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    lines.push(chunk.toString());
    done();
  },
});

beforeAll(async () => {
  sut = await createTestApp({ logger: { level: 'info', stream } });
});
afterAll(async () => {
  await sut.close();
});

describe('unclean text in requests', () => {
  const register = async (fields: Record<string, unknown>) =>
    sut.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { 'x-lang': 'TY' },
      payload: {
        agreeTerms: true,
        notProhibited: true,
        validate: await solveSlider(sut.app, sut.database),
        username: 'nulltest1',
        password: 'Maria2026',
        confirmPassword: 'Maria2026',
        ...fields,
      },
    });

  it.each([
    ['a NUL byte', `maria${NUL}88`],
    ['a lone high surrogate', `maria${LONE_HIGH}88`],
    ['a lone low surrogate', `${LONE_LOW}maria88`],
  ])('should refuse %s in a body field with a VALIDATION envelope naming the field', async (_name, bad) => {
    const response = await register({ username: `n${Date.now() % 1000}`, email: `a${bad}@example.com` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      success: false,
      code: 'VALIDATION',
      value: { fields: { email: fieldMessage('invalidCharacters', 'TY') } },
    });
  });

  it('should accept a surrogate pair (an emoji) where text is free', async () => {
    const response = await sut.app.inject({
      method: 'GET',
      url: `/wps/relay/GCSGAME_gameList?keyword=${encodeURIComponent('😀')}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it.each([
    ['a query parameter', '/wps/relay/GCSGAME_gameList?keyword=a%00b'],
    ['a query parameter the route does not read', '/wps/relay/GCSGAME_gameList?note=a%00b'],
    ['a query parameter name', '/wps/relay/GCSGAME_gameList?a%00b=1'],
  ])('should refuse a NUL in %s with a VALIDATION envelope', async (_name, url) => {
    const response = await sut.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION' });
  });

  it('should log a failed statement without its parameters', async () => {
    // What a route met before the text rule: a NUL reaching PostgreSQL, with a secret beside it.
    const secret = 'argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0';
    const error = await sut.app.membersService.findByAccount(`${secret}${NUL}`).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    lines.length = 0;
    sut.app.log.error({ err: error }, 'request failed');
    const logged = lines.join('');
    expect(logged).toContain('request failed');
    expect(logged).toContain('Failed query: select');
    expect(logged).not.toContain(secret);
    expect(logged).not.toContain('params');
  });
});

// Issue 22 item 9: a malformed vendor code on the provider protocol answered 500, and paths the
// router cannot take (an undecodable escape, a parameter over 100 characters) got Fastify's own
// body, outside the envelope, echoing the URL. Each is an envelope now, and the URL stays out.

const LONG = 'A'.repeat(300);

describe('paths the router or a route cannot take', () => {
  it.each([
    ['lower case', 'lns'],
    ['one character', 'L'],
    ['punctuation', 'L-N.S'],
    ['a NUL', 'LN%00S'],
    ['non-ASCII', encodeURIComponent('ЛНС')],
  ])('should refuse a vendor code in %s as a protocol refusal, not a 500', async (_name, vendor) => {
    const response = await sut.app.inject({
      method: 'POST',
      url: `/wps/provider/v1/${vendor}/balance`,
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ success: false, code: 'SIGNATURE_INVALID' });
  });

  it.each([
    ['an undecodable escape in a parameter', 'POST', '/wps/provider/v1/%E0%A4%A/balance'],
    ['a bad escape in a parameter', 'GET', '/wps/v2/deposits/a%ZZ'],
    ['a parameter of 300 characters', 'POST', `/wps/provider/v1/${LONG}/balance`],
    ['a parameter of 300 characters on a member route', 'GET', `/wps/v2/deposits/${LONG}`],
    ['an undecodable escape in a page path', 'GET', '/promo/%E0%A4%A'],
  ])(
    'should answer %s with the NOT_FOUND envelope in the caller’s language, URL not echoed',
    async (_n, method, url) => {
      const response = await sut.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { 'x-lang': 'PT', 'content-type': 'application/json' },
        ...(method === 'POST' ? { payload: '{}' } : {}),
      });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        success: false,
        code: 'NOT_FOUND',
        message: resultMessage('NOT_FOUND', 'PT'),
        value: null,
      });
      expect(response.body).not.toContain('AAAA');
      expect(response.body).not.toContain('%');
      expect(response.headers['x-request-id']).toBeTruthy();
    },
  );
});
