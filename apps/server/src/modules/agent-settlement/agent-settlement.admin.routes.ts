import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  RunSettlementRequestSchema,
  RunSettlementResultSchema,
  StaffStatementPageSchema,
  StaffStatementsQuerySchema,
  StatementIdParamsSchema,
  StatementSchema,
} from '@perya/contracts';

import { staffActor } from '../wallet';

const tags = ['back office'];

/** Staff calls of the agent settlement (screens come with the back-office issue). */
export const agentSettlementAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.agentSettlementService;

  app.get(
    '/wps/admin/agents/settlements',
    {
      schema: {
        tags,
        summary: 'Settlement statements of every agent, by agent, kind, outcome and range of days (staff)',
        querystring: StaffStatementsQuerySchema,
        response: { 200: StaffStatementPageSchema },
      },
    },
    async (request) => service.staffStatements(request.query),
  );

  app.get(
    '/wps/admin/agents/settlements/:statementId',
    {
      schema: {
        tags,
        summary: 'One settlement statement with every input (staff)',
        params: StatementIdParamsSchema,
        response: { 200: StatementSchema },
      },
    },
    async (request) => service.staffStatement(request.params.statementId),
  );

  app.post(
    '/wps/admin/agents/settlements/run',
    {
      schema: {
        tags,
        summary:
          'Settle, or settle again, the window of a kind containing an instant; pays only what has not been paid (staff, audited)',
        body: RunSettlementRequestSchema,
        response: { 200: RunSettlementResultSchema },
      },
    },
    async (request) => service.run(request.body, staffActor(request)),
  );
};
