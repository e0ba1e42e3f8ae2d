import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

import type { LiveEvent, LoginSuccess } from '@perya/contracts';
import { LIVE_CLOSE_CODES, MODAL_OPEN_DELAY_MS } from '@perya/contracts';

import { SIGNED_OUT_TOPIC } from '@/hooks/use-end-session';
import { BALANCE_QUERY_KEY, LIVE_UNREAD_QUERY_KEY, POPUPS_QUERY_KEY } from '@/lib/live-query-keys';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { FakeWebSocket } from '../testing/fake-web-socket';
import { useLiveCounts } from './use-live-counts';
import { useLiveEvents } from './use-live-events';

// The listener in a page, with the browser's WebSocket replaced by a fake: what each pushed event
// does to the query cache, the counts, the session and the login popup.

const balanceEvent = (balanceMinor: string, at: string): LiveEvent => ({
  type: 'balance',
  currency: 'PHP',
  currencySymbol: '₱',
  balanceMinor,
  heldMinor: '0',
  availableMinor: balanceMinor,
  wageringOwedMinor: '0',
  withdrawableMinor: balanceMinor,
  at,
});

const login = (token: string): LoginSuccess => ({
  status: 'OK',
  token,
  username: 'player01',
  type: 0,
  isAgent: false,
  isTrial: false,
  firstTimeLogin: false,
  passwordExpired: false,
  mustChangePassword: false,
});

const Page = () => {
  useLiveEvents();
  const counts = useLiveCounts();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="counts">{`${counts.messages}/${counts.rewards}`}</p>
      <p data-testid="path">{pathname}</p>
    </>
  );
};

describe('useLiveEvents', () => {
  let queryClient: QueryClient;

  beforeEach(() => {
    vi.stubGlobal('WebSocket', FakeWebSocket);
    FakeWebSocket.reset();
    queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const renderPage = (token: string | null) => {
    if (token) useSessionStore.getState().signIn(login(token));
    render(
      <QueryClientProvider client={queryClient}>
        <MemoryRouter initialEntries={['/transferFund']}>
          <Routes>
            <Route path="*" element={<Page />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>,
    );
  };
  /** The tab's socket, opened and accepted. */
  const acceptedSocket = () => {
    const socket = FakeWebSocket.latest();
    act(() => {
      socket.open();
      socket.push({ type: 'ready' });
    });
    return socket;
  };
  const push = (socket: FakeWebSocket, event: LiveEvent) => act(() => socket.push(event));

  it('should open no socket without a session', () => {
    renderPage(null);
    expect(FakeWebSocket.instances).toEqual([]);
  });

  it('should authenticate with the session token on the page origin', () => {
    renderPage('token-1');
    const socket = acceptedSocket();
    expect(socket.url).toBe(`ws://${window.location.host}/wps/ws`);
    expect(JSON.parse(socket.sent[0] ?? '')).toEqual({ type: 'auth', token: 'token-1' });
  });

  it('should write a pushed balance into the header balance query, ignoring an older one', () => {
    renderPage('token-1');
    const socket = acceptedSocket();
    push(socket, balanceEvent('5000', '2026-01-01T00:00:02.000Z'));
    const expected = {
      currency: 'PHP',
      currencySymbol: '₱',
      balanceMinor: '5000',
      heldMinor: '0',
      availableMinor: '5000',
      wageringOwedMinor: '0',
      withdrawableMinor: '5000',
    };
    expect(queryClient.getQueryData(BALANCE_QUERY_KEY)).toEqual(expected);
    push(socket, balanceEvent('9999', '2026-01-01T00:00:01.000Z'));
    expect(queryClient.getQueryData(BALANCE_QUERY_KEY)).toEqual(expected);
  });

  it('should show pushed unread counts, and forget them when the session ends', async () => {
    renderPage('token-1');
    const socket = acceptedSocket();
    expect(screen.getByTestId('counts')).toHaveTextContent('0/0');
    push(socket, { type: 'unread', messages: 4, rewards: 1 });
    // Query observers are told in a batch on the next tick.
    await vi.waitFor(() => expect(screen.getByTestId('counts')).toHaveTextContent('4/1'));
    act(() => useSessionStore.getState().signOut());
    expect(queryClient.getQueryData(LIVE_UNREAD_QUERY_KEY)).toBeUndefined();
    expect(socket.closedByClient).toEqual({ code: 1000, reason: 'done' });
  });

  it('should make the popups load again on a popup event', () => {
    renderPage('token-1');
    const socket = acceptedSocket();
    const announcementsKey = [...POPUPS_QUERY_KEY, 'token-1', 'EN'];
    queryClient.setQueryData(announcementsKey, { popup: [] });
    push(socket, { type: 'popup', id: 'p-1' });
    expect(queryClient.getQueryState(announcementsKey)?.isInvalidated).toBe(true);
  });

  it('should sign the tab out and open the login popup saying so on a logout event', () => {
    vi.useFakeTimers();
    renderPage('token-1');
    const socket = acceptedSocket();
    queryClient.setQueryData(['member', 'info', 'token-1'], { account: 'player01' });
    push(socket, { type: 'logout', reason: 'SIGNED_OUT_ELSEWHERE' });
    act(() => socket.drop(LIVE_CLOSE_CODES.SIGNED_OUT, 'SIGNED_OUT_ELSEWHERE'));
    act(() => vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS));
    expect(useSessionStore.getState().token).toBeNull();
    expect(queryClient.getQueryData(['member', 'info', 'token-1'])).toBeUndefined();
    expect(screen.getByTestId('path')).toHaveTextContent(/^\/$/);
    expect(useModalStore.getState()).toMatchObject({ open: 'loginPopupModal', topic: SIGNED_OUT_TOPIC });
    act(() => vi.advanceTimersByTime(5 * 60_000));
    expect(FakeWebSocket.instances).toHaveLength(1);
  });

  it('should leave the signing out to this tab when it is the one signing out', () => {
    vi.useFakeTimers();
    renderPage('token-1');
    const socket = acceptedSocket();
    act(() => {
      useModalStore.getState().openModal('logoutConfirm');
      vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS);
    });
    push(socket, { type: 'logout', reason: 'LOGGED_OUT' });
    expect(useSessionStore.getState().token).toBe('token-1');
    expect(useModalStore.getState().open).toBe('logoutConfirm');
  });

  it('should sign out when the server no longer takes the token', () => {
    vi.useFakeTimers();
    renderPage('token-1');
    const socket = FakeWebSocket.latest();
    act(() => {
      socket.open();
      socket.drop(LIVE_CLOSE_CODES.POLICY, 'AUTH_REQUIRED');
      vi.advanceTimersByTime(MODAL_OPEN_DELAY_MS);
    });
    expect(useSessionStore.getState().token).toBeNull();
    expect(useModalStore.getState()).toMatchObject({ open: 'loginPopupModal', topic: SIGNED_OUT_TOPIC });
  });

  it('should reconnect after a drop, and use the new token after another login', () => {
    vi.useFakeTimers();
    renderPage('token-1');
    const first = acceptedSocket();
    act(() => first.drop());
    act(() => vi.advanceTimersByTime(1_000));
    expect(FakeWebSocket.instances).toHaveLength(2);

    act(() => useSessionStore.getState().signIn(login('token-2')));
    expect(FakeWebSocket.instances[1]?.closedByClient).not.toBeNull();
    const third = FakeWebSocket.latest();
    act(() => third.open());
    expect(JSON.parse(third.sent[0] ?? '')).toEqual({ type: 'auth', token: 'token-2' });
  });
});
