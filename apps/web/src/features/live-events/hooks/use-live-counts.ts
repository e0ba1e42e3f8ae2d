import { skipToken, useQuery } from '@tanstack/react-query';

import { LIVE_UNREAD_QUERY_KEY } from '@/lib/live-query-keys';

/** Unread items for the header's red badges (spec §2.3): shown when above 0. */
export type LiveCounts = { messages: number; rewards: number };

const NO_COUNTS: LiveCounts = { messages: 0, rewards: 0 };

/**
 * The unread counts the server pushes over the live socket (zero until it does, and for trial
 * accounts, which never get them). Reads the query cache only: nothing is fetched from here.
 */
export const useLiveCounts = (): LiveCounts => {
  const { data } = useQuery<LiveCounts>({ queryKey: LIVE_UNREAD_QUERY_KEY, queryFn: skipToken, staleTime: Infinity });
  return data ?? NO_COUNTS;
};
