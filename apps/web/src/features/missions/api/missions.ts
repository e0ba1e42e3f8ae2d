import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { MissionClaimResult } from '@perya/contracts';
import {
  LeaderboardListSchema,
  LeaderboardStandingSchema,
  MissionClaimResultSchema,
  MissionSummaryPageSchema,
} from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { api } from '@/lib/api-client';
import { useMoneyMutation } from '@/lib/money-mutation';

import { MISSIONS_KEY } from './badge';

// The member's missions and leaderboards (spec §2.5 missionLeaderboard, §7.2): the lazy page's
// calls, so their schemas come with it. Titles come in the interface language (X-Lang), so the
// language is part of each key: switching it loads the words again.

/** MCSFE_getMissionSummaryDetails: the open missions (status O) of this period, with progress. */
export const missionSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'summary', getLanguageCode()],
    queryFn: () =>
      api.get('/wps/relay/MCSFE_getMissionSummaryDetails', MissionSummaryPageSchema, { status: 'O', pageSize: 100 }),
    staleTime: 15_000,
    refetchInterval: 60_000,
  });

export const leaderboardsQueryOptions = () =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'leaderboards', getLanguageCode()],
    queryFn: () => api.get('/wps/v2/leaderboards', LeaderboardListSchema),
    staleTime: 60_000,
  });

/** MCSFE_getMissionLeaderboard: standings this period or the last, with my own place (footer). */
export const leaderboardQueryOptions = (leaderboardId: number, period: 'CURRENT' | 'PREVIOUS') =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'leaderboard', leaderboardId, period, getLanguageCode()],
    queryFn: () =>
      api.get('/wps/relay/MCSFE_getMissionLeaderboard', LeaderboardStandingSchema, { leaderboardId, period }),
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });

export type ClaimInput = { missionId: number; milestone: number };

/** MCSFE_claimMissionReward: pays a reached milestone as a bonus; missions, the badge and the balance load again. */
export const useClaimMission = () =>
  useMoneyMutation<ClaimInput, MissionClaimResult>({
    // The server makes a claim idempotent by (member, mission, period, milestone): no request id is sent.
    mutationFn: (input) => api.post('/wps/relay/MCSFE_claimMissionReward', MissionClaimResultSchema, input),
    intentOf: (input) => `${input.missionId}:${input.milestone}`,
    invalidates: [MISSIONS_KEY],
  });
