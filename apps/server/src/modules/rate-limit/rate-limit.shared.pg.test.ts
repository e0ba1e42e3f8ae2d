import { randomBytes } from 'node:crypto';

import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { readTestEnvironment } from '../../config/env';
import { createTestClock } from '../../testing/auth-helpers';
import type { SecondApp } from '../../testing/second-app';
import { createSecondApp } from '../../testing/second-app';
import type { TestApp } from '../../testing/test-app';
import { createTestApp } from '../../testing/test-app';
import { createRateLimitRepository } from './rate-limit.repository';

// Rate limits with several server processes (issue 22 item 15: the counters were per process, so
// N processes allowed N times the limit). Two instances of the app share one PostgreSQL database
// and nothing in memory; a limited route is called through both in turn, and the limit holds for
// the pair — counted in the database without Redis, in Redis with it.

const { redisUrl } = readTestEnvironment();
/** GET /wps/agent/affiliate allows 30 calls a minute per address. */
const LIMIT = 30;
const limitedCall = (app: FastifyInstance) =>
  app.inject({ method: 'GET', url: '/wps/agent/affiliate?code=NOSUCH1', headers: { 'x-lang': 'EN' } });

type Pair = { a: TestApp; b: SecondApp };

const openPair = async (redis: string | undefined): Promise<Pair> => {
  const clock = createTestClock(new Date());
  const rateLimitRedisPrefix = `perya-test:${randomBytes(4).toString('hex')}:rate:`;
  const a = await createTestApp({ clock, rateLimits: true, rateLimitRedisPrefix, config: { redisUrl: redis } });
  // B runs every activity subscriber, on a small pool on purpose: their locks share one
  // connection (db/single-runner.ts); a connection per lock once took all three and hung B.
  const b = await createSecondApp(a, {
    clock,
    config: { redisUrl: redis, activityStream: true },
    poolMax: 3,
    rateLimits: true,
    rateLimitRedisPrefix,
  });
  return { a, b };
};

const closePair = async (pair: Pair | undefined) => {
  await pair?.b.close();
  await pair?.a.close();
};

const statusesThroughBoth = async ({ a, b }: Pair, calls: number): Promise<number[]> => {
  const statuses: number[] = [];
  for (let index = 0; index < calls; index += 1) {
    const response: LightMyRequestResponse = await limitedCall(index % 2 === 0 ? a.app : b.app);
    statuses.push(response.statusCode);
  }
  return statuses;
};

describe('rate limits shared in PostgreSQL (no Redis)', () => {
  let pair: Pair | undefined;
  beforeAll(async () => {
    pair = await openPair(undefined);
  });
  afterAll(async () => closePair(pair));

  it('should hold the limit for two processes together, refusing on either past it', async () => {
    if (!pair) throw new Error('no pair');
    const statuses = await statusesThroughBoth(pair, LIMIT + 2);
    expect(statuses.slice(0, LIMIT).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
    expect((await limitedCall(pair.a.app)).json()).toMatchObject({ success: false, code: 'RATE_LIMITED' });
  });

  it('should count every one of many hits at once from two processes, none lost', async () => {
    if (!pair) throw new Error('no pair');
    const [repositoryA, repositoryB] = [
      createRateLimitRepository(pair.a.database.db),
      createRateLimitRepository(pair.b.database.db),
    ];
    const now = new Date();
    const hits = await Promise.all(
      Array.from({ length: 40 }, (_, index) => (index % 2 === 0 ? repositoryA : repositoryB).hit('race', now, 60_000)),
    );
    expect(hits.map((hit) => hit.hits).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 40 }, (_, index) => index + 1),
    );
  });

  it('should start a new window once the last one ended, and forget ended ones', async () => {
    if (!pair) throw new Error('no pair');
    const repository = createRateLimitRepository(pair.a.database.db);
    const start = new Date('2026-11-21T08:00:00Z');
    expect((await repository.hit('window', start, 60_000)).hits).toBe(1);
    expect((await repository.hit('window', new Date(start.getTime() + 59_999), 60_000)).hits).toBe(2);
    const next = await repository.hit('window', new Date(start.getTime() + 60_000), 60_000);
    expect(next).toEqual({ hits: 1, resetsAt: new Date(start.getTime() + 120_000) });
    expect(await repository.deleteEnded(new Date(start.getTime() + 120_000))).toBeGreaterThanOrEqual(1);
    expect((await repository.hit('window', new Date(start.getTime() + 120_000), 60_000)).hits).toBe(1);
  });
});

describe.runIf(redisUrl)('rate limits shared in Redis', () => {
  let pair: Pair | undefined;
  beforeAll(async () => {
    pair = await openPair(redisUrl);
  });
  afterAll(async () => closePair(pair));

  it('should hold the limit for two processes together, refusing on either past it', async () => {
    if (!pair) throw new Error('no pair');
    const statuses = await statusesThroughBoth(pair, LIMIT + 2);
    expect(statuses.slice(0, LIMIT).filter((status) => status === 429)).toEqual([]);
    expect(statuses.slice(LIMIT)).toEqual([429, 429]);
  });
});
