import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createOriginalsFairness } from './originals.fairness';
import { createOriginalsRepository } from './originals.repository';
import { createOriginalsService } from './originals.service';
import { createOriginalsSettings } from './originals.settings';

export { originalsRoutes } from './originals.routes';
export { originalsAdminRoutes } from './originals.admin.routes';
export { originalOf, originalsLaunchUrl } from './originals.launch';

const serviceFor = (app: FastifyInstance, clock: Clock) => {
  const repository = createOriginalsRepository(app.database.db);
  const settings = createOriginalsSettings({ db: app.database.db, repository, audit: app.auditService, clock });
  const fairness = createOriginalsFairness({ db: app.database.db, repository, clock });
  const play = createOriginalsService({
    db: app.database.db,
    clock,
    repository,
    settings,
    fairness,
    providers: app.providersService,
  });
  return { settings, fairness, play };
};

export type OriginalsModule = ReturnType<typeof serviceFor>;

declare module 'fastify' {
  interface FastifyInstance {
    /** Perya Originals (issue 21, decision 043): settings, provably fair seeds and the bet path. */
    originalsService: OriginalsModule;
  }
}

/** Perya Originals: the in-house games, played through the provider wallet protocol as vendor BGS. */
export const originalsModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate('originalsService', serviceFor(app, options.clock));
  },
  { name: 'originals', dependencies: ['database', 'audit', 'providers'] },
);
