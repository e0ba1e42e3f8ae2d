import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  OriginalsGameParamsSchema,
  StaffOriginalsSettingListSchema,
  StaffOriginalsSettingSchema,
  StaffOriginalsSettingUpdateSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';

const tags = ['back office'];

/** The originals' settings for staff (decision 043): enabled, bet limits, maximum win per bet. */
export const originalsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.originalsService.settings;

  app.get(
    '/wps/admin/originals/settings',
    {
      schema: {
        tags,
        summary: 'Each original’s settings and the floor of its minimum bet (staff)',
        response: { 200: StaffOriginalsSettingListSchema },
      },
    },
    async () => ({ settings: await settings.staffList() }),
  );

  app.put(
    '/wps/admin/originals/settings/:game',
    {
      schema: {
        tags,
        summary: 'Enable or disable an original, its bet limits and maximum win (staff, audited, versioned)',
        params: OriginalsGameParamsSchema,
        body: StaffOriginalsSettingUpdateSchema,
        response: { 200: StaffOriginalsSettingSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return settings.update(request.params.game, request.body, {
        kind: 'STAFF',
        id: staff.id,
        name: staff.username,
        ip: request.ip,
      });
    },
  );
};
