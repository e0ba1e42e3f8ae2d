import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ClaimRebateRequestSchema,
  MyRebateSchema,
  MyVipSchema,
  RebateClaimSchema,
  VipLadderSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['vip'];
const claimRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The VIP ladder and the rebate for members (issue 20): always the session's member. */
export const vipRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.vipService;

  app.get(
    '/wps/vip/levels',
    {
      schema: {
        tags,
        summary: "The VIP ladder: each level's thresholds, bonuses and daily withdrawal allowance",
        response: { 200: VipLadderSchema },
      },
    },
    async () => service.ladder(),
  );

  app.get(
    '/wps/member/vip',
    {
      schema: {
        tags,
        summary: "The caller's VIP level, this month's valid bet and deposits, what the next level needs and progress",
        response: { 200: MyVipSchema },
      },
    },
    async (request) => service.myVip(memberOf(request).id),
  );

  app.get(
    '/wps/member/rebate',
    {
      schema: {
        tags,
        summary:
          "The caller's unclaimed rebate by game category, their level's rates and their latest claims (manualRebate)",
        response: { 200: MyRebateSchema },
      },
    },
    async (request) => service.myRebate(memberOf(request).id),
  );

  app.post(
    '/wps/member/rebate/claim',
    {
      schema: {
        tags,
        summary:
          'Claim every unclaimed rebate now: one bonus with its turnover; a repeated requestId returns the same claim (REBATE_NOTHING_TO_CLAIM when there is none)',
        body: ClaimRebateRequestSchema,
        response: { 200: RebateClaimSchema },
      },
      config: claimRateLimit,
    },
    async (request) => service.claimRebate(memberOf(request).id, request.body.requestId),
  );
};
