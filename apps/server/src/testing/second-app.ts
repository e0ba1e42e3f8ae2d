import type { BuildAppOptions } from '../app';
import { buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { openPostgres } from '../db/client';
import { SECOND_APP_POOL_MAX } from '../db/test-database';
import type { Clock } from '../lib/clock';
import type { TestApp } from './test-app';
import { quietConfig } from './test-app';

/** A second server process on the first one's PostgreSQL database (two-process tests). */
export type SecondApp = TestApp;

export type SecondAppOptions = {
  /** Config over the defaults; background loops stay off unless a test turns one on here. */
  config?: Partial<AppConfig>;
  clock?: Clock;
  /** Connections of the second app's pool: at most SECOND_APP_POOL_MAX (the default). */
  poolMax?: number;
  rateLimits?: boolean;
  rateLimitRedisPrefix?: string;
  liveEvents?: BuildAppOptions['liveEvents'];
};

/**
 * Builds and readies a second app on `first`'s database, as a second server process would run:
 * its own pool, its own in-process state. Like createTestApp it runs no background loop (no
 * scheduler, crash rounds, activity stream nor outbox): a test drives jobs itself, and a loop
 * racing it (the crash chain built on the event loop) once made claims sent to this process
 * answer 500. Its pool stays small: two test files run at once and PostgreSQL allows 100
 * connections (see TEST_POOL_MAX).
 */
export const createSecondApp = async (first: TestApp, options: SecondAppOptions = {}): Promise<SecondApp> => {
  const connectionString = first.database.pool?.options.connectionString;
  if (!connectionString) throw new Error('a two-process test runs on PostgreSQL (TEST_DB_KIND=postgres)');
  const poolMax = options.poolMax ?? SECOND_APP_POOL_MAX;
  if (poolMax > SECOND_APP_POOL_MAX) throw new RangeError(`a second app's pool has at most ${SECOND_APP_POOL_MAX}`);
  const database = openPostgres(connectionString, { max: poolMax });
  try {
    const app = await buildApp({
      config: quietConfig(options.config),
      database,
      logger: false,
      webDistDir: null,
      rateLimits: options.rateLimits ?? false,
      ...(options.rateLimitRedisPrefix ? { rateLimitRedisPrefix: options.rateLimitRedisPrefix } : {}),
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.liveEvents ? { liveEvents: options.liveEvents } : {}),
    });
    await app.ready();
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close();
    throw error;
  }
};
