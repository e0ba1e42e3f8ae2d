import type { FastifyInstance } from 'fastify';

import type { AppConfig } from './config/env';
import { describeSetup } from './config/setup-report';
import type { DatabaseKind } from './db/client';
import { runMigrations } from './db/migrate';
import { findDemoLeftovers } from './seed/demo-leftovers';
import { seedDemoContent } from './seed/demo-content';
import { seedDemoContracts } from './seed/demo-contracts';
import { seedDemoData } from './seed/demo-seed';
import { seedDemoMissions } from './seed/demo-missions';
import { seedDemoStaff } from './seed/demo-staff';
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
    // Provider keys an older version stored in clear are sealed (decision 030).
    await app.providersService.sealStoredKeys();
    if (options.seedDemo && (await seedDemoData(app))) app.log.info('demo data seeded');
    if (options.seedDemo && (await seedDemoStaff(app))) app.log.info('demo staff seeded');
    if (options.seedDemo && (await seedDemoWallet(app))) app.log.info('demo wallet data seeded');
    if (options.seedDemo && (await seedDemoContent(app))) app.log.info('demo content seeded');
    if (options.seedDemo && (await seedDemoContracts(app))) app.log.info('demo contracts seeded');
    if (options.seedDemo && (await seedDemoMissions(app))) app.log.info('demo missions seeded');
  });
};

/**
 * The start-up log's account of the setup: one line naming the demo conveniences that are on (or
 * none), one naming what a real install on PostgreSQL has not set, and — on any database but the
 * embedded one — an error for each demo login or vendor key anyone who read the README can use.
 */
export const reportSetup = async (app: FastifyInstance, config: AppConfig, database: DatabaseKind): Promise<void> => {
  const { demoConveniences, unsetForRealInstall } = describeSetup(config, database);
  if (demoConveniences.length > 0) {
    app.log.warn({ demoConveniences }, `demo conveniences on: ${demoConveniences.join('; ')}`);
  } else {
    app.log.info('no demo conveniences on');
  }
  if (unsetForRealInstall.length > 0) {
    app.log.warn({ unset: unsetForRealInstall }, `real install, not set: ${unsetForRealInstall.join('; ')}`);
  }
  if (database === 'pglite') return;

  const leftovers = await findDemoLeftovers(app);
  if (leftovers.staff.length > 0) {
    app.log.error(
      { accounts: leftovers.staff },
      `demo staff accounts with their published passwords on a real database: ${leftovers.staff.join(', ')}; anyone can sign in to the back office: change their passwords or disable them`,
    );
  }
  if (leftovers.members.length > 0) {
    app.log.error(
      { accounts: leftovers.members },
      `demo members with their published passwords on a real database: ${leftovers.members.join(', ')}; disable them or change their passwords`,
    );
  }
  if (leftovers.providerKeys.length > 0) {
    app.log.error(
      { keys: leftovers.providerKeys },
      `${leftovers.providerKeys.length} demo vendor signing keys are active on a real database, with public secrets: anyone can sign provider wallet calls and credit money; retire each (npm run ops -- provider-key <VENDOR> <keyId> --retire)`,
    );
  }
  // A real install's first start has no staff: the first owner comes from a one-time operator
  // command (`staff create-owner`, built with the back office's staff roles).
  if ((await app.staffService.countStaff()) === 0) {
    app.log.warn('no staff account yet: create the first owner with npm run ops -- staff create-owner');
  }
};
