// Delivery of the gateway's callbacks to merchants, with retries and the misbehaviours that the
// payment page's test options ask for. Every attempt is recorded so tests can see what was sent.
import { setTimeout as sleepFor } from 'node:timers/promises';

import type { FastifyBaseLogger } from 'fastify';

import type { FinalStatus, Order } from './orders';
import { createSignedHeaders, SIGNATURE_HEADERS, toUnixSeconds } from './signing';

export const CALLBACK_DELAY_SECONDS = [0, 2, 5, 10] as const;
export type CallbackDelaySeconds = (typeof CALLBACK_DELAY_SECONDS)[number];

/** What the payment page's "Test options" ask of the callback; all off is a well-behaved gateway. */
export type CallbackTestOptions = {
  /** Send the callback twice: two separately signed requests with the same body. */
  duplicate: boolean;
  /** Wait this long before the first send (in the background). */
  delaySeconds: CallbackDelaySeconds;
  /** After the callback, send the very same request again: same body, timestamp, nonce, signature. */
  replay: boolean;
  /** Sign with a timestamp ten minutes old, outside the merchant's window. */
  staleTimestamp: boolean;
  /** Sign with a secret that is not the merchant's. */
  wrongSignature: boolean;
};

export const NO_TEST_OPTIONS: CallbackTestOptions = {
  duplicate: false,
  delaySeconds: 0,
  replay: false,
  staleTimestamp: false,
  wrongSignature: false,
};

export type TestOptionName = 'duplicate' | 'delay' | 'replay' | 'stale-timestamp' | 'wrong-signature';

/** One HTTP request to a merchant's callback URL and how it ended. */
export type CallbackAttempt = {
  /** When the request was sent (ISO). */
  at: string;
  gatewayOrderId: string;
  orderId: string;
  url: string;
  status: FinalStatus;
  /** 1 for the first try of this copy of the callback, 2 and up for its retries. */
  attempt: number;
  /** The test options that shaped this request; [] for a plain callback. */
  testOptions: TestOptionName[];
  nonce: string;
  /** The merchant's HTTP status, or null when no answer came (see `error`). */
  statusCode: number | null;
  error: string | null;
  /** A 2xx answer: the merchant took the callback. */
  delivered: boolean;
};

/** The callback's JSON body; `paidAt` is when the order became final, for FAILED ones too. */
export type CallbackBody = {
  merchantId: string;
  orderId: string;
  gatewayOrderId: string;
  amountMinor: string;
  currency: string;
  status: FinalStatus;
  paidAt: string;
};

export type CallbackRequest = { url: string; headers: Record<string, string>; body: string };

/** Sends one callback request; resolves with the HTTP status, rejects when no answer came. */
export type PostCallback = (request: CallbackRequest, signal: AbortSignal) => Promise<number>;
/** Waits `ms`, or less when `signal` aborts; never rejects. */
export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

/** 1 s, 2 s, 4 s, 8 s, 16 s: five retries after the first try. */
export const DEFAULT_RETRY_DELAYS_MS: readonly number[] = [1000, 2000, 4000, 8000, 16_000];

const STALE_TIMESTAMP_AGE_SECONDS = 600;
// A merchant that never answers must not hold a delivery (and settle()) forever.
const REQUEST_TIMEOUT_MS = 10_000;

export const postCallback: PostCallback = async ({ url, headers, body }, signal) => {
  const response = await fetch(url, {
    method: 'POST',
    headers,
    body,
    // A redirect is not a delivery: the merchant must answer the callback URL itself.
    redirect: 'manual',
    signal: AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
  });
  // Read the answer to the end so the connection can be reused; only the status matters.
  await response.arrayBuffer();
  return response.status;
};

// fetch reports every network failure as "fetch failed"; the reason (ECONNREFUSED, a timeout)
// is on its cause, and it is what a developer reading the attempts wants to see.
const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
};

export const sleep: Sleep = (ms, signal) => sleepFor(ms, undefined, { signal }).catch(() => undefined);

export type CallbackDispatcherDeps = {
  retryDelaysMs: readonly number[];
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** Injected by tests; the real one uses fetch. */
  post?: PostCallback;
  /** Injected by tests so that no test waits for real time. */
  sleep?: Sleep;
};

export type CallbackJob = { order: Order; secret: string };

// One callback of one order, fixed when the order became final; every copy sends this body.
type Callback = { job: CallbackJob; status: FinalStatus; body: string; options: CallbackTestOptions };

const toCallback = (job: CallbackJob, options: CallbackTestOptions): Callback => {
  const { order } = job;
  if (order.status === 'PENDING' || order.paidAt === null) {
    throw new Error(`order ${order.gatewayOrderId} is not final; there is nothing to call back`);
  }
  const body: CallbackBody = {
    merchantId: order.merchantId,
    orderId: order.orderId,
    gatewayOrderId: order.gatewayOrderId,
    amountMinor: order.amountMinor,
    currency: order.currency,
    status: order.status,
    paidAt: order.paidAt.toISOString(),
  };
  return { job, status: order.status, body: JSON.stringify(body), options };
};

