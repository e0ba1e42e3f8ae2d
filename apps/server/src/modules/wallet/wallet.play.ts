import type { Executor } from '../../db/client';
import { accountSpecs, transferIdFor } from './wallet.accounts';
import type { WalletContext } from './wallet.context';
import type { TransferRequest } from './wallet.ledger';

// The wallet as games see it: which account a provider's bets debit (the main wallet in
// single-wallet mode, the provider's wallet in transfer mode), and the move of money into a
// provider's wallet when a game launches in transfer mode.

export const createWalletPlay = ({
  db,
  walletRepository,
  ledger,
  accounts,
  mainAccount,
  getSettings,
  activeMember,
}: WalletContext) => {
  /** The account a provider's bets and wins move. */
  const playAccount = async (memberId: number, vendor: string, currency: string): Promise<bigint> =>
    (await getSettings()).isSingleWallet
      ? mainAccount(memberId, currency)
      : accounts.one(accountSpecs.providerWallet(memberId, vendor, currency));

  return {
    playAccount,

    /** An account's balance and holds, locked for the caller's transaction. */
    lockAndRead: (accountId: bigint, executor: Executor) => walletRepository.lockAndRead(accountId, executor),

    async accountBalance(accountId: bigint): Promise<bigint> {
      const [row] = await walletRepository.findAccountsByIds([accountId]);
      return row?.balance ?? 0n;
    },

    /**
     * Before a game opens in transfer mode (with auto-transfer on): every other provider wallet
     * comes back to the main wallet and the main wallet's available money goes to this provider's,
     * together. Returns what went into the game's wallet, or null when nothing is moved by design.
     */
    async prepareForPlay(input: { memberId: number; vendor: string; requestId: string }): Promise<bigint | null> {
      const settings = await getSettings();
      if (settings.isSingleWallet || !settings.autoTransferOnLaunch) return null;
      const member = await activeMember(input.memberId);
      const [main, target] = await accounts.resolve([
        accountSpecs.memberMain(member.id, member.currency),
        accountSpecs.providerWallet(member.id, input.vendor, member.currency),
      ]);
      const rows = await walletRepository.findMemberAccounts(member.id);
      const others = rows.filter(
        (row) =>
          row.kind === 'MEMBER_PROVIDER' &&
          row.currency === member.currency &&
          row.provider !== input.vendor &&
          row.balance - row.pendingDebits > 0n,
      );
      const mainRow = rows.find((row) => row.id === main);
      const intoMain = others.reduce((sum, row) => sum + row.balance - row.pendingDebits, 0n);
      const toGame = (mainRow ? mainRow.balance - mainRow.pendingDebits : 0n) + intoMain;
      const requests: TransferRequest[] = [
        ...others.map((row) => ({
          id: transferIdFor(`launch:${member.id}:${input.requestId}:back:${row.provider ?? ''}`),
          debitAccountId: row.id,
          creditAccountId: main ?? 0n,
          amountMinor: row.balance - row.pendingDebits,
          currency: member.currency,
          kind: 'WALLET_TRANSFER' as const,
          metadata: { counterparty: row.provider, launch: input.vendor },
        })),
        ...(toGame > 0n
          ? [
              {
                id: transferIdFor(`launch:${member.id}:${input.requestId}:to:${input.vendor}`),
                debitAccountId: main ?? 0n,
                creditAccountId: target ?? 0n,
                amountMinor: toGame,
                currency: member.currency,
                kind: 'WALLET_TRANSFER' as const,
                metadata: { counterparty: input.vendor, launch: input.vendor },
              },
            ]
          : []),
      ];
      if (requests.length === 0) return 0n;
      await db.transaction((tx) => ledger.postTransfers(requests, tx));
      return toGame;
    },
  };
};
