import { Writable } from 'node:stream';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { fieldMessage } from '@perya/contracts';

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

describe('unclean text in requests', () => {
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

  const register = async (fields: Record<string, unknown>) =>
    sut.app.inject({
      method: 'PUT',
      url: '/wps/member/register',
      headers: { 'x-lang': 'TY' },
      payload: {
        agreeTerms: true,
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
