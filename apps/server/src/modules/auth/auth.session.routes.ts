import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  FreeplayLoginRequestSchema,
  LoginRequestSchema,
  LoginResultSchema,
  LoginSuccessSchema,
  ROLE_PERMISSIONS,
  STAFF_ROLES,
  SecondFactorSendRequestSchema,
  SecondFactorVerifyRequestSchema,
  SmsSentSchema,
  StaffLoginRequestSchema,
  StaffLoginResultSchema,
  StaffMeSchema,
  SuccessSchema,
} from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { staffOf } from '../../plugins/access-control';
import { clientOf } from './client-context';

const tags = ['session'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Logging in: players (password or SMS, second factor, free play) and staff. */
export const authSessionRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;

  app.post(
    '/wps/session/login',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Log in by username and password (after the slider challenge) or by mobile and SMS code (enc)',
        description:
          'A failure carries `value.captcha`: when true the image captcha (GET /wps/captcha) must go with the next try. ' +
          'A login from an address the member never used answers SECOND_FACTOR instead of a token.',
        body: LoginRequestSchema,
        response: { 200: LoginResultSchema },
      },
    },
    async (request) => {
      const client = clientOf(request);
      return request.body.type === 'username'
        ? auth.loginWithPassword(request.body, client)
        : auth.loginWithSms(request.body, client);
    },
  );

  app.post(
    '/wps/session/login/secondFactor/send',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Send the SMS or e-mail code of a pending second factor',
        body: SecondFactorSendRequestSchema,
        response: { 200: SmsSentSchema },
      },
    },
    async (request) => auth.sendSecondFactorCode(request.body, clientOf(request), request.language),
  );

  app.post(
    '/wps/session/login/secondFactor',
    {
      config: perMinute(20),
      schema: {
        tags,
        summary: 'Complete a login with its second factor',
        body: SecondFactorVerifyRequestSchema,
        response: { 200: LoginSuccessSchema },
      },
    },
    async (request) => auth.completeSecondFactor(request.body, clientOf(request)),
  );

  app.post(
    '/wps/session/login/freeplay',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Open a free-play (trial, type 4) account (FREEPLAY3)',
        body: FreeplayLoginRequestSchema,
        response: { 200: LoginSuccessSchema },
      },
    },
    async (request) => auth.loginFreeplay(clientOf(request), request.language),
  );

  app.post(
    '/wps/admin/session/login',
    {
      config: perMinute(10),
      schema: {
        tags: ['back office'],
        summary: 'Staff log in (enc)',
        body: StaffLoginRequestSchema,
        response: { 200: StaffLoginResultSchema },
      },
    },
    async (request) => auth.loginStaff(request.body, clientOf(request)),
  );

  app.delete(
    '/wps/admin/session/logout',
    { schema: { tags: ['back office'], summary: 'Staff log out (tok)', response: { 200: SuccessSchema } } },
    async (request) => {
      await app.sessionService.revoke(staffOf(request).sessionId, 'logout');
      return { done: true as const };
    },
  );

  app.get(
    '/wps/admin/me',
    {
      schema: { tags: ['back office'], summary: 'The signed-in staff member (tok)', response: { 200: StaffMeSchema } },
    },
    async (request) => {
      const { id, username, displayName, role } = staffOf(request);
      // Until issue 16's role migration, the first build's ADMIN is the owner.
      const staffRole = role === 'ADMIN' ? 'OWNER' : STAFF_ROLES.find((known) => known === role);
      if (!staffRole) throw new AppError('FORBIDDEN', `unknown staff role ${role}`);
      return {
        id,
        username,
        displayName,
        role: staffRole,
        permissions: [...ROLE_PERMISSIONS[staffRole]],
        secondFactor: 'DONE' as const,
        mustChangePassword: false,
      };
    },
  );
};
