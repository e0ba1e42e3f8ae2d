import { queryOptions, useQuery } from '@tanstack/react-query';

import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

// The red badge of the header and side menu: in every page's first load, so apart from the
// promotions pages' queries and mutations (api/promotions.ts), which load with those pages.

export const REWARDS_KEY = ['rewards'] as const;

/** How often the badge asks how many rewards wait (the live socket pushes too). */
export const REWARD_COUNT_REFRESH_MS = 60_000;

/** GET /wps/v2/rewards/count, for a signed-in real member only. */
export const rewardCountQueryOptions = (token: string | null, isTrial: boolean) =>
  queryOptions({
    queryKey: [...REWARDS_KEY, 'count', token],
    queryFn: () =>
      api.get('/wps/v2/rewards/count', () =>
        import('./reward-count-schema').then((module) => module.RewardCountSchema),
      ),
    enabled: Boolean(token) && !isTrial,
    refetchInterval: REWARD_COUNT_REFRESH_MS,
    staleTime: 30_000,
  });

/** Rewards waiting, for the red badges: 0 for guests and trial accounts (which never ask). */
export const useRewardCount = (): number => {
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isTrial);
  const count = useQuery(rewardCountQueryOptions(token, isTrial));
  return token && !isTrial ? (count.data?.count ?? 0) : 0;
};
