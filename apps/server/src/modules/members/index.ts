import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createMembersRepository } from './members.repository';
import type { MembersService } from './members.service';
import { createMembersService } from './members.service';

export { memberRoutes } from './members.routes';
export { ageOn, fieldError } from './members.field-rules';
export type { FieldErrors } from './members.field-rules';
export { memberMessage } from './members.text';
export type { ActiveMember, CreateMemberInput, MembersService } from './members.service';
export type { MemberRow } from './members.repository';

declare module 'fastify' {
  interface FastifyInstance {
    membersService: MembersService;
  }
}

/** Players and agents: records, the agent tree, passwords, profile, authenticator apps. */
export const membersModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'membersService',
      createMembersService({
        db: app.database.db,
        membersRepository: createMembersRepository(app.database.db),
        clock: options.clock,
        getRegisterSettings: () => app.systemService.getRegisterSettings(),
      }),
    );
  },
  { name: 'members', dependencies: ['database', 'system'] },
);
