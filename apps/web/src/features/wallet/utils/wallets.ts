import type { TFunction } from 'i18next';

import type { WalletList } from '@perya/contracts';
import { MAIN_WALLET } from '@perya/contracts';

export type WalletEntry = WalletList['wallets'][number];

export const isMainWallet = (code: string): boolean => code === MAIN_WALLET;

/** Provider wallets only (everything but the main wallet). */
export const providerWallets = (list: WalletList): WalletEntry[] =>
  list.wallets.filter((entry) => !isMainWallet(entry.wallet));

/** What a recall would bring home: the sum of every provider wallet that holds money. */
export const recallableMinor = (list: WalletList): bigint =>
  providerWallets(list).reduce(
    (sum, entry) => sum + (BigInt(entry.balanceMinor) > 0n ? BigInt(entry.balanceMinor) : 0n),
    0n,
  );

/** A wallet's name for people: "Main wallet" in their language, or the provider's name. */
export const walletLabel = (code: string, t: TFunction, list?: WalletList): string =>
  isMainWallet(code) ? t('wallet:wallets.main') : (list?.wallets.find((entry) => entry.wallet === code)?.name ?? code);

/** The list with the balances a transfer answered applied (the other wallets did not change). */
export const withBalances = (
  list: WalletList | undefined,
  balances: ReadonlyArray<{ wallet: string; balanceMinor: string }>,
): WalletList | undefined => {
  if (!list) return list;
  const changed = new Map(balances.map((entry) => [entry.wallet, entry.balanceMinor]));
  const wallets = list.wallets.map((entry) => ({
    ...entry,
    balanceMinor: changed.get(entry.wallet) ?? entry.balanceMinor,
  }));
  return {
    ...list,
    wallets,
    totalMinor: wallets.reduce((sum, entry) => sum + BigInt(entry.balanceMinor), 0n).toString(),
  };
};
