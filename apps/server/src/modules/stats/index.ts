import fp from 'fastify-plugin';

import { createStatsRepository } from './stats.repository';
import type { StatsService } from './stats.service';
import { createStatsService } from './stats.service';
import { statsSubscriber } from './stats.subscriber';

export type { StatsService } from './stats.service';
export { STATS_SUBSCRIBER } from './stats.subscriber';

declare module 'fastify' {
  interface FastifyInstance {
    statsService: StatsService;
  }
}

/** Play statistics (issue 15): the aggregates the `stats` subscriber keeps, their readers, the rebuild. */
export const statsModule = fp(
  async (app) => {
    app.activityStream.subscribe(statsSubscriber());
    app.decorate(
      'statsService',
      createStatsService({ db: app.database.db, repository: createStatsRepository(app.database.db) }),
    );
  },
  { name: 'stats', dependencies: ['database', 'activity'] },
);
export { statsRoutes } from './stats.routes';
