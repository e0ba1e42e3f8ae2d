import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createRegistrationRules } from '../auth';
import { createAgentTeamRepository } from './agent-team.repository';
import type { AgentTeamService } from './agent-team.service';
import { createAgentTeamService } from './agent-team.service';

export { agentTeamRoutes } from './agent-team.routes';
export type { AgentTeamService, TeamAgent } from './agent-team.service';

declare module 'fastify' {
  interface FastifyInstance {
    agentTeamService: AgentTeamService;
  }
}

/**
 * The agent centre's team (decision 033): team management over the closure table, downlines made
 * by their agent, invitation links. `assertInTeam` is the one team check every agent endpoint uses.
 */
export const agentTeamModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'agentTeamService',
      createAgentTeamService({
        repository: createAgentTeamRepository(app.database.db),
        membersService: app.membersService,
        rules: createRegistrationRules(
          { system: app.systemService, verification: app.verificationService, compliance: app.complianceService },
          () => options.clock.now(),
        ),
        contracts: app.agentContractsService,
        declaration: app.complianceService.declaration,
        clock: options.clock,
      }),
    );
  },
  { name: 'agent-team', dependencies: ['database', 'members', 'agents', 'system', 'verification', 'compliance'] },
);
