import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import {
  ConvertPointResultSchema,
  PointBalanceSchema,
  PointConfigSchema,
  PointDetailsPageSchema,
  PointRewardsSchema,
  RedeemHistoryPageSchema,
  RedeemPointRewardResultSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';

// The points mall's calls (spec §7.4): a lazy page's, so their schemas come with it.

export const POINTS_KEY = ['points'] as const;
export const POINTS_PAGE_SIZE = 10;

/** MCS2_getPointBalance: points, earned, spent, and what they are worth. */
export const pointBalanceQueryOptions = () =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'balance'],
    queryFn: () => api.get('/wps/relay/MCS2_getPointBalance', PointBalanceSchema),
    staleTime: 15_000,
  });

/** MCS2_getPointReward: items on offer and the member's valid bet for their requirements. */
export const pointRewardsQueryOptions = () =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'rewards'],
    queryFn: () => api.get('/wps/relay/MCS2_getPointReward', PointRewardsSchema),
    staleTime: 30_000,
  });

/** MCS2_getPointConfig: the rules page's figures. */
export const pointConfigQueryOptions = () =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'config'],
    queryFn: () => api.get('/wps/relay/MCS2_getPointConfig', PointConfigSchema),
    staleTime: 5 * 60_000,
  });

/** MCS2_getRedeemPointList: redeem history, newest first. */
export const redeemHistoryQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'history', pageNo],
    queryFn: () =>
      api.get('/wps/relay/MCS2_getRedeemPointList', RedeemHistoryPageSchema, { pageNo, pageSize: POINTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Points details: every change with the balance after it. */
export const pointDetailsQueryOptions = (pageNo: number) =>
  queryOptions({
    queryKey: [...POINTS_KEY, 'details', pageNo],
    queryFn: () => api.get('/wps/v2/points/details', PointDetailsPageSchema, { pageNo, pageSize: POINTS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

export const redeemReward = async (input: {
  requestId: string;
  itemId: number;
  quantity: number;
  paymentPassword: string;
}) =>
  api.post(
    '/wps/relay/passwordCheck/MCS2_redeemPointReward',
    RedeemPointRewardResultSchema,
    await encryptFields(input, ['paymentPassword']),
  );

export const convertPoints = async (input: { requestId: string; points: string; paymentPassword: string }) =>
  api.post(
    '/wps/relay/passwordCheck/MCS2_convertPoint',
    ConvertPointResultSchema,
    await encryptFields(input, ['paymentPassword']),
  );
