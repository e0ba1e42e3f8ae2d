import type { AgentContractKind, AgentContractStatus } from '@perya/contracts';
import { and, count, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { agentContractEvents, agentContracts } from './agents.tables';

// Reads and writes of the contracts and their events (decision 034). Every write runs in the
// caller's transaction, after the contract lock (lockContracts).

export type ContractRow = typeof agentContracts.$inferSelect;
export type ContractInsert = typeof agentContracts.$inferInsert;
export type ContractEventRow = typeof agentContractEvents.$inferSelect;
export type ContractEventInsert = typeof agentContractEvents.$inferInsert;

/** The parties of a contract as the calls need them. */
export type ContractParty = {
  id: number;
  account: string;
  nickname: string | null;
  type: number;
  status: 'ACTIVE' | 'SUSPENDED';
  uplineId: number | null;
};

const BINDING: AgentContractStatus[] = ['ACTIVE', 'TERMINATION_REQUESTED'];
const OPEN: AgentContractStatus[] = ['OFFERED', 'ACTIVE', 'TERMINATION_REQUESTED'];

export type StaffContractFilter = {
  memberId?: number;
  kind?: AgentContractKind;
  status?: AgentContractStatus;
  house?: boolean;
  pageNo: number;
  pageSize: number;
};

export const createAgentContractsRepository = (db: Executor) => ({
  /**
   * Serialises every contract change (a transaction lock): an accept reads its upline's ceilings
   * and may end contracts further down, so two changes in one tree must not interleave. Contract
   * changes are rare human actions; one lock keeps the reasoning simple (decision 034).
   */
  async lockContracts(executor: Executor): Promise<void> {
    await executor.execute(sql`select pg_advisory_xact_lock(hashtext('agent_contracts'))`);
  },

  async findParty(memberId: number, executor: Executor = db): Promise<ContractParty | undefined> {
    const [row] = await executor
      .select({
        id: members.id,
        account: members.account,
        nickname: members.nickname,
        type: members.type,
        status: members.status,
        uplineId: members.uplineId,
      })
      .from(members)
      .where(eq(members.id, memberId));
    return row;
  },

  async accountsOf(ids: readonly number[], executor: Executor = db): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows = await executor
      .select({ id: members.id, account: members.account })
      .from(members)
      .where(inArray(members.id, [...new Set(ids)]));
    return new Map(rows.map((row) => [row.id, row.account]));
  },

  async findForUpdate(id: number, executor: Executor): Promise<ContractRow | undefined> {
    const [row] = await executor.select().from(agentContracts).where(eq(agentContracts.id, id)).for('update');
    return row;
  },

  /** The contracts binding a member now (ACTIVE or TERMINATION_REQUESTED), from its upline or the house. */
  async listBinding(downlineId: number, executor: Executor = db): Promise<ContractRow[]> {
    return executor
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, downlineId), inArray(agentContracts.status, BINDING)));
  },

  /** A member's contracts not yet ended (offers included). */
  async listOpenOfDownline(downlineId: number, executor: Executor = db): Promise<ContractRow[]> {
    return executor
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.downlineId, downlineId), inArray(agentContracts.status, OPEN)));
  },

  /** The contracts an agent gave its downlines, not yet ended (offers included). */
  async listOpenOfUpline(uplineId: number, executor: Executor = db): Promise<ContractRow[]> {
    return executor
      .select()
      .from(agentContracts)
      .where(and(eq(agentContracts.uplineId, uplineId), inArray(agentContracts.status, OPEN)));
  },

  /** Every contract a member held or was offered, newest first (history included), at most `limit`. */
  async listOfDownline(downlineId: number, limit: number, executor: Executor = db): Promise<ContractRow[]> {
    return executor
      .select()
      .from(agentContracts)
      .where(eq(agentContracts.downlineId, downlineId))
      .orderBy(desc(agentContracts.id))
      .limit(limit);
  },

  async insert(row: ContractInsert, executor: Executor): Promise<ContractRow> {
    const [created] = await executor.insert(agentContracts).values(row).returning();
    if (!created) throw new Error('agent contract insert returned nothing');
    return created;
  },

  /** Moves a contract on from the version read; null when it changed meanwhile. */
  async updateVersioned(
    id: number,
    version: number,
    patch: Partial<Pick<ContractRow, 'status' | 'terminationRequestedBy' | 'effectiveFrom' | 'endedAt' | 'updatedAt'>>,
    executor: Executor,
  ): Promise<ContractRow | null> {
    const [row] = await executor
      .update(agentContracts)
      .set({ ...patch, version: version + 1 })
      .where(and(eq(agentContracts.id, id), eq(agentContracts.version, version)))
      .returning();
    return row ?? null;
  },

  async insertEvent(event: ContractEventInsert, executor: Executor): Promise<void> {
    await executor.insert(agentContractEvents).values(event);
  },

  async listEvents(contractIds: readonly number[], executor: Executor = db): Promise<ContractEventRow[]> {
    if (contractIds.length === 0) return [];
    return executor
      .select()
      .from(agentContractEvents)
      .where(inArray(agentContractEvents.contractId, [...contractIds]))
      .orderBy(desc(agentContractEvents.id))
      .limit(500);
  },

  /** The back office's list: newest first, by member (either side), kind, status, house-funded only. */
  async listForStaff(filter: StaffContractFilter, executor: Executor = db) {
    const where = and(
      filter.memberId === undefined
        ? undefined
        : or(eq(agentContracts.downlineId, filter.memberId), eq(agentContracts.uplineId, filter.memberId)),
      filter.kind ? eq(agentContracts.kind, filter.kind) : undefined,
      filter.status ? eq(agentContracts.status, filter.status) : undefined,
      filter.house === undefined
        ? undefined
        : filter.house
          ? isNull(agentContracts.uplineId)
          : sql`${agentContracts.uplineId} is not null`,
    );
    const [rows, [total]] = await Promise.all([
      executor
        .select()
        .from(agentContracts)
        .where(where)
        .orderBy(desc(agentContracts.id))
        .limit(filter.pageSize)
        .offset((filter.pageNo - 1) * filter.pageSize),
      executor.select({ value: count() }).from(agentContracts).where(where),
    ]);
    return { rows, total: Number(total?.value ?? 0) };
  },
});

export type AgentContractsRepository = ReturnType<typeof createAgentContractsRepository>;
