import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createAuditRepository } from './audit.repository';
import type { AuditService } from './audit.service';
import { createAuditService } from './audit.service';

export { auditRoutes } from './audit.routes';
export { csvCell, toCsv } from './audit.csv';
export type { AuditActor, AuditEvent, AuditService } from './audit.service';

declare module 'fastify' {
  interface FastifyInstance {
    auditService: AuditService;
  }
}

/** The audit log: every staff action on money and every automatic one, with who and when. */
export const auditModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'auditService',
      createAuditService({ auditRepository: createAuditRepository(app.database.db), clock: options.clock }),
    );
  },
  { name: 'audit', dependencies: ['database'] },
);
