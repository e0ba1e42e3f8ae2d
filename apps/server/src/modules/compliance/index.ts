import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { ComplianceService } from './compliance.service';
import { createComplianceService } from './compliance.service';

export { complianceRoutes } from './compliance.routes';
export { complianceAdminRoutes } from './compliance.admin.routes';
export type { ComplianceService } from './compliance.service';
export type { ScreeningList } from './compliance.screening';
export { ageMessage, declarationMessage } from './compliance.text';

declare module 'fastify' {
  interface FastifyInstance {
    complianceService: ComplianceService;
  }
}

/** Age, KYC, list screening, AML, family exclusion requests, closure and login history (decision 038). */
export const complianceModule = fp(
  async (app, options: { clock: Clock }) => {
    const service = createComplianceService(
      {
        db: app.database.db,
        clock: options.clock,
        audit: app.auditService,
        uploads: app.uploadsService,
        sessions: app.sessionService,
      },
      {
        // An approved family request excludes the member through player protection: a staff
        // exclusion of one year (PAGCOR's middle term; the member cannot lift it, staff cannot shorten it).
        applyFamilyExclusion: async ({ memberId, requestId, actor }) => {
          await app.protectionService.staffPlaceBreak(
            memberId,
            { kind: 'STAFF_EXCLUSION', duration: '1Y', reason: `Family exclusion request ${requestId}` },
            { kind: 'STAFF', id: actor.id, name: actor.name },
          );
        },
      },
    );
    app.decorate('complianceService', service);
    // AML detection reads completed payments every five minutes: never in the bet or payment path.
    app.schedule({ name: 'compliance-aml-scan', pattern: '*/5 * * * *', run: () => service.aml.scan() });
  },
  {
    name: 'compliance',
    dependencies: ['database', 'audit', 'uploads', 'session', 'scheduler', 'protection'],
  },
);
