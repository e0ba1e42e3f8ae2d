import type { FastifyBaseLogger } from 'fastify';

import type { Balance, LiveEvent, LiveLogoutReason, LiveTopic } from '@perya/contracts';
import { LIVE_CLOSE_CODES } from '@perya/contracts';

import type { Clock } from '../../lib/clock';
import type { BusEvent, EventBus } from './events.bus';

/** One authenticated socket, as the hub sees it. */
export type LiveConnection = {
  memberId: number;
  sessionId: string;
  isTrial: boolean;
  send: (event: LiveEvent) => void;
  close: (code: number, reason: string) => void;
  /** The topics this socket follows (decision 054); absent: none. */
  topics?: Set<LiveTopic>;
};

export type UnreadCounts = { messages: number; rewards: number };

export type LiveHubDeps = {
  bus: EventBus;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'warn'>;
  readBalance: (memberId: number) => Promise<Balance>;
  /** Null when no module counts unread items (nothing to push). */
  countUnread: (memberId: number) => Promise<UnreadCounts | null>;
  /** Sockets one member may hold in one process; the oldest is closed beyond it. */
  maxConnectionsPerMember: number;
};

type MemberEntry = {
  connections: Set<LiveConnection>;
  subscription: Promise<() => void>;
  refreshBalance: () => void;
  refreshUnread: () => void;
};

/**
 * Runs `work` now, or — when a run is under way — once more after it, however many times it
 * was asked meanwhile: a burst of bets costs at most two balance reads, and the last read
 * starts after the last notice, so what is pushed last is the newest.
 */
const coalesce = (work: () => Promise<void>, onError: (error: unknown) => void) => {
  let isRunning = false;
  let isAskedAgain = false;
  const run = async () => {
    isRunning = true;
    do {
      isAskedAgain = false;
      try {
        await work();
      } catch (error) {
        onError(error);
      }
    } while (isAskedAgain);
    isRunning = false;
  };
  return () => {
    if (isRunning) isAskedAgain = true;
    else void run();
  };
};

/**
 * The sockets of this process, by member: subscribes to a member's notices on the bus while the
 * member has a socket here (and to everyone's while anyone has), turns notices into events, and
 * reads balances and counts once per member, not once per socket.
 */
export const createLiveHub = (deps: LiveHubDeps) => {
  const members = new Map<number, MemberEntry>();
  let everyone: Promise<() => void> | null = null;

  const sendAll = (connections: Iterable<LiveConnection>, event: LiveEvent) => {
    for (const connection of connections) connection.send(event);
  };

  const closeSessions = (
    connections: Iterable<LiveConnection>,
    sessionIds: readonly string[] | null,
    reason: LiveLogoutReason,
  ) => {
    for (const connection of [...connections]) {
      if (sessionIds && !sessionIds.includes(connection.sessionId)) continue;
      connection.send({ type: 'logout', reason });
      connection.close(LIVE_CLOSE_CODES.SIGNED_OUT, reason);
    }
  };

  const apply = (entry: MemberEntry, event: BusEvent) => {
    switch (event.kind) {
      case 'balance':
        return entry.refreshBalance();
      case 'unread':
        return entry.refreshUnread();
      case 'push':
        return sendAll(entry.connections, event.event);
      case 'topic':
        for (const connection of entry.connections)
          if (connection.topics?.has(event.topic)) connection.send(event.event);
        return;
      case 'logout':
        return closeSessions(entry.connections, event.sessionIds, event.reason);
      case 'sessions':
        return; // for session caches (events.revocations.ts), never on a member's channel
    }
  };

  const reportFailure = (memberId: number, what: string) => (error: unknown) =>
    deps.log.warn({ err: error, memberId }, `live events: ${what} failed`);

  const createEntry = (memberId: number): MemberEntry => {
    const connections = new Set<LiveConnection>();
    const entry: MemberEntry = {
      connections,
      subscription: deps.bus.subscribe(memberId, (event) => apply(entry, event)),
      refreshBalance: coalesce(
        async () => {
          if (connections.size === 0) return;
          const balance = await deps.readBalance(memberId);
          sendAll(connections, { type: 'balance', ...balance, at: deps.clock.now().toISOString() });
        },
        reportFailure(memberId, 'balance read'),
      ),
      // Trial accounts never get unread counts (spec §6).
      refreshUnread: coalesce(
        async () => {
          const readers = [...connections].filter((connection) => !connection.isTrial);
          if (readers.length === 0) return;
          const counts = await deps.countUnread(memberId);
          if (counts) sendAll(readers, { type: 'unread', ...counts });
        },
        reportFailure(memberId, 'unread count'),
      ),
    };
    // A subscription that failed must not be reused by the member's next socket.
    entry.subscription.catch(() => {
      if (members.get(memberId) === entry) members.delete(memberId);
    });
    return entry;
  };

  const subscribeEveryone = () => {
    const subscription = deps.bus.subscribe('all', (event) => {
      for (const entry of members.values()) apply(entry, event);
    });
    subscription.catch(() => {
      if (everyone === subscription) everyone = null;
    });
    return subscription;
  };

  const allConnections = (): LiveConnection[] => [...members.values()].flatMap((entry) => [...entry.connections]);

  const remove = (connection: LiveConnection): void => {
    const entry = members.get(connection.memberId);
    if (!entry?.connections.delete(connection) || entry.connections.size > 0) return;
    members.delete(connection.memberId);
    entry.subscription.then((unsubscribe) => unsubscribe()).catch(() => undefined);
    if (members.size === 0 && everyone) {
      everyone.then((unsubscribe) => unsubscribe()).catch(() => undefined);
      everyone = null;
    }
  };

  return {
    /** Adds an authenticated socket; resolves once its member's notices will reach it. */
    async add(connection: LiveConnection): Promise<void> {
      let entry = members.get(connection.memberId);
      if (!entry) {
        entry = createEntry(connection.memberId);
        members.set(connection.memberId, entry);
      }
      entry.connections.add(connection);
      // Beyond the limit the oldest socket goes: the newest is the tab in use.
      for (const oldest of entry.connections) {
        if (entry.connections.size <= deps.maxConnectionsPerMember) break;
        remove(oldest);
        oldest.close(LIVE_CLOSE_CODES.REPLACED, 'too many connections');
      }
      everyone ??= subscribeEveryone();
      try {
        await Promise.all([entry.subscription, everyone]);
      } catch (error) {
        remove(connection);
        throw error;
      }
    },

    remove,

    /** Pushes the member's balance and unread counts to their sockets here (after connecting). */
    refresh(memberId: number): void {
      const entry = members.get(memberId);
      entry?.refreshBalance();
      entry?.refreshUnread();
    },

    /** Pushes every connected member's state again (notices may have been lost). */
    refreshAll(): void {
      for (const entry of members.values()) {
        entry.refreshBalance();
        entry.refreshUnread();
      }
    },

    /** Ends sessions on this process's sockets, without the bus (expiry found by the sweep). */
    closeSessions(memberId: number, sessionIds: readonly string[] | null, reason: LiveLogoutReason): void {
      const entry = members.get(memberId);
      if (entry) closeSessions(entry.connections, sessionIds, reason);
    },

    connections: allConnections,

    /** Closes every socket (the server is shutting down: clients reconnect elsewhere). */
    closeAll(): void {
      for (const connection of allConnections()) {
        remove(connection);
        connection.close(LIVE_CLOSE_CODES.GOING_AWAY, 'server shutting down');
      }
    },
  };
};

export type LiveHub = ReturnType<typeof createLiveHub>;
