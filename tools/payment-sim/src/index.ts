// The simulator as a library: tests start it on a free port, the CLI (main.ts) on a fixed one.
import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyError } from 'fastify';

import { apiRoutes } from './api-routes';
import { createCallbackDispatcher, DEFAULT_RETRY_DELAYS_MS, NO_TEST_OPTIONS } from './callbacks';
import type { CallbackAttempt, CallbackTestOptions } from './callbacks';
import { createGateway } from './gateway';
import type { PayAction } from './gateway';
import { createOrderStore, toOrderView } from './orders';
import type { OrderView } from './orders';
import { payRoutes } from './pay-routes';
import { registerRawJsonParser } from './raw-json';
import { createSignatureGuard } from './signing';

export {
  createNonce,
  createSignedHeaders,
  REPLAY_WINDOW_SECONDS,
  SIGNATURE_HEADERS,
  signPayload,
  verifySignature,
} from './signing';
export type { SignedHeadersInput, SignInput } from './signing';
export { CALLBACK_DELAY_SECONDS, DEFAULT_RETRY_DELAYS_MS } from './callbacks';
export type {
  CallbackAttempt,
  CallbackBody,
  CallbackDelaySeconds,
  CallbackTestOptions,
  TestOptionName,
} from './callbacks';
export type { OrderStatus, OrderView, PaymentMethod } from './orders';
export type { PayAction } from './gateway';

export type PaymentSimOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** The base of the payUrl we hand out; defaults to the address we listen on. */
  publicUrl?: string;
  /** merchantId → signing secret. */
  merchants: Record<string, string>;
  /** merchantId → the name shown on the payment page; defaults to the id. */
  merchantNames?: Record<string, string>;
  /** Waits before each callback retry; defaults to 1, 2, 4, 8, 16 s. Tests pass zeros. */
  retryDelaysMs?: number[];
  /** The time used for signatures, order dates and attempt records; defaults to the real clock. */
  clock?: () => Date;
  /** Fastify's request log; off by default. */
  logger?: boolean;
};

/** What the payment page's buttons do: `action` is the button (default pay), the rest are its test options. */
export type PayOptions = Partial<CallbackTestOptions> & { action?: PayAction };

export type PaymentSim = {
  /** Where the simulator listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Stops pending callback retries and the server. */
  close(): Promise<void>;
  /** Every order, oldest first. */
  orders(): OrderView[];
  /** Every callback request sent so far, in order. */
  callbackAttempts(): CallbackAttempt[];
  /**
   * Presses Pay (or Cancel, with `action: 'cancel'`) on the order's payment page with these test
   * options. Resolves when the page would redirect: after the first callback try unless delayed.
   * Throws for an unknown order.
   */
  pay(gatewayOrderId: string, options?: PayOptions): Promise<void>;
  /** Resolves when no callback delivery (delay, retry, copy) is in flight. */
  settle(): Promise<void>;
};

const DEFAULT_HOST = '127.0.0.1';

/** Starts the simulated payment gateway. */
export const startPaymentSim = async (options: PaymentSimOptions): Promise<PaymentSim> => {
  const { port = 0, host = DEFAULT_HOST, merchants, merchantNames = {}, logger = false } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({ logger });

  const store = createOrderStore(clock);
  const dispatcher = createCallbackDispatcher({
    retryDelaysMs: options.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS,
    clock,
    log: app.log,
  });
  let listenUrl = '';
  const publicUrl = () => (options.publicUrl ?? listenUrl).replace(/\/+$/, '');
  const gateway = createGateway({ merchants, merchantNames, store, dispatcher, publicUrl });

  registerRawJsonParser(app);
  // Errors keep the API's { error, detail } shape, whichever layer (parser, body limit) raised them.
  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) return reply.code(statusCode).send({ error: 'BAD_REQUEST', detail: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'INTERNAL' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'NOT_FOUND' }));
  await app.register(formbody);
  await app.register(apiRoutes, { gateway, guard: createSignatureGuard(merchants, clock), dispatcher });
  await app.register(payRoutes, { gateway });

  await app.listen({ port, host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('payment-sim is not listening on a TCP port');
  listenUrl = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url: listenUrl,
    async close() {
      await dispatcher.close();
      await app.close();
    },
    orders: () => store.list().map(toOrderView),
    callbackAttempts: () => dispatcher.attempts(),
    async pay(gatewayOrderId, { action = 'pay', ...testOptions } = {}) {
      const order = await gateway.payOrder(gatewayOrderId, action, { ...NO_TEST_OPTIONS, ...testOptions });
      if (!order) throw new Error(`payment-sim: no order ${gatewayOrderId}`);
    },
    settle: () => dispatcher.settle(),
  };
};
