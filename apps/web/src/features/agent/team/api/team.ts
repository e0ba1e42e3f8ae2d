import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { AgentContractTerms, CreateDownlineRequest, DownlineKind } from '@perya/contracts';
import {
  CreatedDownlineSchema,
  InvitationLinkListSchema,
  InvitationLinkSchema,
  MemberTransferResultSchema,
  TeamMembersPageSchema,
  TeamOverviewSchema,
} from '@perya/contracts';
import { z } from 'zod';

import { api } from '@/lib/api-client';
import { encryptFields } from '@/lib/encrypt-secret';

// The agent centre's team (decision 033): the team list, downlines made directly, invitation links.

export const TEAM_KEY = ['agent', 'team'] as const;

/** One page of a team: the caller's, or a team member's own (parentId). */
export type TeamMembersParams = {
  parentId?: number;
  scope: 'direct' | 'all';
  q?: string;
  pageNo: number;
  pageSize: number;
};

export const teamMembersQueryOptions = (query: TeamMembersParams) =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'members', query],
    queryFn: () => api.get('/wps/agent/team/members', TeamMembersPageSchema, query),
    placeholderData: keepPreviousData,
  });

export const teamOverviewQueryOptions = () =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'overview'],
    queryFn: () => api.get('/wps/agent/team/overview', TeamOverviewSchema, { scope: 'all' }),
  });

export const invitationLinksQueryOptions = () =>
  queryOptions({
    queryKey: [...TEAM_KEY, 'links'],
    queryFn: () => api.get('/wps/agent/invitation-links', InvitationLinkListSchema),
  });

export const createDownline = (input: CreateDownlineRequest) =>
  api.post('/wps/agent/team/members', CreatedDownlineSchema, input);

export const createInvitationLink = (kind: DownlineKind, contractOffer?: AgentContractTerms) =>
  api.post('/wps/agent/invitation-links', InvitationLinkSchema, { kind, ...(contractOffer ? { contractOffer } : {}) });

export const disableInvitationLink = (id: number) =>
  api.post(`/wps/agent/invitation-links/${id}/disable`, z.object({ id: z.number() }), {});

/** Money to a direct downline; the payment password is an "(enc)" field, never sent as typed. */
export const transferToDownline = async (input: {
  requestId: string;
  downlineId: number;
  amountMinor: string;
  paymentPassword: string;
}) =>
  api.post('/wps/v2/transfers/downline', MemberTransferResultSchema, await encryptFields(input, ['paymentPassword']));
