import fp from 'fastify-plugin';

import { systemClock } from '../../lib/clock';
import type { IpLocator } from '../../lib/ip-locator';
import { createSystemRepository } from './system.repository';
import type { SystemService } from './system.service';
import { createSystemService } from './system.service';

export { createSystemGate } from './system.gate';
export { systemRoutes } from './system.routes';
export { systemAdminRoutes } from './system.admin.routes';
export { OPS_ACTOR, assertVersion } from './system.service';
export type { ChangeContext } from './system.service';
export type { GateDecision, SystemService } from './system.service';

declare module 'fastify' {
  interface FastifyInstance {
    systemService: SystemService;
  }
}

/** System status, site settings, feature flags and registration settings. */
export const systemModule = fp(
  async (app, options: { ipLocator: IpLocator }) => {
    app.decorate(
      'systemService',
      createSystemService({
        db: app.database.db,
        audit: app.auditService,
        systemRepository: createSystemRepository(app.database.db),
        contentService: app.contentService,
        ipLocator: options.ipLocator,
        clock: systemClock,
      }),
    );
  },
  { name: 'system', dependencies: ['database', 'content', 'audit'] },
);
