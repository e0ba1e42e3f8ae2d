import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  IncomeStatementPageSchema,
  IncomeStatementsQuerySchema,
  IncomeSummaryQuerySchema,
  IncomeSummarySchema,
  StatementIdParamsSchema,
  StatementSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['agent income'];

/** The agent's income pages (spec §2.6, §9): its own statements only, each with every input. */
export const agentIncomeRoutes: FastifyPluginAsyncZod = async (app) => {
  const service = app.agentSettlementService;

  app.get(
    '/wps/agent/income/summary',
    {
      schema: {
        tags,
        summary: "The caller's salaries and dividends by kind over a range of reporting days (my income)",
        querystring: IncomeSummaryQuerySchema,
        response: { 200: IncomeSummarySchema },
      },
    },
    async (request) => service.agentSummary(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/agent/income/statements',
    {
      schema: {
        tags,
        summary: "The caller's settlement statements (one per contract and window), newest first, with totals",
        querystring: IncomeStatementsQuerySchema,
        response: { 200: IncomeStatementPageSchema },
      },
    },
    async (request) => service.agentStatements(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/agent/income/statements/:statementId',
    {
      schema: {
        tags,
        summary:
          'One statement of the caller: figures, active members, tier, carry-over, downline shares, corrections, transfer',
        params: StatementIdParamsSchema,
        response: { 200: StatementSchema },
      },
    },
    async (request) => service.agentStatement(memberOf(request).id, request.params.statementId),
  );
};
