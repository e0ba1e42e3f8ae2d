import type { FastifyInstance, FastifyServerOptions } from 'fastify';

import type { BuildAppOptions } from '../app';
import { buildApp } from '../app';
import type { AppConfig } from '../config/env';
import { readConfig } from '../config/env';
import type { DatabaseHandle } from '../db/client';
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

/** The whole app on a fresh database (PGlite in memory, or PostgreSQL per TEST_DB_KIND). */
export const createTestApp = async (options: TestAppOptions = {}): Promise<TestApp> => {
  const database = await createTestDatabase();
  const app = await buildApp({
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
