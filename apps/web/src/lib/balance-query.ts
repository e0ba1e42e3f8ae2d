import { queryOptions } from '@tanstack/react-query';

import { BalanceSchema } from '@perya/contracts';

import { api } from './api-client';
import { BALANCE_QUERY_KEY } from './live-query-keys';

// The member's main wallet: the header shows it (features/wallet), every money mutation refreshes
// it (lib/money-mutation.ts) and live events write pushed balances into it. One definition, so
// every reader and every invalidation uses the same key.

/** The main wallet, for the header (also the play money of trial accounts). */
export const balanceQueryOptions = (enabled = true) =>
  queryOptions({
    queryKey: BALANCE_QUERY_KEY,
    queryFn: () => api.get('/wps/v2/wallets/balance', BalanceSchema),
    enabled,
  });
