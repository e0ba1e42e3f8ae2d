import type pg from 'pg';

import type { DatabaseHandle } from './client';

// One runner per name across every process sharing a PostgreSQL database: a session advisory
// lock. When the holding process dies its connection closes, the lock goes with it, and another
// process's next try takes it over. PGlite is one process: always.
//
// Every runner of a process holds its lock on ONE connection of the pool (decision 022): a
// connection per runner took four of a small pool once four activity subscribers existed and hung
// every request, and loyalty and campaign jobs add more. The connection is taken with the first
// lock and given back (destroyed, so nothing stays locked) when the last is released or when it
// fails; runners that held a lock on a failed connection no longer hold it and try again.

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

/** The process's lock connection for one pool, and the names held on it. */
type LockConnection = {
  /** The connection, taken when none is open. Its `generation` changes each time one is lost. */
  open: () => Promise<{ client: pg.PoolClient; generation: number }>;
  isCurrent: (generation: number) => boolean;
  /** Names this process holds on the current connection: a second runner of a name is refused. */
  held: Set<string>;
  /** Gives the connection back (destroyed) once nothing is held on it. */
  closeIfUnused: () => void;
  lose: (client: pg.PoolClient, error?: Error) => void;
};

const lockConnections = new WeakMap<pg.Pool, LockConnection>();

const lockConnectionOf = (pool: pg.Pool): LockConnection => {
  const known = lockConnections.get(pool);
  if (known) return known;
  let current: pg.PoolClient | null = null;
  let opening: Promise<pg.PoolClient> | null = null;
  let generation = 0;
  const held = new Set<string>();
  // A connection is given back once: a second 'error' event, or one that arrives after it was
  // closed, finds it no longer current and only stays handled (pg-pool throws on a second
  // release: it crashed a process whose lock connection was terminated).
  const lose = (client: pg.PoolClient, error?: Error) => {
    if (current !== client) return;
    current = null;
    generation += 1;
    held.clear();
    client.release(error ?? true);
  };
  const connection: LockConnection = {
    open: async () => {
      if (!current) {
        opening ??= pool.connect().then(
          (client) => {
            opening = null;
            current = client;
            client.on('error', (error) => lose(client, error));
            return client;
          },
          (error: unknown) => {
            opening = null;
            throw error;
          },
        );
        await opening;
      }
      if (!current) throw new Error('lock connection lost while opening');
      return { client: current, generation };
    },
    isCurrent: (at) => current !== null && at === generation,
    held,
    closeIfUnused: () => {
      if (current && held.size === 0) lose(current);
    },
    lose,
  };
  lockConnections.set(pool, connection);
  return connection;
};

export const createSingleRunner = (database: DatabaseHandle, name: string): SingleRunner => {
  const pool = database.pool;
  if (!pool) return { tryHold: async () => true, release: async () => undefined };
  const locks = lockConnectionOf(pool);
  const key = [LOCK_CLASS, keyOf(name)];
  let heldAt: number | null = null; // the lock connection's generation when this runner took it

  return {
    tryHold: async () => {
      if (heldAt !== null && locks.isCurrent(heldAt)) return true;
      heldAt = null;
      // Advisory locks are re-entrant within a session: a second runner of the same name in this
      // process must not take it again on the shared connection.
      if (locks.held.has(name)) return false;
      const { client, generation } = await locks.open();
      locks.held.add(name);
      try {
        const { rows } = await client.query<{ held: boolean }>('select pg_try_advisory_lock($1, $2) as held', key);
        if (!rows[0]?.held || !locks.isCurrent(generation)) {
          locks.held.delete(name);
          locks.closeIfUnused();
          return false;
        }
        heldAt = generation;
        return true;
      } catch (error) {
        locks.held.delete(name);
        locks.lose(client, error instanceof Error ? error : undefined);
        throw error;
      }
    },
    release: async () => {
      const at = heldAt;
      heldAt = null;
      if (at === null || !locks.isCurrent(at)) return;
      const { client } = await locks.open();
      try {
        await client.query('select pg_advisory_unlock($1, $2)', key);
        locks.held.delete(name);
        locks.closeIfUnused();
      } catch (error) {
        // The session is in doubt: ending it ends every lock on it, this one included.
        locks.lose(client, error instanceof Error ? error : undefined);
      }
    },
  };
};
