import { notifications } from '@mantine/notifications';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import type { LanguageCode } from '@perya/contracts';
import { formatMoney } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import { isPointsReward, pointsText } from '../utils/describe';
import { REWARDS_KEY } from './reward-count';

export const PROMOTIONS_KEY = ['promotions'] as const;

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

/** After joining, applying or claiming: the lists, the reward centre, the badge and the balance move. */
const useInvalidateAfter = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: PROMOTIONS_KEY }),
      queryClient.invalidateQueries({ queryKey: REWARDS_KEY }),
      queryClient.invalidateQueries({ queryKey: ['wallet'] }),
      // A POINTS reward moves the points mall's balance and details (its queries live under 'points').
      queryClient.invalidateQueries({ queryKey: ['points'] }),
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
/**
 * Claim one reward. The confirmation is shown here, not in a `mutate(…, { onSuccess })` of the
 * caller: the claimed card leaves the reward centre's waiting list when the lists refetch, and a
 * caller's callbacks never run once its component has unmounted (the player saw no confirmation).
 */
export const useClaimReward = () => {
  const invalidate = useInvalidateAfter();
  const { t, i18n } = useTranslation('promotions');
  return useMutation({
    mutationFn: (rewardId: number) =>
      api.post(`/wps/v2/rewards/${rewardId}/claim`, () => schemas().then((module) => module.RewardSchema)),
    onSuccess: (reward) =>
      notifications.show({
        color: 'teal',
        message: isPointsReward(reward)
          ? t('toast.claimedPoints', { points: pointsText(reward.points, t, i18n.language) })
          : t('toast.claimed', { amount: formatMoney(reward.amountMinor, { locale: i18n.language }) }),
      }),
    onError: (failure) => notifications.show({ color: 'ruby', message: errorText(failure, t) }),
    onSettled: invalidate,
  });
};

/** Claim every waiting reward; confirmed here for the same reason as useClaimReward (the button leaves). */
export const useClaimAll = () => {
  const invalidate = useInvalidateAfter();
  const { t } = useTranslation('promotions');
  return useMutation({
    mutationFn: () => api.post('/wps/v2/rewards/claim-all', () => schemas().then((module) => module.ClaimResultSchema)),
    onSuccess: (result) =>
      notifications.show({ color: 'teal', message: t('toast.claimedAll', { count: result.claimed.length }) }),
    onError: (failure) => notifications.show({ color: 'ruby', message: errorText(failure, t) }),
    onSettled: invalidate,
  });
};
