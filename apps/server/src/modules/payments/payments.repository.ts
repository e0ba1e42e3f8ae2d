import { and, asc, desc, eq, gte, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { vipLevels } from '../vip/vip.tables';
import { bonusGrants } from '../wallet/wallet.tables';
import type { ApprovalAction, ApprovalStatus, DepositStatus, PaymentMethod, WithdrawalStatus } from './payments.tables';
import {
  deposits,
  gatewayCallbacks,
  moneyApprovals,
  moneySettings,
  paymentChannels,
  withdrawalAccounts,
  withdrawals,
} from './payments.tables';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type NewChannelRow = typeof paymentChannels.$inferInsert;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalAccountRow = typeof withdrawalAccounts.$inferSelect;
export type ApprovalRow = typeof moneyApprovals.$inferSelect;
export type MoneySettingsRow = typeof moneySettings.$inferSelect;

type Page = { limit: number; offset: number };

/** What the back office's queues filter and sort on (sort keys are a whitelist). */
export type QueueFilter = {
  statuses?: string[];
  channelId?: number;
  method?: PaymentMethod;
  memberId?: number;
  minAmount?: bigint;
  maxAmount?: bigint;
  from?: Date;
  to?: Date;
  /** Withdrawals a member disputed (whatever became of the dispute). */
  disputedOnly?: boolean;
  sort: 'createdAt' | 'amount';
  order: 'asc' | 'desc';
};

/** The WHERE and ORDER BY of a queue over deposits or withdrawals. */
const queueQuery = (table: typeof deposits | typeof withdrawals, filter: QueueFilter) => {
  const conditions: SQL[] = [];
  if (filter.statuses?.length) conditions.push(sql`${table.status} in ${filter.statuses}`);
  if (filter.channelId !== undefined && 'channelId' in table) conditions.push(eq(table.channelId, filter.channelId));
  if (filter.method !== undefined) conditions.push(eq(table.method, filter.method));
  if (filter.memberId !== undefined) conditions.push(eq(table.memberId, filter.memberId));
  if (filter.minAmount !== undefined) conditions.push(gte(table.amount, filter.minAmount));
  if (filter.maxAmount !== undefined) conditions.push(lte(table.amount, filter.maxAmount));
  if (filter.from !== undefined) conditions.push(gte(table.createdAt, filter.from));
  if (filter.to !== undefined) conditions.push(lt(table.createdAt, filter.to));
  if (filter.disputedOnly && 'disputeUploadId' in table) conditions.push(isNotNull(table.disputeUploadId));
  const direction = filter.order === 'asc' ? asc : desc;
  const key = filter.sort === 'amount' ? table.amount : table.createdAt;
  return { where: conditions.length ? and(...conditions) : undefined, orderBy: [direction(key), direction(table.id)] };
};

/** A page of rows of `table` (newest first) and how many there are in all. */
const pageOf = async <T extends typeof deposits | typeof withdrawals>(
  executor: Executor,
  table: T,
  where: SQL | undefined,
  page: Page,
) => {
  const [rows, [count]] = await Promise.all([
    executor
      .select()
      .from(table as typeof deposits)
      .where(where)
      .orderBy(desc(table.createdAt), desc(table.id))
      .limit(page.limit)
      .offset(page.offset),
    executor
      .select({ total: sql<number>`count(*)::int` })
      .from(table as typeof deposits)
      .where(where),
  ]);
  return { rows: rows as Array<T['$inferSelect']>, total: count?.total ?? 0 };
};

export const createPaymentsRepository = (db: Executor) => ({
  // ------------------------------------------------------------------ channels

  async listChannels(onlyEnabled: boolean, executor: Executor = db): Promise<ChannelRow[]> {
    return executor
      .select()
      .from(paymentChannels)
      .where(onlyEnabled ? eq(paymentChannels.enabled, true) : undefined)
      .orderBy(asc(paymentChannels.sortOrder), asc(paymentChannels.id));
  },

  async findChannel(id: number, executor: Executor = db): Promise<ChannelRow | undefined> {
    const [row] = await executor.select().from(paymentChannels).where(eq(paymentChannels.id, id));
    return row;
  },

  async insertChannel(row: NewChannelRow, executor: Executor = db): Promise<ChannelRow> {
    const [inserted] = await executor.insert(paymentChannels).values(row).returning();
    if (!inserted) throw new Error('insert into payment_channels returned no row');
    return inserted;
  },

  /** Changes a channel only at the version it was read at (the version then moves on). */
  async updateChannel(
    id: number,
    version: number,
    patch: Partial<NewChannelRow>,
    executor: Executor = db,
  ): Promise<ChannelRow | undefined> {
    const [updated] = await executor
      .update(paymentChannels)
      .set({ ...patch, version: sql`${paymentChannels.version} + 1` })
      .where(and(eq(paymentChannels.id, id), eq(paymentChannels.version, version)))
      .returning();
    return updated;
  },

  // ------------------------------------------------------------------ deposits

  async insertDeposit(row: typeof deposits.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(deposits).values(row);
  },

  async findDeposit(id: string, executor: Executor = db): Promise<DepositRow | undefined> {
    const [row] = await executor.select().from(deposits).where(eq(deposits.id, id));
    return row;
  },

  async lockDeposit(id: string, executor: Executor): Promise<DepositRow | undefined> {
    const [row] = await executor.select().from(deposits).where(eq(deposits.id, id)).for('update');
    return row;
  },

  async setGatewayOrder(id: string, gatewayOrderId: string, payUrl: string, executor: Executor = db): Promise<void> {
    await executor.update(deposits).set({ gatewayOrderId, payUrl }).where(eq(deposits.id, id));
  },

  /** Moves a deposit on only from the expected statuses; returns it when this call moved it. */
  async transitionDeposit(
    id: string,
    from: DepositStatus[],
    patch: Partial<typeof deposits.$inferInsert> & { status: DepositStatus },
    executor: Executor = db,
  ): Promise<DepositRow | undefined> {
    const [row] = await executor
      .update(deposits)
      .set(patch)
      .where(and(eq(deposits.id, id), inArray(deposits.status, from)))
      .returning();
    return row;
  },

  listMemberDeposits: (memberId: number, page: Page, executor: Executor = db) =>
    pageOf(executor, deposits, eq(deposits.memberId, memberId), page),

  listDepositsByStatus: (status: DepositStatus | undefined, page: Page, executor: Executor = db) =>
    pageOf(executor, deposits, status ? eq(deposits.status, status) : undefined, page),

  /** Gateway orders nobody paid within the window. */
  async expireDeposits(createdBefore: Date, executor: Executor = db): Promise<string[]> {
    const rows = await executor
      .update(deposits)
      .set({ status: 'EXPIRED' })
      .where(and(eq(deposits.status, 'AWAITING_PAYMENT'), lte(deposits.createdAt, createdBefore)))
      .returning({ id: deposits.id });
    return rows.map((row) => row.id);
  },

  // ------------------------------------------------------------------ gateway callbacks

  /** Records a callback; false when a verified one with this nonce came before (a replay). */
  async claimCallback(row: typeof gatewayCallbacks.$inferInsert, executor: Executor = db): Promise<number | null> {
    const [inserted] = await executor
      .insert(gatewayCallbacks)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: gatewayCallbacks.id });
    return inserted?.id ?? null;
  },

  async setCallbackOutcome(
    id: number,
    outcome: string,
    orderId: string | null,
    executor: Executor = db,
  ): Promise<void> {
    await executor.update(gatewayCallbacks).set({ outcome, orderId }).where(eq(gatewayCallbacks.id, id));
  },

  async listCallbacks(orderId: string, executor: Executor = db) {
    return executor
      .select()
      .from(gatewayCallbacks)
      .where(eq(gatewayCallbacks.orderId, orderId))
      .orderBy(asc(gatewayCallbacks.id));
  },

  // ------------------------------------------------------------------ withdrawal accounts

  async listAccounts(memberId: number, executor: Executor = db): Promise<WithdrawalAccountRow[]> {
    return executor
      .select()
      .from(withdrawalAccounts)
      .where(and(eq(withdrawalAccounts.memberId, memberId), isNull(withdrawalAccounts.deletedAt)))
      .orderBy(asc(withdrawalAccounts.createdAt));
  },

  async insertAccount(
    row: typeof withdrawalAccounts.$inferInsert,
    executor: Executor = db,
  ): Promise<WithdrawalAccountRow> {
    const [inserted] = await executor.insert(withdrawalAccounts).values(row).returning();
    if (!inserted) throw new Error('insert into withdrawal_accounts returned no row');
    return inserted;
  },

  async findAccount(id: string, memberId: number, executor: Executor = db): Promise<WithdrawalAccountRow | undefined> {
    const [row] = await executor
      .select()
      .from(withdrawalAccounts)
      .where(
        and(
          eq(withdrawalAccounts.id, id),
          eq(withdrawalAccounts.memberId, memberId),
          isNull(withdrawalAccounts.deletedAt),
        ),
      );
    return row;
  },

  async deleteAccount(id: string, memberId: number, at: Date, executor: Executor = db): Promise<boolean> {
    const rows = await executor
      .update(withdrawalAccounts)
      .set({ deletedAt: at })
      .where(
        and(
          eq(withdrawalAccounts.id, id),
          eq(withdrawalAccounts.memberId, memberId),
          isNull(withdrawalAccounts.deletedAt),
        ),
      )
      .returning({ id: withdrawalAccounts.id });
    return rows.length > 0;
  },

  // ------------------------------------------------------------------ withdrawals

  async insertWithdrawal(row: typeof withdrawals.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(withdrawals).values(row);
  },

  async findWithdrawal(id: string, executor: Executor = db): Promise<WithdrawalRow | undefined> {
    const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.id, id));
    return row;
  },

  async lockWithdrawal(id: string, executor: Executor): Promise<WithdrawalRow | undefined> {
    const [row] = await executor.select().from(withdrawals).where(eq(withdrawals.id, id)).for('update');
    return row;
  },

  async updateWithdrawal(
    id: string,
    patch: Partial<typeof withdrawals.$inferInsert>,
    executor: Executor = db,
  ): Promise<WithdrawalRow> {
    const [row] = await executor.update(withdrawals).set(patch).where(eq(withdrawals.id, id)).returning();
    if (!row) throw new Error(`withdrawal ${id} vanished`);
    return row;
  },

  async countWithdrawalsSince(memberId: number, since: Date, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ total: sql<number>`count(*)::int` })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), gte(withdrawals.createdAt, since)));
    return row?.total ?? 0;
  },

  /** Sum of the member's withdrawals since an instant, rejected ones left out (the VIP daily amount). */
  async sumWithdrawalsSince(memberId: number, since: Date, executor: Executor = db): Promise<bigint> {
    const [row] = await executor
      .select({ total: sql<string>`coalesce(sum(${withdrawals.amount}), 0)::text` })
      .from(withdrawals)
      .where(
        and(
          eq(withdrawals.memberId, memberId),
          gte(withdrawals.createdAt, since),
          sql`${withdrawals.status} <> 'REJECTED'`,
        ),
      );
    return BigInt(row?.total ?? '0');
  },

  /** The daily withdrawal allowance of the member's VIP level (issue 20, decision 047); nulls: none. */
  async vipAllowance(
    memberId: number,
    executor: Executor = db,
  ): Promise<{ count: number | null; amountMinor: bigint | null }> {
    const [row] = await executor
      .select({ count: vipLevels.dailyWithdrawalCount, amount: vipLevels.dailyWithdrawalLimitMinor })
      .from(members)
      .innerJoin(vipLevels, eq(vipLevels.level, members.vipLevel))
      .where(eq(members.id, memberId));
    return { count: row?.count ?? null, amountMinor: row?.amount ?? null };
  },

  listMemberWithdrawals: (memberId: number, page: Page, executor: Executor = db) =>
    pageOf(executor, withdrawals, eq(withdrawals.memberId, memberId), page),

  listWithdrawalsByStatus: (status: WithdrawalStatus | undefined, page: Page, executor: Executor = db) =>
    pageOf(executor, withdrawals, status ? eq(withdrawals.status, status) : undefined, page),

  // ------------------------------------------------------------------ back-office queues

  async queueDeposits(filter: QueueFilter, page: Page, executor: Executor = db) {
    const { where, orderBy } = queueQuery(deposits, filter);
    const [rows, [count]] = await Promise.all([
      executor
        .select()
        .from(deposits)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
      executor
        .select({ total: sql<number>`count(*)::int` })
        .from(deposits)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  async queueWithdrawals(filter: QueueFilter, page: Page, executor: Executor = db) {
    const { where, orderBy } = queueQuery(withdrawals, filter);
    const [rows, [count]] = await Promise.all([
      executor
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(...orderBy)
        .limit(page.limit)
        .offset(page.offset),
      executor
        .select({ total: sql<number>`count(*)::int` })
        .from(withdrawals)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  /** How many deposits and withdrawals each member made since `since` (any status). */
  async recentCounts(memberIds: number[], since: Date, executor: Executor = db) {
    const counts = new Map<number, { deposits: number; withdrawals: number }>();
    if (memberIds.length === 0) return counts;
    const [depositRows, withdrawalRows] = await Promise.all([
      executor
        .select({ memberId: deposits.memberId, total: sql<number>`count(*)::int` })
        .from(deposits)
        .where(and(inArray(deposits.memberId, memberIds), gte(deposits.createdAt, since)))
        .groupBy(deposits.memberId),
      executor
        .select({ memberId: withdrawals.memberId, total: sql<number>`count(*)::int` })
        .from(withdrawals)
        .where(and(inArray(withdrawals.memberId, memberIds), gte(withdrawals.createdAt, since)))
        .groupBy(withdrawals.memberId),
    ]);
    for (const id of memberIds) counts.set(id, { deposits: 0, withdrawals: 0 });
    for (const row of depositRows) counts.get(row.memberId)!.deposits = row.total;
    for (const row of withdrawalRows) counts.get(row.memberId)!.withdrawals = row.total;
    return counts;
  },

  /** Bonus (and adjustment) turnover each member still owes. */
  async wageringOwed(memberIds: number[], executor: Executor = db): Promise<Map<number, bigint>> {
    const owed = new Map<number, bigint>(memberIds.map((id) => [id, 0n]));
    if (memberIds.length === 0) return owed;
    const rows = await executor
      .select({
        memberId: bonusGrants.memberId,
        owed: sql<string>`coalesce(sum(${bonusGrants.required} - ${bonusGrants.wagered}), 0)::text`,
      })
      .from(bonusGrants)
      .where(and(inArray(bonusGrants.memberId, memberIds), eq(bonusGrants.status, 'ACTIVE')))
      .groupBy(bonusGrants.memberId);
    for (const row of rows) owed.set(row.memberId, BigInt(row.owed));
    return owed;
  },

  // ------------------------------------------------------------------ four eyes

  async getMoneySettings(executor: Executor = db): Promise<MoneySettingsRow> {
    const [row] = await executor.select().from(moneySettings).where(eq(moneySettings.id, 1));
    if (row) return row;
    await executor.insert(moneySettings).values({ id: 1 }).onConflictDoNothing();
    const [created] = await executor.select().from(moneySettings).where(eq(moneySettings.id, 1));
    if (!created) throw new Error('money settings row missing');
    return created;
  },

  /** Changes the money settings only at the version they were read at. */
  async updateMoneySettings(
    version: number,
    patch: { secondApprovalAboveMinor: bigint; updatedAt: Date },
    executor: Executor = db,
  ): Promise<MoneySettingsRow | undefined> {
    await this.getMoneySettings(executor);
    const [row] = await executor
      .update(moneySettings)
      .set({ ...patch, version: sql`${moneySettings.version} + 1` })
      .where(and(eq(moneySettings.id, 1), eq(moneySettings.version, version)))
      .returning();
    return row;
  },

  /** Holds `key` until the transaction ends (decisions on one thing queue behind each other). */
  async lockKey(key: string, executor: Executor): Promise<void> {
    await executor.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
  },

  async lockPendingApproval(action: ApprovalAction, targetId: string, executor: Executor) {
    const [row] = await executor
      .select()
      .from(moneyApprovals)
      .where(
        and(
          eq(moneyApprovals.action, action),
          eq(moneyApprovals.targetId, targetId),
          eq(moneyApprovals.status, 'PENDING'),
        ),
      )
      .for('update');
    return row;
  },

  async lockApproval(id: string, executor: Executor): Promise<ApprovalRow | undefined> {
    const [row] = await executor.select().from(moneyApprovals).where(eq(moneyApprovals.id, id)).for('update');
    return row;
  },

  async findApproval(id: string, executor: Executor = db): Promise<ApprovalRow | undefined> {
    const [row] = await executor.select().from(moneyApprovals).where(eq(moneyApprovals.id, id));
    return row;
  },

  async insertApproval(row: typeof moneyApprovals.$inferInsert, executor: Executor): Promise<ApprovalRow> {
    const [inserted] = await executor.insert(moneyApprovals).values(row).returning();
    if (!inserted) throw new Error('insert into money_approvals returned no row');
    return inserted;
  },

  async decideApproval(
    id: string,
    patch: Pick<ApprovalRow, 'status' | 'decidedBy' | 'decidedByName' | 'decidedAt' | 'decisionNote'>,
    executor: Executor,
  ): Promise<ApprovalRow> {
    const [row] = await executor
      .update(moneyApprovals)
      .set(patch)
      .where(and(eq(moneyApprovals.id, id), eq(moneyApprovals.status, 'PENDING')))
      .returning();
    if (!row) throw new Error(`approval ${id} was not pending`);
    return row;
  },

  async listApprovals(
    filter: { status?: ApprovalStatus; action?: ApprovalAction },
    page: Page,
    executor: Executor = db,
  ) {
    const conditions: SQL[] = [];
    if (filter.status) conditions.push(eq(moneyApprovals.status, filter.status));
    if (filter.action) conditions.push(eq(moneyApprovals.action, filter.action));
    const where = conditions.length ? and(...conditions) : undefined;
    const [rows, [count]] = await Promise.all([
      executor
        .select()
        .from(moneyApprovals)
        .where(where)
        .orderBy(desc(moneyApprovals.requestedAt), desc(moneyApprovals.id))
        .limit(page.limit)
        .offset(page.offset),
      executor
        .select({ total: sql<number>`count(*)::int` })
        .from(moneyApprovals)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  /** Pending approvals of these targets, by target id. */
  async pendingApprovalsFor(targetIds: string[], executor: Executor = db): Promise<Map<string, ApprovalRow>> {
    if (targetIds.length === 0) return new Map();
    const rows = await executor
      .select()
      .from(moneyApprovals)
      .where(and(inArray(moneyApprovals.targetId, targetIds), eq(moneyApprovals.status, 'PENDING')));
    return new Map(rows.map((row) => [row.targetId, row]));
  },

  /**
   * Payouts whose answer time has passed count as received (spec §4), irreversibly: one
   * conditional statement, so two workers running it at once settle each payout once.
   */
  async autoReceiveDue(now: Date, executor: Executor = db): Promise<WithdrawalRow[]> {
    return executor
      .update(withdrawals)
      .set({
        received: sql`${withdrawals.paid}`,
        confirmation: 'AUTO_RECEIVED',
        confirmBy: null,
        status: sql`case when ${withdrawals.paid} = ${withdrawals.amount} then 'COMPLETED' else 'PAYING' end`,
        completedAt: sql`case when ${withdrawals.paid} = ${withdrawals.amount} then ${now.toISOString()}::timestamptz else null end`,
      })
      .where(and(eq(withdrawals.status, 'PAYING'), lte(withdrawals.confirmBy, now)))
      .returning();
  },
});

export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>;
