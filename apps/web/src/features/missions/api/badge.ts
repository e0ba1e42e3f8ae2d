import { queryOptions, useQuery } from '@tanstack/react-query';

import { MissionBadgeSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export const MISSIONS_KEY = ['missions'] as const;

/** GET /wps/v2/missions/badge, for a signed-in real member only. */
export const missionBadgeQueryOptions = (token: string | null, isTrial: boolean) =>
  queryOptions({
    queryKey: [...MISSIONS_KEY, 'badge', token],
    queryFn: () => api.get('/wps/v2/missions/badge', MissionBadgeSchema),
    enabled: Boolean(token) && !isTrial,
    refetchInterval: 60_000,
    staleTime: 30_000,
  });

/** Claimable mission milestones: the red badge on missionLeaderboard (spec §2.5); 0 for guests and trial accounts. */
export const useMissionBadge = (): number => {
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isTrial);
  const badge = useQuery(missionBadgeQueryOptions(token, isTrial));
  return token && !isTrial ? (badge.data?.claimable ?? 0) : 0;
};
