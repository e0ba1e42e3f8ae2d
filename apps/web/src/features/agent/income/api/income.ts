import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { AgentContractKind } from '@perya/contracts';
import { IncomeStatementPageSchema, IncomeSummarySchema, StatementSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

const INCOME_KEY = ['agent', 'income'] as const;
export const STATEMENTS_PAGE_SIZE = 20;

/** Totals by kind over a range of reporting days (my income). */
export const incomeSummaryQueryOptions = (range: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...INCOME_KEY, 'summary', range],
    queryFn: () => api.get('/wps/agent/income/summary', IncomeSummarySchema, range),
    placeholderData: keepPreviousData,
  });

/** The agent's statements, newest window first, with the range's totals. */
export const statementsQueryOptions = (filter: {
  kind?: AgentContractKind;
  from: string;
  to: string;
  pageNo: number;
}) =>
  queryOptions({
    queryKey: [...INCOME_KEY, 'statements', filter],
    queryFn: () =>
      api.get('/wps/agent/income/statements', IncomeStatementPageSchema, {
        ...filter,
        pageSize: STATEMENTS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** One statement with every input. */
export const statementQueryOptions = (statementId: string) =>
  queryOptions({
    queryKey: [...INCOME_KEY, 'statement', statementId],
    queryFn: () => api.get(`/wps/agent/income/statements/${statementId}`, StatementSchema),
    staleTime: Infinity,
  });
