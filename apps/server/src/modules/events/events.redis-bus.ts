import type { FastifyBaseLogger } from 'fastify';
import type * as IORedis from 'ioredis';
import type { Redis as RedisClient } from 'ioredis';

import { loadPackage } from '../../lib/load-package';
import type { BusErrorHandler, BusListener, EventBus } from './events.bus';
import { BusEventSchema, channelOf, guarded } from './events.bus';

// The bus across processes: Redis pub/sub, one publisher and one subscriber connection per
// process (a connection in subscriber mode can do nothing else).
//
// One channel per member (plus one for everyone), not one channel for all: a process subscribes
// only to the members it holds sockets for, so Redis does the routing and a process never
// receives — let alone parses — the notices of the thousands of bets placed by members connected
// elsewhere. A notice for a member nobody watches costs one PUBLISH that Redis drops. The price
// is a SUBSCRIBE when a member's first socket opens here and an UNSUBSCRIBE when the last closes.

export const DEFAULT_CHANNEL_PREFIX = 'perya:live:';

export type RedisEventBusOptions = {
  url: string;
  /** Prefix of every channel: the processes of one portal share it (tests pick their own). */
  channelPrefix?: string;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  onError: BusErrorHandler;
  /** Called when the subscriber is back after losing Redis: notices sent meanwhile were lost. */
  onReconnected?: () => void;
  /** Names the two connections in Redis's CLIENT LIST (`<name>-publisher`, `<name>-subscriber`). */
  clientName?: string;
};

/** Logs the first failure of an outage and the recovery, not every retry in between. */
const createOutageLog = (log: RedisEventBusOptions['log'], what: string) => {
  let isFailing = false;
  return {
    failed(error: unknown) {
      if (isFailing) return;
      isFailing = true;
      log.warn({ err: error }, `live events: Redis ${what} failing`);
    },
    recovered() {
      if (!isFailing) return;
      isFailing = false;
      log.info(`live events: Redis ${what} recovered`);
    },
  };
};

export const createRedisEventBus = (options: RedisEventBusOptions): EventBus => {
  const prefix = options.channelPrefix ?? DEFAULT_CHANNEL_PREFIX;
  const clientName = options.clientName ?? 'perya-live';
  // A notice that cannot be sent soon is worthless (clients re-read on reconnect): few retries.
  // Auto-pipelining sends the PUBLISHes of one tick (a burst of bets) in one write.
  // ioredis loads only where Redis is configured (lib/load-package.ts).
  const { Redis } = loadPackage('ioredis') as typeof IORedis;
  const publisher: RedisClient = new Redis(options.url, {
    maxRetriesPerRequest: 2,
    enableAutoPipelining: true,
    connectionName: `${clientName}-publisher`,
  });
  // ioredis subscribes again to every channel after a reconnect (autoResubscribe).
  const subscriber = new Redis(options.url, { connectionName: `${clientName}-subscriber` });
  const publishing = createOutageLog(options.log, 'publisher');
  const subscribing = createOutageLog(options.log, 'subscriber');
  publisher.on('error', (error) => publishing.failed(error));
  publisher.on('ready', () => publishing.recovered());
  subscriber.on('error', (error) => subscribing.failed(error));

  // Delivery: what is published reaches this process only while the subscriber is connected and
  // subscribed. ioredis says 'ready' before it sends again the SUBSCRIBEs of a reconnect; a PING
  // sent then is answered after them (one connection, in order), so its answer marks delivery back.
  let delivering = false;
  const deliveryListeners = new Set<(delivering: boolean) => void>();
  const setDelivering = (value: boolean) => {
    if (delivering === value) return;
    delivering = value;
    for (const listener of deliveryListeners) listener(value);
  };
  subscriber.on('close', () => setDelivering(false));
  let hasBeenReady = false;
  subscriber.on('ready', () => {
    subscribing.recovered();
    if (hasBeenReady) options.onReconnected?.();
    hasBeenReady = true;
    subscriber.ping().then(
      () => setDelivering(subscriber.status === 'ready'),
      () => undefined, // the connection failed again: 'close' has said so
    );
  });

  const listeners = new Map<string, Set<BusListener>>();
  /** Each channel's SUBSCRIBE, pending or done, while it has listeners. */
  const subscriptions = new Map<string, Promise<unknown>>();

  subscriber.on('message', (channel: string, message: string) => {
    const channelListeners = listeners.get(channel);
    if (!channelListeners) return;
    let parsed: unknown;
    try {
      parsed = JSON.parse(message);
    } catch {
      parsed = null;
    }
    // Another version of the portal (during a deploy) may send what this one does not know.
    const event = BusEventSchema.safeParse(parsed);
    if (!event.success) {
      options.log.warn({ channel }, 'live events: unknown bus message dropped');
      return;
    }
    for (const listener of channelListeners) listener(event.data);
  });

  const unsubscribeFrom = (channel: string, listener: BusListener) => {
    const channelListeners = listeners.get(channel);
    if (!channelListeners?.delete(listener) || channelListeners.size > 0) return;
    listeners.delete(channel);
    subscriptions.delete(channel);
    // Commands run in order on the one connection: a later SUBSCRIBE of the channel wins.
    subscriber.unsubscribe(channel).catch((error: unknown) => subscribing.failed(error));
  };

  return {
    async publish(target, event) {
      try {
        await publisher.publish(prefix + channelOf(target), JSON.stringify(event));
        publishing.recovered();
      } catch (error) {
        publishing.failed(error);
        throw error;
      }
    },

    async subscribe(target, listener) {
      const channel = prefix + channelOf(target);
      let channelListeners = listeners.get(channel);
      if (!channelListeners) {
        channelListeners = new Set();
        listeners.set(channel, channelListeners);
        subscriptions.set(channel, subscriber.subscribe(channel));
      }
      const safe = guarded(listener, options.onError);
      channelListeners.add(safe);
      try {
        await subscriptions.get(channel);
      } catch (error) {
        unsubscribeFrom(channel, safe);
        throw error;
      }
      return () => unsubscribeFrom(channel, safe);
    },

    isDelivering: () => delivering,

    onDeliveryChange(listener) {
      deliveryListeners.add(listener);
    },

    async close() {
      deliveryListeners.clear();
      listeners.clear();
      subscriptions.clear();
      // QUIT lets replies still due arrive; without a connection it would wait in the offline
      // queue for one, so a connection that is not ready is simply dropped.
      await Promise.all(
        [publisher, subscriber].map(async (connection) => {
          if (connection.status !== 'ready') return connection.disconnect();
          await connection.quit().catch(() => connection.disconnect());
        }),
      );
    },
  };
};
