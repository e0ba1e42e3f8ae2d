import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  DeletedDomainSchema,
  DeliveryKindParamsSchema,
  DeliveryTestResultSchema,
  DeliveryTestSchema,
  DomainDeleteQuerySchema,
  DomainParamsSchema,
  FeatureFlagParamsSchema,
  PATTERN_IDS,
  RegisterFieldParamsSchema,
  StaffDeliverySettingsListSchema,
  StaffDeliverySettingsSchema,
  StaffDeliveryUpdateSchema,
  StaffDomainRouteListSchema,
  StaffDomainRouteSchema,
  StaffDomainRouteUpdateSchema,
  StaffFeatureFlagListSchema,
  StaffFeatureFlagSchema,
  StaffFeatureFlagUpdateSchema,
  StaffRegisterFieldListSchema,
  StaffRegisterFieldSchema,
  StaffRegisterFieldUpdateSchema,
  StaffSystemSettingsSchema,
  StaffSystemSettingsUpdateSchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { staffOf } from '../../plugins/access-control';
import type { AuditActor } from '../audit';
import type { SiteSettingsPatch } from './system.service';

const tags = ['back office'];

const actorOf = (request: FastifyRequest): AuditActor => {
  const staff = staffOf(request);
  return { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip };
};

/**
 * The back office's Settings section (issue 16, decision 030): what `npm run ops` maintenance,
 * region, flag and domain do, through the same service methods, plus registration rules, the
 * languages offered and how SMS, e-mail and the gateway are reached. Every change is audited with
 * its version checked.
 */
