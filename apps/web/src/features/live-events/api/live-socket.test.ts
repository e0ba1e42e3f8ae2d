import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { LiveEvent } from '@perya/contracts';
import { LIVE_CLOSE_CODES } from '@perya/contracts';

import { FakeWebSocket } from '../testing/fake-web-socket';
import { RETRY_MAX_MS } from '../utils/retry-delay';
import type { LiveSocketEnd, LiveSocketEnvironment } from './live-socket';
import { liveEventsUrl, openLiveSocket } from './live-socket';

// The connection's life with fake timers and a fake socket: the auth message, events, backoff
// and jitter between reconnects, pausing while hidden or offline, and the closes that are final.

const BALANCE: LiveEvent = {
  type: 'balance',
  currency: 'PHP',
  currencySymbol: '₱',
  balanceMinor: '1000',
  heldMinor: '0',
  availableMinor: '1000',
  wageringOwedMinor: '0',
  withdrawableMinor: '1000',
  at: '2026-01-01T00:00:00.000Z',
};

describe('openLiveSocket', () => {
  let isOnline = true;
  let isVisible = true;
  let resumeListener: (() => void) | null = null;
  const environment: LiveSocketEnvironment = {
    createSocket: (url) => new FakeWebSocket(url) as unknown as WebSocket,
    // Jitter at its middle: each delay is 3/4 of its ceiling.
    random: () => 0.5,
    isOnline: () => isOnline,
    isVisible: () => isVisible,
    onResume: (listener) => {
      resumeListener = listener;
      return () => {
        resumeListener = null;
      };
    },
  };
  const events: LiveEvent[] = [];
  const ends: LiveSocketEnd[] = [];
  const open = () =>
    openLiveSocket({
      url: 'ws://portal.test/wps/ws',
      token: 'token-1',
      onEvent: (event) => events.push(event),
      onEnd: (end) => ends.push(end),
      environment,
    });

  beforeEach(() => {
    vi.useFakeTimers();
    FakeWebSocket.reset();
    events.length = 0;
    ends.length = 0;
    isOnline = true;
    isVisible = true;
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Advances to just before `ms`, checks nothing new connected, then to `ms`. */
  const expectReconnectAfter = (ms: number) => {
    const before = FakeWebSocket.instances.length;
    vi.advanceTimersByTime(ms - 1);
    expect(FakeWebSocket.instances).toHaveLength(before);
    vi.advanceTimersByTime(1);
    expect(FakeWebSocket.instances).toHaveLength(before + 1);
  };

  it('should send the token as the first message and hand over the events', () => {
    open();
    const socket = FakeWebSocket.latest();
    expect(socket.url).toBe('ws://portal.test/wps/ws');
    expect(socket.sent).toEqual([]);
    socket.open();
    expect(socket.sent.map((text) => JSON.parse(text))).toEqual([{ type: 'auth', token: 'token-1' }]);
    socket.push({ type: 'ready' });
    socket.push(BALANCE);
    expect(events).toEqual([{ type: 'ready' }, BALANCE]);
  });

  it('should skip messages that are not events it knows', () => {
    open();
    const socket = FakeWebSocket.latest();
    socket.open();
    socket.push('not json');
    socket.push({ type: 'jackpot', amount: 5 });
    socket.push({ type: 'unread', messages: 2, rewards: 1 });
    expect(events).toEqual([{ type: 'unread', messages: 2, rewards: 1 }]);
  });

  it('should reconnect with exponential backoff up to 30 s, and start over once accepted', () => {
    open();
    // Ceilings 1, 2, 4, 8, 16, 30, 30 s; with jitter at its middle each wait is 3/4 of that.
    for (const ceiling of [1_000, 2_000, 4_000, 8_000, 16_000, RETRY_MAX_MS, RETRY_MAX_MS]) {
      FakeWebSocket.latest().drop();
      expectReconnectAfter((ceiling * 3) / 4);
    }
    const accepted = FakeWebSocket.latest();
    accepted.open();
    accepted.push({ type: 'ready' });
    accepted.drop();
    expectReconnectAfter(750);
  });

  it('should keep the backoff when a socket opens but is never accepted', () => {
    open();
    FakeWebSocket.latest().drop();
    expectReconnectAfter(750);
    const opened = FakeWebSocket.latest();
    opened.open();
    opened.drop(LIVE_CLOSE_CODES.SERVER_ERROR, 'TRY_AGAIN');
    expectReconnectAfter(1_500);
  });

  it('should spread reconnects between half and all of each ceiling', () => {
    for (const [random, wait] of [
      [0, 500],
      [0.999, 1_000],
    ] as const) {
      FakeWebSocket.reset();
      const live = openLiveSocket({
        url: 'ws://portal.test/wps/ws',
        token: 't',
        onEvent: () => undefined,
        onEnd: () => undefined,
        environment: { ...environment, random: () => random },
      });
      FakeWebSocket.latest().drop();
      expectReconnectAfter(wait);
      live.close();
    }
  });

  it.each([
    [LIVE_CLOSE_CODES.SIGNED_OUT, 'LOGGED_OUT'],
    [LIVE_CLOSE_CODES.POLICY, 'AUTH_REQUIRED'],
  ])('should stop for good on close code %i', (code, reason) => {
    open();
    FakeWebSocket.latest().open();
    FakeWebSocket.latest().drop(code, reason);
    vi.advanceTimersByTime(5 * 60_000);
    resumeListener?.();
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(ends).toEqual([{ code, reason }]);
  });

  it('should wait while the tab is hidden or offline, and connect at once when it is back', () => {
    open();
    for (let drop = 0; drop < 3; drop += 1) {
      FakeWebSocket.latest().drop();
      vi.advanceTimersByTime(RETRY_MAX_MS);
    }
    const count = FakeWebSocket.instances.length;
    isVisible = false;
    FakeWebSocket.latest().drop();
    vi.advanceTimersByTime(5 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(count);

    isVisible = true;
    isOnline = false;
    resumeListener?.();
    expect(FakeWebSocket.instances).toHaveLength(count);
    isOnline = true;
    resumeListener?.();
    expect(FakeWebSocket.instances).toHaveLength(count + 1);
    // The backoff started over too.
    FakeWebSocket.latest().drop();
    expectReconnectAfter(750);
  });

  it('should not open a second socket when resumed while connected', () => {
    open();
    FakeWebSocket.latest().open();
    resumeListener?.();
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('should close the socket and stop reconnecting when closed', () => {
    const live = open();
    const socket = FakeWebSocket.latest();
    socket.open();
    live.close();
    expect(socket.closedByClient).toEqual({ code: 1000, reason: 'done' });
    socket.drop(1000, 'done');
    vi.advanceTimersByTime(5 * 60_000);
    expect(FakeWebSocket.instances).toHaveLength(1);
    expect(resumeListener).toBeNull();
    expect(ends).toEqual([]);
  });

  it('should address the socket on the page origin, secure under https', () => {
    expect(liveEventsUrl({ protocol: 'https:', host: 'perya.ph' })).toBe('wss://perya.ph/wps/ws');
    expect(liveEventsUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/wps/ws');
  });
});
