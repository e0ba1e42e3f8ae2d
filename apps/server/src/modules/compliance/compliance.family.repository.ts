import { count, desc, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';
import { complianceEvidence, familyExclusionRequests } from './compliance.tables';

export type FamilyRequestRow = typeof familyExclusionRequests.$inferSelect;
type FamilyStatus = FamilyRequestRow['status'];

/** Family exclusion requests, their evidence images, and the member staff name. */
export const createFamilyRepository = (db: Executor) => ({
  async insertEvidence(row: typeof complianceEvidence.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(complianceEvidence).values(row);
  },

  async findEvidence(id: string, executor: Executor = db) {
    const [row] = await executor.select().from(complianceEvidence).where(eq(complianceEvidence.id, id));
    return row;
  },

  async existingEvidence(ids: string[], executor: Executor = db): Promise<number> {
    const found = await executor
      .select({ id: complianceEvidence.id })
      .from(complianceEvidence)
      .where(inArray(complianceEvidence.id, ids));
    return found.length;
  },

  async insertRequest(row: typeof familyExclusionRequests.$inferInsert, executor: Executor = db): Promise<number> {
    const [inserted] = await executor
      .insert(familyExclusionRequests)
      .values(row)
      .returning({ id: familyExclusionRequests.id });
    if (!inserted) throw new Error('family request insert returned nothing');
    return inserted.id;
  },

  async listForStaff(status: FamilyStatus | undefined, limit: number, executor: Executor = db) {
    const where = status ? eq(familyExclusionRequests.status, status) : undefined;
    const rows = await executor
      .select({ request: familyExclusionRequests, reviewedBy: staffUsers.username })
      .from(familyExclusionRequests)
      .leftJoin(staffUsers, eq(staffUsers.id, familyExclusionRequests.reviewedByStaffId))
      .where(where)
      .orderBy(desc(familyExclusionRequests.createdAt), desc(familyExclusionRequests.id))
      .limit(limit);
    const [totals] = await executor.select({ total: count() }).from(familyExclusionRequests).where(where);
    return { rows, total: Number(totals?.total ?? 0) };
  },

  async findMemberId(account: string, executor: Executor = db): Promise<number | undefined> {
    const [member] = await executor.select({ id: members.id }).from(members).where(eq(members.account, account));
    return member?.id;
  },

  async lockRequest(id: number, executor: Executor): Promise<FamilyRequestRow | undefined> {
    const [row] = await executor
      .select()
      .from(familyExclusionRequests)
      .where(eq(familyExclusionRequests.id, id))
      .for('update');
    return row;
  },

  async update(id: number, patch: Partial<typeof familyExclusionRequests.$inferInsert>, executor: Executor = db) {
    await executor.update(familyExclusionRequests).set(patch).where(eq(familyExclusionRequests.id, id));
  },
});
