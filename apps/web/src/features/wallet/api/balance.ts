import { queryOptions } from '@tanstack/react-query';

import { BalanceSchema, MerchantWalletSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { BALANCE_QUERY_KEY } from '@/lib/live-query-keys';

/** Everything under this key is money: every money mutation invalidates it. */
export const WALLET_KEY = ['wallet'] as const;

/** The main wallet, for the header (also the play money of trial accounts); live events write into it. */
export const balanceQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: BALANCE_QUERY_KEY,
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
