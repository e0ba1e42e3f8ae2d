import WebSocket from 'ws';

import type { LiveEvent } from '@perya/contracts';
import { LIVE_EVENTS_PATH, LiveEventSchema } from '@perya/contracts';

// A real WebSocket client of the live events socket, as a browser tab uses it: connect, send the
// token, then read what the server pushes. Tests wait for the events they expect.

type EventOf<T extends LiveEvent['type']> = Extract<LiveEvent, { type: T }>;

export type LiveClient = {
  socket: WebSocket;
  /** Every event received, in order. */
  received: LiveEvent[];
  /** Takes the first unread event of this type (matching `where`), waiting for it if need be. */
  next: <T extends LiveEvent['type']>(
    type: T,
    where?: (event: EventOf<T>) => boolean,
    timeoutMs?: number,
  ) => Promise<EventOf<T>>;
  /** The unread events of this type, taken now (after giving stragglers `waitMs`). */
  drain: <T extends LiveEvent['type']>(type: T, waitMs?: number) => Promise<Array<EventOf<T>>>;
  /** Resolves with the close code and reason once the socket is closed. */
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
};

export type LiveClientOptions = {
  /** Sent as the auth message once the socket opens; null sends nothing. */
  token: string | null;
  /** False makes the client ignore pings, like a phone that lost its network. */
  autoPong?: boolean;
};

export const connectLive = async (baseUrl: string, options: LiveClientOptions): Promise<LiveClient> => {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${LIVE_EVENTS_PATH}`, {
    autoPong: options.autoPong ?? true,
  });
  const received: LiveEvent[] = [];
  const unread: LiveEvent[] = [];
  const waiters = new Set<() => void>();
  const closed = new Promise<{ code: number; reason: string }>((resolve) =>
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() })),
  );
  socket.on('message', (data) => {
    const event = LiveEventSchema.parse(JSON.parse(data.toString()));
    received.push(event);
    unread.push(event);
    for (const wake of [...waiters]) wake();
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (options.token !== null) socket.send(JSON.stringify({ type: 'auth', token: options.token }));

  const take = <T extends LiveEvent['type']>(type: T, where: (event: EventOf<T>) => boolean) => {
    const index = unread.findIndex((event) => event.type === type && where(event as EventOf<T>));
    return index < 0 ? undefined : (unread.splice(index, 1)[0] as EventOf<T>);
  };

  return {
    socket,
    received,
    next: (type, where = () => true, timeoutMs = 5_000) =>
      new Promise((resolve, reject) => {
        const found = take(type, where);
        if (found) return resolve(found);
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no ${type} event within ${timeoutMs} ms; received ${JSON.stringify(received)}`));
        }, timeoutMs);
        const check = () => {
          const event = take(type, where);
          if (!event) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(event);
        };
        waiters.add(check);
      }),
    drain: async (type, waitMs = 0) => {
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      const events: Array<EventOf<typeof type>> = [];
      for (let event = take(type, () => true); event; event = take(type, () => true)) events.push(event);
      return events;
    },
    closed,
    close: () => socket.close(),
  };
};
