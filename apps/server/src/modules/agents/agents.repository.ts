import { and, eq, inArray, sql } from 'drizzle-orm';

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

  /** Ends the member's contracts not yet ended (its upline changed): the ended ones' ids. */
  async terminateOpenContractsOfDownline(downlineId: number, executor: Executor = db): Promise<number[]> {
    const ended = await executor
      .update(agentContracts)
      .set({ status: 'TERMINATED', updatedAt: sql`now()` })
      .where(
        and(
          eq(agentContracts.downlineId, downlineId),
          inArray(agentContracts.status, ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED']),
        ),
      )
      .returning({ id: agentContracts.id });
    return ended.map((row) => row.id);
  },
});

export type AgentsRepository = ReturnType<typeof createAgentsRepository>;
