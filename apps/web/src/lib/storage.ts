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

const DEVICE_ID_KEY = 'deviceId';
let pageDeviceId: string | null = null;

/**
 * This browser's own random id, kept in local storage across logins and sent as X-Device-Id: the
 * back office links members who use one device (issue 16). Not a fingerprint: clearing the site's
 * data makes a new one.
 */
export const getDeviceId = (): string => {
  const stored = localValue.get(DEVICE_ID_KEY);
  if (stored && /^[A-Za-z0-9_-]{16,64}$/.test(stored)) return stored;
  if (!pageDeviceId) {
    const bytes = crypto.getRandomValues(new Uint8Array(16));
    pageDeviceId = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
    localValue.set(DEVICE_ID_KEY, pageDeviceId);
  }
  return pageDeviceId;
};
