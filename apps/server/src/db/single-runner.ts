import type pg from 'pg';

import type { DatabaseHandle } from './client';

// One runner per name across every process sharing a PostgreSQL database: a session advisory
// lock held on a connection of its own. When the holding process dies its connection closes, the
// lock goes with it, and another process's next try takes it over. PGlite is one process: always.

export type SingleRunner = {
  /** True while this process holds the name; tries to take it when it does not. */
  tryHold: () => Promise<boolean>;
  release: () => Promise<void>;
};

/** A stable 32-bit key for a name (FNV-1a), under a class of our own. */
const keyOf = (name: string): number => {
  let hash = 0x811c9dc5;
  for (const char of name) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash | 0;
};
const LOCK_CLASS = 0x50455259 | 0; // 'PERY'

export const createSingleRunner = (database: DatabaseHandle, name: string): SingleRunner => {
  const pool = database.pool;
  if (!pool) return { tryHold: async () => true, release: async () => undefined };
  let holder: pg.PoolClient | null = null;
  // A connection is given back once: a second 'error' event, or one that arrives after release()
  // destroyed it, finds it no longer the holder and only stays handled (pg-pool throws on a
  // second release: it crashed a process whose lock connection was terminated).
  const drop = (client: pg.PoolClient, error?: Error) => {
    if (holder !== client) return;
    holder = null;
    client.release(error ?? true);
  };
  return {
    tryHold: async () => {
      if (holder) return true;
      const client = await pool.connect();
      try {
        const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held', [
          LOCK_CLASS,
          keyOf(name),
        ]);
        if (!rows[0]?.held) {
          client.release();
          return false;
        }
        holder = client;
        // A lost connection loses the lock: stop claiming it (another process may take it).
        client.on('error', (error) => drop(client, error));
        return true;
      } catch (error) {
        client.release(error instanceof Error ? error : true);
        throw error;
      }
    },
    release: async () => {
      const client = holder;
      if (!client) return;
      holder = null;
      // Destroying the connection ends the session and with it the lock.
      client.release(true);
    },
  };
};
