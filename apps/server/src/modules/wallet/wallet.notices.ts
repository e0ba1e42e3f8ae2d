import type { Executor } from '../../db/client';
import { afterCommit } from '../../db/commit-hooks';
import type { AccountDirectory } from './wallet.accounts';
import type { WalletRepository } from './wallet.repository';

/** Told the id of a member whose ledger accounts changed (after the change committed). */
export type BalanceListener = (memberId: number) => void;

/**
 * Balance notices: which members' accounts a ledger write touched, told to listeners (the
 * events module) once the write commits — never from inside the transaction, never after a
 * rollback. Only *who* is told, not the new balance: listeners re-read what they need, so a
 * notice that arrives late or twice is harmless, and nothing is read for members nobody watches.
 */
export const createBalanceNotices = ({
  accounts,
  walletRepository,
  onError,
}: {
  accounts: Pick<AccountDirectory, 'ownersOf'>;
  walletRepository: Pick<WalletRepository, 'findTransfersByIds'>;
  onError: (error: unknown) => void;
}) => {
  const listeners = new Set<BalanceListener>();

  const tell = (memberIds: number[]) => {
    for (const memberId of memberIds) for (const listener of listeners) listener(memberId);
  };

  const afterWrite = (executor: Executor | undefined, membersTouched: () => Promise<number[]>) => {
    if (listeners.size === 0) return;
    afterCommit(executor, () => {
      membersTouched().then(tell).catch(onError);
    });
  };

  return {
    /** Listens to balance changes; returns the function that stops listening. */
    onBalanceChange(listener: BalanceListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },

    /** Transfers moved (or held) money between these accounts. */
    transfersPosted(accountIds: bigint[], executor?: Executor): void {
      if (accountIds.length > 0) afterWrite(executor, () => accounts.ownersOf(accountIds));
    },

    /** A pending transfer was posted or voided: its members' holds changed. */
    pendingResolved(pendingId: string, executor?: Executor): void {
      afterWrite(executor, async () => {
        const [pending] = await walletRepository.findTransfersByIds([pendingId]);
        return [pending?.debitMemberId, pending?.creditMemberId].filter(
          (memberId): memberId is number => typeof memberId === 'number',
        );
      });
    },
  };
};

export type BalanceNotices = ReturnType<typeof createBalanceNotices>;
