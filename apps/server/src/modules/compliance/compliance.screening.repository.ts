import { and, count, desc, eq, ne } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { staffUsers } from '../staff/staff.tables';
import { kycSubmissions, screeningEntries, screeningHits } from './compliance.tables';

type HitStatus = 'OPEN' | 'CLEARED' | 'CONFIRMED';
const INSERT_CHUNK = 1000;

/** The imported screening list, the hits, and the name and birthday a member is screened under. */
export const createScreeningRepository = (db: Executor) => ({
  async entriesByNameKey(nameKey: string, executor: Executor = db) {
    return executor.select().from(screeningEntries).where(eq(screeningEntries.nameKey, nameKey)).limit(20);
  },

  /** The latest KYC name and birthday (not a rejected one), else the member's real name and birthday. */
  async personOf(memberId: number, executor: Executor = db) {
    const [member] = await executor
      .select({ payeeName: members.payeeName, birthday: members.birthday })
      .from(members)
      .where(eq(members.id, memberId));
    if (!member) return null;
    const [kyc] = await executor
      .select({ fullName: kycSubmissions.fullName, birthday: kycSubmissions.birthday })
      .from(kycSubmissions)
      .where(and(eq(kycSubmissions.memberId, memberId), ne(kycSubmissions.status, 'REJECTED')))
      .orderBy(desc(kycSubmissions.createdAt))
      .limit(1);
    const fullName = kyc?.fullName ?? member.payeeName;
    return fullName ? { fullName, birthday: kyc?.birthday ?? member.birthday ?? null } : null;
  },

  async isHeld(memberId: number, executor: Executor = db): Promise<boolean> {
    const [row] = await executor
      .select({ id: screeningHits.id })
      .from(screeningHits)
      .where(and(eq(screeningHits.memberId, memberId), ne(screeningHits.status, 'CLEARED')))
      .limit(1);
    return Boolean(row);
  },

  /** A new hit; undefined when this member already had one for this match (open, cleared or confirmed). */
  async insertHit(row: typeof screeningHits.$inferInsert, executor: Executor = db): Promise<number | undefined> {
    const [hit] = await executor
      .insert(screeningHits)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: screeningHits.id });
    return hit?.id;
  },

  async replaceList(rows: (typeof screeningEntries.$inferInsert)[], executor: Executor): Promise<void> {
    await executor.delete(screeningEntries);
    for (let start = 0; start < rows.length; start += INSERT_CHUNK)
      await executor.insert(screeningEntries).values(rows.slice(start, start + INSERT_CHUNK));
  },

  async listHits(status: HitStatus | undefined, limit: number, executor: Executor = db) {
    const where = status ? eq(screeningHits.status, status) : undefined;
    const rows = await executor
      .select({ hit: screeningHits, memberAccount: members.account, reviewedBy: staffUsers.username })
      .from(screeningHits)
      .innerJoin(members, eq(members.id, screeningHits.memberId))
      .leftJoin(staffUsers, eq(staffUsers.id, screeningHits.reviewedByStaffId))
      .where(where)
      .orderBy(desc(screeningHits.createdAt), desc(screeningHits.id))
      .limit(limit);
    const [totals] = await executor.select({ total: count() }).from(screeningHits).where(where);
    const [size] = await executor.select({ total: count() }).from(screeningEntries);
    return { rows, total: Number(totals?.total ?? 0), listSize: Number(size?.total ?? 0) };
  },

  /** Decides an open hit; undefined when it is not open (missing or decided). */
  async decideOpenHit(
    id: number,
    decision: { status: 'CLEARED' | 'CONFIRMED'; reason: string; reviewedByStaffId: number; reviewedAt: Date },
    executor: Executor = db,
  ) {
    const [row] = await executor
      .update(screeningHits)
      .set(decision)
      .where(and(eq(screeningHits.id, id), eq(screeningHits.status, 'OPEN')))
      .returning();
    return row;
  },

  async hitExists(id: number, executor: Executor = db): Promise<boolean> {
    const [row] = await executor.select({ id: screeningHits.id }).from(screeningHits).where(eq(screeningHits.id, id));
    return Boolean(row);
  },
});

export type ScreeningRepository = ReturnType<typeof createScreeningRepository>;
