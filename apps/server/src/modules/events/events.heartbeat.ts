import type { WebSocket } from 'ws';

/** Pings a socket may leave unanswered in a row before it is ended. */
const MAX_MISSED_PINGS = 2;

/**
 * Pings every socket each interval and ends the ones that answered none of the last two pings: a
 * phone that lost its network never sends a close frame, and proxies drop connections that stay
 * silent. Browsers answer ping frames by themselves. One late answer is forgiven: a pong that
 * reaches a busy event loop after the next tick (a long GC, a slow network) is not a dead client.
 */
export const createHeartbeat = ({ intervalMs }: { intervalMs: number }) => {
  const sockets = new Map<WebSocket, { missedPings: number }>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    for (const [socket, health] of sockets) {
      if (health.missedPings >= MAX_MISSED_PINGS) {
        sockets.delete(socket);
        socket.terminate();
        continue;
      }
      health.missedPings += 1;
      socket.ping();
    }
  };

  return {
    watch(socket: WebSocket): void {
      const health = { missedPings: 0 };
      sockets.set(socket, health);
      socket.on('pong', () => {
        health.missedPings = 0;
      });
      socket.on('close', () => sockets.delete(socket));
    },
    start(): void {
      timer ??= setInterval(tick, intervalMs);
      // The heartbeat alone never keeps the process alive.
      timer.unref();
    },
    stop(): void {
      clearInterval(timer);
      timer = undefined;
    },
    tick,
  };
};
