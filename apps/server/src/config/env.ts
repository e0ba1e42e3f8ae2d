import { z } from 'zod';

// The only reader of process.env. Every setting has a default that runs with nothing set; a
// wrong value stops start-up with one line naming the variable.

const booleanFromEnv = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

// Fastify's trustProxy: false, true, a hop count, or a comma-separated list of addresses/CIDRs.
const trustProxyFromEnv = z
  .string()
  .trim()
  .transform((value, context): boolean | number | string[] => {
    if (value === '' || value === 'false' || value === '0') return false;
    if (value === 'true') return true;
    if (/^\d+$/.test(value)) return Number(value);
    const entries = value
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean);
    const isAddress = (entry: string) =>
      /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) || ['loopback', 'linklocal', 'uniquelocal'].includes(entry);
    if (entries.length === 0 || !entries.every(isAddress)) {
      context.addIssue({ code: 'custom', message: 'must be true, false, a hop count or a list of IPs/CIDRs' });
      return z.NEVER;
    }
    return entries;
  });

const EnvSchema = z.object({
  PORT: z.coerce.number({ error: 'must be a port number' }).int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./.data'),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/, error: 'must be a postgres:// URL' }).optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: trustProxyFromEnv.default(false),
  // Demo conveniences default to on with the embedded database only (readConfig below).
  SEED_DEMO: booleanFromEnv.optional(),
  SHUTDOWN_TIMEOUT_MS: z.coerce.number({ error: 'must be a number of milliseconds' }).int().min(0).default(10_000),
  WEB_DIST_DIR: z.string().min(1).optional(),
  PUBLIC_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  SESSION_IDLE_MINUTES: z.coerce.number({ error: 'must be a number of minutes' }).int().min(1).max(1440).default(120),
  SESSION_MAX_HOURS: z.coerce.number({ error: 'must be a number of hours' }).int().min(1).max(720).default(24),
  PASSWORD_MAX_AGE_DAYS: z.coerce.number({ error: 'must be a number of days' }).int().min(1).max(3650).default(90),
  SMTP_URL: z.url({ protocol: /^smtps?$/, error: 'must be an smtp:// or smtps:// URL' }).optional(),
  MAIL_FROM: z.string().min(3).default('Perya <no-reply@perya.ph>'),
  SMS_PROVIDER: z.enum(['dev', 'semaphore']).default('dev'),
  SMS_API_URL: z
    .url({ protocol: /^https?$/, error: 'must be an http(s):// URL' })
    .default('https://api.semaphore.co/api/v4/messages'),
  SMS_API_KEY: z.string().min(1).optional(),
  SMS_SENDER: z.string().min(1).max(11).default('PERYA'),
  DEV_OUTBOX: booleanFromEnv.optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/, error: 'must be a redis:// URL' }).optional(),
  PAYMENT_GATEWAY_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  PAYMENT_GATEWAY_MERCHANT: z.string().min(1).max(64).default('PERYA'),
  PAYMENT_GATEWAY_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SCHEDULER: booleanFromEnv.default(true),
  ACTIVITY_STREAM: booleanFromEnv.default(true),
  CRASH_ROUNDS: booleanFromEnv.default(true),
  RATE_LIMITS: booleanFromEnv.default(true),
  PROVIDER_LAUNCH_URL: z.url({ protocol: /^https?$/, error: 'must be an http(s):// URL' }).optional(),
  DATABASE_POOL_SIZE: z.coerce.number({ error: 'must be a number of connections' }).int().min(1).max(500).default(10),
  LEDGER_GROUP_COMMITS: z.coerce.number({ error: 'must be a number of calls' }).int().min(1).max(64).default(1),
  CHAT_PROVIDER: z.enum(['builtin']).default('builtin'),
  LOTTERY_QUICK_SECONDS: z.coerce
    .number({ error: 'must be a number of seconds' })
    .int()
    .min(30, 'must be at least 30 seconds')
    .max(3600)
    .optional(),
});

