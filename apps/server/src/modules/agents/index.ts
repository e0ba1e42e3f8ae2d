import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { systemClock } from '../../lib/clock';
import { createContractChanges } from './agent-contracts.changes';
import { createAgentContractsRepository } from './agent-contracts.repository';
import type { AgentContractsService } from './agent-contracts.service';
import { createAgentContractsService } from './agent-contracts.service';
import type { AgentContractsStaff } from './agent-contracts.staff';
import { createAgentContractsStaff } from './agent-contracts.staff';
import { createAgentsRepository } from './agents.repository';
import type { AgentsService } from './agents.service';
import { createAgentsService } from './agents.service';

export { agentContractAdminRoutes } from './agent-contracts.admin.routes';
export { agentContractRoutes } from './agent-contracts.routes';
export { agentRoutes } from './agents.routes';
export type { AgentContractsService, CreateOfferInput } from './agent-contracts.service';
export type { AffiliateAgent, AgentsService } from './agents.service';

declare module 'fastify' {
  interface FastifyInstance {
    agentsService: AgentsService;
    /** The contract calls between uplines and downlines (decision 034). */
    agentContractsService: AgentContractsService;
    /** The back office's contract actions (decision 034). */
    agentContractsStaff: AgentContractsStaff;
  }
}

/** Agents: invitation codes and the contracts between uplines and downlines. */
export const agentsModule = fp<{ clock?: Clock }>(
  async (app, options) => {
    const now = () => (options.clock ?? systemClock).now();
    const db = app.database.db;
    const repository = createAgentContractsRepository(db);
    const changes = createContractChanges({ repository, now });
    app.decorate(
      'agentsService',
      createAgentsService({
        agentsRepository: createAgentsRepository(db),
        contractsRepository: repository,
        changes,
        membersService: app.membersService,
        isFeatureOn: (modId) => app.systemService.isFeatureOn(modId),
      }),
    );
    app.decorate('agentContractsService', createAgentContractsService({ db, repository, changes, now }));
    app.decorate(
      'agentContractsStaff',
      createAgentContractsStaff({ db, repository, changes, audit: app.auditService, now }),
    );
  },
  { name: 'agents', dependencies: ['database', 'members', 'system', 'audit'] },
);
