import fp from 'fastify-plugin';

import { createSingleRunner } from '../../db/single-runner';
import type { Clock } from '../../lib/clock';
import type { LotteryJobs } from './lottery.jobs';
import { createLotteryJobs } from './lottery.jobs';
import { createLotteryRepository } from './lottery.repository';
import type { LotteryService } from './lottery.service';
import { createLotteryService } from './lottery.service';
import type { LotterySettings } from './lottery.settings';
import { createLotterySettings } from './lottery.settings';

export { lotteryRoutes } from './lottery.routes';
export { lotteryAdminRoutes } from './lottery.admin.routes';
export { lotteryLaunchUrl } from './lottery.launch';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-house lottery (issue 21, decision 053): slips, draws, results, the §7.2 calls. */
    lotteryService: LotteryService;
    lotterySettings: LotterySettings;
    /** Draws made ahead, drawn and settled (the job; tests call it). */
    lotteryJobs: LotteryJobs;
  }
}

/**
 * The in-house lottery: draws on a schedule with committed seeds, slips paid through the provider
 * wallet protocol as the in-house lottery vendor, one job (one runner across processes) that makes,
 * draws and settles the draws.
 */
export const lotteryModule = fp(
  async (app, options: { clock: Clock; quickDrawSeconds?: number | null }) => {
    const repository = createLotteryRepository(app.database.db);
    const settings = createLotterySettings({
      db: app.database.db,
      repository,
      audit: app.auditService,
      clock: options.clock,
    });
    const service = createLotteryService({
      db: app.database.db,
      clock: options.clock,
      repository,
      settings,
      providers: app.providersService,
      games: app.gamesService,
    });
    const jobs = createLotteryJobs({
      db: app.database.db,
      clock: options.clock,
      repository,
      settings,
      providers: app.providersService,
      log: app.log,
      quickPeriodMs: options.quickDrawSeconds ? options.quickDrawSeconds * 1000 : null,
    });
    app.decorate('lotteryService', service);
    app.decorate('lotterySettings', settings);
    app.decorate('lotteryJobs', jobs);
    const runner = createSingleRunner(app.database, 'job:lottery');
    app.schedule({
      name: 'lottery draws',
      pattern: '*/5 * * * * *',
      run: async () => {
        if (!(await runner.tryHold())) return [];
        try {
          return await jobs.run();
        } finally {
          await runner.release();
        }
      },
    });
  },
  { name: 'lottery', dependencies: ['database', 'audit', 'providers', 'games', 'scheduler'] },
);
