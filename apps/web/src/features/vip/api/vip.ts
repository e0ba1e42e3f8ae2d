import { queryOptions } from '@tanstack/react-query';

import { MyRebateSchema, MyVipSchema, RebateClaimSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

// The member's VIP page and manual rebate (issue 20): a lazy page's calls, so their schemas come with it.

export const VIP_KEY = ['vip'] as const;

/** GET /wps/member/vip: level, this month's figures, the next level's needs, the ladder. */
export const myVipQueryOptions = () =>
  queryOptions({
    queryKey: [...VIP_KEY, 'mine'],
    queryFn: () => api.get('/wps/member/vip', MyVipSchema),
    staleTime: 30_000,
  });

/** GET /wps/member/rebate: unclaimed rebate by category, the level's rates, the latest claims. */
export const myRebateQueryOptions = () =>
  queryOptions({
    queryKey: [...VIP_KEY, 'rebate'],
    queryFn: () => api.get('/wps/member/rebate', MyRebateSchema),
    staleTime: 30_000,
  });

/** POST /wps/member/rebate/claim with the request id of the intent (useMoneyMutation owns it). */
export const claimRebate = (requestId: string) =>
  api.post('/wps/member/rebate/claim', RebateClaimSchema, { requestId });
