import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import Fastify, { LogController } from 'fastify';

import type { AppConfig } from './config/env';
import type { DatabaseHandle } from './db/client';
import type { IpLocator } from './lib/ip-locator';
import { createIpLocator } from './lib/ip-locator';
import { DEFAULT_WEB_DIST_DIR } from './lib/paths';
import { contentModule } from './modules/content';
import { gamesModule } from './modules/games';
import { membersModule } from './modules/members';
import { createSystemGate, systemModule, systemRoutes } from './modules/system';
import { databasePlugin } from './plugins/database';
import { apiScope } from './plugins/api-scope';
import { envelopePlugin } from './plugins/envelope';
import { openApiPlugin } from './plugins/openapi';
import { generateRequestId, requestContextPlugin } from './plugins/request-context';
import { webAppPlugin } from './plugins/web-app';

export type BuildAppOptions = {
  config: AppConfig;
  database: DatabaseHandle;
  /** Fastify logger settings; defaults to the configured level (pretty on a terminal). */
  logger?: FastifyServerOptions['logger'];
  ipLocator?: IpLocator;
  /** The built web app to serve; null serves the API only. Defaults to apps/web/dist. */
  webDistDir?: string | null;
};

// Secrets never reach the log: tokens, cookies and every password-like field.
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

/** Builds the Fastify instance (without listening): platform plugins, then the modules. */
export const buildApp = async (options: BuildAppOptions): Promise<FastifyInstance> => {
  const { config } = options;
  const app: FastifyInstance = Fastify({
    logger: options.logger ?? defaultLoggerOptions(config),
    genReqId: generateRequestId,
    // Probes and fingerprinted assets would drown the log; everything else is logged per request.
    logController: new LogController({
      disableRequestLogging: (request) => QUIET_PATHS.some((path) => request.url.startsWith(path)),
    }),
    // Fastify accepts a hop count too, though its types list only boolean, string and list.
    trustProxy: config.trustProxy as boolean | string[],
    return503OnClosing: true,
  });

  await app.register(requestContextPlugin);
  await app.register(envelopePlugin);
  await app.register(databasePlugin, { handle: options.database });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Mantine sets inline style attributes; scripts stay same-origin only.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:', 'blob:', 'https:'],
        'connect-src': ["'self'"],
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(openApiPlugin);

  // Modules: each decorates the app with its service, for routes and start-up tasks alike.
  await app.register(contentModule);
  await app.register(membersModule);
  await app.register(gamesModule);
  await app.register(systemModule, { ipLocator: options.ipLocator ?? createIpLocator() });

  await app.register(apiScope, {
    onRequest: [createSystemGate(app.systemService)],
    routes: [systemRoutes],
  });

  await app.register(webAppPlugin, {
    distDir: options.webDistDir === undefined ? (config.webDistDir ?? DEFAULT_WEB_DIST_DIR) : options.webDistDir,
  });

  return app;
};
