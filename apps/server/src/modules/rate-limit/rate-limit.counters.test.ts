import { randomBytes } from 'node:crypto';

import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';

import { readTestEnvironment } from '../../config/env';
import { createTestClock } from '../../testing/auth-helpers';
import type { WindowCounter } from './rate-limit.counters';
import { createMemoryCounter, createRedisCounter, withFallback } from './rate-limit.counters';

const { redisUrl } = readTestEnvironment();

describe('the memory counter', () => {
  it('should count hits in a fixed window and start a new one when it ends (app clock)', async () => {
    const clock = createTestClock();
    const sut = createMemoryCounter(clock);
    expect(await sut.hit('k', 60_000)).toEqual({ hits: 1, ttlMs: 60_000 });
    clock.advance(59_999);
    expect(await sut.hit('k', 60_000)).toEqual({ hits: 2, ttlMs: 1 });
    expect(await sut.hit('other', 60_000)).toEqual({ hits: 1, ttlMs: 60_000 });
    clock.advance(1);
    expect(await sut.hit('k', 60_000)).toEqual({ hits: 1, ttlMs: 60_000 });
  });

  it('should keep at most its number of keys, forgetting the oldest', async () => {
    const sut = createMemoryCounter(createTestClock(), 2);
    await sut.hit('a', 60_000);
    await sut.hit('b', 60_000);
    await sut.hit('c', 60_000);
    expect((await sut.hit('a', 60_000)).hits).toBe(1);
  });
});

describe('a shared counter with its fallback', () => {
  it('should count in this process while the shared one fails, saying so once, and go back when it answers', async () => {
    const log = { warnings: [] as unknown[], infos: [] as unknown[] };
    let failing = true;
    const shared: WindowCounter = {
      hit: async () => {
        if (failing) throw new Error('Redis unreachable');
        return { hits: 100, ttlMs: 1 };
      },
    };
    const sut = withFallback(shared, createMemoryCounter(createTestClock()), {
      warn: (...args: unknown[]) => log.warnings.push(args),
      info: (...args: unknown[]) => log.infos.push(args),
    });
    expect((await sut.hit('k', 60_000)).hits).toBe(1);
    expect((await sut.hit('k', 60_000)).hits).toBe(2);
    expect(log.warnings).toHaveLength(1);
    failing = false;
    expect((await sut.hit('k', 60_000)).hits).toBe(100);
    expect(log.infos).toHaveLength(1);
  });
});

describe.runIf(redisUrl)('the Redis counter', () => {
  it('should count hits in a window that Redis expires', async () => {
    const redis = new Redis(redisUrl ?? '');
    try {
      const sut = createRedisCounter(redis, `perya-test:${randomBytes(4).toString('hex')}:`);
      const first = await sut.hit('k', 60_000);
      expect(first.hits).toBe(1);
      expect(first.ttlMs).toBeGreaterThan(0);
      expect(first.ttlMs).toBeLessThanOrEqual(60_000);
      expect((await sut.hit('k', 60_000)).hits).toBe(2);
      expect((await sut.hit('other', 60_000)).hits).toBe(1);
    } finally {
      redis.disconnect();
    }
  });
});
