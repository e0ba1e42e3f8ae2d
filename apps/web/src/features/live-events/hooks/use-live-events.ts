import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useEffectEvent } from 'react';

import type { Balance, LiveEvent } from '@perya/contracts';

import { useEndSession } from '@/hooks/use-end-session';
import {
  BALANCE_QUERY_KEY,
  CONTRACTS_QUERY_KEY,
  LIVE_QUERY_KEY,
  LIVE_UNREAD_QUERY_KEY,
  POPUPS_QUERY_KEY,
} from '@/lib/live-query-keys';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import type { LiveSocketEnd } from '../api/live-socket';
import { liveEventsUrl, openLiveSocket } from '../api/live-socket';
import type { LiveCounts } from './use-live-counts';

/**
 * The live socket-events listener of spec §2.4: one WebSocket for this tab while it holds a
 * session. Pushed balances go straight into the header's query cache (no refetch), unread counts
 * into their own entry (useLiveCounts), popups and contracts are refetched, and a session ended
 * elsewhere signs this tab out with the login popup saying so. Mount it once (the root layout).
 */
export const useLiveEvents = () => {
  const token = useSessionStore((state) => state.token);
  const queryClient = useQueryClient();
  const endSession = useEndSession();

  const handleSignedOut = useEffectEvent(() => {
    // This tab is signing itself out (its confirm dialog is open): the notice is its own echo.
    if (useModalStore.getState().open === 'logoutConfirm') return;
    queryClient.removeQueries({ queryKey: LIVE_QUERY_KEY });
    endSession({ notify: true });
  });

  const handleEvent = useEffectEvent((event: LiveEvent) => {
    switch (event.type) {
      case 'ready':
        return;
      case 'balance': {
        const { type: _type, at: _at, ...balance } = event;
        queryClient.setQueryData<Balance>(BALANCE_QUERY_KEY, balance);
        return;
      }
      case 'unread':
        queryClient.setQueryData<LiveCounts>(LIVE_UNREAD_QUERY_KEY, {
          messages: event.messages,
          rewards: event.rewards,
        });
        return;
      case 'popup':
        void queryClient.invalidateQueries({ queryKey: POPUPS_QUERY_KEY });
        return;
      case 'contract':
        void queryClient.invalidateQueries({ queryKey: CONTRACTS_QUERY_KEY });
        return;
      case 'logout':
        handleSignedOut();
        return;
    }
  });

  const handleEnd = useEffectEvent(({ reason }: LiveSocketEnd) => {
    // The token is no longer a session (it expired while nothing could tell us): signed out.
    // A `logout` event already handled the other ends.
    if (reason === 'AUTH_REQUIRED') handleSignedOut();
  });

  useEffect(() => {
    if (!token) return;
    // Balances read later are newer; one from before the last applied (a socket replaced
    // meanwhile) must not undo it.
    let lastBalanceAt = '';
    const live = openLiveSocket({
      url: liveEventsUrl(),
      token,
      onEvent: (event) => {
        if (event.type === 'balance') {
          if (event.at < lastBalanceAt) return;
          lastBalanceAt = event.at;
        }
        handleEvent(event);
      },
      onEnd: (end) => handleEnd(end),
    });
    return () => {
      live.close();
      // Counts belong to the session that was sent them.
      queryClient.removeQueries({ queryKey: LIVE_UNREAD_QUERY_KEY });
    };
  }, [token, queryClient]);
};
