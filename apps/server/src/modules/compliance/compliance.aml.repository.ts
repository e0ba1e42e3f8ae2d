import { and, asc, desc, eq, gt, gte, inArray, lte, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { deposits, withdrawals } from '../payments/payments.tables';
import { staffUsers } from '../staff/staff.tables';
import { amlCases, amlCoveredReports, complianceSettings } from './compliance.tables';

export type AmlCaseRow = typeof amlCases.$inferSelect;

/** Completed payments as AML reads them, and the reports and cases it keeps. */
export const createAmlRepository = (db: Executor) => ({
  async depositsAbove(threshold: bigint, since: Date, executor: Executor = db) {
    return executor
      .select()
      .from(deposits)
      .where(and(eq(deposits.status, 'APPROVED'), gte(deposits.createdAt, since), gt(deposits.amount, threshold)));
  },

  async withdrawalsAbove(threshold: bigint, since: Date, executor: Executor = db) {
    return executor
      .select()
      .from(withdrawals)
      .where(
        and(
          inArray(withdrawals.status, ['PAYING', 'DISPUTED', 'COMPLETED']),
          gte(withdrawals.createdAt, since),
          gt(withdrawals.amount, threshold),
        ),
      );
  },

  /** Approved deposits in [floor, threshold] since `since`, by member then time. */
  async depositsBetween(floor: bigint, threshold: bigint, since: Date, executor: Executor = db) {
    return executor
      .select({ id: deposits.id, memberId: deposits.memberId, amount: deposits.amount, at: deposits.createdAt })
      .from(deposits)
      .where(
        and(
          eq(deposits.status, 'APPROVED'),
          gte(deposits.createdAt, since),
          gte(deposits.amount, floor),
          lte(deposits.amount, threshold),
        ),
      )
      .orderBy(asc(deposits.memberId), asc(deposits.createdAt), asc(deposits.id));
  },

  /** Records a covered transaction once per source; false when it was recorded already. */
  async insertCovered(row: typeof amlCoveredReports.$inferInsert, executor: Executor = db): Promise<boolean> {
    const [inserted] = await executor
      .insert(amlCoveredReports)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: amlCoveredReports.id });
    return Boolean(inserted);
  },

  /** Opens a case once per key; its id, or undefined when it was opened already. */
  async insertCase(row: typeof amlCases.$inferInsert, executor: Executor = db): Promise<number | undefined> {
    const [opened] = await executor.insert(amlCases).values(row).onConflictDoNothing().returning({ id: amlCases.id });
    return opened?.id;
  },

  async markScanned(at: Date, executor: Executor = db): Promise<void> {
    await executor.update(complianceSettings).set({ amlScannedUntil: at }).where(eq(complianceSettings.id, 1));
  },

  async listCovered(limit: number, executor: Executor = db) {
    return executor
      .select({ report: amlCoveredReports, memberAccount: members.account })
      .from(amlCoveredReports)
      .innerJoin(members, eq(members.id, amlCoveredReports.memberId))
      .orderBy(desc(amlCoveredReports.occurredAt), desc(amlCoveredReports.id))
      .limit(limit);
  },

  /** Open cases first, by deadline; then the closed ones. */
  async listCases(limit: number, executor: Executor = db) {
    return executor
      .select({ item: amlCases, memberAccount: members.account, closedBy: staffUsers.username })
      .from(amlCases)
      .innerJoin(members, eq(members.id, amlCases.memberId))
      .leftJoin(staffUsers, eq(staffUsers.id, amlCases.closedByStaffId))
      .orderBy(sql`${amlCases.status} = 'OPEN' desc`, asc(amlCases.deadlineAt), desc(amlCases.id))
      .limit(limit);
  },

  /** Closes an open case; undefined when it is not open (missing or closed). */
  async closeOpenCase(
    id: number,
    decision: { status: 'FILED' | 'DISMISSED'; note: string; closedByStaffId: number; closedAt: Date },
    executor: Executor = db,
  ): Promise<AmlCaseRow | undefined> {
    const [row] = await executor
      .update(amlCases)
      .set(decision)
      .where(and(eq(amlCases.id, id), eq(amlCases.status, 'OPEN')))
      .returning();
    return row;
  },

  async caseExists(id: number, executor: Executor = db): Promise<boolean> {
    const [row] = await executor.select({ id: amlCases.id }).from(amlCases).where(eq(amlCases.id, id));
    return Boolean(row);
  },
});
