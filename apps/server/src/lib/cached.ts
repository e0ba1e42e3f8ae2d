import type { Clock } from './clock';

export type Cached<T> = {
  get: () => Promise<T>;
  invalidate: () => void;
};

/**
 * Keeps what `load` returns for `ttlMs`, so hot settings are not read on every request. Writes
 * through this process call `invalidate`; other processes see a change within `ttlMs`.
 * Concurrent callers during a load share the same promise.
 */
export const cached = <T>(load: () => Promise<T>, ttlMs: number, clock: Clock): Cached<T> => {
  let entry: { value: Promise<T>; expiresAt: number } | undefined;
  return {
    get: () => {
      const now = clock.now().getTime();
      if (!entry || entry.expiresAt <= now) {
        const value = load();
        entry = { value, expiresAt: now + ttlMs };
        // A failed load must not be remembered.
        value.catch(() => {
          if (entry?.value === value) entry = undefined;
        });
      }
      return entry.value;
    },
    invalidate: () => {
      entry = undefined;
    },
  };
};
