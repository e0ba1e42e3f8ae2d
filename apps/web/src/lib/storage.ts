import { SESSION_KEYS } from '@perya/contracts';

// Browser storage behind small functions: private modes and full quotas make storage throw, and
// the app must keep working without it.

const read = (storage: () => Storage, key: string): string | null => {
  try {
    return storage().getItem(key);
  } catch {
    return null;
  }
};

const write = (storage: () => Storage, key: string, value: string | null): void => {
  try {
    if (value === null) storage().removeItem(key);
    else storage().setItem(key, value);
  } catch {
    // Storage unavailable: the value lives only as long as the page.
  }
};

export const sessionValue = {
  get: (key: string) => read(() => window.sessionStorage, key),
  set: (key: string, value: string | null) => write(() => window.sessionStorage, key, value),
};

export const localValue = {
  get: (key: string) => read(() => window.localStorage, key),
  set: (key: string, value: string | null) => write(() => window.localStorage, key, value),
};

/** The session token (spec §3: session storage key `token`). */
export const getSessionToken = (): string | null => sessionValue.get(SESSION_KEYS.token);

export const hasSession = (): boolean => Boolean(getSessionToken());
