import fp from 'fastify-plugin';

import { createAgentsRepository } from './agents.repository';
import type { AgentsService } from './agents.service';
import { createAgentsService } from './agents.service';

export { agentRoutes } from './agents.routes';
export type { AffiliateAgent, AgentsService } from './agents.service';

declare module 'fastify' {
  interface FastifyInstance {
    agentsService: AgentsService;
  }
}

/** Agents: invitation codes and the contracts between uplines and downlines. */
export const agentsModule = fp(
  async (app) => {
    app.decorate(
      'agentsService',
      createAgentsService({
        agentsRepository: createAgentsRepository(app.database.db),
        membersService: app.membersService,
        isFeatureOn: (modId) => app.systemService.isFeatureOn(modId),
      }),
    );
  },
  { name: 'agents', dependencies: ['database', 'members', 'system'] },
);
