import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  AgentContractChangeSchema,
  AgentContractParamsSchema,
  StaffAgentContractPageSchema,
  StaffAgentContractQuerySchema,
  StaffEndAgentContractRequestSchema,
  StaffSetAgentContractRequestSchema,
} from '@perya/contracts';

import { staffActor } from '../wallet';

const tags = ['back office'];

/** The back office's agent contracts (decision 034): list, set at once, end; audited. */
export const agentContractAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = app.agentContractsStaff;

  app.get(
    '/wps/admin/agents/contracts',
    {
      schema: {
        tags,
        summary: 'Agent contracts, newest first: by member (either side), kind, status, house-funded (staff)',
        querystring: StaffAgentContractQuerySchema,
        response: { 200: StaffAgentContractPageSchema },
      },
    },
    async (request) => staff.list(request.query),
  );

  app.post(
    '/wps/admin/agents/contracts',
    {
      schema: {
        tags,
        summary:
          "Set a member's terms at once (ACTIVE): with the house for a root agent, else within its upline's ceiling (staff, reason)",
        body: StaffSetAgentContractRequestSchema,
        response: { 200: AgentContractChangeSchema },
      },
    },
    async (request) => staff.set({ ...request.body, actor: staffActor(request) }),
  );

  app.post(
    '/wps/admin/agents/contracts/:contractId/end',
    {
      schema: {
        tags,
        summary: 'End a contract (and the downline contracts that lose their ceiling with it) (staff, reason)',
        params: AgentContractParamsSchema,
        body: StaffEndAgentContractRequestSchema,
        response: { 200: AgentContractChangeSchema },
      },
    },
    async (request) =>
      staff.end({ contractId: request.params.contractId, ...request.body, actor: staffActor(request) }),
  );
};
