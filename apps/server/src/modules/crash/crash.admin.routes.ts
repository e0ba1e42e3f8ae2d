import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { StaffCrashSettingsSchema, StaffCrashSettingsUpdateSchema } from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';

const tags = ['back office'];

/** Crash's maximum win per round for staff (decision 054); the rest is the originals' settings. */
export const crashAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const settings = app.crashService.settings;

  app.get(
    '/wps/admin/originals/crash/settings',
    {
      schema: {
        tags,
        summary: 'Crash: the maximum win per round (staff)',
        response: { 200: StaffCrashSettingsSchema },
      },
    },
    async () => settings.view(),
  );

  app.put(
    '/wps/admin/originals/crash/settings',
    {
      schema: {
        tags,
        summary: 'Crash: set the maximum win per round (staff, audited, versioned)',
        body: StaffCrashSettingsUpdateSchema,
        response: { 200: StaffCrashSettingsSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return settings.update(request.body, { kind: 'STAFF', id: staff.id, name: staff.username, ip: request.ip });
    },
  );
};
