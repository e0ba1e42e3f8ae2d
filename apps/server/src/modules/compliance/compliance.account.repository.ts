import { and, desc, eq, inArray, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { withdrawals } from '../payments/payments.tables';
import { providerRounds } from '../providers/providers.tables';
import { sessions } from '../session/session.tables';
import { ledgerAccounts } from '../wallet/wallet.tables';
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

  /** Locks the member row: a closure and a second one (or a staff unlock) wait for each other. */
  async lockMember(memberId: number, executor: Executor): Promise<void> {
    await executor.select({ id: members.id }).from(members).where(eq(members.id, memberId)).for('update');
  },

  /**
   * What the member still holds: the main wallet and every provider (transfer) wallet together,
   * and the game rounds still open (a win may yet be paid into them).
   */
  async holdings(memberId: number, executor: Executor = db): Promise<{ balanceMinor: bigint; openRounds: number }> {
    const [wallets] = await executor
      .select({ total: sql<string>`coalesce(sum(${ledgerAccounts.balance}), 0)::text` })
      .from(ledgerAccounts)
      .where(
        and(eq(ledgerAccounts.memberId, memberId), inArray(ledgerAccounts.kind, ['MEMBER_MAIN', 'MEMBER_PROVIDER'])),
      );
    const [rounds] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(providerRounds)
      .where(and(eq(providerRounds.memberId, memberId), eq(providerRounds.status, 'OPEN')));
    return { balanceMinor: BigInt(wallets?.total ?? '0'), openRounds: rounds?.count ?? 0 };
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
