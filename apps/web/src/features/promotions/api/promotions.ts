import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { LanguageCode } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export const PROMOTIONS_KEY = ['promotions'] as const;
export const REWARDS_KEY = ['rewards'] as const;

/** How often the badge asks how many rewards wait (the live socket pushes too). */
export const REWARD_COUNT_REFRESH_MS = 60_000;

const schemas = () => import('./schemas');

/** GET /wps/v2/promotions: every promotion with the caller's status; the token is in the key. */
export const promotionsQueryOptions = (token: string | null, language: LanguageCode) =>
  queryOptions({
    queryKey: [...PROMOTIONS_KEY, 'list', token, language],
    queryFn: () => api.get('/wps/v2/promotions', () => schemas().then((module) => module.MemberPromotionListSchema)),
    staleTime: 30_000,
  });

/** GET /wps/v2/rewards: the reward centre. */
export const rewardCentreQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: [...REWARDS_KEY, 'centre', token],
    queryFn: () => api.get('/wps/v2/rewards', () => schemas().then((module) => module.RewardCentreSchema)),
    enabled: Boolean(token),
  });

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

/** After joining, applying or claiming: the lists, the reward centre, the badge and the balance move. */
const useInvalidateAfter = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['wallet'] }),
    ]);
};

export const useJoinPromotion = () => {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (promotionId: number) =>
      api.post('/wps/relay/MCSFE_signUpPromotionJoin', () => schemas().then((module) => module.MemberPromotionSchema), {
        promotionId,
      }),
    onSettled: invalidate,
  });
};

export const useRequestReward = () => {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (promotionId: number) =>
      api.post('/wps/relay/MCSFE_signUpRequestReward', () => schemas().then((module) => module.RewardSchema), {
        promotionId,
      }),
    onSettled: invalidate,
  });
};

export const useApplyPromotion = () => {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: ({ promotionId, comment, images }: { promotionId: number; comment: string; images: File[] }) => {
      const form = new FormData();
      form.append('comment', comment);
      for (const image of images) form.append('images', image);
      return api.upload(
        `/wps/v2/promotions/${promotionId}/apply`,
        () => schemas().then((module) => module.MemberPromotionSchema),
        form,
      );
    },
    onSettled: invalidate,
  });
};

/**
 * Claiming is idempotent on the server (a reward pays once however often it is asked), so a
 * retry after a lost answer is safe without a request id.
 */
export const useClaimReward = () => {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: (rewardId: number) =>
      api.post(`/wps/v2/rewards/${rewardId}/claim`, () => schemas().then((module) => module.RewardSchema)),
    onSettled: invalidate,
  });
};

export const useClaimAll = () => {
  const invalidate = useInvalidateAfter();
  return useMutation({
    mutationFn: () => api.post('/wps/v2/rewards/claim-all', () => schemas().then((module) => module.ClaimResultSchema)),
    onSettled: invalidate,
  });
};
