import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { AffiliateQuerySchema, AffiliateSchema, ConsolidatedSchema } from '@perya/contracts';

import { AppError } from '../../lib/errors';
import { memberOf } from '../../plugins/access-control';

const tags = ['agents'];

export const agentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/agent/affiliate',
    {
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'Check an invitation (affiliate) code before registering',
        querystring: AffiliateQuerySchema,
        response: { 200: AffiliateSchema },
      },
    },
    async (request) => {
      const agent = await app.agentsService.findAffiliateAgent(request.query.code);
      if (!agent) throw new AppError('INVITATION_CODE_INVALID', `no agent with code ${request.query.code}`);
      return { code: agent.code, agentNickname: agent.nickname };
    },
  );

  app.get(
    '/wps/member/info/funds/consolidated',
    { schema: { tags, summary: 'Consolidated contract info (tok)', response: { 200: ConsolidatedSchema } } },
    async (request) => app.agentsService.getConsolidated(memberOf(request).id),
  );
};
