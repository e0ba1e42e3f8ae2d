import { create } from 'zustand';

import { sessionValue } from '@/lib/storage';

// The back office's own session: a staff token under its own key, never the player's `token`, so
// a staff member may be signed in as a player in another tab (or this one) without either seeing
// the other's session. Session storage: it ends with the tab, as a shared office PC wants.

export const STAFF_TOKEN_KEY = 'staffToken';

type StaffSessionState = {
  token: string | null;
  setToken: (token: string | null) => void;
};

export const useStaffSession = create<StaffSessionState>((set) => ({
  token: sessionValue.get(STAFF_TOKEN_KEY),
  setToken: (token) => {
    sessionValue.set(STAFF_TOKEN_KEY, token);
    set({ token });
  },
}));

export const getStaffToken = (): string | null => useStaffSession.getState().token;
