import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { SessionDeviceParamsSchema, SessionDevicesSchema, SuccessSchema } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { memberOf } from '../../plugins/access-control';

const tags = ['session'];

/** Ending sessions, and the devices signed in to an account (security centre). */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.delete(
    '/wps/session/logout',
    { schema: { tags, summary: 'Log out: revoke this session (tok)', response: { 200: SuccessSchema } } },
    async (request) => {
      await app.sessionService.revoke(memberOf(request).sessionId, 'logout');
      return { done: true as const };
    },
  );

  app.get(
    '/wps/session/devices',
    { schema: { tags, summary: 'Devices signed in to this account (tok)', response: { 200: SessionDevicesSchema } } },
    async (request) => {
      const member = memberOf(request);
      return app.sessionService.listDevices(member.id, member.sessionId);
    },
  );

  app.delete(
    '/wps/session/devices/:id',
    {
      schema: {
        tags,
        summary: 'Sign one device out (tok)',
        params: SessionDeviceParamsSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      if (!(await app.sessionService.revokeDevice(memberOf(request).id, request.params.id))) {
        throw new AppError('NOT_FOUND', `no open session ${request.params.id} of this member`);
      }
      return { done: true as const };
    },
  );

  app.delete(
    '/wps/session/devices',
    { schema: { tags, summary: 'Sign every other device out (tok)', response: { 200: SuccessSchema } } },
    async (request) => {
      const member = memberOf(request);
      await app.sessionService.revokeMemberSessions(member.id, 'signed out from another device', member.sessionId);
      return { done: true as const };
    },
  );
};