/** The development gateway secret (tools/payment-sim's default): used only with the embedded database. */
export const DEV_GATEWAY_SECRET = 'perya-dev-gateway-secret';
/** Where `npm start` runs the simulators in the embedded demo (scripts/start.mjs). */
export const DEMO_SIMULATOR_URLS = { paymentGateway: 'http://127.0.0.1:8090', providerLaunch: 'http://127.0.0.1:8091' };

const SECRET_VARIABLES = new Set(['DATABASE_URL', 'SMTP_URL', 'SMS_API_KEY', 'REDIS_URL', 'PAYMENT_GATEWAY_SECRET']);

export type AppConfig = {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  trustProxy: boolean | number | string[];
  /** Seeds the demo data on an empty database. On by default with the embedded database only. */
  seedDemo: boolean;
  shutdownTimeoutMs: number;
  webDistDir: string | undefined;
  /** The portal's public address, for links in e-mails. */
  publicUrl: string;
  sessionIdleMinutes: number;
  sessionMaxHours: number;
  passwordMaxAgeDays: number;
  smtpUrl: string | undefined;
  mailFrom: string;
  sms: { provider: 'dev' | 'semaphore'; apiUrl: string; apiKey: string | undefined; sender: string };
  /** Shows what SMS and e-mail would have sent at /dev/outbox. On by default with the embedded database only. */
  devOutbox: boolean;
  redisUrl: string | undefined;
  /**
   * Payment gateways deposits can go through. Without PAYMENT_GATEWAY_SECRET, only the embedded
   * (demo) setup gets one, the simulator with its development secret; PostgreSQL setups get none.
   */
  paymentGateways: Array<{ key: string; url: string; merchantId: string; secret: string }>;
  /** Runs the periodic jobs (auto-receipt of payouts, expiry of unpaid orders) in this process. */
  scheduler: boolean;
  /** Runs the activity stream's subscribers (each in one process at a time, decision 022). */
  activityStream: boolean;
  /** Runs crash's round loop in this process when it holds the lock (one process at a time, decision 054). */
  crashRounds: boolean;
  /** Per-route rate limits. Off only for load tests (bench/), never in production. */
  rateLimits: boolean;
  /** Connections to PostgreSQL this process keeps open at most. */
  databasePoolSize: number;
  /** Ledger calls of single transfers in flight per process; transfers arriving meanwhile share a commit. */
  ledgerGroupCommits: number;
  /**
   * Where launched games open: the game provider's player-facing address (tools/provider-sim in
   * the embedded demo). The game page frames it, so it is also allowed in the CSP's frame-src.
   * Null on PostgreSQL without PROVIDER_LAUNCH_URL: no game can be launched.
   */
  providerLaunchUrl: string | null;
  /** Who hosts live chat (spec §7.2 CBS_launchChat): 'builtin', rooms on this server at /chat/:roomToken. */
  chatProvider: 'builtin';
  /**
   * Every quick-draw lottery game draws this often instead of its 1, 3 or 5 minutes (its name and
   * listed cadence unchanged; sales close at most half a period before the draw): for a demo or an
   * end-to-end run that should not wait minutes for a draw. Null: each game's own cadence.
   */
  lotteryQuickDrawSeconds: number | null;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads and validates the configuration; throws a ConfigError with a one-line message. */
export const readConfig = (env: Record<string, string | undefined> = process.env): AppConfig => {
  // An empty variable counts as unset, as shells and .env files often leave them.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const result = EnvSchema.safeParse(present);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => {
      const name = String(issue.path[0] ?? 'environment');
      const given = present[name];
      // Never echo a value that may carry a password.
      const shown = SECRET_VARIABLES.has(name) || given === undefined ? '' : ` (got "${given}")`;
      return `${name} ${issue.message}${shown}`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const parsed = result.data;
  const problem = (message: string) => new ConfigError(`Invalid configuration: ${message}`);
  if (parsed.SMS_PROVIDER !== 'dev' && !parsed.SMS_API_KEY) {
    throw problem(`SMS_API_KEY is required when SMS_PROVIDER is ${parsed.SMS_PROVIDER}`);
  }
  // The embedded database is the demo: its conveniences are on unless turned off. On PostgreSQL
  // (a real install) each needs asking for, and the public development secrets are refused.
  const embedded = !parsed.DATABASE_URL;
  if (!embedded && parsed.PAYMENT_GATEWAY_SECRET === DEV_GATEWAY_SECRET) {
    throw problem("PAYMENT_GATEWAY_SECRET is the public development secret of the simulator; use the gateway's own");
  }
  if (!embedded && parsed.PAYMENT_GATEWAY_SECRET && !parsed.PAYMENT_GATEWAY_URL) {
    throw problem('PAYMENT_GATEWAY_URL is required with PAYMENT_GATEWAY_SECRET on PostgreSQL');
  }
  const gatewaySecret = parsed.PAYMENT_GATEWAY_SECRET ?? (embedded ? DEV_GATEWAY_SECRET : undefined);
  const providerLaunchUrl = parsed.PROVIDER_LAUNCH_URL ?? (embedded ? DEMO_SIMULATOR_URLS.providerLaunch : undefined);
  return {
    port: parsed.PORT,
    host: parsed.HOST,
    dataDir: parsed.DATA_DIR,
    databaseUrl: parsed.DATABASE_URL,
    logLevel: parsed.LOG_LEVEL,
    trustProxy: parsed.TRUST_PROXY,
    seedDemo: parsed.SEED_DEMO ?? embedded,
    shutdownTimeoutMs: parsed.SHUTDOWN_TIMEOUT_MS,
    webDistDir: parsed.WEB_DIST_DIR,
    publicUrl: (parsed.PUBLIC_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/+$/, ''),
    sessionIdleMinutes: parsed.SESSION_IDLE_MINUTES,
    sessionMaxHours: parsed.SESSION_MAX_HOURS,
    passwordMaxAgeDays: parsed.PASSWORD_MAX_AGE_DAYS,
    smtpUrl: parsed.SMTP_URL,
    mailFrom: parsed.MAIL_FROM,
    sms: {
      provider: parsed.SMS_PROVIDER,
      apiUrl: parsed.SMS_API_URL,
      apiKey: parsed.SMS_API_KEY,
      sender: parsed.SMS_SENDER,
    },
    devOutbox: parsed.DEV_OUTBOX ?? embedded,
    redisUrl: parsed.REDIS_URL,
    paymentGateways: gatewaySecret
      ? [
          {
            key: 'PERYA_PAY',
            url: parsed.PAYMENT_GATEWAY_URL ?? DEMO_SIMULATOR_URLS.paymentGateway,
            merchantId: parsed.PAYMENT_GATEWAY_MERCHANT,
            secret: gatewaySecret,
          },
        ]
      : [],
    scheduler: parsed.SCHEDULER,
    activityStream: parsed.ACTIVITY_STREAM,
    crashRounds: parsed.CRASH_ROUNDS,
    rateLimits: parsed.RATE_LIMITS,
    databasePoolSize: parsed.DATABASE_POOL_SIZE,
    ledgerGroupCommits: parsed.LEDGER_GROUP_COMMITS,
    providerLaunchUrl: providerLaunchUrl?.replace(/\/+$/, '') ?? null,
    chatProvider: parsed.CHAT_PROVIDER,
    lotteryQuickDrawSeconds: parsed.LOTTERY_QUICK_SECONDS ?? null,
  };
};

export type TestEnvironment = {
  /** Which database the integration tests run on: embedded PGlite or the PostgreSQL below. */
  databaseKind: 'pglite' | 'postgres';
  databaseUrl: string | undefined;
  redisUrl: string | undefined;
  /**
   * When this test run started (Unix seconds; vitest.config.ts sets it): names the run's own
   * seeded database templates (db/test-database.ts). Unset: every file seeds its own.
   */
  runStarted: number | undefined;
};

/** The test-only settings, set by `.ci/run` and the vitest projects. */
export const readTestEnvironment = (env: Record<string, string | undefined> = process.env): TestEnvironment => ({
  databaseKind: env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite',
  databaseUrl: env.TEST_DATABASE_URL || undefined,
  redisUrl: env.TEST_REDIS_URL || undefined,
  runStarted: /^\d{1,12}$/.test(env.TEST_RUN_STARTED ?? '') ? Number(env.TEST_RUN_STARTED) : undefined,
});
