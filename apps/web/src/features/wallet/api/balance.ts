import { queryOptions } from '@tanstack/react-query';

import { BalanceSchema, MerchantWalletSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

/** Everything under this key is money: every money mutation invalidates it. */
export const WALLET_KEY = ['wallet'] as const;

/** The main wallet, for the header (also the play money of trial accounts). */
export const balanceQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'balance'],
    queryFn: () => api.get('/wps/v2/wallets/balance', BalanceSchema),
    enabled,
  });

/** Single wallet (providers use the main wallet) or transfer mode. */
export const merchantWalletQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'merchant'],
    queryFn: () => api.get('/wps/relay/GCS_merchantWallet', MerchantWalletSchema),
    staleTime: 5 * 60_000,
  });
