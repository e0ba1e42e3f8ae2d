import fp from 'fastify-plugin';

import { createMembersRepository } from './members.repository';
import type { MembersService } from './members.service';
import { createMembersService } from './members.service';

export type { CreateMemberInput, MembersService } from './members.service';

declare module 'fastify' {
  interface FastifyInstance {
    membersService: MembersService;
  }
}

/** Players and agents, and the agent tree. */
export const membersModule = fp(
  async (app) => {
    const membersRepository = createMembersRepository(app.database.db);
    app.decorate('membersService', createMembersService({ db: app.database.db, membersRepository }));
  },
  { name: 'members', dependencies: ['database'] },
);
