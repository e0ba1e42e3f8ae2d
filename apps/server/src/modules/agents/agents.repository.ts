import { and, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { agentContracts } from './agents.tables';

export type AgentContractRow = typeof agentContracts.$inferSelect;

export const createAgentsRepository = (db: Executor) => ({
  /** Contracts a member holds or is offered by its upline, not yet ended. */
  async listOpenContractsOfDownline(downlineId: number, executor: Executor = db): Promise<AgentContractRow[]> {
    return executor
      .select()
      .from(agentContracts)
      .where(
        and(
          eq(agentContracts.downlineId, downlineId),
          inArray(agentContracts.status, ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED']),
        ),
      );
  },
});

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
