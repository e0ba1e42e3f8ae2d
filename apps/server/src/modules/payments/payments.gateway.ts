import { z } from 'zod';

import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import { signedHeaders } from './payments.signature';

/** How we reach a payment gateway: its URL and our merchant credentials there. */
export type GatewayConfig = { key: string; url: string; merchantId: string; secret: string };

export type GatewayOrder = { gatewayOrderId: string; payUrl: string };

const CreatedOrderSchema = z.object({ gatewayOrderId: z.string().min(1).max(64), payUrl: z.url() });
const REQUEST_TIMEOUT_MS = 10_000;

/**
 * The adapter for our gateway protocol (tools/payment-sim speaks it too): create an order, then
 * the gateway calls back when it is paid. Never called inside a database transaction.
 */
export const createGatewayClient = (config: GatewayConfig, clock: Clock, fetchImpl: typeof fetch = fetch) => ({
  config,

  async createOrder(input: {
    orderId: string;
    amountMinor: bigint;
    currency: string;
    method: string;
    callbackUrl: string;
    returnUrl: string;
    description: string;
  }): Promise<GatewayOrder> {
    const rawBody = JSON.stringify({ ...input, amountMinor: input.amountMinor.toString() });
    let response: Response;
    try {
      response = await fetchImpl(new URL('/api/orders', config.url), {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          ...signedHeaders({ merchantId: config.merchantId, secret: config.secret, rawBody, now: clock.now() }),
        },
        body: rawBody,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (error) {
      throw new AppError(
        'GATEWAY_UNAVAILABLE',
        `gateway ${config.key} unreachable: ${error instanceof Error ? error.message : 'unknown'}`,
      );
    }
    const body: unknown = await response.json().catch(() => null);
    const parsed = CreatedOrderSchema.safeParse(body);
    if (!response.ok || !parsed.success) {
      throw new AppError(
        'GATEWAY_UNAVAILABLE',
        `gateway ${config.key} refused the order: ${response.status} ${JSON.stringify(body)}`,
      );
    }
    return parsed.data;
  },
});

export type GatewayClient = ReturnType<typeof createGatewayClient>;
