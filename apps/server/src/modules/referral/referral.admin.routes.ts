import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ReferralAdminPageSchema,
  ReferralAdminQuerySchema,
  ReferralProgrammeAdminSchema,
  ReferralRewardAdminPageSchema,
  ReferralRewardAdminQuerySchema,
  UpdateReferralProgrammeRequestSchema,
} from '@perya/contracts';

import { staffOf } from '../../plugins/access-control';

const tags = ['referral'];

/** The back office's referral programme: its rules and switch, every referral, every reward. */
export const referralAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.referralService;

  app.get(
    '/wps/admin/referral/programme',
    {
      schema: {
        tags,
        summary: "The referral programme's rules, switch and multi-accounting checks, with its version (staff)",
        response: { 200: ReferralProgrammeAdminSchema },
      },
    },
    async () => service.adminProgramme(),
  );

  app.put(
    '/wps/admin/referral/programme',
    {
      schema: {
        tags,
        summary: 'Change the referral programme (versioned: STALE_RECORD when changed meanwhile; staff, audited)',
        body: UpdateReferralProgrammeRequestSchema,
        response: { 200: ReferralProgrammeAdminSchema },
      },
    },
    async (request) => {
      const staff = staffOf(request);
      return service.updateProgramme(request.body, {
        kind: 'STAFF',
        id: staff.id,
        name: staff.username,
        ip: request.ip,
      });
    },
  );

  app.get(
    '/wps/admin/referral/referrals',
    {
      schema: {
        tags,
        summary: "Who referred whom, newest first, optionally one referrer's, with each friend's progress (staff)",
        querystring: ReferralAdminQuerySchema,
        response: { 200: ReferralAdminPageSchema },
      },
    },
    async (request) => service.adminReferrals(request.query),
  );

  app.get(
    '/wps/admin/referral/rewards',
    {
      schema: {
        tags,
        summary: 'Referral rewards, newest first, by status or referrer, with the statement of their inputs (staff)',
        querystring: ReferralRewardAdminQuerySchema,
        response: { 200: ReferralRewardAdminPageSchema },
      },
    },
    async (request) => service.adminRewards(request.query),
  );
};
