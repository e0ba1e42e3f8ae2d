import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ChangeMobileRequestSchema,
  ChangePasswordRequestSchema,
  ForgotPasswordByEmailRequestSchema,
  ForgotPasswordByPhoneRequestSchema,
  LoginSuccessSchema,
  PaymentPasswordResetRequestSchema,
  RegisterRequestSchema,
  ResetPasswordRequestSchema,
  SmsBindRequestSchema,
  SmsNoLoginRequestSchema,
  SmsOwnMobileRequestSchema,
  SmsRegisterRequestSchema,
  SmsSentSchema,
  SuccessSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';
import { clientOf } from './client-context';

const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const done = { done: true as const };

/** Registering, passwords and phone numbers (spec §7.1). */
export const authAccountRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;

  for (const [url, mode] of [
    ['/wps/member/register', 'username'],
    ['/wps/member/register/mobile', 'mobile'],
  ] as const) {
    app.put(
      url,
      {
        config: perMinute(10),
        schema: {
          tags: ['members'],
          summary: `Register by ${mode} (enc); answers a session, as login: true asks`,
          body: RegisterRequestSchema,
          response: { 200: LoginSuccessSchema },
        },
      },
      async (request) => auth.register(request.body, mode, clientOf(request), request.language),
    );
  }

  app.post(
    '/wps/member/password',
    {
      config: perMinute(10),
      schema: {
        tags: ['members'],
        summary: 'Change the login password (tok, enc)',
        body: ChangePasswordRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await auth.changePassword(memberOf(request), request.body, request.language);
      return done;
    },
  );

  app.post(
    '/wps/member/password/email',
    {
      config: perMinute(5),
      schema: {
        tags: ['members'],
        summary: 'Forgot password: e-mail a reset link (form-urlencoded or JSON)',
        body: ForgotPasswordByEmailRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await auth.forgotByEmail(request.body);
      return done;
    },
  );

  app.post(
    '/wps/member/password/reset',
    {
      config: perMinute(10),
      schema: {
        tags: ['members'],
        summary: 'Set a new password from an e-mailed link (enc)',
        body: ResetPasswordRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await auth.resetPassword(request.body, request.language);
      return done;
    },
  );

  app.post(
    '/wps/verification/sms/own',
    {
      config: perMinute(5),
      schema: {
        tags: ['members'],
        summary: "SMS code to the member's own mobile: resetting the payment password (tok)",
        body: SmsOwnMobileRequestSchema,
        response: { 200: SmsSentSchema },
      },
    },
    async (request) => auth.sendPaymentPasswordResetCode(memberOf(request).id, clientOf(request), request.language),
  );

  app.post(
    '/wps/member/paymentPassword/reset',
    {
      config: perMinute(10),
      schema: {
        tags: ['members'],
        summary: 'Reset a locked or forgotten payment password with the SMS code (tok, enc)',
        body: PaymentPasswordResetRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await auth.resetPaymentPasswordBySms(memberOf(request).id, request.body, request.language);
      return done;
    },
  );

  app.post(
    '/wps/member/password/verification',
    {
      config: perMinute(10),
      schema: {
        tags: ['members'],
        summary: 'Forgot password by phone: SMS code and new password, then logged in (enc)',
        body: ForgotPasswordByPhoneRequestSchema,
        response: { 200: LoginSuccessSchema },
      },
    },
    async (request) => auth.resetPasswordByPhone(request.body, clientOf(request), request.language),
  );

  app.post(
    '/wps/verification/sms/noLogin',
    {
      config: perMinute(10),
      schema: {
        tags: ['verification'],
        summary: 'SMS code to log in or reset a password (after the slider)',
        body: SmsNoLoginRequestSchema,
        response: { 200: SmsSentSchema },
      },
    },
    async (request) => auth.sendNoLoginCode(request.body, clientOf(request), request.language),
  );

  app.post(
    '/wps/verification/sms/register',
    {
      config: perMinute(10),
      schema: {
        tags: ['verification'],
        summary: 'SMS code to register a number (after the slider)',
        body: SmsRegisterRequestSchema,
        response: { 200: SmsSentSchema },
      },
    },
    async (request) => auth.sendRegistrationCode(request.body, clientOf(request), request.language),
  );

  app.post(
    '/wps/verification/sms/bind',
    {
      config: perMinute(10),
      schema: {
        tags: ['verification'],
        summary: 'SMS code to link a new number (tok)',
        body: SmsBindRequestSchema,
        response: { 200: SmsSentSchema },
      },
    },
    async (request) => auth.sendBindCode(memberOf(request).id, request.body, clientOf(request), request.language),
  );

  app.put(
    '/wps/member/mobile',
    {
      config: perMinute(10),
      schema: {
        tags: ['members'],
        summary: 'Link the number an SMS code was sent to (tok)',
        body: ChangeMobileRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await auth.changeMobile(memberOf(request).id, request.body);
      return done;
    },
  );
};
