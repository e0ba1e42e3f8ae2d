import { queryOptions } from '@tanstack/react-query';

import { api } from './api-client';
import { lazySchema } from './lazy-schema';

// The signed-in member, read by several features (the header, the security centre, the wallet's
// record times, withdrawals' real name): one definition, so every reader shares one cache entry.

export const memberInfoQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: ['member', 'info', token],
    queryFn: () => api.get('/wps/member/info', lazySchema('MemberInfoSchema')),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

export const memberProfileQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'profile'],
    queryFn: () => api.get('/wps/member/profile', lazySchema('MemberProfileSchema')),
  });

/** Consolidated contract info (spec §3): the contract popup and the contract pages read it. */
export const consolidatedQueryOptions = () =>
  queryOptions({
    queryKey: ['member', 'consolidated'],
    queryFn: () => api.get('/wps/member/info/funds/consolidated', lazySchema('ConsolidatedSchema')),
  });
