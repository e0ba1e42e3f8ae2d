import { queryOptions } from '@tanstack/react-query';

import { MerchantWalletSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

/** Everything under this key is money: every money mutation invalidates it. */
export const WALLET_KEY = ['wallet'] as const;

/** Single wallet (providers use the main wallet) or transfer mode. */
export const merchantWalletQueryOptions = () =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'merchant'],
    queryFn: () => api.get('/wps/relay/GCS_merchantWallet', MerchantWalletSchema),
    staleTime: 5 * 60_000,
  });
