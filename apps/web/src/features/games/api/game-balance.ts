import { queryOptions } from '@tanstack/react-query';

import { BalanceSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { BALANCE_QUERY_KEY } from '@/lib/live-query-keys';

/**
 * The main wallet for the game page, which has no header: the header's own query (one key), so
 * the balance live events push after each bet, win or rollback lands here too and the page
 * follows play without a refetch (issue 22 item 23).
 */
export const gameBalanceQueryOptions = (enabled: boolean) =>
  queryOptions({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: () => api.get('/wps/v2/wallets/balance', BalanceSchema),
    enabled,
  });
