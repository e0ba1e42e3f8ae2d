import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AGENT_CONTRACT_CALL_BY_KIND,
  AGENT_CONTRACT_KINDS,
  AgentContractAnswerRequestSchema,
  AgentContractChangeSchema,
  AgentContractOfferRequestSchema,
  AgentContractParamsSchema,
  AgentContractVersionRequestSchema,
  DownlineAgentContractsSchema,
  DownlineParamsSchema,
  MyAgentContractsSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['agent contracts'];

/**
 * The contract calls (spec §3, §4, §7.3; decision 034). The downline answers through the spec's
 * four relay calls, one per kind; the upline uses the REST routes under /wps/agent/contracts.
 */
export const agentContractRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.agentContractsService;
  const caller = (request: Parameters<typeof memberOf>[0]) => {
    const member = memberOf(request);
    return { id: member.id, account: member.account };
  };

  for (const kind of AGENT_CONTRACT_KINDS) {
    app.post(
      `/wps/relay/${AGENT_CONTRACT_CALL_BY_KIND[kind]}`,
      {
        schema: {
          tags,
          summary: `Answer a ${kind} contract from the upline (tok): A accept, R reject, C ask to end (or take back the request)`,
          body: AgentContractAnswerRequestSchema,
          response: { 200: AgentContractChangeSchema },
        },
      },
      async (request) => service.answer(caller(request), kind, request.body),
    );
  }

  app.get(
    '/wps/member/contracts',
    {
      schema: {
        tags,
        summary: 'The contracts I hold from my upline (or the house), offers and requests included, with history (tok)',
        response: { 200: MyAgentContractsSchema },
      },
    },
    async (request) => service.myContracts(memberOf(request).id),
  );

  app.get(
    '/wps/agent/contracts/downlines/:downlineId',
    {
      schema: {
        tags,
        summary: "A direct downline's contracts with me and their history, and my own contracts as ceilings (agent)",
        params: DownlineParamsSchema,
        response: { 200: DownlineAgentContractsSchema },
      },
    },
    async (request) => service.downlineContracts(memberOf(request).id, request.params.downlineId),
  );

  app.post(
    '/wps/agent/contracts/downlines/:downlineId/offers',
    {
      schema: {
        tags,
        summary: 'Offer terms to a direct downline (replaces a pending offer of the same kind and category) (agent)',
        params: DownlineParamsSchema,
        body: AgentContractOfferRequestSchema,
        response: { 200: AgentContractChangeSchema },
      },
    },
    async (request) =>
      service.offer({ uplineId: memberOf(request).id, downlineId: request.params.downlineId, terms: request.body }),
  );

  const uplineAction = (action: 'withdraw' | 'terminate' | 'keep', summary: string, run: typeof service.withdraw) =>
    app.post(
      `/wps/agent/contracts/:contractId/${action}`,
      {
        schema: {
          tags,
          summary,
          params: AgentContractParamsSchema,
          body: AgentContractVersionRequestSchema,
          response: { 200: AgentContractChangeSchema },
        },
      },
      async (request) => run(caller(request), request.params.contractId, request.body.version),
    );

  uplineAction('withdraw', 'Take back an offer the downline has not answered (agent)', service.withdraw);
  uplineAction(
    'terminate',
    "Ask to end an active contract, or confirm the downline's request to end it (agent)",
    service.terminateAsUpline,
  );
  uplineAction(
    'keep',
    "Keep a contract: decline the downline's request to end it, or take back mine (agent)",
    service.keepAsUpline,
  );
};
