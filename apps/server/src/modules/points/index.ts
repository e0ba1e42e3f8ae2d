import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createPointsRepository } from './points.repository';
import type { PointsService } from './points.service';
import { createPointsService } from './points.service';

export { pointsRoutes } from './points.routes';
export { pointsAdminRoutes } from './points.admin.routes';
export type { PointsService } from './points.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The points mall (issue 20, decision 049): a points ledger, reward items, redeem and convert. */
    pointsService: PointsService;
  }
}

/** Points mall: points earned from the hourly play statistics by a job, spent behind the payment password. */
export const pointsModule = fp(
  async (app, options: { clock: Clock }) => {
    const service = createPointsService({
      db: app.database.db,
      repository: createPointsRepository(app.database.db),
      clock: options.clock,
      audit: app.auditService,
      members: app.membersService,
      stats: app.statsService,
      wallet: app.walletService,
    });
    app.decorate('pointsService', service);
    // Finished hours' points (one runner at a time, idempotent; late wins add the difference).
    app.schedule({
      name: 'points accrual',
      pattern: '15 */5 * * * *',
      run: async () => {
        const credited = await service.accrue();
        return credited > 0 ? [credited] : [];
      },
    });
    // Redemptions and conversions whose payment did not finish are paid (grantBonus is idempotent).
    app.schedule({ name: 'points payments repair', pattern: '45 * * * * *', run: () => service.repairUnpaid() });
  },
  { name: 'points', dependencies: ['database', 'audit', 'members', 'stats', 'wallet', 'scheduler'] },
);
