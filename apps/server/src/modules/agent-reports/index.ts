import fp from 'fastify-plugin';

import type { Clock } from '../../lib/clock';
import { createAgentReportsRepository } from './agent-reports.repository';
import type { AgentReportsService } from './agent-reports.service';
import { createAgentReportsService } from './agent-reports.service';

export { agentReportRoutes } from './agent-reports.routes';
export type { AgentReportsService } from './agent-reports.service';

declare module 'fastify' {
  interface FastifyInstance {
    agentReportsService: AgentReportsService;
  }
}

/** The agent centre's reports (issue 17, decision 036), read from the play statistics and the closure table. */
export const agentReportsModule = fp(
  async (app, options: { clock: Clock }) => {
    app.decorate(
      'agentReportsService',
      createAgentReportsService({
        repository: createAgentReportsRepository(app.database.db),
        members: app.membersService,
        clock: options.clock,
      }),
    );
  },
  { name: 'agent-reports', dependencies: ['database', 'members', 'stats', 'messages'] },
);
