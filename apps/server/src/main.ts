import closeWithGrace from 'close-with-grace';

import { buildApp } from './app';
import { ConfigError, readConfig } from './config/env';
import { openDatabase } from './db/client';
import { seedDemoFolderInChild } from './seed-in-child';
import { prepareDatabase, reportSetup } from './startup';

const start = async (): Promise<void> => {
  const config = readConfig();
  // The embedded demo's first start: the seed runs in a child process, so this one never carries
  // the memory the seed grew in its engine (seed-in-child.ts).
  const seededInChild = !config.databaseUrl && config.seedDemo && (await seedDemoFolderInChild(config.dataDir));
  const database = openDatabase(config, {
    max: config.databasePoolSize,
    onIdleError: (error) => app.log.warn({ err: error }, 'idle database connection failed'),
  });
  const app = await buildApp({ config, database });
  app.addHook('onClose', async () => {
    await database.close();
    app.log.info('database closed');
  });

  await prepareDatabase(app, { seedDemo: config.seedDemo });
  if (seededInChild) app.log.info('demo data seeded by a child process');
  // Which demo conveniences are on, what a real install has not set, demo logins and keys left.
  await reportSetup(app, config, database.kind);

  // Finish in-flight requests, then close the database, on SIGTERM/SIGINT; give up after the delay.
  closeWithGrace({ delay: config.shutdownTimeoutMs, logger: app.log }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
  });

  await app.listen({ port: config.port, host: config.host });
};

start().catch((error: unknown) => {
  // Before the logger exists there is only stderr; one line, no stack for configuration errors.
  process.stderr.write(`${error instanceof ConfigError ? error.message : String((error as Error)?.stack ?? error)}\n`);
  process.exit(1);
});
