import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createMemberLinksRepository } from './member-admin.links.repository';
import { createMemberAdminRepository } from './member-admin.repository';
import type { MemberAdminService } from './member-admin.service';
import { createMemberAdminService } from './member-admin.service';

export { memberAdminRoutes } from './member-admin.routes';
export type { MemberAdminService } from './member-admin.service';

declare module 'fastify' {
  interface FastifyInstance {
    memberAdminService: MemberAdminService;
  }
}

/** The back office's members: search, profile and risk links, history, notes, staff actions (issue 16). */
export const memberAdminModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'memberAdminService',
      createMemberAdminService({
        db: app.database.db,
        repository: createMemberAdminRepository(app.database.db),
        links: createMemberLinksRepository(app.database.db),
        audit: app.auditService,
        revokeMemberSessions: (memberId) => app.sessionService.revokeMemberSessions(memberId, 'locked by staff'),
        revokeSession: (sessionId) => app.sessionService.revoke(sessionId, 'ended by staff'),
        endContractsOnUplineChange: (memberId, executor) =>
          app.agentsService.endContractsOnUplineChange(memberId, executor),
        // Resolved at call time: the VIP module is registered after this one (it needs members).
        onVipLevelSet: (change, executor) => app.vipJobs.staffLevelChange(change, executor),
        now: () => options.clock.now(),
      }),
    );
  },
  { name: 'member-admin', dependencies: ['database', 'audit', 'session', 'agents'] },
);
