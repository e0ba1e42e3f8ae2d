import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createRedEnvelopeRepository } from './red-envelopes.repository';
import type { RedEnvelopeService } from './red-envelopes.service';
import { createRedEnvelopeService } from './red-envelopes.service';

export { redEnvelopeRoutes } from './red-envelopes.routes';
export { redEnvelopeAdminRoutes } from './red-envelopes.admin.routes';
export type { RedEnvelopeService } from './red-envelopes.service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Red envelopes (issue 19, decision 041): timed drops and rains paid as bonuses. */
    redEnvelopeService: RedEnvelopeService;
  }
}

/** Red envelopes: drops, claims paid through the wallet's bonuses, two small jobs. */
export const redEnvelopesModule = fp(
  async (app, options: { clock: Clock }) => {
    const service = createRedEnvelopeService({
      db: app.database.db,
      repository: createRedEnvelopeRepository(app.database.db),
      clock: options.clock,
      audit: app.auditService,
      members: app.membersService,
      protection: app.protectionService,
      stats: app.statsService,
      wallet: app.walletService,
    });
    app.decorate('redEnvelopeService', service);
    // Claimed envelopes whose payment did not finish are paid (grantBonus is idempotent).
    app.schedule({ name: 'red envelope payments repair', pattern: '30 * * * * *', run: () => service.repairUnpaid() });
  },
  {
    name: 'red-envelopes',
    dependencies: ['database', 'audit', 'members', 'protection', 'stats', 'wallet', 'scheduler'],
  },
);