export const systemAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const system = app.systemService;

  app.get(
    '/wps/admin/settings/system',
    {
      schema: {
        tags,
        summary: 'System status (maintenance, region restriction) and the languages offered (staff)',
        response: { 200: StaffSystemSettingsSchema },
      },
    },
    async () => system.getSiteSettings(),
  );

  app.put(
    '/wps/admin/settings/system',
    {
      schema: {
        tags,
        summary:
          'Turn maintenance on or off (with its text), region restriction and the allowed countries, the languages offered; as `ops maintenance` and `ops region` (staff, audited, versioned)',
        body: StaffSystemSettingsUpdateSchema,
        response: { 200: StaffSystemSettingsSchema },
      },
    },
    async (request) => {
      const { version, maintenanceUntil, maintenanceMessages, ...rest } = request.body;
      const patch: SiteSettingsPatch = {};
      for (const [key, value] of Object.entries(rest)) if (value !== undefined) Object.assign(patch, { [key]: value });
      if (maintenanceMessages !== undefined) patch.maintenanceMessages = maintenanceMessages;
      if (maintenanceUntil !== undefined) patch.maintenanceUntil = maintenanceUntil ? new Date(maintenanceUntil) : null;
      return system.updateSettings(patch, { actor: actorOf(request), version });
    },
  );

  app.get(
    '/wps/admin/settings/flags',
    {
      schema: {
        tags,
        summary: 'The white-label feature flags, parent by parent (staff)',
        response: { 200: StaffFeatureFlagListSchema },
      },
    },
    async () => ({ list: await system.listFeatureFlags() }),
  );

  app.put(
    '/wps/admin/settings/flags/:modId',
    {
      schema: {
        tags,
        summary: 'Switch one feature flag, as `ops flag` (staff, audited, versioned)',
        params: FeatureFlagParamsSchema,
        body: StaffFeatureFlagUpdateSchema,
        response: { 200: StaffFeatureFlagSchema },
      },
    },
    async (request) => {
      const saved = await system.setFeatureFlag(request.params.modId, request.body.enabled, {
        actor: actorOf(request),
        version: request.body.version,
      });
      if (!saved) throw new AppError('NOT_FOUND', `no flag ${request.params.modId}`);
      return saved;
    },
  );

  app.get(
    '/wps/admin/settings/register',
    {
      schema: {
        tags,
        summary: 'Registration field rules and the patterns a field may use (staff)',
        response: { 200: StaffRegisterFieldListSchema },
      },
    },
    async () => ({ list: await system.listRegisterFields(), patternIds: PATTERN_IDS }),
  );

  app.put(
    '/wps/admin/settings/register/:field',
    {
      schema: {
        tags,
        summary:
          'One registration field: shown, required, pattern (from the catalogue), lengths; registration obeys it at once (staff, audited, versioned)',
        params: RegisterFieldParamsSchema,
        body: StaffRegisterFieldUpdateSchema,
        response: { 200: StaffRegisterFieldSchema },
      },
    },
    async (request) => {
      const { version, ...rule } = request.body;
      return system.setRegisterField(request.params.field, rule, { actor: actorOf(request), version });
    },
  );

  app.get(
    '/wps/admin/settings/domains',
    {
      schema: {
        tags,
        summary: "Domains' landing routes and affiliate codes (staff)",
        response: { 200: StaffDomainRouteListSchema },
      },
    },
    async () => ({ list: await system.listDomainRoutes() }),
  );

  app.put(
    '/wps/admin/settings/domains/:domain',
    {
      schema: {
        tags,
        summary: "Add (version 0) or change a domain's landing route, as `ops domain` (staff, audited, versioned)",
        params: DomainParamsSchema,
        body: StaffDomainRouteUpdateSchema,
        response: { 200: StaffDomainRouteSchema },
      },
    },
    async (request) =>
      system.setDomainRoute(request.params.domain, request.body.route, request.body.affiliateCode, {
        actor: actorOf(request),
        version: request.body.version,
      }),
  );

  app.delete(
    '/wps/admin/settings/domains/:domain',
    {
      schema: {
        tags,
        summary: "Remove a domain's landing route (staff, audited, versioned)",
        params: DomainParamsSchema,
        querystring: DomainDeleteQuerySchema,
        response: { 200: DeletedDomainSchema },
      },
    },
    async (request) => {
      const deleted = await system.deleteDomainRoute(request.params.domain, {
        actor: actorOf(request),
        version: request.query.version,
      });
      if (!deleted) throw new AppError('NOT_FOUND', `no domain ${request.params.domain}`);
      return { deleted };
    },
  );

  app.get(
    '/wps/admin/settings/delivery',
    {
      schema: {
        tags,
        summary:
          'SMS, SMTP and payment gateway settings; credentials only as set or not, with when they changed (staff)',
        response: { 200: StaffDeliverySettingsListSchema },
      },
    },
    async () => ({ list: await system.listDeliverySettings() }),
  );

  app.put(
    '/wps/admin/settings/delivery/:kind',
    {
      schema: {
        tags,
        summary:
          'Change how SMS, e-mail or the payment gateway are reached; the credential is stored sealed and never answered (staff, audited, versioned)',
        params: DeliveryKindParamsSchema,
        body: StaffDeliveryUpdateSchema,
        response: { 200: StaffDeliverySettingsSchema },
      },
    },
    async (request) => {
      const { kind, version, settings, secret } = request.body;
      if (kind !== request.params.kind)
        throw new AppError('VALIDATION', 'kind differs from the path', { fields: { kind: 'Does not match the path' } });
      return system.setDelivery(
        kind,
        { settings, ...(secret === undefined ? {} : { secret }) },
        {
          actor: actorOf(request),
          version,
        },
      );
    },
  );

  app.post(
    '/wps/admin/settings/delivery/:kind/test',
    {
      schema: {
        tags,
        summary: 'Send a test SMS or e-mail through the settings in force (staff, audited)',
        params: DeliveryKindParamsSchema,
        body: DeliveryTestSchema,
        response: { 200: DeliveryTestResultSchema },
      },
    },
    async (request) => {
      const { kind } = request.params;
      if (kind === 'GATEWAY')
        throw new AppError('VALIDATION', 'the gateway has no test message', { fields: { kind: 'SMS or SMTP' } });
      const via = await app.verificationService.sendTest(kind, request.body.to);
      await app.auditService.record({
        actor: actorOf(request),
        action: 'settings.delivery.test',
        targetKind: 'delivery_settings',
        targetId: kind,
        detail: { via },
      });
      return { sent: true, via };
    },
  );
};
