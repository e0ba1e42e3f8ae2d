import { and, desc, eq, inArray } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { withdrawals } from '../payments/payments.tables';
import { sessions } from '../session/session.tables';
import { accountClosures } from './compliance.tables';

const OPEN_WITHDRAWAL = ['REVIEW', 'PAYING', 'DISPUTED'] as const;

/** Reads for closure and login history (members, payments and session tables), and the closure itself. */
export const createAccountRepository = (db: Executor) => ({
  async findMember(memberId: number, executor: Executor = db) {
    const [member] = await executor
      .select({ account: members.account, passwordHash: members.passwordHash, status: members.status })
      .from(members)
      .where(eq(members.id, memberId));
    return member;
  },

  async countOpenWithdrawals(memberId: number, executor: Executor = db): Promise<number> {
    const open = await executor
      .select({ id: withdrawals.id })
      .from(withdrawals)
      .where(and(eq(withdrawals.memberId, memberId), inArray(withdrawals.status, [...OPEN_WITHDRAWAL])));
    return open.length;
  },

  /** Keeps the closure and suspends the member, in the caller's transaction. */
  async close(
    closure: { memberId: number; closedAt: Date; ip: string; detail: Record<string, unknown> },
    executor: Executor,
  ): Promise<void> {
    await executor.insert(accountClosures).values(closure).onConflictDoNothing();
    await executor.update(members).set({ status: 'SUSPENDED' }).where(eq(members.id, closure.memberId));
  },

  async lastLogins(memberId: number, limit: number, executor: Executor = db) {
    return executor
      .select({
        id: sessions.id,
        createdAt: sessions.createdAt,
        ip: sessions.ip,
        device: sessions.device,
        userAgent: sessions.userAgent,
        method: sessions.method,
      })
      .from(sessions)
      .where(eq(sessions.memberId, memberId))
      .orderBy(desc(sessions.createdAt))
      .limit(limit);
  },
});
