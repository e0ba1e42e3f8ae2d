import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  MyReferralSchema,
  ReferralFriendPageSchema,
  ReferralPageQuerySchema,
  ReferralProgrammeSchema,
  ReferralRewardPageSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['referral'];

/** Referral for members (spec §2.5 `referral`): always the session's member, never an id from the request. */
export const referralRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.referralService;

  app.get(
    '/wps/referral/programme',
    {
      schema: {
        tags,
        summary: "The referral programme's rules: whether it is on, each milestone's figures, the turnover and the cap",
        response: { 200: ReferralProgrammeSchema },
      },
    },
    async () => service.programme(),
  );

  app.get(
    '/wps/member/referral',
    {
      schema: {
        tags,
        summary:
          "The caller's referral code and registration path, the programme, friends and rewards earned (members; agents: FEATURE_DISABLED, they invite from the register centre)",
        response: { 200: MyReferralSchema },
      },
    },
    async (request) => service.myReferral(memberOf(request).id),
  );

  app.get(
    '/wps/member/referral/friends',
    {
      schema: {
        tags,
        summary:
          "The caller's invited friends, newest first: masked account, deposit, valid bet in the window, rewards",
        querystring: ReferralPageQuerySchema,
        response: { 200: ReferralFriendPageSchema },
      },
    },
    async (request) => service.friends(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/member/referral/rewards',
    {
      schema: {
        tags,
        summary: "The caller's referral rewards, newest first: paid, pending, or skipped with the reason",
        querystring: ReferralPageQuerySchema,
        response: { 200: ReferralRewardPageSchema },
      },
    },
    async (request) => service.rewards(memberOf(request).id, request.query),
  );
};
