import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  MemberProfitReportQuerySchema,
  MemberProfitReportSchema,
  MessageListQuerySchema,
  MessagePageSchema,
  TeamBetsPageSchema,
  TeamBetsQuerySchema,
  TeamOverviewReportQuerySchema,
  TeamOverviewReportSchema,
  TeamTransactionsPageSchema,
  TeamTransactionsQuerySchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';

const tags = ['agent reports'];

/** The agent centre's reports (issue 17, decision 036): the caller's team only. */
export const agentReportRoutes: FastifyPluginAsyncZod = async (app) => {
  const reports = app.agentReportsService;

  app.get(
    '/wps/agent/reports/overview',
    {
      schema: {
        tags,
        summary:
          "Team overview (agentTeamOverview): the caller's team (all levels or direct) per reporting day and in total, from the play statistics",
        querystring: TeamOverviewReportQuerySchema,
        response: { 200: TeamOverviewReportSchema },
      },
    },
    async (request) => reports.overview(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/agent/reports/bets',
    {
      schema: {
        tags,
        summary:
          "Team betting (personalHistoryCopy): the team's rounds newest first by cursor, with the settled totals of the filtered set",
        querystring: TeamBetsQuerySchema,
        response: { 200: TeamBetsPageSchema },
      },
    },
    async (request) => reports.bets(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/agent/reports/profit',
    {
      schema: {
        tags,
        summary:
          "User profit and loss (palStatementsAgentCopy): each direct downline of the caller or of a sub-agent with its team's figures, sorted and paged",
        querystring: MemberProfitReportQuerySchema,
        response: { 200: MemberProfitReportSchema },
      },
    },
    async (request) => reports.profit(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/agent/reports/transactions',
    {
      schema: {
        tags,
        summary:
          "Account details (agentDownlineTransactionDetailsCopy): the team's ledger transfers newest first by cursor",
        querystring: TeamTransactionsQuerySchema,
        response: { 200: TeamTransactionsPageSchema },
      },
    },
    async (request) => reports.transactions(memberOf(request).id, request.query),
  );

  app.get(
    '/wps/agent/reports/announcements',
    {
      schema: {
        tags,
        summary:
          'Agent announcements (agentAnnouncement): platform messages sent to every agent, newest first; reading one (GET /wps/messages/:id) marks it read',
        querystring: MessageListQuerySchema,
        response: { 200: MessagePageSchema },
      },
    },
    async (request) =>
      app.messagesService.list(memberOf(request).id, request.query, request.language, { agentsOnly: true }),
  );
};
