import { queryOptions } from '@tanstack/react-query';

import type { MemberRedEnvelopes } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { RED_ENVELOPES_QUERY_KEY } from '@/lib/live-query-keys';

const dropsSchema = () => import('./schemas').then((module) => module.MemberRedEnvelopesSchema);

/**
 * GET /wps/v2/red-envelopes: drops open now and in the next 7 days, with the member's eligibility.
 * Refetched every minute while the page is open and when a live `redEnvelope` event says one opened.
 */
export const redEnvelopesQueryOptions = () =>
  queryOptions<MemberRedEnvelopes>({
    queryKey: [...RED_ENVELOPES_QUERY_KEY, 'drops'],
    queryFn: () => api.get('/wps/v2/red-envelopes', dropsSchema),
    staleTime: 30_000,
    refetchInterval: 60_000,
  });
