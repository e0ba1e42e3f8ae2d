import { queryOptions } from '@tanstack/react-query';

import { WalletListSchema, WalletTransferResultSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

import { WALLET_KEY } from './balance';

export const walletListQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'list'],
    queryFn: () => api.get('/wps/v2/wallets', WalletListSchema),
  });

export type WalletTransferInput = { requestId: string; fromWallet: string; toWallet: string; amountMinor: string };

/** Main wallet <-> one provider wallet. */
export const transferBetweenWallets = (input: WalletTransferInput) =>
  api.post('/wps/relay/GCS_walletTransfer', WalletTransferResultSchema, input);

/** Every provider wallet back to the main wallet. */
export const recallAllWallets = (input: { requestId: string }) =>
  api.post('/wps/v2/wallets/recall', WalletTransferResultSchema, input);
