import { EventEmitter } from 'node:events';

import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';

import { createHeartbeat } from './events.heartbeat';

// The heartbeat's rule, tick by tick (no timers): a socket that answered none of the last two
// pings is ended; any answer, even a late one, keeps it.

/** Stands in for a ws socket: counts pings, answers them when told, records terminate(). */
const fakeSocket = ({ answers }: { answers: boolean }) => {
  const events = new EventEmitter();
  const socket = Object.assign(events, {
    pings: 0,
    terminated: false,
    ping() {
      socket.pings += 1;
      if (answers) events.emit('pong');
    },
    terminate() {
      socket.terminated = true;
      events.emit('close');
    },
    pong: () => events.emit('pong'),
  });
  return socket;
};

const watched = (...sockets: Array<ReturnType<typeof fakeSocket>>) => {
  const heartbeat = createHeartbeat({ intervalMs: 1_000 });
  for (const socket of sockets) heartbeat.watch(socket as unknown as WebSocket);
  return heartbeat;
};

describe('heartbeat', () => {
  it('should keep a socket that answers every ping', () => {
    const socket = fakeSocket({ answers: true });
    const heartbeat = watched(socket);
    for (let tick = 0; tick < 10; tick += 1) heartbeat.tick();
    expect(socket).toMatchObject({ pings: 10, terminated: false });
  });

  it('should end a silent socket at the tick after its second unanswered ping', () => {
    const socket = fakeSocket({ answers: false });
    const heartbeat = watched(socket);
    heartbeat.tick();
    heartbeat.tick();
    expect(socket).toMatchObject({ pings: 2, terminated: false });
    heartbeat.tick();
    expect(socket).toMatchObject({ pings: 2, terminated: true });
    heartbeat.tick();
    expect(socket.pings).toBe(2); // forgotten once ended
  });

  it('should forgive a pong that arrives after the next tick', () => {
    const socket = fakeSocket({ answers: false });
    const heartbeat = watched(socket);
    for (let round = 0; round < 5; round += 1) {
      heartbeat.tick(); // ping
      heartbeat.tick(); // its answer is late: the event loop was busy
      socket.pong();
    }
    expect(socket).toMatchObject({ pings: 10, terminated: false });
  });

  it('should judge each socket on its own and forget closed ones', () => {
    const answering = fakeSocket({ answers: true });
    const silent = fakeSocket({ answers: false });
    const closed = fakeSocket({ answers: true });
    const heartbeat = watched(answering, silent, closed);
    closed.emit('close');
    for (let tick = 0; tick < 3; tick += 1) heartbeat.tick();
    expect(answering.terminated).toBe(false);
    expect(silent.terminated).toBe(true);
    expect(closed.pings).toBe(0);
  });
});
