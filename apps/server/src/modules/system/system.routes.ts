import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  DomainRouteQuerySchema,
  DomainRouteSchema,
  HealthSchema,
  HelpCenterQuerySchema,
  HelpCenterSchema,
  PermissionSchema,
  PublicKeySchema,
  ReadinessSchema,
  RegisterSettingsSchema,
  SystemStatusSchema,
  WhitelabelSchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';

const tags = ['system'];

/** System calls (spec §7.1, §2.2): open during maintenance and to blocked regions. */
export const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  const open = { systemGate: 'open' } as const;

  app.get(
    '/wps/system/status',
    {
      config: open,
      schema: {
        tags,
        summary: 'System status: 0 normal, 1 maintenance, 2 region blocked (maintenance wins)',
        response: { 200: SystemStatusSchema },
      },
    },
    async (request) => app.systemService.getStatus(request.ip, request.language),
  );

  app.get(
    '/wps/system/permission',
    {
      config: open,
      schema: {
        tags,
        summary: 'Start-up permission and configuration fetch (spec §3 "Permission response")',
        description:
          '`maintenance` is the site-wide switch; `regionRestriction` is true when this visitor is blocked by region.',
        response: { 200: PermissionSchema },
      },
    },
    async (request) => app.systemService.getPermission(request.ip, request.hostname),
  );

  app.get(
    '/wps/system/whitelabel',
    { config: open, schema: { tags, summary: 'Feature-flag tree (spec §6)', response: { 200: WhitelabelSchema } } },
    async () => app.systemService.getWhitelabel(),
  );

  app.get(
    '/wps/system/setting/register',
    {
      config: open,
      schema: {
        tags,
        summary: 'Registration field settings and validation rules (spec §3, §5)',
        response: { 200: RegisterSettingsSchema },
      },
    },
    async () => app.systemService.getRegisterSettings(),
  );

  app.get(
    '/wps/system/domainRoute',
    {
      config: open,
      schema: {
        tags,
        summary: 'Landing route and affiliate code of a domain',
        querystring: DomainRouteQuerySchema,
        response: { 200: DomainRouteSchema },
      },
    },
    async (request) => app.systemService.getDomainRoute(request.query.domain ?? request.hostname),
  );

  app.get(
    '/wps/system/helpCenter',
    {
      config: open,
      schema: {
        tags,
        summary: 'Help-centre topics in a language, for a device',
        querystring: HelpCenterQuerySchema,
        response: { 200: HelpCenterSchema },
      },
    },
    async (request) => app.systemService.listHelpTopics(request.query.lang, request.query.device),
  );

  app.get(
    '/wps/system/publicKey',
    {
      config: open,
      schema: {
        tags,
        summary: 'The RSA key "(enc)" secrets are encrypted to (RSA-OAEP-SHA256 wrapping an AES-256-GCM key)',
        response: { 200: PublicKeySchema },
      },
    },
    async () => app.systemService.getPublicKey(),
  );

  app.get(
    '/healthz',
    { config: open, schema: { tags: ['operations'], summary: 'Liveness', response: { 200: HealthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      config: open,
      schema: {
        tags: ['operations'],
        summary: 'Readiness: the database answers (for staff, with the activity stream subscribers backlog)',
        response: { 200: ReadinessSchema },
      },
    },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.warn({ err: error }, 'database not ready');
        throw new AppError('NOT_READY', 'database does not answer');
      }
      const ready = { status: 'ready' as const, database: app.database.kind };
      if (request.auth?.kind !== 'staff' || request.auth.secondFactor !== 'DONE') return ready;
      return { ...ready, streams: await app.activityStream.lags() };
    },
  );
};
