import { and, asc, desc, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { loginChallenges, memberKnownIps, sessions } from './session.tables';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;
export type LoginChallengeRow = typeof loginChallenges.$inferSelect;

export const createSessionRepository = (db: Executor) => ({
  async insertSession(row: NewSessionRow, executor: Executor = db): Promise<void> {
    await executor.insert(sessions).values(row);
  },

  /** An open session by token hash: not revoked, before its absolute and idle expiry. */
  async findOpenByTokenHash(tokenHash: string, now: Date, executor: Executor = db): Promise<SessionRow | undefined> {
    const [row] = await executor
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.tokenHash, tokenHash),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.idleExpiresAt, now),
        ),
      );
    return row;
  },

  async touch(id: string, lastSeenAt: Date, idleExpiresAt: Date, executor: Executor = db): Promise<void> {
    await executor.update(sessions).set({ lastSeenAt, idleExpiresAt }).where(eq(sessions.id, id));
  },

  /** Ends an open session; the ended row (none when it was ended already). */
  async revoke(
    id: string,
    reason: string,
    executor: Executor = db,
  ): Promise<Array<{ id: string; memberId: number | null }>> {
    return executor
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id, memberId: sessions.memberId });
  },

  /** Which of these sessions are still open (not revoked, before both expiries). */
  async findOpenIds(ids: string[], now: Date, executor: Executor = db): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await executor
      .select({ id: sessions.id })
      .from(sessions)
      .where(
        and(
          inArray(sessions.id, ids),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.idleExpiresAt, now),
        ),
      );
    return rows.map((row) => row.id);
  },

  async revokeMemberSessions(memberId: number, reason: string, exceptId: string | null, executor: Executor = db) {
    const revoked = await executor
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          exceptId ? sql`${sessions.id} <> ${exceptId}` : undefined,
        ),
      )
      .returning({ id: sessions.id });
    return revoked.map((row) => row.id);
  },

  /** Ends every open session of a staff member; the ended ids. */
  async revokeStaffSessions(staffId: number, reason: string, executor: Executor = db): Promise<string[]> {
    const revoked = await executor
      .update(sessions)
      .set({ revokedAt: sql`now()`, revokedReason: reason })
      .where(and(eq(sessions.staffId, staffId), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return revoked.map((row) => row.id);
  },

  /** Moves an open staff session on (its second factor done, its password changed); false when ended. */
  async advanceStaffSession(
    id: string,
    set: { secondFactor?: 'ENROL' | 'CODE' | 'DONE'; mustChangePassword?: boolean },
    executor: Executor = db,
  ): Promise<boolean> {
    const rows = await executor
      .update(sessions)
      .set(set)
      .where(and(eq(sessions.id, id), eq(sessions.subjectKind, 'STAFF'), isNull(sessions.revokedAt)))
      .returning({ id: sessions.id });
    return rows.length > 0;
  },

  async listOpenMemberSessions(memberId: number, now: Date, executor: Executor = db): Promise<SessionRow[]> {
    return executor
      .select()
      .from(sessions)
      .where(
        and(
          eq(sessions.memberId, memberId),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
          gt(sessions.idleExpiresAt, now),
        ),
      )
      .orderBy(desc(sessions.lastSeenAt));
  },

  async clearMustChangePassword(memberId: number, executor: Executor = db): Promise<void> {
    await executor
      .update(sessions)
      .set({ mustChangePassword: false })
      .where(and(eq(sessions.memberId, memberId), eq(sessions.mustChangePassword, true)));
  },

  async memberHasHadSession(memberId: number, executor: Executor = db): Promise<boolean> {
    const [row] = await executor
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.memberId, memberId))
      .limit(1);
    return row !== undefined;
  },

  /** The id of the member's first session ever (spec §3 popup execution F: first login). */
  async findFirstSessionId(memberId: number, executor: Executor = db): Promise<string | undefined> {
    const [row] = await executor
      .select({ id: sessions.id })
      .from(sessions)
      .where(eq(sessions.memberId, memberId))
      .orderBy(asc(sessions.createdAt), asc(sessions.id))
      .limit(1);
    return row?.id;
  },

  async findKnownIp(memberId: number, ip: string, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(memberKnownIps)
      .where(and(eq(memberKnownIps.memberId, memberId), eq(memberKnownIps.ip, ip)));
    return row;
  },

  async countKnownIps(memberId: number, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(memberKnownIps)
      .where(eq(memberKnownIps.memberId, memberId));
    return row?.count ?? 0;
  },

  async upsertKnownIp(memberId: number, ip: string, executor: Executor = db): Promise<void> {
    await executor
      .insert(memberKnownIps)
      .values({ memberId, ip })
      .onConflictDoUpdate({ target: [memberKnownIps.memberId, memberKnownIps.ip], set: { lastSeenAt: sql`now()` } });
  },

  async insertLoginChallenge(row: typeof loginChallenges.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(loginChallenges).values(row);
  },

  async findLoginChallenge(id: string, executor: Executor = db): Promise<LoginChallengeRow | undefined> {
    const [row] = await executor.select().from(loginChallenges).where(eq(loginChallenges.id, id));
    return row;
  },

  /** Counts an attempt on an open challenge; undefined when it is no longer open. */
  async incrementLoginChallengeAttempts(id: string, now: Date, maxAttempts: number, executor: Executor = db) {
    const [row] = await executor
      .update(loginChallenges)
      .set({ attempts: sql`${loginChallenges.attempts} + 1` })
      .where(
        and(
          eq(loginChallenges.id, id),
          isNull(loginChallenges.completedAt),
          gt(loginChallenges.expiresAt, now),
          lt(loginChallenges.attempts, maxAttempts),
        ),
      )
      .returning();
    return row;
  },

  /** Completes a challenge once; false when another request completed it first. */
  async completeLoginChallenge(id: string, executor: Executor = db): Promise<boolean> {
    const completed = await executor
      .update(loginChallenges)
      .set({ completedAt: sql`now()` })
      .where(and(eq(loginChallenges.id, id), isNull(loginChallenges.completedAt)))
      .returning({ id: loginChallenges.id });
    return completed.length > 0;
  },
});

export type SessionRepository = ReturnType<typeof createSessionRepository>;
