import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

import { paths } from '@/config/paths';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

/** The login popup's topic when the session ended elsewhere: it says "You were signed out". */
export const SIGNED_OUT_TOPIC = 'signedOut';

/**
 * Ends the session in this tab the way signing out does (spec §4 "Logout"): session storage
 * cleared (the merchant code kept), the member's cached data dropped, back to the home page.
 * `{ notify: true }` then opens the login popup saying the member was signed out — for sessions
 * ended elsewhere (another tab or device, a password change, expiry).
 */
export const useEndSession = () => {
  const signOut = useSessionStore((state) => state.signOut);
  const openModal = useModalStore((state) => state.openModal);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(
    ({ notify = false }: { notify?: boolean } = {}) => {
      signOut();
      queryClient.removeQueries({ queryKey: ['member'] });
      void navigate(paths.home, { replace: true });
      if (notify) openModal('loginPopupModal', SIGNED_OUT_TOPIC);
    },
    [signOut, openModal, queryClient, navigate],
  );
};
