import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import {
  MemberProfitQuerySchema,
  MemberProfitSchema,
  TeamOverviewQuerySchema,
  TeamOverviewSchema,
} from '@perya/contracts';

import { memberOf } from '../../plugins/access-control';
import { toFiguresDto } from './stats.dto';

const tags = ['statistics'];

/** Readers of the aggregates: sums over a few maintained rows, never over the rounds. */
export const statsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/v2/stats/profit',
    {
      schema: {
        tags,
        summary:
          "The caller's bets, valid bets, payouts, house net and money per reporting day (activity-stream aggregates)",
        querystring: MemberProfitQuerySchema,
        response: { 200: MemberProfitSchema },
      },
    },
    async (request) => {
      const result = await app.statsService.memberDays(memberOf(request).id, request.query.days);
      return { ...result, days: result.days.map((day) => ({ day: day.day, ...toFiguresDto(day) })) };
    },
  );

  app.get(
    '/wps/agent/team/overview',
    {
      schema: {
        tags,
        summary: "The caller's team (whole downline or direct downlines) today, over 7 and over 30 reporting days",
        querystring: TeamOverviewQuerySchema,
        response: { 200: TeamOverviewSchema },
      },
    },
    async (request) => {
      const scope = request.query.scope;
      const overview = await app.statsService.teamOverview(memberOf(request).id, scope === 'direct' ? 'D' : 'A');
      return {
        scope,
        today: overview.today,
        members: overview.members,
        periods: overview.periods.map((period) => ({
          days: period.days,
          from: period.from,
          to: period.to,
          firstDeposits: period.firstDeposits,
          ...toFiguresDto(period),
        })),
      };
    },
  );
};
