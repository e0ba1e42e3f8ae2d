import type { WebSocket } from 'ws';

/**
 * Pings every socket each interval and ends the ones that did not answer the previous ping: a
 * phone that lost its network never sends a close frame, and proxies drop connections that stay
 * silent. Browsers answer ping frames by themselves.
 */
export const createHeartbeat = ({ intervalMs }: { intervalMs: number }) => {
  const sockets = new Map<WebSocket, { isAlive: boolean }>();
  let timer: ReturnType<typeof setInterval> | undefined;

  const tick = () => {
    for (const [socket, health] of sockets) {
      if (!health.isAlive) {
        sockets.delete(socket);
        socket.terminate();
        continue;
      }
      health.isAlive = false;
      socket.ping();
    }
  };

  return {
    watch(socket: WebSocket): void {
      const health = { isAlive: true };
      sockets.set(socket, health);
      socket.on('pong', () => {
        health.isAlive = true;
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
