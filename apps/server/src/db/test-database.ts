import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import pg from 'pg';

import { readTestEnvironment } from '../config/env';
import type { DatabaseHandle } from './client';
import { openPglite, openPostgres } from './client';
import { runMigrations } from './migrate';
import { makePgliteTemplate } from './pglite-template';
import { migrationsDigest } from './pglite-template-file';

let migratedImage: Promise<Blob> | null = null;

/**
 * The embedded database right after the migrations, dumped once and shared by every test file
 * (a file in the temp folder, named by the migrations' digest, so a changed migration makes a new
 * one). Starting from it takes ~1 s; an empty engine plus the migrations ~2–4 s, for each of the
 * ~150 databases a run opens. The migrations still run on each copy: they find nothing to do.
 */
const migratedPgliteImage = (): Promise<Blob> => {
  migratedImage ??= (async () => {
    const file = join(tmpdir(), `perya-test-pglite-${migrationsDigest()}.tar.gz`);
    try {
      return new Blob([readFileSync(file)]);
    } catch {
      // not made yet: make it
    }
    return makePgliteTemplate(file);
  })();
  return migratedImage;
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the
 * migrated image below), or a new database on the PostgreSQL of TEST_DATABASE_URL, migrated from
 * empty, when the test project runs with TEST_DB_KIND=postgres.
 * Closing it drops the PostgreSQL database.
 *
 * A database rather than a schema per file: drizzle-kit qualifies foreign keys with "public",
 * so schemas would not isolate one file's tables from another's.
 */
export const createTestDatabase = async (options: { fromEmpty?: boolean } = {}): Promise<DatabaseHandle> => {
  const environment = readTestEnvironment();
  if (environment.databaseKind === 'pglite') {
    // fromEmpty: the migrations' own tests run them on an empty engine, as a first start does.
    const handle = openPglite(undefined, options.fromEmpty ? undefined : await migratedPgliteImage());
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
