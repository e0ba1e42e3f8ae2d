import fp from 'fastify-plugin';

import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { createEarning } from './promotions.earning';
import { createPromotionsRepository } from './promotions.repository';
import type { PromotionsService } from './promotions.service';
import { createPromotionsService } from './promotions.service';

export { promotionRoutes } from './promotions.routes';
export { promotionAdminRoutes } from './promotions.admin.routes';
export { PROMOTIONS_SUBSCRIBER } from './promotions.earning';
export type { PromotionsService } from './promotions.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The promotion engine and the reward centre (issue 19, decision 040). */
    promotionsService: PromotionsService;
  }
}

/**
 * Promotions: rewards earned from the activity stream (deposits, logins) and the play statistics
 * (turnover, net loss), claimed in the reward centre and paid as wallet bonuses (or, for a POINTS
 * reward, credited to the points mall's ledger).
 */
export const promotionsModule = fp(
  async (app, options: { clock: Clock }) => {
    const repository = createPromotionsRepository(app.database.db);
    // The header's red reward count: pushed to the member's tabs when a reward waits or is claimed.
    app.events.registerUnreadCounter('rewards', (memberId) => repository.waitingCount(memberId));
    const notify = (memberId: number, executor?: Executor) => app.events.notifyUnread(memberId, executor);
    const earning = createEarning({ repository, clock: options.clock, notify });
    app.activityStream.subscribe(earning.subscriber());
    const service = createPromotionsService({
      db: app.database.db,
      repository,
      earning,
      clock: options.clock,
      audit: app.auditService,
      wallet: app.walletService,
      points: app.pointsService,
      uploads: app.uploadsService,
      isMarketable: (memberId) => app.protectionService.isMarketable(memberId),
      notify,
    });
    app.decorate('promotionsService', service);
    app.schedule({
      name: 'promotion rewards',
      pattern: '20 * * * * *',
      run: async () => Array.from({ length: await service.runJobs() }),
    });
  },
  {
    name: 'promotions',
    dependencies: ['database', 'audit', 'events', 'activity', 'wallet', 'points', 'uploads', 'protection', 'scheduler'],
  },
);
