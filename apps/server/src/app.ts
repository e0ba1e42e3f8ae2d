import formbody from '@fastify/formbody';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify, { LogController } from 'fastify';

import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { Clock } from './lib/clock';
import { systemClock } from './lib/clock';
import type { IpLocator } from './lib/ip-locator';
import { createIpLocator } from './lib/ip-locator';
import { lazyChildLoggerFactory } from './lib/lazy-request-logger';
import { serializeError } from './lib/loggable-error';
import { DEFAULT_WEB_DIST_DIR } from './lib/paths';
import { activityModule } from './modules/activity';
import { agentContractAdminRoutes, agentContractRoutes, agentRoutes, agentsModule } from './modules/agents';
import { agentTeamModule, agentTeamRoutes } from './modules/agent-team';
import type { CrashTiming } from './modules/crash/crash.service';
import { crashAdminRoutes, crashModule, crashRoutes } from './modules/crash';
import { originalsAdminRoutes, originalsModule, originalsRoutes } from './modules/originals';
import { lotteryAdminRoutes, lotteryModule, lotteryRoutes } from './modules/lottery';
import { agentIncomeRoutes, agentSettlementAdminRoutes, agentSettlementModule } from './modules/agent-settlement';
import { auditModule, auditRoutes } from './modules/audit';
import { authAccountRoutes, authModule, authSessionRoutes, authStaffRoutes } from './modules/auth';
import { challengeModule, challengeRoutes } from './modules/challenge';
import { chatModule, chatRoutes } from './modules/chat';
import { complianceAdminRoutes, complianceModule, complianceRoutes } from './modules/compliance';
import { contentAdminRoutes, contentImageRoutes, contentModule, contentRoutes } from './modules/content';
import type { EventsModuleOptions } from './modules/events';
import { eventRoutes, eventsModule } from './modules/events';
import { feedbackModule, feedbackRoutes } from './modules/feedback';
import { gameAdminRoutes, gameRoutes, gamesModule } from './modules/games';
import { memberAdminModule, memberAdminRoutes } from './modules/member-admin';
import { memberRoutes, membersModule } from './modules/members';
import { agentReportRoutes, agentReportsModule } from './modules/agent-reports';
import { messageRoutes, messagesModule } from './modules/messages';
import { protectionAdminRoutes, protectionModule, protectionRoutes } from './modules/protection';
import { promotionAdminRoutes, promotionRoutes, promotionsModule } from './modules/promotions';
import { providerAdminRoutes, providerProtocolRoutes, providerRoutes, providersModule } from './modules/providers';
import { rateLimitModule } from './modules/rate-limit';
import { referralAdminRoutes, referralModule, referralRoutes } from './modules/referral';
import { vipAdminRoutes, vipModule, vipRoutes } from './modules/vip';
import { gatewayCallbackRoutes, paymentAdminRoutes, paymentRoutes, paymentsModule } from './modules/payments';
import { sessionModule, sessionRoutes } from './modules/session';
import { staffAdminRoutes, staffModule } from './modules/staff';
import { statsAdminRoutes, statsModule, statsRoutes } from './modules/stats';
import { createSystemGate, systemAdminRoutes, systemModule, systemRoutes } from './modules/system';
import { uploadRoutes, uploadsModule } from './modules/uploads';
import type { SmsProvider } from './modules/verification';
import { devOutboxRoutes, verificationModule } from './modules/verification';
import { walletAdminRoutes, walletModule, walletRoutes, walletTurnoverModule } from './modules/wallet';
import { redEnvelopeAdminRoutes, redEnvelopeRoutes, redEnvelopesModule } from './modules/red-envelopes';
import { missionAdminRoutes, missionRoutes, missionsModule } from './modules/missions';
import { pointsAdminRoutes, pointsModule, pointsRoutes } from './modules/points';
import type { RegisteredRoute } from './plugins/access-control';
import { createAuthentication, enforceAccess, requireAccessRules } from './plugins/access-control';
import { apiScope } from './plugins/api-scope';
import { compressionPlugin } from './plugins/compression';
import { databasePlugin } from './plugins/database';
import { envelopePlugin, frameworkErrors } from './plugins/envelope';
import { openApiPlugin } from './plugins/openapi';
import { schedulerPlugin } from './plugins/scheduler';
import { securityHeadersPlugin } from './plugins/security-headers';
import { generateRequestId, requestContextPlugin } from './plugins/request-context';
import { createSecretDecryption } from './plugins/secret-decryption';
import { webAppPlugin } from './plugins/web-app';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every API route with the role it needs, as registered. */
    apiRoutes: RegisteredRoute[];
    /** The app's clock (a test clock in tests): what its time-based checks, such as TOTP codes, go by. */
    clock: Clock;
  }
}

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Fastify logger settings; defaults to the configured level (pretty on a terminal). */
  logger?: FastifyServerOptions['logger'];
  ipLocator?: IpLocator;
  /** The built web app to serve; null serves the API only. Defaults to apps/web/dist. */
  webDistDir?: string | null;
  clock?: Clock;
  /** Replaces the configured SMS provider (tests). */
  smsProvider?: SmsProvider;
  /** Per-route rate limits (as configured by default; tests that make many calls turn them off). */
  rateLimits?: boolean;
  /** Prefix of the rate limits' Redis keys (tests isolate themselves with their own). */
  rateLimitRedisPrefix?: string;
  /** Replaces fetch for calls to payment gateways (tests). */
  fetch?: typeof fetch;
  /** Live events timing and Redis channel prefix (tests). */
  liveEvents?: Partial<Omit<EventsModuleOptions, 'clock' | 'redisUrl' | 'readBalance'>>;
  /** Crash's betting window, pause and chain length (tests, benches). */
  crashTiming?: Partial<CrashTiming>;
};

