import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import { MyReferralSchema, ReferralFriendPageSchema, ReferralRewardPageSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

// The member's referral (spec §2.5 `referral`): a lazy page's calls, so their schemas come with it.

export const REFERRAL_KEY = ['referral'] as const;
export const REFERRAL_PAGE_SIZE = 10;

/** GET /wps/member/referral: code, registration path, the programme's figures, counts and earnings. */
export const myReferralQueryOptions = () =>
  queryOptions({
    queryKey: [...REFERRAL_KEY, 'mine'],
    queryFn: () => api.get('/wps/member/referral', MyReferralSchema),
    staleTime: 30_000,
  });

export const referralFriendsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...REFERRAL_KEY, 'friends', pageNo],
    queryFn: () =>
      api.get('/wps/member/referral/friends', ReferralFriendPageSchema, { pageNo, pageSize: REFERRAL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const referralRewardsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...REFERRAL_KEY, 'rewards', pageNo],
    queryFn: () =>
      api.get('/wps/member/referral/rewards', ReferralRewardPageSchema, { pageNo, pageSize: REFERRAL_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
