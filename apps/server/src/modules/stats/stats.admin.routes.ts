import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { DashboardQuerySchema, DashboardSchema } from '@perya/contracts';

/** The back office's dashboard: sums over the maintained aggregates, never over the rounds. */
export const statsAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/wps/admin/dashboard',
    {
      schema: {
        tags: ['back office'],
        summary:
          'Registrations, first deposits, deposits, withdrawals, bets, payouts, GGR, bonuses, NGR and active players for today and a period of reporting days, with a daily series (staff)',
        description:
          'Days are reporting days in the operator time zone (stats_settings, Asia/Manila by default); the period defaults to the last 7 days, today included, and is at most 367 days.',
        querystring: DashboardQuerySchema,
        response: { 200: DashboardSchema },
      },
    },
    async (request) => app.statsDashboard.read(request.query),
  );
};
