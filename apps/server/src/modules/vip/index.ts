import fp from 'fastify-plugin';

import { createSingleRunner } from '../../db/single-runner';
import type { Clock } from '../../lib/clock';
import type { VipJobs } from './vip.jobs';
import { createVipJobs } from './vip.jobs';
import { createVipRepository } from './vip.repository';
import type { VipService } from './vip.service';
import { createVipService } from './vip.service';

export { vipRoutes } from './vip.routes';
export { vipAdminRoutes } from './vip.admin.routes';
export type { VipService } from './vip.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The VIP ladder and the rebate (issue 20, decision 047). */
    vipService: VipService;
    /** The ladder's review, upgrades, birthdays, reward payments and the rebate's accrual (jobs; tests call them). */
    vipJobs: VipJobs;
  }
}

/**
 * VIP ladder and rebate: levels and rates are the operator's data; figures come from the play
 * statistics' aggregates (no activity subscriber of its own); bonuses through the wallet.
 * Jobs run in one process at a time (advisory lock) and are keyed, so a re-run does nothing twice.
 */
export const vipModule = fp(
  async (app, options: { clock: Clock }) => {
    const repository = createVipRepository(app.database.db);
    const service = createVipService({
      db: app.database.db,
      repository,
      clock: options.clock,
      audit: app.auditService,
      members: app.membersService,
      wallet: app.walletService,
    });
    const jobs = createVipJobs({
      db: app.database.db,
      repository,
      clock: options.clock,
      audit: app.auditService,
      wallet: app.walletService,
      protection: app.protectionService,
      log: app.log,
    });
    app.decorate('vipService', service);
    app.decorate('vipJobs', jobs);
    // One runner per job across processes; the lock is let go after each run so it does not
    // keep a connection of the pool (the keys make a second runner harmless anyway).
    const exclusive = (name: string, run: () => Promise<unknown[]>) => {
      const runner = createSingleRunner(app.database, name);
      return async () => {
        if (!(await runner.tryHold())) return [];
        try {
          return await run();
        } finally {
          await runner.release();
        }
      };
    };
    app.schedule({
      name: 'vip ladder',
      pattern: '15 * * * * *',
      run: exclusive('job:vip-ladder', () => jobs.runLadder()),
    });
    app.schedule({
      name: 'rebate accrual',
      pattern: '45 */10 * * * *',
      run: exclusive('job:rebate', async () => {
        await jobs.accrueRebate();
        return service.repairClaims();
      }),
    });
  },
  {
    name: 'vip',
    dependencies: ['database', 'audit', 'members', 'protection', 'wallet', 'scheduler'],
  },
);