export const createCallbackDispatcher = ({
  retryDelaysMs,
  clock,
  log,
  post = postCallback,
  sleep: wait = sleep,
}: CallbackDispatcherDeps) => {
  const attempts: CallbackAttempt[] = [];
  const inFlight = new Set<Promise<void>>();
  // Aborted by close(): pending delays and retries stop instead of keeping the process alive.
  const shutdown = new AbortController();

  // Each try is signed afresh (new nonce, current time): re-sending a signed request as it was
  // is exactly what a merchant must refuse as a replay.
  const signRequest = ({ job: { order, secret }, body, options }: Callback): CallbackRequest => {
    const now = toUnixSeconds(clock());
    const headers = createSignedHeaders({
      merchantId: order.merchantId,
      secret: options.wrongSignature ? `not-${secret}` : secret,
      rawBody: body,
      timestamp: options.staleTimestamp ? now - STALE_TIMESTAMP_AGE_SECONDS : now,
    });
    return { url: order.callbackUrl, headers: { 'content-type': 'application/json', ...headers }, body };
  };

  const send = async (
    callback: Callback,
    request: CallbackRequest,
    attempt: number,
    testOptions: TestOptionName[],
  ): Promise<boolean> => {
    const { gatewayOrderId, orderId } = callback.job.order;
    const at = clock().toISOString();
    let statusCode: number | null = null;
    let error: string | null = null;
    try {
      statusCode = await post(request, shutdown.signal);
    } catch (cause) {
      error = describeError(cause);
    }
    const delivered = statusCode !== null && statusCode >= 200 && statusCode < 300;
    attempts.push({
      at,
      gatewayOrderId,
      orderId,
      url: request.url,
      status: callback.status,
      attempt,
      testOptions,
      nonce: request.headers[SIGNATURE_HEADERS.nonce] ?? '',
      statusCode,
      error,
      delivered,
    });
    const logFields = { gatewayOrderId, attempt, testOptions, statusCode, error };
    if (delivered) log.info(logFields, 'callback delivered');
    else log.warn(logFields, 'callback not delivered');
    return delivered;
  };

  // One copy of the callback: tried, then retried on the schedule until the merchant takes it.
  // Returns the last request sent, for the replay option.
  const deliver = async (
    callback: Callback,
    testOptions: TestOptionName[],
    onFirstTry: () => void,
  ): Promise<CallbackRequest | undefined> => {
    let request: CallbackRequest | undefined;
    for (let attempt = 1; !shutdown.signal.aborted; attempt++) {
      request = signRequest(callback);
      const delivered = await send(callback, request, attempt, testOptions);
      onFirstTry();
      const retryDelayMs = retryDelaysMs[attempt - 1];
      if (delivered || retryDelayMs === undefined) break;
      await wait(retryDelayMs, shutdown.signal);
    }
    return request;
  };

  const run = async (callback: Callback, onFirstTry: () => void) => {
    const { options } = callback;
    const signingOptions: TestOptionName[] = [
      ...(options.delaySeconds > 0 ? (['delay'] as const) : []),
      ...(options.staleTimestamp ? (['stale-timestamp'] as const) : []),
      ...(options.wrongSignature ? (['wrong-signature'] as const) : []),
    ];
    if (options.delaySeconds > 0) await wait(options.delaySeconds * 1000, shutdown.signal);
    const first = await deliver(callback, signingOptions, onFirstTry);
    // The copies go one after another, not at once, so that tests see them in a fixed order.
    if (options.duplicate) await deliver(callback, ['duplicate', ...signingOptions], () => undefined);
    if (options.replay && first && !shutdown.signal.aborted) {
      // Never retried: a merchant that refuses the replay is doing its job.
      await send(callback, first, 1, ['replay', ...signingOptions]);
    }
  };

  /**
   * Starts the callbacks for an order that just became final. Resolves once the first request
   * has had its answer, so the payer returns to a merchant that already knows; retries, copies
   * and delayed callbacks carry on in the background (see settle()).
   */
  const dispatch = (job: CallbackJob, options: CallbackTestOptions): Promise<void> => {
    const callback = toCallback(job, options);
    let markFirstTry = () => {};
    const firstTry = new Promise<void>((resolve) => {
      markFirstTry = resolve;
    });
    const delivery: Promise<void> = run(callback, markFirstTry)
      .catch((error: unknown) => log.error({ err: error, gatewayOrderId: job.order.gatewayOrderId }, 'callback failed'))
      .finally(() => {
        inFlight.delete(delivery);
        markFirstTry();
      });
    inFlight.add(delivery);
    if (options.delaySeconds > 0) markFirstTry();
    return firstTry;
  };

  /** Resolves when no delivery is under way, including ones started while waiting. */
  const settle = async (): Promise<void> => {
    while (inFlight.size > 0) await Promise.allSettled([...inFlight]);
  };

  return {
    dispatch,
    settle,
    attempts: (): CallbackAttempt[] =>
      attempts.map((attempt) => ({ ...attempt, testOptions: [...attempt.testOptions] })),
    /** Stops pending delays and retries, then waits for requests on the wire to end. */
    close: async (): Promise<void> => {
      shutdown.abort();
      await settle();
    },
  };
};

export type CallbackDispatcher = ReturnType<typeof createCallbackDispatcher>;
