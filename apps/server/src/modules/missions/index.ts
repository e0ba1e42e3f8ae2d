import fp from 'fastify-plugin';

import { createSingleRunner } from '../../db/single-runner';
import type { Clock } from '../../lib/clock';
import { createMissionsRepository } from './missions.repository';
import type { MissionsService } from './missions.service';
import { createMissionsService } from './missions.service';

export { missionRoutes } from './missions.routes';
export { missionAdminRoutes } from './missions.admin.routes';
export type { MissionsService } from './missions.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Missions and leaderboards (issue 20, decision 048). */
    missionsService: MissionsService;
  }
}

/**
 * Missions and leaderboards: progress and standings read from the play statistics' aggregates
 * (no activity-stream subscriber of their own), claims and prizes paid through the wallet's
 * bonuses, and one job that settles ended leaderboard periods and repairs unfinished payments.
 */
export const missionsModule = fp(
  async (app, options: { clock: Clock }) => {
    const service = createMissionsService({
      db: app.database.db,
      repository: createMissionsRepository(app.database.db),
      clock: options.clock,
      audit: app.auditService,
      members: app.membersService,
      protection: app.protectionService,
      wallet: app.walletService,
      log: app.log,
    });
    app.decorate('missionsService', service);
    // One runner across processes (the period row and the bonus ids make a second one harmless anyway).
    const runner = createSingleRunner(app.database, 'missions:leaderboards');
    app.schedule({
      name: 'leaderboard settlement and mission payments repair',
      pattern: '15 * * * * *',
      run: async () => {
        if (!(await runner.tryHold())) return [];
        try {
          return [...(await service.settleLeaderboards()), ...(await service.repairUnpaidClaims())];
        } finally {
          await runner.release();
        }
      },
    });
  },
  { name: 'missions', dependencies: ['database', 'audit', 'members', 'protection', 'wallet', 'scheduler'] },
);
