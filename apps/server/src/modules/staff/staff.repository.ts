import { eq, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { staffUsers } from './staff.tables';

export type StaffRow = typeof staffUsers.$inferSelect;

export const createStaffRepository = (db: Executor) => ({
  async findByUsername(username: string, executor: Executor = db): Promise<StaffRow | undefined> {
    const [row] = await executor
      .select()
      .from(staffUsers)
      .where(sql`lower(${staffUsers.username}) = lower(${username})`);
    return row;
  },

  async findById(id: number, executor: Executor = db): Promise<StaffRow | undefined> {
    const [row] = await executor.select().from(staffUsers).where(eq(staffUsers.id, id));
    return row;
  },

  async insert(row: typeof staffUsers.$inferInsert, executor: Executor = db): Promise<StaffRow> {
    const [inserted] = await executor.insert(staffUsers).values(row).returning();
    if (!inserted) throw new Error('insert into staff_users returned no row');
    return inserted;
  },

  async updateLastLogin(id: number, executor: Executor = db): Promise<void> {
    await executor
      .update(staffUsers)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(staffUsers.id, id));
  },

  /**
   * Inserts `row` only when there is no staff account at all; undefined when there is one. The
   * table lock makes two first owners created at once impossible (the second sees the first).
   */
  async insertIfNoStaff(row: typeof staffUsers.$inferInsert): Promise<StaffRow | undefined> {
    return db.transaction(async (tx) => {
      await tx.execute(sql`lock table staff_users in share row exclusive mode`);
      const [existing] = await tx.select({ id: staffUsers.id }).from(staffUsers).limit(1);
      if (existing) return undefined;
      const [inserted] = await tx.insert(staffUsers).values(row).returning();
      return inserted;
    });
  },
  async count(executor: Executor = db): Promise<number> {
    const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(staffUsers);
    return row?.count ?? 0;
  },
});

export type StaffRepository = ReturnType<typeof createStaffRepository>;
