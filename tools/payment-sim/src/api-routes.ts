// The merchant API (signed) and the development aids (unsigned).
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';

import type { CallbackDispatcher } from './callbacks';
import type { Gateway } from './gateway';
import { parseCreateOrderRequest } from './orders';
import type { Order } from './orders';
import { INVALID_JSON } from './raw-json';
import type { SignatureGuard } from './signing';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant whose signature the request carries; set by the signed routes' preHandler. */
    merchantId: string;
  }
}

export type ApiRoutesOptions = { gateway: Gateway; guard: SignatureGuard; dispatcher: CallbackDispatcher };

const toOrderResponse = (order: Order) => ({
  gatewayOrderId: order.gatewayOrderId,
  orderId: order.orderId,
  amountMinor: order.amountMinor,
  currency: order.currency,
  status: order.status,
  paidAt: order.paidAt?.toISOString() ?? null,
});

export const apiRoutes: FastifyPluginAsync<ApiRoutesOptions> = async (app, { gateway, guard, dispatcher }) => {
  app.decorateRequest('merchantId', '');

  // Every failure gets the same answer, so a prober cannot tell a wrong secret from a stale
  // timestamp; the reason goes to our log only.
  const requireSignature = async (request: FastifyRequest, reply: FastifyReply) => {
    const check = guard.check({ headers: request.headers, rawBody: request.rawBody });
    if (!check.ok) {
      request.log.info({ reason: check.reason }, 'signature refused');
      return reply.code(401).send({ error: 'SIGNATURE_INVALID' });
    }
    request.merchantId = check.merchantId;
  };

  app.post('/api/orders', { preHandler: requireSignature }, async (request, reply) => {
    if (request.body === INVALID_JSON)
      return reply.code(400).send({ error: 'BAD_REQUEST', detail: 'body is not valid JSON' });
    const input = parseCreateOrderRequest(request.body);
    if (!input.ok) return reply.code(400).send({ error: 'BAD_REQUEST', detail: input.detail });
    const result = gateway.createOrder(request.merchantId, input.value);
    if (!result.ok) return reply.code(409).send({ error: result.reason });
    const { order } = result;
    // The status is the order's own: PENDING when new, or where a repeated request finds it.
    return { gatewayOrderId: order.gatewayOrderId, payUrl: gateway.payUrl(order), status: order.status };
  });

  app.get<{ Params: { gatewayOrderId: string } }>(
    '/api/orders/:gatewayOrderId',
    { preHandler: requireSignature },
    async (request, reply) => {
      const order = gateway.findOrder(request.merchantId, request.params.gatewayOrderId);
      if (!order) return reply.code(404).send({ error: 'NOT_FOUND' });
      return toOrderResponse(order);
    },
  );

  app.get('/api/callbacks', async () => ({ attempts: dispatcher.attempts() }));

  app.get('/healthz', async () => ({ ok: true }));
};
