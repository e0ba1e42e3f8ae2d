// Pulls in the rate-limit plugin's route-config types (`config.rateLimit`); the plugin itself is
// registered with the app.
import type {} from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { LIVE_EVENTS_PATH } from '@perya/contracts';

/**
 * The live events socket (spec §2.4). Public at the HTTP level (ROUTE_ACCESS): the upgrade
 * carries no token, which arrives in the first message instead. The system gate still applies,
 * so maintenance refuses new sockets like any other call.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    LIVE_EVENTS_PATH,
    {
      websocket: true,
      // A tab connects once and reconnects with backoff (1 s doubling to 30 s). Generous, since
      // carrier-grade NAT puts many players behind one address; it stops runaway reconnect loops.
      config: { rateLimit: { max: 120, timeWindow: '1 minute' } },
    },
    (socket) => app.liveEvents.serve(socket),
  );
};
