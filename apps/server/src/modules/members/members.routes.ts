import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  LanguageUpdateRequestSchema,
  MemberIconSchema,
  MemberInfoSchema,
  MemberProfileSchema,
  PaymentPasswordRequestSchema,
  SetMemberIconRequestSchema,
  SuccessSchema,
  TotpCodeRequestSchema,
  TotpSetupSchema,
  UpdateProfileRequestSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['members'];
const done = { done: true as const };

const iconUrl = (avatarId: number) => `/avatars/${avatarId}.svg`;

/** The signed-in member's own record (spec §7.1 member info, security centre). */
export const memberRoutes: FastifyPluginAsyncZod = async (app) => {
  const members = app.membersService;

  app.get(
    '/wps/member/info',
    { schema: { tags, summary: 'Member info for the header (tok)', response: { 200: MemberInfoSchema } } },
    async (request) => {
      const member = memberOf(request);
      return members.getInfo(member.id, request.auth.kind === 'player' && request.auth.mustChangePassword);
    },
  );

  app.get(
    '/wps/member/info/icon',
    { schema: { tags, summary: 'The member avatar (tok)', response: { 200: MemberIconSchema } } },
    async (request) => {
      const info = await members.getInfo(memberOf(request).id, false);
      return { avatarId: info.avatarId, iconUrl: iconUrl(info.avatarId) };
    },
  );

  app.put(
    '/wps/member/info/icon',
    {
      schema: {
        tags,
        summary: 'Choose an avatar (tok)',
        body: SetMemberIconRequestSchema,
        response: { 200: MemberIconSchema },
      },
    },
    async (request) => {
      await members.setAvatar(memberOf(request).id, request.body.avatarId);
      return { avatarId: request.body.avatarId, iconUrl: iconUrl(request.body.avatarId) };
    },
  );

  app.put(
    '/wps/member/language',
    {
      schema: {
        tags,
        summary: 'The language the member reads the portal in (tok)',
        body: LanguageUpdateRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await members.setLanguage(memberOf(request).id, request.body.lang);
      return done;
    },
  );

  app.get(
    '/wps/member/profile',
    { schema: { tags, summary: 'Security-centre profile (tok)', response: { 200: MemberProfileSchema } } },
    async (request) => members.getProfile(memberOf(request).id),
  );

  app.put(
    '/wps/member/profile',
    {
      schema: {
        tags,
        summary: 'Update nickname, real name (once), e-mail, birthday with the 21+ confirmation (tok)',
        body: UpdateProfileRequestSchema,
        response: { 200: MemberProfileSchema },
      },
    },
    async (request) => {
      const member = memberOf(request);
      await members.updateProfile(member.id, request.body, request.language);
      return members.getProfile(member.id);
    },
  );

  app.put(
    '/wps/member/paymentPassword',
    {
      schema: {
        tags,
        summary: 'Set (confirmed by the login password) or change the payment password (tok, enc)',
        body: PaymentPasswordRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await members.setPaymentPassword(memberOf(request).id, request.body, request.language);
      return done;
    },
  );

  app.post(
    '/wps/member/totp/setup',
    { schema: { tags, summary: 'Start linking an authenticator app (tok)', response: { 200: TotpSetupSchema } } },
    async (request) => members.startTotp(memberOf(request).id),
  );

  app.post(
    '/wps/member/totp/enable',
    {
      schema: {
        tags,
        summary: 'Finish linking: a code from the app (tok)',
        body: TotpCodeRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await members.enableTotp(memberOf(request).id, request.body.code);
      return done;
    },
  );

  app.delete(
    '/wps/member/totp',
    {
      schema: {
        tags,
        summary: 'Unlink the authenticator app: a code from it (tok)',
        body: TotpCodeRequestSchema,
        response: { 200: SuccessSchema },
      },
    },
    async (request) => {
      await members.disableTotp(memberOf(request).id, request.body.code);
      return done;
    },
  );
};
