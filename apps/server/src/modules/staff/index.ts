import fp from 'fastify-plugin';

import { createStaffRepository } from './staff.repository';
import type { StaffService } from './staff.service';
import { createStaffService } from './staff.service';

export type { StaffIdentity, StaffService } from './staff.service';

declare module 'fastify' {
  interface FastifyInstance {
    staffService: StaffService;
  }
}

/** Back-office operators. */
export const staffModule = fp(
  async (app) => {
    app.decorate('staffService', createStaffService({ staffRepository: createStaffRepository(app.database.db) }));
  },
  { name: 'staff', dependencies: ['database'] },
);
