import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { AppError } from '../../lib/errors';

/**
 * A gateway sends one notice per payment (and its retries): a few a second at most from one
 * address. More is a flood, refused before anything is read or stored.
 */
const CALLBACKS_PER_MINUTE_PER_ADDRESS = 300;
/** Refused notices (bad signature, stale, replayed, unknown gateway) stored per gateway per minute. */
const REFUSED_KEPT_PER_MINUTE = 20;

/**
 * A payment gateway's signed notices. The signature covers the exact bytes sent, so this scope
 * keeps JSON bodies as raw text (its own parser) and the service parses them after checking.
 */
export const gatewayCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/wps/payments/gateway/:gateway/callback',
    {
      // A payment made before maintenance or a region block still has to be credited.
      config: {
        systemGate: 'open' as const,
        rateLimit: { max: CALLBACKS_PER_MINUTE_PER_ADDRESS, timeWindow: '1 minute' },
      },
      schema: {
        tags: ['payments'],
        summary: 'A payment gateway reports an order paid or failed (HMAC-signed; see GATEWAY_SIGNATURE_HEADERS)',
        params: z.object({ gateway: z.string().regex(/^[A-Z0-9_]{2,32}$/) }),
        response: { 200: z.object({ outcome: z.string() }) },
      },
    },
    async (request) => {
      const rawBody = typeof request.body === 'string' ? request.body : '';
      const result = await app.paymentsService.handleGatewayCallback({
        gatewayKey: request.params.gateway,
        headers: request.headers,
        rawBody,
        ip: request.ip,
        // Counted where every process sees it (modules/rate-limit); unbounded only when rate limits are off.
        keepRefused: async () =>
          !app.windowCounter ||
          (await app.windowCounter.hit(`gateway-callback-refused|${request.params.gateway}`, 60_000)).hits <=
            REFUSED_KEPT_PER_MINUTE,
      });
      request.log.info({ gateway: request.params.gateway, outcome: result.outcome }, 'gateway callback');
      if (result.status === 401) throw new AppError('SIGNATURE_INVALID', `callback ${result.outcome}`);
      if (result.status === 404) throw new AppError('NOT_FOUND', `callback ${result.outcome}`);
      if (result.status === 400)
        throw new AppError('VALIDATION', `callback ${result.outcome}`, { fields: { body: result.outcome } });
      if (result.status === 409)
        throw new AppError('ALREADY_PROCESSED', `callback ${result.outcome}`, { outcome: result.outcome });
      return { outcome: result.outcome };
    },
  );
};
