import type { LiveEvent } from '@perya/contracts';
import { LIVE_EVENTS_PATH, LIVE_FINAL_CLOSE_CODES, LiveEventSchema } from '@perya/contracts';

import { retryDelay } from '../utils/retry-delay';

/** Why the socket stopped for good: reconnecting with this token cannot succeed. */
export type LiveSocketEnd = { code: number; reason: string };

/** What the socket needs from the browser; tests pass fakes. */
export type LiveSocketEnvironment = {
  createSocket: (url: string) => WebSocket;
  random: () => number;
  isOnline: () => boolean;
  isVisible: () => boolean;
  /** Registers `listener` for coming back online or to the foreground; returns the unregister. */
  onResume: (listener: () => void) => () => void;
};

export type LiveSocketOptions = {
  url: string;
  token: string;
  onEvent: (event: LiveEvent) => void;
  onEnd: (end: LiveSocketEnd) => void;
  environment?: LiveSocketEnvironment;
};

/** ws:// or wss:// to the live events path of the page's own origin (the dev server proxies it). */
export const liveEventsUrl = (location: Pick<Location, 'protocol' | 'host'> = window.location): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${LIVE_EVENTS_PATH}`;

export const browserEnvironment = (): LiveSocketEnvironment => ({
  createSocket: (url) => new WebSocket(url),
  random: Math.random,
  isOnline: () => navigator.onLine !== false,
  isVisible: () => document.visibilityState !== 'hidden',
  onResume: (listener) => {
    const onVisibility = () => {
      if (document.visibilityState === 'visible') listener();
    };
    window.addEventListener('online', listener);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('online', listener);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  },
});

/**
 * One live events connection for a session token: connects, sends the token as the first
 * message, hands every event to `onEvent`, and reconnects after a drop with exponential backoff
 * and jitter. The backoff resets once the server accepts the token (`ready`), not when the
 * socket opens: a server that opens and refuses must not be hammered. While the tab is hidden or
 * offline it waits instead, and comes back at once when it is visible and online again. A close
 * that means the token is done (signed out, refused) ends it for good through `onEnd`.
 */
export const openLiveSocket = ({
  url,
  token,
  onEvent,
  onEnd,
  environment = browserEnvironment(),
}: LiveSocketOptions) => {
  let socket: WebSocket | null = null;
  let attempt = 0;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let isOver = false;

  const connect = () => {
    clearTimeout(retryTimer);
    retryTimer = undefined;
    if (isOver || socket) return;
    const current = environment.createSocket(url);
    socket = current;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = (message: MessageEvent) => {
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(message.data));
      } catch {
        return;
      }
      // A newer server may push events this build does not know yet: skipped, not fatal.
      const event = LiveEventSchema.safeParse(parsed);
      if (!event.success) return;
      if (event.data.type === 'ready') attempt = 0;
      onEvent(event.data);
    };
    current.onclose = (close: CloseEvent) => {
      if (socket !== current) return;
      socket = null;
      if (isOver) return;
      if (LIVE_FINAL_CLOSE_CODES.includes(close.code)) {
        isOver = true;
        stopResuming();
        onEnd({ code: close.code, reason: close.reason });
        return;
      }
      scheduleRetry();
    };
  };

  const scheduleRetry = () => {
    // Hidden or offline: no attempts now; `resume` connects when the tab is back.
    if (!environment.isOnline() || !environment.isVisible()) return;
    retryTimer = setTimeout(connect, retryDelay(attempt, environment.random));
    attempt += 1;
  };

  const resume = () => {
    if (isOver || socket || !environment.isOnline() || !environment.isVisible()) return;
    attempt = 0;
    connect();
  };
  const stopResuming = environment.onResume(resume);

  connect();

  return {
    /** Closes the connection and stops reconnecting (the session ended, or the page unmounts). */
    close() {
      isOver = true;
      clearTimeout(retryTimer);
      stopResuming();
      const current = socket;
      socket = null;
      current?.close(1000, 'done');
    },
  };
};

export type LiveSocket = ReturnType<typeof openLiveSocket>;
