import { and, count, desc, eq } from 'drizzle-orm';

import type { KycTier } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';
import { kycProfiles, kycSubmissions } from './compliance.tables';

export type KycSubmissionRow = typeof kycSubmissions.$inferSelect;
type ReviewStatus = KycSubmissionRow['status'];

/** KYC profiles (tier, declaration) and submissions. */
export const createKycRepository = (db: Executor) => ({
  async findProfile(memberId: number, executor: Executor = db) {
    const [profile] = await executor.select().from(kycProfiles).where(eq(kycProfiles.memberId, memberId));
    return profile;
  },

  async upsertProfile(
    memberId: number,
    values: Partial<Omit<typeof kycProfiles.$inferInsert, 'memberId'>> & { tier?: KycTier; updatedAt: Date },
    executor: Executor = db,
  ): Promise<void> {
    await executor
      .insert(kycProfiles)
      .values({ memberId, tier: values.tier ?? 'NONE', ...values })
      .onConflictDoUpdate({ target: kycProfiles.memberId, set: values });
  },

  async latestSubmission(memberId: number, executor: Executor = db): Promise<KycSubmissionRow | undefined> {
    const [row] = await executor
      .select()
      .from(kycSubmissions)
      .where(eq(kycSubmissions.memberId, memberId))
      .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
      .limit(1);
    return row;
  },

  /** The name on the member's last approved document and the real name on the account now. */
  async namesOnFile(
    memberId: number,
    executor: Executor = db,
  ): Promise<{ verifiedName: string; payeeName: string | null } | undefined> {
    const [row] = await executor
      .select({ verifiedName: kycSubmissions.fullName, payeeName: members.payeeName })
      .from(kycSubmissions)
      .innerJoin(members, eq(members.id, kycSubmissions.memberId))
      .where(and(eq(kycSubmissions.memberId, memberId), eq(kycSubmissions.status, 'APPROVED')))
      .orderBy(desc(kycSubmissions.reviewedAt), desc(kycSubmissions.id))
      .limit(1);
    return row;
  },

  async pendingSubmissionId(memberId: number, executor: Executor = db): Promise<number | undefined> {
    const [pending] = await executor
      .select({ id: kycSubmissions.id })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.memberId, memberId), eq(kycSubmissions.status, 'PENDING')));
    return pending?.id;
  },

  async insertSubmission(row: typeof kycSubmissions.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(kycSubmissions).values(row);
  },

  async listForStaff(status: ReviewStatus | undefined, limit: number, executor: Executor = db) {
    const where = status ? eq(kycSubmissions.status, status) : undefined;
    const rows = await executor
      .select({ submission: kycSubmissions, memberAccount: members.account, reviewedBy: staffUsers.username })
      .from(kycSubmissions)
      .innerJoin(members, eq(members.id, kycSubmissions.memberId))
      .leftJoin(staffUsers, eq(staffUsers.id, kycSubmissions.reviewedByStaffId))
      .where(where)
      .orderBy(desc(kycSubmissions.createdAt), desc(kycSubmissions.id))
      .limit(limit);
    const [totals] = await executor.select({ total: count() }).from(kycSubmissions).where(where);
    return { rows, total: Number(totals?.total ?? 0) };
  },

  async lockSubmission(id: number, executor: Executor): Promise<KycSubmissionRow | undefined> {
    const [row] = await executor.select().from(kycSubmissions).where(eq(kycSubmissions.id, id)).for('update');
    return row;
  },

  async decideSubmission(
    id: number,
    decision: { status: 'APPROVED' | 'REJECTED'; reason: string; reviewedByStaffId: number; reviewedAt: Date },
    executor: Executor,
  ): Promise<void> {
    await executor.update(kycSubmissions).set(decision).where(eq(kycSubmissions.id, id));
  },
});
