import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createProtectionRepository } from './protection.repository';
import type { ProtectionService } from './protection.service';
import { createProtectionService } from './protection.service';

export { protectionRoutes } from './protection.routes';
export { protectionAdminRoutes } from './protection.admin.routes';
export type { ProtectionService } from './protection.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Player protection (issue 18, decision 037): limits, reality check, time-outs and exclusions. */
    protectionService: ProtectionService;
  }
}

/** Player protection: registered before the modules where money or play happens, which call its checks. */
export const protectionModule = fp(
  async (app, options: { clock: Clock }) => {
    const service = createProtectionService({
      db: app.database.db,
      clock: options.clock,
      repository: createProtectionRepository(app.database.db),
      audit: app.auditService,
    });
    app.decorate('protectionService', service);
    app.schedule({
      name: 'protection limit changes due',
      pattern: '15 * * * * *',
      run: async () => Array.from({ length: await service.applyDueChanges() }),
    });
  },
  { name: 'protection', dependencies: ['database', 'audit', 'scheduler'] },
);
