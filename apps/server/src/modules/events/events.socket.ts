import type { FastifyBaseLogger } from 'fastify';
import type { RawData, WebSocket } from 'ws';

import type { LiveEvent, LiveTopic } from '@perya/contracts';
import {
  LIVE_AUTH_TIMEOUT_MS,
  LIVE_CLOSE_CODES,
  LiveAuthMessageSchema,
  LiveTopicMessageSchema,
} from '@perya/contracts';

import type { LiveConnection, LiveHub } from './events.hub';

/** Who a token belongs to, when it is an open session of an active member (trial included). */
export type SocketMember = { memberId: number; sessionId: string; isTrial: boolean };

export type LiveSocketDeps = {
  hub: Pick<LiveHub, 'add' | 'remove' | 'refresh'>;
  authenticate: (token: string) => Promise<SocketMember | null>;
  log: Pick<FastifyBaseLogger, 'warn'>;
  authTimeoutMs?: number;
  /** A ready socket started following a topic: send it the topic's current state (decision 054). */
  onSubscribe?: (topic: LiveTopic, send: (event: LiveEvent) => void) => void;
};

/**
 * One event sent to many sockets (a topic's, everyone's) is serialised once: the objects are the
 * same, so the text is kept beside them while they live.
 */
const serialised = new WeakMap<LiveEvent, string>();
const textOf = (event: LiveEvent): string => {
  let text = serialised.get(event);
  if (text === undefined) {
    text = JSON.stringify(event);
    serialised.set(event, text);
  }
  return text;
};

/**
 * A client that reads slower than we push (a stalled tab on a bad line) is cut off before its
 * unsent events pile up in memory: it reconnects and is sent the current state anyway.
 */
const MAX_BUFFERED_BYTES = 256 * 1024;

const parseTopic = (data: RawData, isBinary: boolean) => {
  if (isBinary) return null;
  try {
    const message = LiveTopicMessageSchema.safeParse(JSON.parse(data.toString()));
    return message.success ? message.data : null;
  } catch {
    return null;
  }
};

const parseAuth = (data: RawData, isBinary: boolean) => {
  if (isBinary) return null;
  try {
    const message = LiveAuthMessageSchema.safeParse(JSON.parse(data.toString()));
    return message.success ? message.data : null;
  } catch {
    return null;
  }
};

/**
 * One socket's life: the auth message within the time limit, then pushes. After `ready` the client
 * may only follow or stop following a topic (decision 054); any other message is a policy violation
 * (pongs are control frames, not messages). ws itself refuses
 * frames over the configured maximum (1009).
 */
export const serveLiveSocket = (socket: WebSocket, deps: LiveSocketDeps): void => {
  let state: 'awaiting-auth' | 'authenticating' | 'open' | 'closed' = 'awaiting-auth';
  let connection: LiveConnection | null = null;
  // A function, not a comparison inline: the socket may close during any await below.
  const isClosed = () => state === 'closed';

  const close = (code: number, reason: string) => {
    if (state === 'closed') return;
    state = 'closed';
    clearTimeout(authTimer);
    socket.close(code, reason);
  };
  const authTimer = setTimeout(
    () => close(LIVE_CLOSE_CODES.POLICY, 'AUTH_TIMEOUT'),
    deps.authTimeoutMs ?? LIVE_AUTH_TIMEOUT_MS,
  );

  const send = (event: LiveEvent) => {
    if (isClosed() || socket.readyState !== socket.OPEN) return;
    if (socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      state = 'closed';
      socket.terminate();
      return;
    }
    socket.send(textOf(event));
  };

  const open = async (data: RawData, isBinary: boolean) => {
    const message = parseAuth(data, isBinary);
    if (!message) return close(LIVE_CLOSE_CODES.POLICY, 'AUTH_REQUIRED');
    let member: SocketMember | null;
    try {
      member = await deps.authenticate(message.token);
    } catch (error) {
      deps.log.warn({ err: error }, 'live events: session check failed');
      return close(LIVE_CLOSE_CODES.SERVER_ERROR, 'TRY_AGAIN');
    }
    if (!member) return close(LIVE_CLOSE_CODES.POLICY, 'AUTH_REQUIRED');
    if (isClosed()) return;
    // Set before adding, so a socket closing while the subscription is made is removed again.
    connection = { ...member, send, close, topics: new Set() };
    try {
      await deps.hub.add(connection);
    } catch (error) {
      deps.log.warn({ err: error, memberId: member.memberId }, 'live events: subscription failed');
      return close(LIVE_CLOSE_CODES.SERVER_ERROR, 'TRY_AGAIN');
    }
    if (isClosed()) return;
    state = 'open';
    send({ type: 'ready' });
    // The state as it is now: whatever changed before this socket subscribed is not lost.
    deps.hub.refresh(member.memberId);
  };

  socket.on('message', (data: RawData, isBinary: boolean) => {
    if (state === 'open' && connection) {
      const message = parseTopic(data, isBinary);
      if (!message) return close(LIVE_CLOSE_CODES.POLICY, 'UNEXPECTED_MESSAGE');
      if (message.type === 'unsubscribe') return void connection.topics?.delete(message.topic);
      if (connection.topics?.has(message.topic)) return;
      connection.topics?.add(message.topic);
      return deps.onSubscribe?.(message.topic, send);
    }
    if (state !== 'awaiting-auth') return close(LIVE_CLOSE_CODES.POLICY, 'UNEXPECTED_MESSAGE');
    state = 'authenticating';
    clearTimeout(authTimer);
    void open(data, isBinary);
  });

  socket.on('close', () => {
    state = 'closed';
    clearTimeout(authTimer);
    if (connection) deps.hub.remove(connection);
  });
};
