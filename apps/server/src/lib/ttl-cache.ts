import type { Clock } from './clock';

/**
 * A small keyed cache whose entries live `ttlMs`: for hot reads that may be a few seconds stale
 * (a session checked on every request, a member's status). Writes in this process delete the
 * entries they change; other processes see a change within `ttlMs`. Bounded: past `maxEntries`
 * the oldest entries go first.
 */
export const createTtlCache = <K, V>(options: { ttlMs: number; maxEntries: number; clock: Clock }) => {
  const entries = new Map<K, { value: V; expiresAt: number }>();
  return {
    get(key: K): V | undefined {
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= options.clock.now().getTime()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value;
    },
    set(key: K, value: V): void {
      entries.delete(key);
      if (entries.size >= options.maxEntries) {
        const oldest = entries.keys().next();
        if (!oldest.done) entries.delete(oldest.value);
      }
      entries.set(key, { value, expiresAt: options.clock.now().getTime() + options.ttlMs });
    },
    delete(key: K): void {
      entries.delete(key);
    },
    /** Drops every entry whose value matches (revocations are rare; a scan is fine). */
    deleteWhere(matches: (value: V) => boolean): void {
      for (const [key, entry] of entries) if (matches(entry.value)) entries.delete(key);
    },
    clear(): void {
      entries.clear();
    },
  };
};
