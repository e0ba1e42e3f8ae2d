import { queryOptions } from '@tanstack/react-query';

import { BalanceSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

import { WALLET_KEY } from './query-keys';

/**
 * The main wallet for the game page, which has no header. Its key sits under ['wallet'], so the
 * invalidation after a launch or any money movement refreshes it too.
 */
export const gameBalanceQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'game-page-balance'],
    queryFn: () => api.get('/wps/v2/wallets/balance', BalanceSchema),
    enabled,
  });
