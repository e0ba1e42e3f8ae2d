import { EventEmitter } from 'node:events';

import { z } from 'zod';

import { LIVE_TOPICS, LiveLogoutReasonSchema, LivePushedEventSchema, LiveTopicEventSchema } from '@perya/contracts';

// The bus carries notices between processes: "member 42's balance changed", "this popup changed
// for everyone". The process holding a member's sockets turns a notice into the events it pushes,
// reading the balance or counts itself — so a notice never carries a value that could arrive out
// of order, and only processes with someone watching read anything.

/** A member id, every connected member, or every process's session cache (decision 018). */
export type BusTarget = number | 'all' | 'sessions';

export const BusEventSchema = z.discriminatedUnion('kind', [
  /** The member's ledger accounts changed: push the balance again. */
  z.object({ kind: z.literal('balance') }),
  /** The member's unread counts changed: push them again. */
  z.object({ kind: z.literal('unread') }),
  /** Push this event as it is. */
  z.object({ kind: z.literal('push'), event: LivePushedEventSchema }),
  /** On 'all': push this event to the sockets following the topic (decision 054). */
  z.object({ kind: z.literal('topic'), topic: z.enum(LIVE_TOPICS), event: LiveTopicEventSchema }),
  /** These sessions of the member ended (null: every session): push `logout`, then close. */
  z.object({
    kind: z.literal('logout'),
    reason: LiveLogoutReasonSchema,
    sessionIds: z.array(z.string()).nullable(),
  }),
  /**
   * On the 'sessions' channel, to every process: forget these sessions, and every session of these
   * members, from the session cache (they ended, or their state changed).
   */
  z.object({
    kind: z.literal('sessions'),
    sessionIds: z.array(z.string()),
    memberIds: z.array(z.number().int()),
  }),
]);
export type BusEvent = z.infer<typeof BusEventSchema>;

export type BusListener = (event: BusEvent) => void;

export type EventBus = {
  /** Sends `event` to the listeners of `target` in every process (this one included). */
  publish: (target: BusTarget, event: BusEvent) => Promise<void>;
  /** Listens to `target`; resolves once events published from then on will arrive. Returns the unsubscribe. */
  subscribe: (target: BusTarget, listener: BusListener) => Promise<() => void>;
  /**
   * Whether events published by any process now reach this one's listeners: always in one
   * process; over Redis, only while the subscriber connection is up with its subscriptions.
   */
  isDelivering: () => boolean;
  /** Told when delivery is lost (false) and when it is back (true), subscriptions renewed. */
  onDeliveryChange: (listener: (delivering: boolean) => void) => void;
  close: () => Promise<void>;
};

export const channelOf = (target: BusTarget): string =>
  target === 'all' || target === 'sessions' ? target : `member:${target}`;

/** Where a listener's failure goes: it must never reach the publisher, nor crash the process. */
export type BusErrorHandler = (error: unknown) => void;

export const guarded =
  (listener: BusListener, onError: BusErrorHandler): BusListener =>
  (event) => {
    try {
      listener(event);
    } catch (error) {
      onError(error);
    }
  };

/**
 * The bus of a single process: an EventEmitter. Delivery is deferred to a microtask, as it is
 * over Redis, so a publisher never runs listeners inside its own call.
 */
export const createLocalEventBus = ({ onError }: { onError: BusErrorHandler }): EventBus => {
  const emitter = new EventEmitter();
  // One listener per member with an open socket: many, by design.
  emitter.setMaxListeners(0);
  return {
    publish: async (target, event) => {
      queueMicrotask(() => emitter.emit(channelOf(target), event));
    },
    subscribe: async (target, listener) => {
      const channel = channelOf(target);
      const safe = guarded(listener, onError);
      emitter.on(channel, safe);
      return () => {
        emitter.off(channel, safe);
      };
    },
    // Within one process nothing is ever lost.
    isDelivering: () => true,
    onDeliveryChange: () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
