import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';

describe('rate limits', () => {
  let sut: TestApp;

  beforeAll(async () => {
    sut = await createTestApp({ rateLimits: true });
  });
  afterAll(async () => {
    await sut.close();
  });

  it('should answer too many login attempts from one address with RATE_LIMITED', async () => {
    const attempt = () =>
      sut.app.inject({
        method: 'POST',
        url: '/wps/session/login',
        headers: { 'x-lang': 'EN' },
        payload: { type: 'username', username: 'x', password: 'y', validate: 'z' },
      });
    const codes: string[] = [];
    for (let index = 0; index < 21; index += 1) codes.push((await attempt()).json().code);
    expect(codes.slice(0, 20).every((code) => code === 'CHALLENGE_REQUIRED')).toBe(true);
    const limited = await attempt();
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({
      success: false,
      code: 'RATE_LIMITED',
      message: 'Too many requests, please try again later.',
    });
  });
});
