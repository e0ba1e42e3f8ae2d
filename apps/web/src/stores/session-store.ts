import { create } from 'zustand';

import type { LoginSuccess } from '@perya/contracts';
import { LOCAL_KEYS, SESSION_KEYS } from '@perya/contracts';

import { localValue, sessionValue } from '@/lib/storage';

// The session as the browser keeps it (spec §3, §4): the token in session storage, the agent
// flag beside it. Logging out clears session storage but keeps the merchant code.

type SessionState = {
  token: string | null;
  isAgent: boolean;
  isTrial: boolean;
  /** Held to change the password before anything else (default or expired password). */
  mustChangePassword: boolean;
  signIn: (login: LoginSuccess) => void;
  passwordChanged: () => void;
  signOut: () => void;
};

const TRIAL_KEY = 'isTrial';

const readStored = () => ({
  token: sessionValue.get(SESSION_KEYS.token),
  isAgent: sessionValue.get(SESSION_KEYS.isAgent) === '1',
  isTrial: sessionValue.get(TRIAL_KEY) === '1',
});

export const useSessionStore = create<SessionState>((set) => ({
  ...readStored(),
  mustChangePassword: false,
  signIn: (login) => {
    sessionValue.set(SESSION_KEYS.token, login.token);
    sessionValue.set(SESSION_KEYS.isAgent, login.isAgent ? '1' : '0');
    sessionValue.set(TRIAL_KEY, login.isTrial ? '1' : '0');
    set({
      token: login.token,
      isAgent: login.isAgent,
      isTrial: login.isTrial,
      mustChangePassword: login.mustChangePassword,
    });
  },
  passwordChanged: () => set({ mustChangePassword: false }),
  signOut: () => {
    const merchantCode = sessionValue.get(SESSION_KEYS.merchantCode) ?? localValue.get(LOCAL_KEYS.merchantCode);
    try {
      window.sessionStorage.clear();
    } catch {
      // storage unavailable: nothing to clear
    }
    if (merchantCode) sessionValue.set(SESSION_KEYS.merchantCode, merchantCode);
    set({ token: null, isAgent: false, isTrial: false, mustChangePassword: false });
  },
}));

/** Re-reads session storage (another part of the app, or a test, changed it). */
export const reloadSession = () => useSessionStore.setState({ ...readStored() });
