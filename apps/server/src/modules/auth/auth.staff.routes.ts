import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ROLE_PERMISSIONS,
  StaffLoginRequestSchema,
  StaffLoginResultSchema,
  StaffMeSchema,
  StaffPasswordChangeRequestSchema,
  StaffSecondFactorRequestSchema,
  StaffSecondFactorResultSchema,
  StaffTotpEnableRequestSchema,
  StaffTotpEnableResultSchema,
  StaffTotpSetupSchema,
  SuccessSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';
import { clientOf } from './client-context';

const tags = ['back office'];
const perMinute = (max: number) => ({ rateLimit: { max, timeWindow: '1 minute' } });
const BEFORE_DONE =
  'A session in ENROL or CODE may call it (with GET /wps/admin/me and logout); every other staff route answers ' +
  'STAFF_SECOND_FACTOR_REQUIRED until the session is DONE.';

/** Staff sessions: log in, the mandatory second factor (enrolment, code, recovery code), own password. */
export const authStaffRoutes: FastifyPluginAsyncZod = async (app) => {
  const auth = app.authService;

  app.post(
    '/wps/admin/session/login',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Staff log in, after the slider challenge (enc)',
        description:
          'Answers a token whose session waits for its second factor: ENROL (no authenticator yet: POST ' +
          '/wps/admin/totp/setup then /enable) or CODE (POST /wps/admin/session/secondFactor). Ten failures from ' +
          'one address lock it for 15 minutes; three on an account ask for the image captcha (`value.captcha`).',
        body: StaffLoginRequestSchema,
        response: { 200: StaffLoginResultSchema },
      },
    },
    async (request) => auth.loginStaff(request.body, clientOf(request)),
  );

  app.post(
    '/wps/admin/session/secondFactor',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: "The authenticator's code, or one unused recovery code (tok)",
        description:
          `${BEFORE_DONE} A code is accepted once. Wrong codes count: five in 15 minutes end the session ` +
          '(ACCOUNT_LOCKED), ten from one address lock it.',
        body: StaffSecondFactorRequestSchema,
        response: { 200: StaffSecondFactorResultSchema },
      },
    },
    async (request) => auth.giveSecondFactor(staffOf(request), request.body, clientOf(request)),
  );

  app.post(
    '/wps/admin/totp/setup',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Start enrolling an authenticator: a new secret and its otpauth URL (tok, ENROL only)',
        description: `${BEFORE_DONE} The issuer is "Perya Back Office"; a second call replaces the secret.`,
        response: { 200: StaffTotpSetupSchema },
      },
    },
    async (request) => auth.beginEnrolment(staffOf(request)),
  );

  app.post(
    '/wps/admin/totp/enable',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Confirm the authenticator with its first code: the recovery codes, shown once (tok, ENROL only)',
        description: `${BEFORE_DONE} Ten single-use recovery codes; the session becomes DONE.`,
        body: StaffTotpEnableRequestSchema,
        response: { 200: StaffTotpEnableResultSchema },
      },
    },
    async (request) => auth.completeEnrolment(staffOf(request), request.body.code, clientOf(request)),
  );

  app.post(
    '/wps/admin/password',
    {
      config: perMinute(10),
      schema: {
        tags,
        summary: 'Replace the temporary password of an invitation (enc, tok)',
        description:
          'An invited staff member calls it first: until then every other staff route but me and logout answers ' +
          'PASSWORD_CHANGE_REQUIRED. At least 12 characters, not guessable.',
        body: StaffPasswordChangeRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => auth.changeOwnPassword(staffOf(request), request.body, clientOf(request)),
  );

  app.delete(
    '/wps/admin/session/logout',
    { schema: { tags, summary: 'Staff log out (tok)', response: { 200: SuccessSchema } } },
    async (request) => auth.logoutStaff(staffOf(request), clientOf(request)),
  );

  app.get(
    '/wps/admin/me',
    {
      schema: {
        tags,
        summary: 'The signed-in staff member: role, permissions, second-factor state (tok)',
        description: BEFORE_DONE,
        response: { 200: StaffMeSchema },
      },
    },
    async (request) => {
      const { id, username, displayName, role, secondFactor, mustChangePassword } = staffOf(request);
      return {
        id,
        username,
        displayName,
        role,
        permissions: [...ROLE_PERMISSIONS[role]],
        secondFactor,
        mustChangePassword,
      };
    },
  );
};
