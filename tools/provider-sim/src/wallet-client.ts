// The provider's side of the wallet protocol: signed POSTs to `${walletUrl}/${vendor}/${call}`,
// and a record of every one of them (and of how the wallet answered) for tests and developers.
import type { FastifyBaseLogger } from 'fastify';

import type { ProviderKey } from './config';
import { SIGNATURE_HEADERS, signedHeaders, toUnixSeconds } from './signing';

export type WalletCall = 'authenticate' | 'balance' | 'bet' | 'win' | 'rollback';

/** The test options that shaped a call; [] for a well-behaved one. */
export type TestOptionName = 'duplicate' | 'replay' | 'delay' | 'rollback' | 'rollback-first' | 'bonus';

/** A call as signed, ready to send (and, for the replay option, to send again byte for byte). */
export type SignedCall = {
  vendor: string;
  call: WalletCall;
  url: string;
  headers: Record<string, string>;
  rawBody: string;
  body: Record<string, unknown>;
};

/** How the wallet answered; a wallet that did not answer, or not with an envelope, has `error`. */
export type WalletAnswer = {
  /** HTTP status, or null when no answer came. */
  status: number | null;
  /** The envelope said `success: true`. */
  success: boolean;
  /** The envelope's code ("OK", "INSUFFICIENT_FUNDS" …); null without an envelope. */
  code: string | null;
  message: string | null;
  value: unknown;
  error: string | null;
};

/** One request to the wallet and how it ended. */
export type CallRecord = {
  /** When it was sent (ISO). */
  at: string;
  vendor: string;
  call: WalletCall;
  url: string;
  /** The JSON body as sent. */
  body: Record<string, unknown>;
  keyId: string;
  nonce: string;
  signature: string;
  /** The wallet's HTTP status, or null when no answer came (see `error`). */
  status: number | null;
  /** The envelope's code, or null. */
  code: string | null;
  error: string | null;
  options: TestOptionName[];
};

// A wallet that never answers must not hold a round (and settle()) forever.
const REQUEST_TIMEOUT_MS = 10_000;

// fetch reports every network failure as "fetch failed"; the reason (ECONNREFUSED, a timeout)
// is on its cause, and it is what a developer reading the calls wants to see.
const describeError = (error: unknown): string => {
  if (!(error instanceof Error)) return String(error);
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const readAnswer = (status: number, text: string): WalletAnswer => {
  let envelope: unknown;
  try {
    envelope = JSON.parse(text);
  } catch {
    envelope = undefined;
  }
  if (!isRecord(envelope) || typeof envelope.success !== 'boolean' || typeof envelope.code !== 'string') {
    return {
      status,
      success: false,
      code: null,
      message: null,
      value: null,
      error: `not an envelope (HTTP ${status})`,
    };
  }
  return {
    status,
    // A success in a non-2xx answer is not one.
    success: envelope.success && status >= 200 && status < 300,
    code: envelope.code,
    message: typeof envelope.message === 'string' ? envelope.message : null,
    value: envelope.value ?? null,
    error: null,
  };
};

export type WalletClientDeps = {
  walletUrl: string;
  keys: Readonly<Record<string, ProviderKey>>;
  clock: () => Date;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
};

export const createWalletClient = ({ walletUrl, keys, clock, log }: WalletClientDeps) => {
  const records: CallRecord[] = [];
  const shutdown = new AbortController();
  const baseUrl = walletUrl.replace(/\/+$/, '');

  const keyOf = (vendor: string): ProviderKey | undefined => (Object.hasOwn(keys, vendor) ? keys[vendor] : undefined);

  return {
    hasVendor: (vendor: string): boolean => keyOf(vendor) !== undefined,

    /** Signs a call now: fresh nonce, current time. */
    sign(vendor: string, call: WalletCall, body: Record<string, unknown>): SignedCall {
      const key = keyOf(vendor);
      if (!key) throw new Error(`provider-sim has no signing key for vendor ${vendor}`);
      const rawBody = JSON.stringify(body);
      const headers = {
        'content-type': 'application/json',
        ...signedHeaders({ keyId: key.keyId, secret: key.secret, rawBody, timestamp: toUnixSeconds(clock()) }),
      };
      return { vendor, call, url: `${baseUrl}/${encodeURIComponent(vendor)}/${call}`, headers, rawBody, body };
    },

    /** Sends a signed call as it is and records it; never throws. */
    async send(request: SignedCall, options: TestOptionName[] = []): Promise<WalletAnswer> {
      const at = clock().toISOString();
      let answer: WalletAnswer;
      try {
        const response = await fetch(request.url, {
          method: 'POST',
          headers: request.headers,
          body: request.rawBody,
          redirect: 'manual',
          signal: AbortSignal.any([shutdown.signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]),
        });
        answer = readAnswer(response.status, await response.text());
      } catch (error) {
        answer = { status: null, success: false, code: null, message: null, value: null, error: describeError(error) };
      }
      records.push({
        at,
        vendor: request.vendor,
        call: request.call,
        url: request.url,
        body: structuredClone(request.body),
        keyId: request.headers[SIGNATURE_HEADERS.keyId] ?? '',
        nonce: request.headers[SIGNATURE_HEADERS.nonce] ?? '',
        signature: request.headers[SIGNATURE_HEADERS.signature] ?? '',
        status: answer.status,
        code: answer.code,
        error: answer.error,
        options,
      });
      const fields = { vendor: request.vendor, call: request.call, status: answer.status, code: answer.code, options };
      if (answer.success) log.info(fields, 'wallet call answered');
      else log.warn({ ...fields, error: answer.error }, 'wallet call refused or failed');
      return answer;
    },

    calls: (): CallRecord[] => records.map((record) => structuredClone(record)),

    /** Aborts requests on the wire. */
    close: (): void => shutdown.abort(),
  };
};

export type WalletClient = ReturnType<typeof createWalletClient>;
