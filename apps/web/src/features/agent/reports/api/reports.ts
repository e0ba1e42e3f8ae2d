import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { MemberProfitSort, TeamReportScope, TransactionKind } from '@perya/contracts';
import {
  MemberProfitReportSchema,
  MessagePageSchema,
  PlatformMessageSchema,
  TeamBetsPageSchema,
  TeamOverviewReportSchema,
  TeamTransactionsPageSchema,
} from '@perya/contracts';

import { api } from '@/lib/api-client';

export const AGENT_REPORTS_KEY = ['agent', 'reports'] as const;
export const REPORT_PAGE_SIZE = 20;

/** An account filter as typed: trimmed, empty means none. */
const accountParam = (account: string) => account.trim() || undefined;

export const teamOverviewQueryOptions = (input: { from: string; to: string; scope: TeamReportScope }) =>
  queryOptions({
    queryKey: [...AGENT_REPORTS_KEY, 'overview', input],
    queryFn: () => api.get('/wps/agent/reports/overview', TeamOverviewReportSchema, input),
    placeholderData: keepPreviousData,
  });

export const memberProfitQueryOptions = (input: {
  from: string;
  to: string;
  parentId?: number;
  account: string;
  sort: MemberProfitSort;
  order: 'asc' | 'desc';
  pageNo: number;
}) =>
  queryOptions({
    queryKey: [...AGENT_REPORTS_KEY, 'profit', input],
    queryFn: () =>
      api.get('/wps/agent/reports/profit', MemberProfitReportSchema, {
        ...input,
        account: accountParam(input.account),
        pageSize: REPORT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** One page of the team's bets; `cursor` is the previous page's nextCursor (null: the first page). */
export const teamBetsQueryOptions = (input: {
  from: string;
  to: string;
  account: string;
  category?: string;
  cursor: string | null;
}) =>
  queryOptions({
    queryKey: [...AGENT_REPORTS_KEY, 'bets', input],
    queryFn: () =>
      api.get('/wps/agent/reports/bets', TeamBetsPageSchema, {
        from: input.from,
        to: input.to,
        account: accountParam(input.account),
        category: input.category,
        cursor: input.cursor ?? undefined,
        pageSize: REPORT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

export const teamTransactionsQueryOptions = (input: {
  from: string;
  to: string;
  account: string;
  kind?: TransactionKind;
  cursor: string | null;
}) =>
  queryOptions({
    queryKey: [...AGENT_REPORTS_KEY, 'transactions', input],
    queryFn: () =>
      api.get('/wps/agent/reports/transactions', TeamTransactionsPageSchema, {
        from: input.from,
        to: input.to,
        account: accountParam(input.account),
        kind: input.kind,
        cursor: input.cursor ?? undefined,
        pageSize: REPORT_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** Announcements to agents, in the interface language (the server picks each text by X-Lang). */
export const announcementsQueryOptions = (input: { pageNo: number; language: string }) =>
  queryOptions({
    queryKey: [...AGENT_REPORTS_KEY, 'announcements', input],
    queryFn: () =>
      api.get('/wps/agent/reports/announcements', MessagePageSchema, { pageNo: input.pageNo, pageSize: 9 }),
    placeholderData: keepPreviousData,
  });

/** Opening an announcement reads it through the messages API, which marks it read. */
export const readAnnouncement = (id: number) => api.get(`/wps/messages/${id}`, PlatformMessageSchema);
