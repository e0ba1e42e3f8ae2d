import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { resultMessage } from '@perya/contracts';

import type { TestApp } from '../testing/test-app';
import { createTestApp } from '../testing/test-app';

// Issue 22 item 9: a malformed vendor code on the provider protocol answered 500, and paths the
// router cannot take (an undecodable escape, a parameter over 100 characters) got Fastify's own
// body, outside the envelope, echoing the URL. Each is an envelope now, and the URL stays out.

const LONG = 'A'.repeat(300);

describe('paths the router or a route cannot take', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut.close();
  });

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
