// The simulator as a library: tests start it on a free port, the CLI (main.ts) on a fixed one.
import { setTimeout as sleepFor } from 'node:timers/promises';

import formbody from '@fastify/formbody';
import Fastify from 'fastify';
import type { FastifyError } from 'fastify';

import { apiRoutes } from './api-routes';
import type { ProviderKey } from './config';
import { gameRoutes } from './game-routes';
import { parsePlayRequest } from './play-options';
import type { PlayOptions } from './play-options';
import { createRounds } from './rounds';
import type { RoundResult, Sleep } from './rounds';
import { createSessions } from './sessions';
import { createWalletClient } from './wallet-client';
import type { CallRecord } from './wallet-client';

export {
  createNonce,
  REPLAY_WINDOW_SECONDS,
  SIGNATURE_HEADERS,
  signedHeaders,
  signPayload,
  verifySignature,
} from './signing';
export type { SignedHeadersInput, SignInput } from './signing';
export { DEFAULT_KEYS, DEMO_VENDORS, demoKey } from './config';
export type { ProviderKey } from './config';
export { BET_CHIPS, DELAY_SECONDS, NO_PLAY_OPTIONS } from './play-options';
export type { DelaySeconds, PlayOptions } from './play-options';
export { PAY_TABLE, SYMBOLS } from './outcome';
export type { Reels, SlotSymbol } from './outcome';
export type { RoundResult, RoundStatus, Sleep } from './rounds';
export type { Refusal } from './sessions';
export type { CallRecord, TestOptionName, WalletCall } from './wallet-client';

export type ProviderSimOptions = {
  /** 0 (the default) picks a free port. */
  port?: number;
  /** Defaults to 127.0.0.1. */
  host?: string;
  /** Where players reach us (the portal's PROVIDER_LAUNCH_URL); defaults to the address we listen on. */
  publicUrl?: string;
  /** The wallet's base, e.g. http://127.0.0.1:8080/wps/provider/v1; calls go to `${walletUrl}/${vendor}/${call}`. */
  walletUrl: string;
  /** vendor → its signing key. A vendor without one cannot be played. */
  keys: Record<string, ProviderKey>;
  /** vendor → the name shown on the game page; defaults to the code. */
  vendorNames?: Record<string, string>;
  /** Decides the spins; defaults to Math.random. Tests pass a fixed sequence. */
  random?: () => number;
  /** The time used for signatures and call records; defaults to the real clock. */
  clock?: () => Date;
  /** Waits for the delay option; defaults to a real timer. Tests pass one they control. */
  sleep?: Sleep;
  /** Fastify's request log; off by default. */
  logger?: boolean;
};

/** What Spin sends: the launch's token, vendor and game, the bet in minor units, and the test options. */
export type PlayInput = {
  token: string;
  vendor: string;
  game: string;
  /** Minor units as a digit string: "1000" is ₱10.00. */
  bet: string;
  options?: Partial<PlayOptions>;
};

export type ProviderSim = {
  /** Where the simulator listens, e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string;
  /** Where players reach it: the portal's PROVIDER_LAUNCH_URL (publicUrl, or else url). */
  publicUrl: string;
  /** Drops delayed calls not yet sent, and stops the server. */
  close(): Promise<void>;
  /** Every call made to the wallet so far, in order. */
  calls(): CallRecord[];
  /**
   * Presses Spin: the same as the game page's button, without a browser. Resolves with what the
   * page shows (before any delayed call). Throws for a bad input or a vendor without a key.
   */
  play(input: PlayInput): Promise<RoundResult>;
  /** A round as it stands now; a delayed one leaves PENDING once its call is answered. */
  round(round: string): RoundResult | undefined;
  /** Resolves when no delayed call is pending. */
  settle(): Promise<void>;
};

const DEFAULT_HOST = '127.0.0.1';

const realSleep: Sleep = (ms, signal) => sleepFor(ms, undefined, { signal }).catch(() => undefined);

/** Starts the simulated game provider. */
export const startProviderSim = async (options: ProviderSimOptions): Promise<ProviderSim> => {
  const { port = 0, host = DEFAULT_HOST, keys, vendorNames = {}, logger = false } = options;
  const clock = options.clock ?? (() => new Date());
  const app = Fastify({ logger });

  const client = createWalletClient({ walletUrl: options.walletUrl, keys, clock, log: app.log });
  const sessions = createSessions(client);
  const rounds = createRounds({
    client,
    sessions,
    random: options.random ?? Math.random,
    sleep: options.sleep ?? realSleep,
    log: app.log,
  });
  const vendorName = (vendor: string) =>
    (Object.hasOwn(vendorNames, vendor) ? vendorNames[vendor] : undefined) ?? vendor;

  app.setErrorHandler<FastifyError>((error, request, reply) => {
    const statusCode = error.statusCode ?? 500;
    if (statusCode < 500) return reply.code(statusCode).send({ error: 'BAD_REQUEST', detail: error.message });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'INTERNAL' });
  });
  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ error: 'NOT_FOUND' }));
  await app.register(formbody);
  await app.register(apiRoutes, { client });
  await app.register(gameRoutes, { client, sessions, rounds, vendorName });

  await app.listen({ port, host });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('provider-sim is not listening on a TCP port');
  const url = `http://${host.includes(':') ? `[${host}]` : host}:${address.port}`;

  return {
    url,
    publicUrl: (options.publicUrl ?? url).replace(/\/+$/, ''),
    async close() {
      await rounds.close();
      client.close();
      await app.close();
    },
    calls: () => client.calls(),
    async play(input) {
      const parsed = parsePlayRequest(input);
      if (!parsed.ok) throw new Error(`provider-sim: ${parsed.detail}`);
      if (!client.hasVendor(parsed.value.vendor)) {
        throw new Error(`provider-sim: no signing key for vendor ${parsed.value.vendor}`);
      }
      return rounds.play(parsed.value);
    },
    round: (round) => rounds.find(round),
    settle: () => rounds.settle(),
  };
};
