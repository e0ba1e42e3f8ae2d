import type { LanguageCode } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import { verifyPassword } from '../../lib/password';
import { createAccountRepository } from './compliance.account.repository';
import type { ComplianceDeps } from './compliance.deps';
import { passwordWrongMessage } from './compliance.text';

/** Account closure by the member and the login history of the security centre. */
export const createAccount = ({ db, audit, clock, sessions: sessionService }: ComplianceDeps) => {
  const repository = createAccountRepository(db);
  // Money in a provider's transfer wallet or a round still open would be stranded in a closed
  // account as surely as money in the main wallet: all of it counts.
  const closureCheck = async (memberId: number, executor: Executor = db) => {
    const [{ balanceMinor, openRounds }, open] = await Promise.all([
      repository.holdings(memberId, executor),
      repository.countOpenWithdrawals(memberId, executor),
    ]);
    return {
      balanceMinor: balanceMinor.toString(),
      pendingWithdrawals: open,
      openRounds,
      canClose: balanceMinor === 0n && open === 0 && openRounds === 0,
    };
  };

  return {
    closureCheck,

    /**
     * Closes the member's account: only with nothing left in any wallet, no game round open and no
     * withdrawal open (BALANCE_NOT_ZERO otherwise), after the password. The member row is suspended (no login),
     * the closure kept with its time, every session ended.
     */
    async close(memberId: number, password: string, ip: string, language: LanguageCode): Promise<void> {
      const member = await repository.findMember(memberId);
      if (!member) throw new AppError('NOT_FOUND', `member ${memberId}`);
      if (!(await verifyPassword(member.passwordHash, password)))
        throw new AppError('PASSWORD_INCORRECT', `member ${memberId}: closure password`, {
          fields: { password: passwordWrongMessage(language) },
        });
      await db.transaction(async (tx) => {
        // Checked again under the member's lock, in the transaction that closes.
        await repository.lockMember(memberId, tx);
        const check = await closureCheck(memberId, tx);
        if (!check.canClose)
          throw new AppError('BALANCE_NOT_ZERO', `member ${memberId}: ${JSON.stringify(check)}`, check);
        await repository.close(
          { memberId, closedAt: clock.now(), ip, detail: { balanceMinor: check.balanceMinor } },
          tx,
        );
        await audit.record(
          {
            actor: { kind: 'MEMBER', id: memberId, name: member.account, ip },
            action: 'compliance.account.close',
            targetKind: 'member',
            targetId: memberId,
            detail: { previousStatus: member.status },
          },
          tx,
        );
      });
      await sessionService.revokeMemberSessions(memberId, 'account closed');
    },

    /** The member's last 30 logins: when, from where, on what, how. */
    async loginHistory(memberId: number, currentSessionId: string) {
      const rows = await repository.lastLogins(memberId, 30);
      return {
        list: rows.map((row) => ({
          time: row.createdAt.toISOString(),
          ip: row.ip,
          device: row.device || row.userAgent.slice(0, 120),
          method: row.method,
          current: row.id === currentSessionId,
        })),
      };
    },
  };
};

export type Account = ReturnType<typeof createAccount>;
