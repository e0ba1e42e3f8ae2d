import fp from 'fastify-plugin';

import type { Dashboard } from './stats.dashboard';
import { createDashboard } from './stats.dashboard';
import { createDashboardRepository } from './stats.dashboard.repository';
import { createStatsRepository } from './stats.repository';
import type { StatsService } from './stats.service';
import { createStatsService } from './stats.service';
import { statsSubscriber } from './stats.subscriber';

export type { StatsService } from './stats.service';
export { STATS_SUBSCRIBER } from './stats.subscriber';

declare module 'fastify' {
  interface FastifyInstance {
    statsService: StatsService;
    /** The back office's dashboard (GET /wps/admin/dashboard). */
    statsDashboard: Dashboard;
  }
}

/** Play statistics (issue 15): the aggregates the `stats` subscriber keeps, their readers, the rebuild. */
export const statsModule = fp(
  async (app) => {
    app.activityStream.subscribe(statsSubscriber());
    const repository = createStatsRepository(app.database.db);
    app.decorate('statsService', createStatsService({ db: app.database.db, repository }));
    app.decorate(
      'statsDashboard',
      createDashboard({ stats: repository, dashboard: createDashboardRepository(app.database.db) }),
    );
  },
  { name: 'stats', dependencies: ['database', 'activity'] },
);
export { statsAdminRoutes } from './stats.admin.routes';
export { statsRoutes } from './stats.routes';
