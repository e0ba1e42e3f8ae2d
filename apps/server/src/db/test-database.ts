import { createHash, randomBytes } from 'node:crypto';
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

/** Connections of a test file's own pool on PostgreSQL (see createTestDatabase). */
export const TEST_POOL_MAX = 20;
/** Connections of a second app's pool in a two-process test (testing/second-app.ts). */
export const SECOND_APP_POOL_MAX = 10;

const POSTGRES_TEMPLATE_LOCK_KEY = 7_242_045;
let postgresTemplate: Promise<string> | null = null;

/**
 * Makes the database `name` on the server unless it exists, filled by `fill` on a copy of `from`
 * (or an empty database). Test files in other workers wait on an advisory lock, then find it. It
 * is built under another name and renamed when complete, so a run stopped midway leaves no
 * half-made template. `beforeBuilding` runs under the same lock (to drop stale templates).
 */
const ensurePostgresTemplate = async (
  serverUrl: string,
  name: string,
  options: {
    from: string | null;
    fill: (handle: DatabaseHandle) => Promise<void>;
    beforeBuilding?: (admin: pg.Client) => Promise<void>;
  },
): Promise<string> => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query('select pg_advisory_lock($1)', [POSTGRES_TEMPLATE_LOCK_KEY]);
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await options.beforeBuilding?.(admin);
      const building = `${name}_building`;
      await admin.query(`drop database if exists ${building} with (force)`);
      await admin.query(
        options.from ? `create database ${building} template ${options.from}` : `create database ${building}`,
      );
      const handle = openPostgres(databaseUrlOf(serverUrl, building), { max: 4 });
      try {
        await options.fill(handle);
      } finally {
        await handle.close();
      }
      await admin.query(`alter database ${building} rename to ${name}`);
    }
  } finally {
    // Ending the session releases the advisory lock.
    await admin.end();
  }
  return name;
};

/**
 * The same on PostgreSQL: one database right after the migrations, named by their digest and kept
 * on the server for later runs. Each file's database is a copy (CREATE DATABASE … TEMPLATE): 2.3 s
 * against 4.0 s for an empty one migrated, on a busy 2-core machine, for each of the ~100
 * databases a run opens there (decision 045). Templates of other migrations are left alone
 * (another checkout on the same server may be using one); any `perya_test_template_*` database
 * may be dropped between runs (the next run makes it again).
 */
const migratedPostgresTemplate = (serverUrl: string): Promise<string> => {
  postgresTemplate ??= ensurePostgresTemplate(serverUrl, `perya_test_template_${migrationsDigest()}`, {
    from: null,
    fill: (handle) => runMigrations(handle),
  });
  return postgresTemplate;
};

/**
 * What a test file's database starts from beyond the migrations: `key` names the content (the
 * same key, the same content), `fill` makes it on a migrated database.
 */
export type TestDatabaseContent = { key: string; fill: (handle: DatabaseHandle) => Promise<void> };

const SEEDED_PREFIX = 'perya_test_seeded_';
/** Seeded templates of runs older than this are dropped when a run makes its own. */
const STALE_SEEDED_SECONDS = 3 * 3600;
const seededTemplates = new Map<string, Promise<string>>();

/**
 * A migrated template with `content` added, for this test run only (decision 070): the demo seed
 * dates its play and content by the wall clock, so a seed from an earlier run would be days old.
 * Named by the run's start (TEST_RUN_STARTED, set by vitest.config.ts) and the content's key;
 * other runs' seeded templates older than three hours are dropped when one is made.
 */
const seededPostgresTemplate = (serverUrl: string, runStarted: number, content: TestDatabaseContent) => {
  const digest = createHash('sha256').update(`${migrationsDigest()}\n${content.key}`).digest('hex').slice(0, 16);
  const name = `${SEEDED_PREFIX}${runStarted}_${digest}`;
  let template = seededTemplates.get(name);
  if (!template) {
    template = (async () =>
      ensurePostgresTemplate(serverUrl, name, {
        from: await migratedPostgresTemplate(serverUrl),
        fill: content.fill,
        beforeBuilding: async (admin) => {
          const { rows } = await admin.query<{ datname: string }>(
            'select datname from pg_database where datname like $1',
            [`${SEEDED_PREFIX}%`],
          );
          for (const { datname } of rows) {
            const started = Number(datname.slice(SEEDED_PREFIX.length).split('_')[0]);
            if (started < runStarted - STALE_SEEDED_SECONDS)
              await admin.query(`drop database if exists ${datname} with (force)`);
          }
        },
      }))();
    seededTemplates.set(name, template);
  }
  return template;
};

const databaseUrlOf = (serverUrl: string, name: string): string => {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/**
 * A fresh, migrated database for one test file: in-memory PGlite by default (a copy of the
 * migrated image above), or a new database on the PostgreSQL of TEST_DATABASE_URL (a copy of the
 * migrated template above), when the test project runs with TEST_DB_KIND=postgres. `fromEmpty`:
 * an empty engine or database, migrated here, as a first start does. `content`: on PostgreSQL
 * within a run that names itself (TEST_RUN_STARTED), a copy of this run's template with that
 * content; elsewhere the database comes without it and the caller adds it (so `fill` must be
 * safe to run again on a database that has it).
 * Closing it drops the PostgreSQL database.
 *
 * A database rather than a schema per file: drizzle-kit qualifies foreign keys with "public",
 * so schemas would not isolate one file's tables from another's.
 */
export const createTestDatabase = async (
  options: { fromEmpty?: boolean; content?: TestDatabaseContent } = {},
): Promise<DatabaseHandle> => {
  const environment = readTestEnvironment();
  if (environment.databaseKind === 'pglite') {
    // fromEmpty: the migrations' own tests run them on an empty engine, as a first start does.
    const handle = openPglite(undefined, options.fromEmpty ? undefined : await migratedPgliteImage());
    await runMigrations(handle);
    return handle;
  }
  if (!environment.databaseUrl) throw new Error('TEST_DB_KIND=postgres needs TEST_DATABASE_URL');
  const name = `perya_test_${process.pid}_${randomBytes(4).toString('hex')}`;
  const template = options.fromEmpty
    ? null
    : options.content && environment.runStarted !== undefined
      ? await seededPostgresTemplate(environment.databaseUrl, environment.runStarted, options.content)
      : await migratedPostgresTemplate(environment.databaseUrl);
  const admin = new pg.Client({ connectionString: environment.databaseUrl });
  await admin.connect();
  try {
    await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
  } finally {
    await admin.end();
  }
  // Two test files run at once (one per core), and a two-process test opens a second pool beside
  // this one: 20 here and at most 10 in a second app keep two such files under PostgreSQL's
  // default 100 connections. At 40, the red-envelope race beside the lottery settlement ran out
  // ("too many clients already") and claims answered 500.
  const handle = openPostgres(databaseUrlOf(environment.databaseUrl, name), { max: TEST_POOL_MAX });
  // On a copy of the template the migrations find nothing to do.
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
