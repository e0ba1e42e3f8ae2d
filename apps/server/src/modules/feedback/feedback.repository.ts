import { and, count, desc, eq } from 'drizzle-orm';

import type { FeedbackStatus } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';
import { feedback } from './feedback.tables';

export type FeedbackRow = typeof feedback.$inferSelect;
export type NewFeedbackRow = typeof feedback.$inferInsert;
export type StaffFeedbackRow = FeedbackRow & { memberAccount: string; repliedBy: string | null };

export const createFeedbackRepository = (db: Executor) => ({
  async insert(row: NewFeedbackRow, executor: Executor = db): Promise<FeedbackRow> {
    const [inserted] = await executor.insert(feedback).values(row).returning();
    if (!inserted) throw new Error('feedback insert returned nothing');
    return inserted;
  },

  async listByMember(
    memberId: number,
    page: { limit: number; offset: number },
    executor: Executor = db,
  ): Promise<{ rows: FeedbackRow[]; total: number }> {
    const where = eq(feedback.memberId, memberId);
    const rows = await executor
      .select()
      .from(feedback)
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(page.limit)
      .offset(page.offset);
    const [totals] = await executor.select({ total: count() }).from(feedback).where(where);
    return { rows, total: Number(totals?.total ?? 0) };
  },

  async listForStaff(
    filter: { status?: FeedbackStatus | undefined; limit: number; offset: number },
    executor: Executor = db,
  ): Promise<{ rows: StaffFeedbackRow[]; total: number }> {
    const where = filter.status ? eq(feedback.status, filter.status) : undefined;
    const rows = await executor
      .select({ feedback, memberAccount: members.account, repliedBy: staffUsers.username })
      .from(feedback)
      .innerJoin(members, eq(members.id, feedback.memberId))
      .leftJoin(staffUsers, eq(staffUsers.id, feedback.repliedByStaffId))
      .where(where)
      .orderBy(desc(feedback.createdAt), desc(feedback.id))
      .limit(filter.limit)
      .offset(filter.offset);
    const [totals] = await executor.select({ total: count() }).from(feedback).where(where);
    return {
      rows: rows.map((row) => ({ ...row.feedback, memberAccount: row.memberAccount, repliedBy: row.repliedBy })),
      total: Number(totals?.total ?? 0),
    };
  },

  async findById(id: number, executor: Executor = db): Promise<FeedbackRow | undefined> {
    const [row] = await executor.select().from(feedback).where(eq(feedback.id, id));
    return row;
  },

  /** Answers feedback still open; undefined when it is not (missing or answered already). */
  async answer(
    id: number,
    answer: { reply: string; repliedByStaffId: number | null; repliedAt: Date },
    executor: Executor = db,
  ): Promise<FeedbackRow | undefined> {
    const [row] = await executor
      .update(feedback)
      .set({ ...answer, status: 'ANSWERED' })
      .where(and(eq(feedback.id, id), eq(feedback.status, 'OPEN')))
      .returning();
    return row;
  },
});

export type FeedbackRepository = ReturnType<typeof createFeedbackRepository>;
