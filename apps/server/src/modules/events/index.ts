import fp from 'fastify-plugin';
import type { WebSocket } from 'ws';

import type {
  Balance,
  LiveEvent,
  LiveLogoutReason,
  LivePushedEvent,
  LiveTopic,
  LiveTopicEvent,
} from '@perya/contracts';

import type { Executor } from '../../db/client';
import { afterCommit } from '../../db/commit-hooks';
import type { Clock } from '../../lib/clock';
import type { SessionEndReason } from '../session';
import type { BusEvent, BusTarget, EventBus } from './events.bus';
import { createLocalEventBus } from './events.bus';
import { createHeartbeat } from './events.heartbeat';
import type { UnreadCounts } from './events.hub';
import { createLiveHub } from './events.hub';
import { createRedisEventBus } from './events.redis-bus';
import { createRevocationFeed } from './events.revocations';
import { serveLiveSocket } from './events.socket';
import { sweepSessions } from './events.sweep';

export { eventRoutes } from './events.routes';
export type { BusTarget } from './events.bus';

export type UnreadKind = keyof UnreadCounts;
/** Counts one kind of unread item of a member (messages, rewards). */
export type UnreadCounter = (memberId: number) => Promise<number>;

/** What other modules use to reach members' open tabs (spec §2.4 live socket-events listener). */
export type LiveEvents = {
  /**
   * Pushes a popup or contract event to one member's tabs or to everyone's, in every process.
   * Pass the transaction the change is written in, if any: the event goes out after it commits.
   * Fire and forget: a bus failure is logged, never thrown (live events are a convenience on top
   * of what the pages fetch, not a delivery promise).
   */
  publish: (target: BusTarget, event: LivePushedEvent, executor?: Executor) => void;
  /** The member's (or everyone's) unread counts changed: their tabs are sent the new counts. */
  notifyUnread: (target: BusTarget, executor?: Executor) => void;
  /**
   * The member's ledger accounts changed: their tabs are sent the new balance. The wallet's
   * balance notices call it (app.ts wires them); nothing else needs to.
   */
  notifyBalance: (memberId: number) => void;
  /**
   * Registers where one kind of unread count comes from (the messages module registers
   * 'messages'). Unregistered kinds count 0; with none registered, no counts are pushed.
   */
  registerUnreadCounter: (kind: UnreadKind, counter: UnreadCounter) => void;
  /**
   * Pushes an event to every socket following the topic, in every process (decision 054). Fire and
   * forget, like publish.
   */
  broadcast: (topic: LiveTopic, event: LiveTopicEvent) => void;
  /** Registers what a socket that starts following the topic is sent first (its current state). */
  onSubscribe: (topic: LiveTopic, handler: (send: (event: LiveEvent) => void) => void) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    events: LiveEvents;
    /** The socket side of the events module, for its route only. */
    liveEvents: { serve: (socket: WebSocket) => void };
  }
}

export type EventsModuleOptions = {
  clock: Clock;
  /** Redis pub/sub between processes; without it, events stay in this process. */
  redisUrl: string | undefined;
  /** The member's main wallet, as the header shows it (read when a socket needs it). */
  readBalance: (memberId: number) => Promise<Balance>;
  /** Prefix of the Redis channels (tests isolate themselves with their own). */
  channelPrefix?: string;
  heartbeatMs?: number;
  sweepMs?: number;
  authTimeoutMs?: number;
};

const HEARTBEAT_MS = 30_000;
const SWEEP_MS = 60_000;
/** A member rarely has more than a few tabs; beyond this the oldest socket in this process closes. */
const MAX_CONNECTIONS_PER_MEMBER = 10;

const LOGOUT_REASONS: Record<SessionEndReason, LiveLogoutReason> = {
  logout: 'LOGGED_OUT',
  'signed out from another device': 'SIGNED_OUT_ELSEWHERE',
  'password changed': 'PASSWORD_CHANGED',
  'password reset': 'PASSWORD_CHANGED',
  // Staff sessions have no live sockets; listed for completeness.
  'staff disabled': 'LOGGED_OUT',
  'second factor reset': 'LOGGED_OUT',
  'second factor failures': 'LOGGED_OUT',
  'invitation sent again': 'LOGGED_OUT',
  // The tab signs out; a locked member's next login is refused with ACCOUNT_SUSPENDED.
  'locked by staff': 'SIGNED_OUT_ELSEWHERE',
  'ended by staff': 'SIGNED_OUT_ELSEWHERE',
  'account closed': 'LOGGED_OUT',
};

