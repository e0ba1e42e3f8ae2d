import type {
  AgentContractCategory,
  AgentContractKind,
  AgentContractPeriod,
  AgentContractTier,
} from '@perya/contracts';
import type { SQL } from 'drizzle-orm';
import { and, count, desc, eq, gte, inArray, isNotNull, lt, lte, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { agentContracts } from '../agents/agents.tables';
import { members } from '../members/members.tables';
import { statsSettings } from '../stats/stats.tables';
import { ledgerTransfers } from '../wallet/wallet.tables';
import type { NewStatementRow, PayoutApprovalRow, PayoutApprovalStatus, StatementRow } from './agent-settlement.tables';
import {
  agentSettlementApprovals,
  agentSettlementProgress,
  agentSettlementSettings,
  agentSettlementStatements,
} from './agent-settlement.tables';

/** A statement with its payout's hold for approval, if it was held (decision 055). */
export type StatementWithApproval = StatementRow & { approval: PayoutApprovalRow | null };

/** A contract binding at a window's end, with what the settlement needs of its agent. */
export type ContractInForce = {
  id: number;
  agentId: number;
  /** Null for a house contract (agent-contracts makes upline_id nullable). */
  uplineId: number | null;
  account: string;
  currency: string;
  kind: AgentContractKind;
  category: AgentContractCategory;
  period: AgentContractPeriod | null;
  tiers: AgentContractTier[];
};

export type StatementFilter = {
  agentId?: number;
  kind?: AgentContractKind;
  outcome?: StatementRow['outcome'];
  from?: Date;
  to?: Date;
};

const where = (filter: StatementFilter): SQL | undefined =>
  and(
    filter.agentId === undefined ? undefined : eq(agentSettlementStatements.agentId, filter.agentId),
    filter.kind === undefined ? undefined : eq(agentSettlementStatements.kind, filter.kind),
    filter.outcome === undefined ? undefined : eq(agentSettlementStatements.outcome, filter.outcome),
    filter.from === undefined ? undefined : gte(agentSettlementStatements.windowStart, filter.from),
    filter.to === undefined ? undefined : lt(agentSettlementStatements.windowStart, filter.to),
  );

export const createSettlementRepository = (db: Executor) => ({
  async settings(executor: Executor = db) {
    const [row] = await executor.select().from(agentSettlementSettings).where(eq(agentSettlementSettings.id, 1));
    const [stats] = await executor.select().from(statsSettings).where(eq(statsSettings.id, 1));
    return {
      activeMinValidBet: row?.activeMinValidBetMinor ?? 10_000n,
      activeMinDeposit: row?.activeMinDepositMinor ?? 10_000n,
      approvalAbove: row?.approvalAboveMinor ?? 2_000_000n,
      version: row?.version ?? 1,
      timeZone: stats?.reportingTimeZone ?? 'Asia/Manila',
    };
  },

  /** Changes the settings if still at `version`; false when someone changed them since. */
  async updateSettings(
    values: { activeMinValidBetMinor: bigint; activeMinDepositMinor: bigint; approvalAboveMinor: bigint },
    version: number,
    now: Date,
    executor: Executor = db,
  ): Promise<boolean> {
    await executor.insert(agentSettlementSettings).values({ id: 1 }).onConflictDoNothing();
    const updated = await executor
      .update(agentSettlementSettings)
      .set({ ...values, version: sql`${agentSettlementSettings.version} + 1`, updatedAt: now })
      .where(and(eq(agentSettlementSettings.id, 1), eq(agentSettlementSettings.version, version)))
      .returning({ id: agentSettlementSettings.id });
    return updated.length > 0;
  },

  /** Holds payouts for approval; a statement already held keeps its row. */
  async holdForApproval(
    rows: Array<
      Omit<
        PayoutApprovalRow,
        | 'firstApprovedBy'
        | 'firstApprovedByName'
        | 'firstApprovedAt'
        | 'decidedBy'
        | 'decidedByName'
        | 'decidedAt'
        | 'reason'
      >
    >,
  ): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await db
      .insert(agentSettlementApprovals)
      .values(rows)
      .onConflictDoNothing()
      .returning({ id: agentSettlementApprovals.statementId });
    return inserted.length;
  },

  /** The hold of a statement, locked until the transaction ends (one decision at a time). */
  async lockApproval(statementId: string, executor: Executor): Promise<PayoutApprovalRow | null> {
    const [row] = await executor
      .select()
      .from(agentSettlementApprovals)
      .where(eq(agentSettlementApprovals.statementId, statementId))
      .for('update');
    return row ?? null;
  },

  async updateApproval(
    statementId: string,
    values: Partial<Omit<PayoutApprovalRow, 'statementId'>>,
    executor: Executor,
  ): Promise<PayoutApprovalRow> {
    const [row] = await executor
      .update(agentSettlementApprovals)
      .set(values)
      .where(eq(agentSettlementApprovals.statementId, statementId))
      .returning();
    if (!row) throw new Error(`no approval of statement ${statementId}`);
    return row;
  },

  /** Held payouts by status, oldest first (the staff queue), with the agent's account. */
  async listApprovals(status: PayoutApprovalStatus | undefined, page: { limit: number; offset: number }) {
    const filter = status ? eq(agentSettlementApprovals.status, status) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ approval: agentSettlementApprovals, statement: agentSettlementStatements, account: members.account })
        .from(agentSettlementApprovals)
        .innerJoin(agentSettlementStatements, eq(agentSettlementStatements.id, agentSettlementApprovals.statementId))
        .innerJoin(members, eq(members.id, agentSettlementApprovals.agentId))
        .where(filter)
        .orderBy(agentSettlementApprovals.heldAt, agentSettlementApprovals.statementId)
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(agentSettlementApprovals).where(filter),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /**
   * Contracts of a kind binding at `end`: accepted before it and not ended before it. The one in
   * force at a window's end settles the whole window; terms never change in place (a change is a
   * new contract), so the terms read here are the ones the window was agreed on.
   */
  async contractsInForce(kind: AgentContractKind, end: Date): Promise<ContractInForce[]> {
    const rows = await db
      .select({
        id: agentContracts.id,
        agentId: agentContracts.downlineId,
        uplineId: agentContracts.uplineId,
        account: members.account,
        currency: members.currency,
        kind: agentContracts.kind,
        category: agentContracts.category,
        period: agentContracts.period,
        tiers: agentContracts.tiers,
      })
      .from(agentContracts)
      .innerJoin(members, eq(members.id, agentContracts.downlineId))
      .where(
        and(
          eq(agentContracts.kind, kind),
          isNotNull(agentContracts.effectiveFrom),
          lt(agentContracts.effectiveFrom, end),
          sql`(${agentContracts.endedAt} is null or ${agentContracts.endedAt} >= ${end.toISOString()}::timestamptz)`,
        ),
      )
      .orderBy(agentContracts.id);
    // Two contracts of one agent, kind and category can overlap only while a change is accepted:
    // the newer one (higher id) is the one in force.
    const byKey = new Map<string, ContractInForce>();
    for (const row of rows) byKey.set(`${row.agentId}:${row.category}`, row);
    return [...byKey.values()];
  },

  /** Each agent's dividend carry-over (per category) as its latest statement before `start` left it. */
  async carryIns(agents: readonly number[], start: Date): Promise<Map<string, bigint>> {
    if (agents.length === 0) return new Map();
    const rows = await db
      .selectDistinctOn([agentSettlementStatements.agentId, agentSettlementStatements.category], {
        agentId: agentSettlementStatements.agentId,
        category: agentSettlementStatements.category,
        carryOut: agentSettlementStatements.carryOut,
      })
      .from(agentSettlementStatements)
      .where(
        and(
          inArray(agentSettlementStatements.agentId, [...agents]),
          eq(agentSettlementStatements.kind, 'DIVIDEND'),
          lte(agentSettlementStatements.windowEnd, start),
        ),
      )
      .orderBy(
        agentSettlementStatements.agentId,
        agentSettlementStatements.category,
        desc(agentSettlementStatements.windowEnd),
      );
    return new Map(rows.map((row) => [`${row.agentId}:${row.category}`, row.carryOut]));
  },

  async statementsOfWindow(kind: AgentContractKind, start: Date): Promise<StatementRow[]> {
    return db
      .select()
      .from(agentSettlementStatements)
      .where(and(eq(agentSettlementStatements.kind, kind), eq(agentSettlementStatements.windowStart, start)));
  },

  /** The agents' statements of a kind with windows starting in [since, before), newest first. */
  async recentStatements(
    agents: readonly number[],
    kind: AgentContractKind,
    since: Date,
    before: Date,
  ): Promise<StatementRow[]> {
    if (agents.length === 0) return [];
    return db
      .select()
      .from(agentSettlementStatements)
      .where(
        and(
          inArray(agentSettlementStatements.agentId, [...agents]),
          eq(agentSettlementStatements.kind, kind),
          gte(agentSettlementStatements.windowStart, since),
          lt(agentSettlementStatements.windowStart, before),
        ),
      )
      .orderBy(desc(agentSettlementStatements.windowStart));
  },

  /** When the first contract of a kind took effect: no window before it has anything to settle. */
  async earliestEffective(kind: AgentContractKind): Promise<Date | null> {
    const [row] = await db
      .select({ at: sql<string | Date | null>`min(${agentContracts.effectiveFrom})` })
      .from(agentContracts)
      .where(eq(agentContracts.kind, kind));
    return row?.at ? new Date(row.at) : null;
  },

  /** Writes statements that do not exist yet; returns how many were new. */
  async insertStatements(rows: NewStatementRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    let written = 0;
    for (let index = 0; index < rows.length; index += 500) {
      const inserted = await db
        .insert(agentSettlementStatements)
        .values(rows.slice(index, index + 500))
        .onConflictDoNothing()
        .returning({ id: agentSettlementStatements.id });
      written += inserted.length;
    }
    return written;
  },

  /**
   * Statements that pay something and whose transfer has not posted, of windows from `since`,
   * with their hold for approval if they were held.
   */
  async unpaid(kind: AgentContractKind, since: Date, windowStart?: Date): Promise<StatementWithApproval[]> {
    return db
      .select({ statement: agentSettlementStatements, approval: agentSettlementApprovals })
      .from(agentSettlementStatements)
      .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, agentSettlementStatements.transferId))
      .leftJoin(agentSettlementApprovals, eq(agentSettlementApprovals.statementId, agentSettlementStatements.id))
      .where(
        and(
          eq(agentSettlementStatements.kind, kind),
          gte(agentSettlementStatements.windowStart, since),
          windowStart ? eq(agentSettlementStatements.windowStart, windowStart) : undefined,
          sql`${agentSettlementStatements.payoutAmount} > 0`,
          sql`${ledgerTransfers.id} is null`,
        ),
      )
      .then((rows) => rows.map((row) => ({ ...row.statement, approval: row.approval })));
  },

  async findStatement(
    id: string,
    executor: Executor = db,
  ): Promise<(StatementWithApproval & { paid: boolean; account: string }) | null> {
    const [row] = await executor
      .select({
        statement: agentSettlementStatements,
        transfer: ledgerTransfers.id,
        account: members.account,
        approval: agentSettlementApprovals,
      })
      .from(agentSettlementStatements)
      .innerJoin(members, eq(members.id, agentSettlementStatements.agentId))
      .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, agentSettlementStatements.transferId))
      .leftJoin(agentSettlementApprovals, eq(agentSettlementApprovals.statementId, agentSettlementStatements.id))
      .where(eq(agentSettlementStatements.id, id));
    return row ? { ...row.statement, approval: row.approval, account: row.account, paid: row.transfer !== null } : null;
  },

  async listStatements(filter: StatementFilter, page: { limit: number; offset: number }) {
    const [rows, [total]] = await Promise.all([
      db
        .select({
          statement: agentSettlementStatements,
          transfer: ledgerTransfers.id,
          account: members.account,
          approval: agentSettlementApprovals,
        })
        .from(agentSettlementStatements)
        .innerJoin(members, eq(members.id, agentSettlementStatements.agentId))
        .leftJoin(ledgerTransfers, eq(ledgerTransfers.id, agentSettlementStatements.transferId))
        .leftJoin(agentSettlementApprovals, eq(agentSettlementApprovals.statementId, agentSettlementStatements.id))
        .where(where(filter))
        .orderBy(
          desc(agentSettlementStatements.windowStart),
          agentSettlementStatements.kind,
          agentSettlementStatements.id,
        )
        .limit(page.limit)
        .offset(page.offset),
      db.select({ total: count() }).from(agentSettlementStatements).where(where(filter)),
    ]);
    return {
      rows: rows.map((row) => ({
        ...row.statement,
        approval: row.approval,
        account: row.account,
        paid: row.transfer !== null,
      })),
      total: total?.total ?? 0,
    };
  },

  /** Sums by kind over a filter (the income pages' totals). */
  async totalsByKind(filter: StatementFilter) {
    return db
      .select({
        kind: agentSettlementStatements.kind,
        statements: count(),
        amount: sql<string>`coalesce(sum(${agentSettlementStatements.amount}), 0)::text`,
        correction: sql<string>`coalesce(sum(${agentSettlementStatements.correction}), 0)::text`,
        payout: sql<string>`coalesce(sum(${agentSettlementStatements.payoutAmount}), 0)::text`,
      })
      .from(agentSettlementStatements)
      .where(where(filter))
      .groupBy(agentSettlementStatements.kind);
  },

  async progress(job: string): Promise<Date | null> {
    const [row] = await db.select().from(agentSettlementProgress).where(eq(agentSettlementProgress.job, job));
    return row?.settledThrough ?? null;
  },

  /** Moves a job's progress forward (never back: two runners may race). */
  async advance(job: string, through: Date, now: Date) {
    await db
      .insert(agentSettlementProgress)
      .values({ job, settledThrough: through, updatedAt: now })
      .onConflictDoUpdate({
        target: agentSettlementProgress.job,
        set: { settledThrough: through, updatedAt: now },
        setWhere: sql`${agentSettlementProgress.settledThrough} < ${through.toISOString()}::timestamptz`,
      });
  },

  async memberCurrency(agentId: number): Promise<string> {
    const [row] = await db.select({ currency: members.currency }).from(members).where(eq(members.id, agentId));
    return row?.currency ?? 'PHP';
  },
});

export type SettlementRepository = ReturnType<typeof createSettlementRepository>;
