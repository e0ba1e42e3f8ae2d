import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';

import type { Clock } from '../../lib/clock';
import type { RateLimitRepository } from './rate-limit.repository';

// Fixed-window hit counters behind one interface, for the rate limits of @fastify/rate-limit:
// in memory (one process), in PostgreSQL or in Redis (shared by every process).

export type WindowCount = { hits: number; ttlMs: number };

export type WindowCounter = {
  /** Counts one hit on `key`; the hits in its current window and the time left in it. */
  hit: (key: string, windowMs: number) => Promise<WindowCount>;
};

/** This process only: right for the embedded database, which is one process. Bounded: oldest keys go first. */
export const createMemoryCounter = (clock: Clock, maxKeys = 100_000): WindowCounter => {
  const windows = new Map<string, { hits: number; resetsAt: number }>();
  return {
    hit: async (key, windowMs) => {
      const now = clock.now().getTime();
      let window = windows.get(key);
      if (!window || window.resetsAt <= now) {
        windows.delete(key);
        if (windows.size >= maxKeys) {
          const oldest = windows.keys().next();
          if (!oldest.done) windows.delete(oldest.value);
        }
        window = { hits: 0, resetsAt: now + windowMs };
        windows.set(key, window);
      }
      window.hits += 1;
      return { hits: window.hits, ttlMs: window.resetsAt - now };
    },
  };
};

/** Every process on one PostgreSQL database: one statement per hit, only on rate-limited routes. */
export const createDatabaseCounter = (repository: RateLimitRepository, clock: Clock): WindowCounter => ({
  hit: async (key, windowMs) => {
    const now = clock.now();
    const { hits, resetsAt } = await repository.hit(key, now, windowMs);
    return { hits, ttlMs: Math.max(0, resetsAt.getTime() - now.getTime()) };
  },
});

/**
 * Every process on one Redis: the window is the key's expiry. One round trip (MULTI): start the
 * window if there is none, count, read what is left.
 */
export const createRedisCounter = (redis: Redis, prefix: string): WindowCounter => ({
  hit: async (key, windowMs) => {
    const name = prefix + key;
    const results = await redis.multi().set(name, 0, 'PX', windowMs, 'NX').incr(name).pttl(name).exec();
    if (!results) throw new Error('rate limit: Redis discarded the transaction');
    const failed = results.find(([error]) => error);
    if (failed?.[0]) throw failed[0];
    const hits = Number(results[1]?.[1]);
    const ttlMs = Number(results[2]?.[1]);
    return { hits, ttlMs: ttlMs > 0 ? ttlMs : windowMs };
  },
});

/**
 * The shared counter, and this process's own while the shared one fails: the limits then hold per
 * process (as they did before they were shared) rather than failing every limited route, or none
 * being limited at all. The failure is logged once per outage.
 */
export const withFallback = (
  shared: WindowCounter,
  local: WindowCounter,
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>,
): WindowCounter => {
  let failing = false;
  return {
    hit: async (key, windowMs) => {
      try {
        const count = await shared.hit(key, windowMs);
        if (failing) {
          failing = false;
          log.info('rate limits: shared counters back');
        }
        return count;
      } catch (error) {
        if (!failing) {
          failing = true;
          log.warn({ err: error }, 'rate limits: shared counters failing; counting in this process meanwhile');
        }
        return local.hit(key, windowMs);
      }
    },
  };
};
