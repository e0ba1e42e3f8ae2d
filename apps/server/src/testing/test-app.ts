import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import type { BuildAppOptions } from '../app';
import { buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { readConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
import type { TestDatabaseContent } from '../db/test-database';
import { createTestDatabase } from '../db/test-database';
import type { Clock } from '../lib/clock';
import type { IpLocator } from '../lib/ip-locator';
import type { SmsProvider } from '../modules/verification';
import { prepareDatabase } from '../startup';

export type TestApp = {
  app: FastifyInstance;
  database: DatabaseHandle;
  close: () => Promise<void>;
};

export type TestAppOptions = {
  config?: Partial<AppConfig>;
  seedDemo?: boolean;
  ipLocator?: IpLocator;
  logger?: FastifyServerOptions['logger'];
  webDistDir?: string | null;
  clock?: Clock;
  smsProvider?: SmsProvider;
  /** Per-route rate limits; off unless a test is about them. */
  rateLimits?: boolean;
  /** Prefix of the rate limits' Redis keys (with config.redisUrl). */
  rateLimitRedisPrefix?: string;
  /** Replaces fetch for calls to payment gateways. */
  fetch?: typeof fetch;
  /**
   * KYC gates on withdrawals and large deposits (decision 038); off unless a test is about them,
   * as rate limits are: other tests' fresh members withdraw without verifying.
   */
  kycGates?: boolean;
  /** Sets the wallet mode after seeding (the demo runs the single wallet; the table default is transfer). */
  walletMode?: 'single' | 'transfer';
  /** Live events timing (short heartbeats and sweeps) and Redis channel prefix. */
  liveEvents?: BuildAppOptions['liveEvents'];
  /** Crash's timing and chain length (rounds are driven by hand: the loop is off in tests). */
  crashTiming?: BuildAppOptions['crashTiming'];
};

/**
 * The config of an app in a test: no background loop (scheduler, activity stream, crash rounds,
 * outbox), since tests run jobs on purpose (app.runScheduledJobs) with a test clock; `overrides`
 * turn one on where a test is about it.
 */
export const quietConfig = (overrides: Partial<AppConfig> = {}): AppConfig => ({
  ...readConfig({}),
  devOutbox: false,
  scheduler: false,
  activityStream: false,
  crashRounds: false,
  ...overrides,
});

const buildTestApp = (database: DatabaseHandle, options: TestAppOptions): Promise<FastifyInstance> =>
  buildApp({
    config: quietConfig(options.config),
    database,
    logger: options.logger ?? false,
    webDistDir: options.webDistDir ?? null,
    rateLimits: options.rateLimits ?? false,
    ...(options.rateLimitRedisPrefix ? { rateLimitRedisPrefix: options.rateLimitRedisPrefix } : {}),
    ...(options.ipLocator ? { ipLocator: options.ipLocator } : {}),
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.smsProvider ? { smsProvider: options.smsProvider } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.liveEvents ? { liveEvents: options.liveEvents } : {}),
    ...(options.crashTiming ? { crashTiming: options.crashTiming } : {}),
  });

/** A clock read at a written instant (whole minutes), as several files share, not one set from Date.now(). */
const atWrittenInstant = (clock: Clock): boolean => clock.now().getTime() % 60_000 === 0;

/**
 * The demo seed as a database template (decision 070): on PostgreSQL a file's seeded database is
 * a copy of one seeded once per run and per clock instant, ~0.5 s instead of 2–5 s of seeding
 * (10–15 s on a loaded machine). What the seed writes depends on the clock's time (withdrawals,
 * KYC checks and leaderboard periods are dated by it) and on the config. Only the usual case is
 * shared: the test config as it is, the wall clock or a clock at a written instant. A file with
 * its own config, or a clock that starts from Date.now(), would have a template to itself, which
 * only adds a copy; one that watches the log, or passes its own IP locator or gateway fetch,
 * must see or shape its own seed. Those seed their own database.
 */
const demoSeedContent = (options: TestAppOptions): TestDatabaseContent | undefined => {
  if (!options.seedDemo || options.logger || options.ipLocator || options.fetch) return undefined;
  if (options.config && Object.keys(options.config).length > 0) return undefined;
  if (options.clock && !atWrittenInstant(options.clock)) return undefined;
  const seededAt = options.clock ? options.clock.now().toISOString() : 'wall clock';
  return {
    key: `demo seed|${seededAt}`,
    fill: async (handle) => {
      const app = await buildTestApp(handle, options);
      try {
        await prepareDatabase(app, { seedDemo: true });
      } finally {
        await app.close();
      }
    },
  };
};

/** The whole app on a fresh database (PGlite in memory, or PostgreSQL per TEST_DB_KIND). */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const content = demoSeedContent(options);
  const database = await createTestDatabase(content ? { content } : {});
  const app = await buildTestApp(database, options);
  // On a copy of the seeded template the seed finds its data and adds nothing.
  await prepareDatabase(app, { seedDemo: options.seedDemo ?? false });
  if (!options.kycGates) {
    await app.complianceService.settings.update(
      { withdrawalTier: 'NONE', largeDepositTier: 'NONE' },
      { kind: 'SYSTEM', name: 'test' },
    );
  }
  if (options.walletMode) {
    await app.walletService.updateSettings(
      { isSingleWallet: options.walletMode === 'single' },
      { kind: 'SYSTEM', name: 'test' },
    );
  }
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};

/** Public addresses with a known country in the bundled GeoIP database. */
export const PUBLIC_IPS = { PH: '112.198.0.1', US: '8.8.8.8' } as const;
