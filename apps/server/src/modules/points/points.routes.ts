import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  ConvertPointRequestSchema,
  ConvertPointResultSchema,
  PointBalanceSchema,
  PointConfigSchema,
  PointDetailsPageSchema,
  PointDetailsQuerySchema,
  PointRewardsSchema,
  RedeemHistoryPageSchema,
  RedeemHistoryQuerySchema,
  RedeemPointRewardRequestSchema,
  RedeemPointRewardResultSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['points mall'];
/** Spending points: a person redeems a few times a minute at most; scripts get 429. */
const spendRateLimit = { rateLimit: { max: 30, timeWindow: '1 minute' } };

/** The member's points mall (spec §7.4, decision 049): balance, items, redeem, convert, history, details, rules. */
export const pointsRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.pointsService;

  app.get(
    '/wps/relay/MCS2_getPointBalance',
    {
      schema: {
        tags,
        summary: 'My points: balance, earned, spent, and what they are worth (tok)',
        response: { 200: PointBalanceSchema },
      },
    },
    async (request) => service.balance(memberOf(request).id),
  );

  app.get(
    '/wps/relay/MCS2_getPointReward',
    {
      schema: {
        tags,
        summary: 'Reward items on offer, with my valid bet for their amount requirements (tok)',
        response: { 200: PointRewardsSchema },
      },
    },
    async (request) => service.rewards(memberOf(request).id),
  );

  app.get(
    '/wps/relay/MCS2_getRedeemPointList',
    {
      schema: {
        tags,
        summary: 'Redeem history, newest first: processing, rejected or approved (tok)',
        querystring: RedeemHistoryQuerySchema,
        response: { 200: RedeemHistoryPageSchema },
      },
    },
    async (request) =>
      service.history(memberOf(request).id, request.query.status, request.query.pageNo, request.query.pageSize),
  );

  app.get(
    '/wps/relay/MCS2_getPointConfig',
    {
      schema: {
        tags,
        summary: 'Points rules: points per valid bet by category, point value, conversion (tok)',
        response: { 200: PointConfigSchema },
      },
    },
    async () => service.config(),
  );

  app.post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    {
      schema: {
        tags,
        summary: 'Redeem a reward item with points, behind the payment password; once per request id (tok, enc)',
        body: RedeemPointRewardRequestSchema,
        response: { 200: RedeemPointRewardResultSchema },
      },
      config: spendRateLimit,
    },
    async (request) => service.redeem({ memberId: memberOf(request).id, ...request.body, ip: request.ip }),
  );

  app.post(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    {
      schema: {
        tags,
        summary:
          'Convert points to cash at the published value, behind the payment password; once per request id (tok, enc)',
        body: ConvertPointRequestSchema,
        response: { 200: ConvertPointResultSchema },
      },
      config: spendRateLimit,
    },
    async (request) => service.convert({ memberId: memberOf(request).id, ...request.body, ip: request.ip }),
  );

  app.get(
    '/wps/v2/points/details',
    {
      schema: {
        tags,
        summary: 'Points details: every change of my points with the balance after it, newest first (tok)',
        querystring: PointDetailsQuerySchema,
        response: { 200: PointDetailsPageSchema },
      },
    },
    async (request) =>
      service.details(memberOf(request).id, request.query.kind, request.query.pageNo, request.query.pageSize),
  );
};
