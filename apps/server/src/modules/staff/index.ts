import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import type { StaffManagement, StaffManagementDeps } from './staff.management';
import { createStaffManagement } from './staff.management';
import { createStaffRepository } from './staff.repository';
import type { StaffService } from './staff.service';
import { createStaffService } from './staff.service';

export { staffAdminRoutes } from './staff.routes';
export { MIN_STAFF_PASSWORD_LENGTH, STAFF_TOTP_ISSUER, staffPasswordProblem } from './staff.service';
export type { StaffActor, StaffManagement } from './staff.management';
export type { StaffIdentity, StaffLoginState, StaffService } from './staff.service';

declare module 'fastify' {
  interface FastifyInstance {
    staffService: StaffService;
    staffManagement: StaffManagement;
  }
}

/** Back-office operators: identity, second factor, and their management by the owner. */
export const staffModule = fp(
  async (app, options: { clock: Clock; revokeSessions: StaffManagementDeps['revokeSessions'] }) => {
    const deps = {
      db: app.database.db,
      staffRepository: createStaffRepository(app.database.db),
      audit: app.auditService,
      clock: options.clock,
    };
    app.decorate('staffService', createStaffService(deps));
    app.decorate('staffManagement', createStaffManagement({ ...deps, revokeSessions: options.revokeSessions }));
  },
  { name: 'staff', dependencies: ['database', 'audit'] },
);
