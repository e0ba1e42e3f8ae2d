import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  LeaderboardListSchema,
  LeaderboardQuerySchema,
  LeaderboardStandingSchema,
  MemberMissionSchema,
  MissionBadgeSchema,
  MissionClaimRequestSchema,
  MissionClaimResultSchema,
  MissionIdQuerySchema,
  MissionSummaryPageSchema,
  MissionSummaryQuerySchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['missions'];
/** Claiming: a person taps a few times a minute at most; scripts get 429. */
const claimRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The member's missions and leaderboards (spec §2.5 missionLeaderboard, §7.2). */
export const missionRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.missionsService;

  app.get(
    '/wps/relay/MCSFE_getMissionSummaryDetails',
    {
      schema: {
        tags,
        summary:
          'My open missions in their current period: progress, milestones, what I can claim; titles in my language (X-Lang), else English (tok)',
        querystring: MissionSummaryQuerySchema,
        response: { 200: MissionSummaryPageSchema },
      },
    },
    async (request) => service.summary(memberOf(request).id, request.query, request.language),
  );

  app.get(
    '/wps/relay/MCSFE_getMissionMilestones',
    {
      schema: {
        tags,
        summary: "One mission's milestones with my progress (tok)",
        querystring: MissionIdQuerySchema,
        response: { 200: MemberMissionSchema },
      },
    },
    async (request) => service.milestones(memberOf(request).id, request.query.missionId, request.language),
  );

  app.get(
    '/wps/v2/missions/badge',
    {
      schema: {
        tags,
        summary: 'How many mission milestones I can claim now (the red badge) (tok)',
        response: { 200: MissionBadgeSchema },
      },
    },
    async (request) => service.badge(memberOf(request).id),
  );

  app.post(
    '/wps/relay/MCSFE_claimMissionReward',
    {
      schema: {
        tags,
        summary: 'Claim a reached milestone of this period; the reward is a bonus with its turnover (tok)',
        body: MissionClaimRequestSchema,
        response: { 200: MissionClaimResultSchema },
      },
      config: claimRateLimit,
    },
    async (request) =>
      service.claim({
        memberId: memberOf(request).id,
        missionId: request.body.missionId,
        milestone: request.body.milestone,
        ip: request.ip,
      }),
  );

  app.get(
    '/wps/v2/leaderboards',
    {
      schema: { tags, summary: 'The leaderboards running now (tok)', response: { 200: LeaderboardListSchema } },
    },
    async (request) => service.leaderboards(request.language),
  );

  app.get(
    '/wps/relay/MCSFE_getMissionLeaderboard',
    {
      schema: {
        tags,
        summary: "A leaderboard's standings this period or the last, with my own rank and value (footer) (tok)",
        querystring: LeaderboardQuerySchema,
        response: { 200: LeaderboardStandingSchema },
      },
    },
    async (request) => service.standing(memberOf(request).id, request.query, request.language),
  );
};
