import { and, asc, desc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import type { DepositStatus, WithdrawalStatus } from './payments.tables';
import { deposits, gatewayCallbacks, paymentChannels, withdrawalAccounts, withdrawals } from './payments.tables';

export type ChannelRow = typeof paymentChannels.$inferSelect;
export type NewChannelRow = typeof paymentChannels.$inferInsert;
export type DepositRow = typeof deposits.$inferSelect;
export type WithdrawalRow = typeof withdrawals.$inferSelect;
export type WithdrawalAccountRow = typeof withdrawalAccounts.$inferSelect;

type Page = { limit: number; offset: number };

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

  async updateChannel(
    id: number,
    patch: Partial<NewChannelRow>,
    executor: Executor = db,
  ): Promise<ChannelRow | undefined> {
    const [updated] = await executor.update(paymentChannels).set(patch).where(eq(paymentChannels.id, id)).returning();
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

  listMemberWithdrawals: (memberId: number, page: Page, executor: Executor = db) =>
    pageOf(executor, withdrawals, eq(withdrawals.memberId, memberId), page),

  listWithdrawalsByStatus: (status: WithdrawalStatus | undefined, page: Page, executor: Executor = db) =>
    pageOf(executor, withdrawals, status ? eq(withdrawals.status, status) : undefined, page),

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