// Secrets never reach the log: tokens, cookies, passwords, codes.
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.confirmPassword',
  '*.confirmNewPassword',
  '*.paymentPassword',
  '*.currentPassword',
  '*.newPaymentPassword',
  '*.confirmPaymentPassword',
  '*.verificationCode',
  '*.token',
];

const QUIET_PATHS = ['/healthz', '/readyz', '/assets/'];

export const defaultLoggerOptions = (config: AppConfig): FastifyServerOptions['logger'] => ({
  level: config.logLevel,
  redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
  ...(process.stdout.isTTY
    ? { transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss.l' } } }
    : {}),
});

/** Whatever logger settings are given, errors are logged without statement parameters. */
const withErrorSerializer = (logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] => {
  if (logger === false || logger === undefined) return logger;
  const settings = logger === true ? {} : logger;
  return { ...settings, serializers: { ...settings.serializers, err: serializeError } };
};

/** Builds the Fastify instance (without listening): platform plugins, then modules, then routes. */
export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const clock = options.clock ?? systemClock;
  const app: FastifyInstance = Fastify({
    logger: withErrorSerializer(options.logger ?? defaultLoggerOptions(config)),
    genReqId: generateRequestId,
    childLoggerFactory: lazyChildLoggerFactory,
    // Probes and fingerprinted assets would drown the log; everything else is logged per request.
    logController: new LogController({
      disableRequestLogging: (request) => QUIET_PATHS.some((path) => request.url.startsWith(path)),
    }),
    // Fastify accepts a hop count too, though its types list only boolean, string and list.
    trustProxy: config.trustProxy as boolean | string[],
    return503OnClosing: true,
    // Undecodable or over-long paths answer the envelope, not Fastify's body echoing the URL.
    frameworkErrors,
  });

  app.decorate('clock', clock);
  await app.register(requestContextPlugin);
  await app.register(envelopePlugin);
  await app.register(compressionPlugin);
  await app.register(databasePlugin, { handle: options.database });
  await app.register(securityHeadersPlugin, {
    frameOrigins: config.providerLaunchUrl ? [new URL(config.providerLaunchUrl).origin] : [],
  });
  await app.register(openApiPlugin);
  await app.register(schedulerPlugin, { enabled: config.scheduler });

  // Modules: each decorates the app with its service, for routes and start-up tasks alike.
  await app.register(auditModule, { clock });
  await app.register(contentModule, {
    clock,
    // Announcements show times at a member's offset, popups for a first login (spec §3 execution F),
    // and none of the members' popups to a trial account.
    viewers: {
      utcOffsetOf: async (memberId) => (await app.membersService.getMember(memberId)).utcOffsetMinutes,
      isFirstSession: (sessionId, memberId) => app.sessionService.isFirstSession(sessionId, memberId),
      isTrial: async (memberId) => (await app.membersService.findActiveMember(memberId))?.isTrial ?? false,
    },
  });
  await app.register(systemModule, { ipLocator: options.ipLocator ?? createIpLocator() });
  await app.register(staffModule, {
    clock,
    // Disabling a staff member or resetting their second factor ends their sessions everywhere.
    revokeSessions: (staffId, reason) => app.sessionService.revokeStaffSessions(staffId, reason),
  });
  await app.register(membersModule, { clock });
  await app.register(agentsModule, { clock });
  await app.register(sessionModule, {
    clock,
    // Embedded PGlite is one process: every revocation happens in it (decision 018).
    singleProcess: options.database.kind === 'pglite',
    policy: {
      memberIdleMinutes: config.sessionIdleMinutes,
      memberMaxHours: config.sessionMaxHours,
      staffIdleMinutes: Math.min(config.sessionIdleMinutes, 30),
      staffMaxHours: Math.min(config.sessionMaxHours, 12),
    },
  });
  // Live events early, so the modules after it can push (app.events); balances come from the wallet.
  await app.register(eventsModule, {
    clock,
    redisUrl: config.redisUrl,
    readBalance: (memberId) => app.walletService.getBalance(memberId),
    ...options.liveEvents,
  });
  await app.register(verificationModule, {
    clock,
    sms: config.sms,
    smtpUrl: config.smtpUrl,
    mailFrom: config.mailFrom,
    ...(options.smsProvider ? { smsProvider: options.smsProvider } : {}),
  });
  await app.register(challengeModule, { clock });
  await app.register(gamesModule, { clock });
  await app.register(uploadsModule, { clock });
  await app.register(messagesModule, { clock });
  await app.register(feedbackModule, { clock });
  await app.register(chatModule, { clock, provider: config.chatProvider });
  await app.register(protectionModule, { clock });
  await app.register(walletModule, {
    clock,
    groupCommits: config.ledgerGroupCommits,
    listProviders: async () =>
      (await app.gamesService.listVendors())
        .filter((vendor) => vendor.isEnabled)
        .map((vendor) => ({ code: vendor.code, name: vendor.displayName })),
  });
  app.walletService.onBalanceChange((memberId) => app.events.notifyBalance(memberId));
  // Before payments, providers and auth: they ask it at deposits, withdrawals, launches and logins.
  await app.register(complianceModule, { clock });
  await app.register(paymentsModule, {
    clock,
    gateways: config.paymentGateways,
    publicUrl: config.publicUrl,
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
  await app.register(providersModule, {
    clock,
    launchUrl: config.providerLaunchUrl,
    publicUrl: config.publicUrl,
    groupCommits: config.ledgerGroupCommits,
  });
  // The activity stream's subscribers (ACTIVITY_STREAM, on by default; tests drain them by hand).
  await app.register(activityModule, { run: config.activityStream });
  await app.register(statsModule);
  await app.register(walletTurnoverModule);
  await app.register(agentReportsModule, { clock });
  await app.register(memberAdminModule, { clock });
  await app.register(agentSettlementModule, { clock });
  // Before promotions: a POINTS reward is credited through the points ledger (decision 039 amendment).
  await app.register(pointsModule, { clock });
  await app.register(promotionsModule, { clock });
  app.schedule({
    name: 'withdrawal auto-receipt',
    pattern: '*/30 * * * * *',
    run: () => app.paymentsService.autoReceive(),
  });
  app.schedule({
    name: 'gateway order expiry',
    pattern: '0 * * * * *',
    run: () => app.paymentsService.expireGatewayOrders(),
  });
  await app.register(agentTeamModule, { clock });
  // Before auth: registration records who referred whom (issue 19, decision 042).
  await app.register(referralModule, { clock });
  await app.register(redEnvelopesModule, { clock });
  await app.register(missionsModule, { clock });
  await app.register(vipModule, { clock });
  await app.register(originalsModule, { clock });
  await app.register(lotteryModule, { clock, quickDrawSeconds: config.lotteryQuickDrawSeconds });
  await app.register(crashModule, {
    clock,
    run: config.crashRounds,
    ...(options.crashTiming ? { timing: options.crashTiming } : {}),
  });
  await app.register(authModule, { clock, passwordMaxAgeDays: config.passwordMaxAgeDays, publicUrl: config.publicUrl });

  const apiRoutes: RegisteredRoute[] = [];
  app.decorate('apiRoutes', apiRoutes);
  await app.register(async (api) => {
    await api.register(formbody);
    // Rate limits counted where every process sees them: Redis, else PostgreSQL, else memory.
    if (options.rateLimits ?? config.rateLimits) {
      await api.register(rateLimitModule, {
        clock,
        redisUrl: config.redisUrl,
        ...(options.rateLimitRedisPrefix ? { redisPrefix: options.rateLimitRedisPrefix } : {}),
      });
    }
    await apiScope(api, {
      onRequest: [
        createAuthentication({
          authenticate: (token) => app.sessionService.authenticate(token),
          findMember: (id) => app.membersService.findActiveMember(id),
          findStaff: (id) => app.staffService.findActiveById(id),
        }),
        createSystemGate(app.systemService),
        enforceAccess,
      ],
      preValidation: [createSecretDecryption((value) => app.systemService.decryptSecret(value))],
      beforeRoutes: requireAccessRules(apiRoutes),
      routes: [
        systemRoutes,
        systemAdminRoutes,
        challengeRoutes,
        sessionRoutes,
        authSessionRoutes,
        authStaffRoutes,
        staffAdminRoutes,
        authAccountRoutes,
        memberRoutes,
        agentRoutes,
        agentContractRoutes,
        agentContractAdminRoutes,
        agentTeamRoutes,
        agentIncomeRoutes,
        agentSettlementAdminRoutes,
        statsRoutes,
        statsAdminRoutes,
        agentReportRoutes,
        walletRoutes,
        walletAdminRoutes,
        memberAdminRoutes,
        protectionRoutes,
        protectionAdminRoutes,
        uploadRoutes,
        paymentRoutes,
        paymentAdminRoutes,
        gatewayCallbackRoutes,
        gameRoutes,
        gameAdminRoutes,
        providerRoutes,
        providerAdminRoutes,
        providerProtocolRoutes,
        auditRoutes,
        contentRoutes,
        contentAdminRoutes,
        contentImageRoutes,
        messageRoutes,
        feedbackRoutes,
        complianceRoutes,
        complianceAdminRoutes,
        chatRoutes,
        eventRoutes,
        promotionRoutes,
        promotionAdminRoutes,
        referralRoutes,
        referralAdminRoutes,
        vipRoutes,
        vipAdminRoutes,
        redEnvelopeRoutes,
        redEnvelopeAdminRoutes,
        missionRoutes,
        missionAdminRoutes,
        pointsRoutes,
        pointsAdminRoutes,
        originalsRoutes,
        originalsAdminRoutes,
        lotteryRoutes,
        lotteryAdminRoutes,
        crashRoutes,
        crashAdminRoutes,
        ...(config.devOutbox ? [devOutboxRoutes] : []),
      ],
    });
  });

  await app.register(webAppPlugin, {
    distDir: options.webDistDir === undefined ? (config.webDistDir ?? DEFAULT_WEB_DIST_DIR) : options.webDistDir,
  });

  return app;
};
