import { queryOptions } from '@tanstack/react-query';

import type { MemberRedEnvelopes } from '@perya/contracts';

import { api } from '@/lib/api-client';

/** The red envelopes' queries (the claim invalidates them). */
export const RED_ENVELOPES_QUERY_KEY = ['redEnvelopes'] as const;

const dropsSchema = () => import('./schemas').then((module) => module.MemberRedEnvelopesSchema);

/**
 * GET /wps/v2/red-envelopes: drops open now and in the next 7 days, with the member's eligibility.
 * Refetched every minute while the page is open (a drop that opens shows within a minute).
 */
export const redEnvelopesQueryOptions = () =>
  queryOptions<MemberRedEnvelopes>({
    queryKey: [...RED_ENVELOPES_QUERY_KEY, 'drops'],
    queryFn: () => api.get('/wps/v2/red-envelopes', dropsSchema),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
