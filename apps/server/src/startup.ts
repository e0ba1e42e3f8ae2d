import type { FastifyInstance } from 'fastify';

import { runMigrations } from './db/migrate';
import { seedDemoContent } from './seed/demo-content';
import { seedDemoData } from './seed/demo-seed';
import { seedDemoWallet } from './seed/demo-wallet';

const STARTUP_LOCK_KEY = 7_242_002;

/**
 * Brings the database to what this version needs: migrations, the system rows every install
 * has, and (when asked, on first start) the demo data. Safe to run on every start, and from
 * several processes at once on PostgreSQL.
 */
export const prepareDatabase = async (app: FastifyInstance, options: { seedDemo: boolean }): Promise<void> => {
  await runMigrations(app.database);
  await app.database.withExclusiveLock(STARTUP_LOCK_KEY, async () => {
    await app.systemService.ensureDefaults();
    await app.contentService.ensureDefaults();
    await app.chatService.ensureDefaults();
    if (options.seedDemo && (await seedDemoData(app))) app.log.info('demo data seeded');
    if (options.seedDemo && (await seedDemoWallet(app))) app.log.info('demo wallet data seeded');
    if (options.seedDemo && (await seedDemoContent(app))) app.log.info('demo content seeded');
  });
};