/**
 * Live events: a WebSocket per signed-in tab, fed by a bus (Redis pub/sub across processes,
 * an in-process emitter without REDIS_URL). The wallet tells it whose balance changed after
 * each committed ledger write (notifyBalance); the session service, which sessions ended.
 */
export const eventsModule = fp(
  async (app, options: EventsModuleOptions) => {
    const reportListenerError = (error: unknown) => app.log.error({ err: error }, 'live events: listener failed');
    // Without Redis each process is an island: fine for one process (the default setup).
    const bus: EventBus = options.redisUrl
      ? createRedisEventBus({
          url: options.redisUrl,
          ...(options.channelPrefix ? { channelPrefix: options.channelPrefix } : {}),
          log: app.log,
          onError: reportListenerError,
          onReconnected: () => hub.refreshAll(),
        })
      : createLocalEventBus({ onError: reportListenerError });

    const unreadCounters = new Map<UnreadKind, UnreadCounter>();
    const subscribeHandlers = new Map<LiveTopic, (send: (event: LiveEvent) => void) => void>();
    const hub = createLiveHub({
      bus,
      clock: options.clock,
      log: app.log,
      readBalance: options.readBalance,
      countUnread: async (memberId) => {
        if (unreadCounters.size === 0) return null;
        const [messages, rewards] = await Promise.all(
          (['messages', 'rewards'] as const).map((kind) => unreadCounters.get(kind)?.(memberId) ?? 0),
        );
        return { messages: messages ?? 0, rewards: rewards ?? 0 };
      },
      maxConnectionsPerMember: MAX_CONNECTIONS_PER_MEMBER,
    });

    // The bus already logged a failing Redis (once per outage): nothing more to do here.
    const publish = (target: BusTarget, event: BusEvent) => void bus.publish(target, event).catch(() => undefined);

    app.sessionService.onSessionsEnded(({ memberId, sessionIds, reason }) =>
      publish(memberId, { kind: 'logout', reason: LOGOUT_REASONS[reason], sessionIds }),
    );
    // Across processes, revocations also reach every session cache (decision 018). Without Redis
    // there is no other process to tell, or no way to: the cache then keeps sessions briefly.
    if (options.redisUrl) {
      app.sessionService.useRevocationFeed(
        createRevocationFeed({ bus, clock: options.clock, forget: app.sessionService.forget, log: app.log }),
      );
    }

    app.decorate('events', {
      publish: (target, event, executor) => afterCommit(executor, () => publish(target, { kind: 'push', event })),
      notifyUnread: (target, executor) => afterCommit(executor, () => publish(target, { kind: 'unread' })),
      notifyBalance: (memberId) => publish(memberId, { kind: 'balance' }),
      registerUnreadCounter: (kind, counter) => {
        unreadCounters.set(kind, counter);
      },
      broadcast: (topic, event) => publish('all', { kind: 'topic', topic, event }),
      onSubscribe: (topic, handler) => {
        subscribeHandlers.set(topic, handler);
      },
    } satisfies LiveEvents);

    const heartbeat = createHeartbeat({ intervalMs: options.heartbeatMs ?? HEARTBEAT_MS });
    app.decorate('liveEvents', {
      serve: (socket: WebSocket) => {
        heartbeat.watch(socket);
        serveLiveSocket(socket, {
          hub,
          log: app.log,
          ...(options.authTimeoutMs ? { authTimeoutMs: options.authTimeoutMs } : {}),
          onSubscribe: (topic, send) => subscribeHandlers.get(topic)?.(send),
          authenticate: async (token) => {
            const subject = await app.sessionService.authenticate(token);
            if (subject?.kind !== 'MEMBER') return null;
            const member = await app.membersService.findActiveMember(subject.memberId);
            return member ? { memberId: member.id, sessionId: subject.sessionId, isTrial: member.isTrial } : null;
          },
        });
      },
    });

    // Sockets close first, with "going away", so clients reconnect (to another process).
    app.addHook('preClose', async () => hub.closeAll());

    const sweep = () =>
      sweepSessions({
        hub,
        openSessionIds: (sessionIds) => app.sessionService.openSessionIds(sessionIds),
        isMemberActive: async (memberId) => (await app.membersService.findActiveMember(memberId)) !== null,
      }).catch((error: unknown) => app.log.warn({ err: error }, 'live events: session sweep failed'));
    const sweepTimer = setInterval(sweep, options.sweepMs ?? SWEEP_MS);
    sweepTimer.unref();
    heartbeat.start();

    app.addHook('onClose', async () => {
      clearInterval(sweepTimer);
      heartbeat.stop();
      await bus.close();
    });
  },
  { name: 'events', dependencies: ['session', 'members'] },
);
