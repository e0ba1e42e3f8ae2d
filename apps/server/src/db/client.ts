import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import pg from 'pg';

import { withCommitHooks } from './commit-hooks';
import { readPgliteTemplate } from './pglite-template-file';

// One Drizzle API over two engines: embedded PGlite (default, a data directory) and PostgreSQL
// (DATABASE_URL). Code above this layer never knows which one it talks to.

export type Database = PgDatabase<PgQueryResultHKT>;
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];
/** What every repository method takes: the database, or the transaction it must run inside. */
export type Executor = Database | Transaction;

export type DatabaseKind = 'pglite' | 'postgres';

export type DatabaseHandle = {
  db: Database;
  kind: DatabaseKind;
  /** Resolves once the engine answers a query (PGlite needs ~2-3 s to start its WASM). */
  ping: () => Promise<void>;
  close: () => Promise<void>;
  /** Runs `work` while holding a cluster-wide lock, so only one process migrates or seeds. */
  withExclusiveLock: <T>(key: number, work: () => Promise<T>) => Promise<T>;
  pglite?: PGlite;
  pool?: pg.Pool;
};

/**
 * The embedded engine's memory (issue 22 item 28). PostgreSQL's defaults — 128 MB of shared
 * buffers, 64 MB for an index build — suit a server with a machine to itself; here the engine
 * lives inside the Node process (its WASM memory is never given back), and a data folder's files
 * stay in the operating system's page cache anyway (figures: bench/README.md, decision 057).
 */
export const PGLITE_START_PARAMS = [
  ...PGlite.defaultStartParams,
  '-c',
  'shared_buffers=32MB',
  '-c',
  'maintenance_work_mem=16MB',
];

/**
 * The embedded engine: in `dataDir` on disk, else in memory — empty, or starting from `image`, a
 * data directory dumped earlier (`pglite.dumpDataDir()`; the tests' migrated database). A new
 * `dataDir` starts from `image`, else from the build's migrated engine when there is one.
 */
export const openPglite = (dataDir?: string, image?: Blob): DatabaseHandle => {
  if (dataDir) mkdirSync(resolve(dataDir), { recursive: true });
  // Extensions the migrations create must be loaded into the embedded engine (stack.md pitfall 3).
  const extensions = { pg_trgm };
  // An empty data folder starts from the migrated engine the build made, when there is one: no
  // initdb, no migrations to apply (db/pglite-template-file.ts).
  const isNewFolder = dataDir !== undefined && !existsSync(join(resolve(dataDir), 'PG_VERSION'));
  const start = isNewFolder ? (image ?? readPgliteTemplate()) : undefined;
  const client = dataDir
    ? new PGlite(resolve(dataDir), {
        extensions,
        startParams: PGLITE_START_PARAMS,
        ...(start ? { loadDataDir: start } : {}),
      })
    : new PGlite({ extensions, ...(image ? { loadDataDir: image } : {}) });
  const db = withCommitHooks(drizzlePglite({ client }) as unknown as Database);
  return {
    db,
    kind: 'pglite',
    pglite: client,
    ping: async () => {
      await client.query('select 1');
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    // PGlite is one connection in one process: nothing else can run concurrently.
    withExclusiveLock: async (_key, work) => work(),
  };
};

export type PostgresOptions = {
  max?: number;
  /** Told when an idle pooled connection fails; the pool replaces it. */
  onIdleError?: (error: Error) => void;
};

export const openPostgres = (connectionString: string, options: PostgresOptions = {}): DatabaseHandle => {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 20 });
  // An idle client losing its connection must not crash the process.
  pool.on('error', (error) => options.onIdleError?.(error));
  const db = withCommitHooks(drizzlePostgres({ client: pool }) as unknown as Database);
  return {
    db,
    kind: 'postgres',
    pool,
    ping: async () => {
      await pool.query('select 1');
    },
    close: async () => {
      await pool.end();
    },
    withExclusiveLock: async (key, work) => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [key]);
        try {
          return await work();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [key]);
        }
      } finally {
        client.release();
      }
    },
  };
};

export const openDatabase = (
  settings: { databaseUrl: string | undefined; dataDir: string },
  options: PostgresOptions = {},
): DatabaseHandle =>
  settings.databaseUrl ? openPostgres(settings.databaseUrl, options) : openPglite(settings.dataDir);
