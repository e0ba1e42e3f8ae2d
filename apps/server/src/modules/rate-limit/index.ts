import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type * as IORedis from 'ioredis';

import type { Clock } from '../../lib/clock';
import { loadPackage } from '../../lib/load-package';
import type { WindowCounter } from './rate-limit.counters';
import { createDatabaseCounter, createMemoryCounter, createRedisCounter, withFallback } from './rate-limit.counters';
import { createRateLimitRepository } from './rate-limit.repository';
import { storeOver } from './rate-limit.store';

export { createMemoryCounter } from './rate-limit.counters';
export type { WindowCounter } from './rate-limit.counters';

export type RateLimitModuleOptions = {
  clock: Clock;
  /** Redis shared by every process (REDIS_URL): the counters live there. */
  redisUrl: string | undefined;
  /** Prefix of the Redis keys (tests isolate themselves with their own). */
  redisPrefix?: string;
};

export const DEFAULT_REDIS_PREFIX = 'perya:rate:';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The shared hit counters, in the scope of the rate-limited routes, for budgets a route keeps
     * itself (how many refused gateway callbacks are stored). Absent when rate limits are off.
     */
    windowCounter?: WindowCounter;
  }
}

/**
 * Per-route rate limits (@fastify/rate-limit, `config.rateLimit` on a route), counted where every
 * process sees the same count: in Redis when configured, else on PostgreSQL in the database, else
 * (embedded PGlite, one process) in memory. Register it in the scope of the limited routes.
 */
export const rateLimitModule = fp(
  async (app, options: RateLimitModuleOptions) => {
    const local = createMemoryCounter(options.clock);
    let counter: WindowCounter = local;
    if (options.redisUrl) {
      // No offline queue: while Redis is away a hit fails at once and is counted here meanwhile.
      // ioredis loads only where Redis is configured (lib/load-package.ts).
      const { Redis } = loadPackage('ioredis') as typeof IORedis;
      const redis = new Redis(options.redisUrl, {
        connectionName: 'perya-rate-limits',
        enableOfflineQueue: false,
        maxRetriesPerRequest: 1,
        enableAutoPipelining: true,
      });
      redis.on('error', () => undefined); // a failing Redis is logged once by withFallback
      app.addHook('onClose', async () => {
        redis.disconnect();
      });
      counter = withFallback(createRedisCounter(redis, options.redisPrefix ?? DEFAULT_REDIS_PREFIX), local, app.log);
    } else if (app.database.kind === 'postgres') {
      const repository = createRateLimitRepository(app.database.db);
      counter = withFallback(createDatabaseCounter(repository, options.clock), local, app.log);
      app.schedule({
        name: 'rate-limit counters cleanup',
        pattern: '0 */10 * * * *',
        run: async () => repository.deleteEnded(options.clock.now()),
      });
    }
    app.decorate('windowCounter', counter);
    await app.register(rateLimit, { global: false, store: storeOver(counter) });
  },
  { name: 'rate-limits', dependencies: ['database', 'scheduler'] },
);
