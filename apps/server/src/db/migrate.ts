import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';

import { MIGRATIONS_DIR } from '../lib/paths';
import type { DatabaseHandle } from './client';

const MIGRATION_LOCK_KEY = 7_242_001;

/**
 * Applies the committed migrations (apps/server/drizzle) with Drizzle's migrator, from
 * application code: the drizzle-kit CLI cannot load PGlite's extensions. On PostgreSQL an
 * advisory lock keeps two starting processes from migrating at once.
 */
export const runMigrations = async (handle: DatabaseHandle): Promise<void> => {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  await handle.withExclusiveLock(MIGRATION_LOCK_KEY, async () => {
    if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, config);
    else await migratePostgres(handle.db as unknown as NodePgDatabase, config);
  });
};
