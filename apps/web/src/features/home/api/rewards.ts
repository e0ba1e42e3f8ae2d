import { queryOptions } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

/**
 * Rewards waiting for a signed-in real member: the gift popup offers them after login. The key is
 * the promotions feature's (['rewards', 'count', token]), so both read one cached answer.
 */
export const waitingRewardsQueryOptions = (token: string | null, isTrial: boolean) =>
  queryOptions({
    queryKey: ['rewards', 'count', token],
    queryFn: () =>
      api.get('/wps/v2/rewards/count', () =>
        import('./reward-count-schema').then((module) => module.RewardCountSchema),
      ),
    enabled: Boolean(token) && !isTrial,
    staleTime: 30_000,
  });
