import { queryOptions } from '@tanstack/react-query';

import type { MemberRedEnvelopes, RedEnvelopeClaimResult } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { RED_ENVELOPES_QUERY_KEY } from '@/lib/live-query-keys';
import { useMoneyMutation } from '@/lib/money-mutation';

const dropsSchema = () => import('./schemas').then((module) => module.MemberRedEnvelopesSchema);
const claimSchema = () => import('./schemas').then((module) => module.RedEnvelopeClaimResultSchema);

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

/** MCS2_claimRafflePromotion: opens one envelope; the balance and the drops load again. */
export const useClaimRedEnvelope = () =>
  useMoneyMutation<number, RedEnvelopeClaimResult>({
    // The server makes a claim idempotent by (member, drop): no request id is sent.
    mutationFn: (dropId) => api.post('/wps/relay/MCS2_claimRafflePromotion', claimSchema, { dropId }),
    intentOf: (dropId) => String(dropId),
    invalidates: [RED_ENVELOPES_QUERY_KEY],
  });
