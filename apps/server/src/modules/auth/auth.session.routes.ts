import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  FreeplayLoginRequestSchema,
  LoginRequestSchema,
  LoginResultSchema,
  LoginSuccessSchema,
  SecondFactorSendRequestSchema,
  SecondFactorVerifyRequestSchema,
  SmsSentSchema,
} from '@perya/contracts';

import { clientOf } from './client-context';

const tags = ['session'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });

/** Logging in: players (password or SMS, second factor, free play); staff in auth.staff.routes.ts. */
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
};
