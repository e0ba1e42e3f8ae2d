// Pulls in the rate-limit plugin's route-config types (`config.rateLimit`); the plugin itself is
// registered with the app.
import type {} from '@fastify/rate-limit';
import websocket from '@fastify/websocket';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

import { LIVE_EVENTS_PATH, LIVE_MAX_MESSAGE_BYTES } from '@perya/contracts';

/**
 * The live events socket (spec §2.4). Public at the HTTP level (ROUTE_ACCESS): the upgrade
 * carries no token, which arrives in the first message instead. The system gate still applies,
 * so maintenance refuses new sockets like any other call.
 */
export const eventRoutes: FastifyPluginAsyncZod = async (app) => {
  // Registered here, in this route's own scope: the plugin wraps the handler of every route of its
  // scope and adds two hooks to each request, which every other call would pay for. The events
  // module's own preClose (sockets told "going away") runs before the plugin's, parents first.
  await app.register(websocket, {
    options: { maxPayload: LIVE_MAX_MESSAGE_BYTES },
    // A client breaking the protocol (an oversized frame, a reset connection) is not our error.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'live events: socket error');
      socket.terminate();
    },
  });
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
