import type { FastifyRateLimitOptions, FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';

import type { WindowCounter } from './rate-limit.counters';

type RouteOptions = Parameters<FastifyRateLimitStore['child']>[0] & { routeInfo?: { method?: unknown; url?: unknown } };

/**
 * The store @fastify/rate-limit counts in, over a WindowCounter. Each route's limit gets a child
 * whose keys start with its method and path (the plugin gives the caller's address as the key),
 * so two routes never share a count, in any process.
 */
export const storeOver = (counter: WindowCounter): FastifyRateLimitStoreCtor => {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options?: FastifyRateLimitOptions,
      private readonly prefix = '',
    ) {}

    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
    ): void {
      counter.hit(this.prefix + key, timeWindow).then(
        ({ hits, ttlMs }) => callback(null, { current: hits, ttl: ttlMs }),
        (error: unknown) => callback(error instanceof Error ? error : new Error(String(error))),
      );
    }

    child(routeOptions: RouteOptions): FastifyRateLimitStore {
      const route = routeOptions.routeInfo;
      return new CounterStore(undefined, `${String(route?.method ?? '')} ${String(route?.url ?? '')}|`);
    }
  }
  return CounterStore;
};
