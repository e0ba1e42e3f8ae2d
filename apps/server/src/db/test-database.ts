import { randomBytes } from 'node:crypto';

import pg from 'pg';

import { readTestEnvironment } from '../config/env';
import type { DatabaseHandle } from './client';
import { openPglite, openPostgres } from './client';
import { runMigrations } from './migrate';

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default, or a new database
 * on the PostgreSQL of TEST_DATABASE_URL when the test project runs with TEST_DB_KIND=postgres.
 * Closing it drops the PostgreSQL database.
 *
 * A database rather than a schema per file: drizzle-kit qualifies foreign keys with "public",
 * so schemas would not isolate one file's tables from another's.
 */
export const createTestDatabase = async (): Promise<DatabaseHandle> => {
  const environment = readTestEnvironment();
  if (environment.databaseKind === 'pglite') {
    const handle = openPglite();
    await runMigrations(handle);
    return handle;
  }
  if (!environment.databaseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `perya_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: environment.databaseUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(environment.databaseUrl);
  url.pathname = `/${name}`;
  const handle = openPostgres(url.toString(), { max: 40 });
  await runMigrations(handle);
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: environment.databaseUrl });
      await dropper.connect();
      try {
        await dropper.query(`drop database if exists ${name} with (force)`);
      } finally {
        await dropper.end();
      }
    },
  };
};
