import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { Bonus, TransactionKind } from '@perya/contracts';
import { BonusPageSchema, ForfeitBonusResultSchema, ProfitReportSchema, TransactionPageSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

import { WALLET_KEY } from './balance';

export const RECORDS_PAGE_SIZE = 20;

export type BonusStatus = Bonus['status'];

export type TransactionFilter = { kind?: TransactionKind; from: string; to: string; pageNo: number };

/** The account record (transactionHistory), newest first. */
export const transactionsQueryOptions = ({ kind, from, to, pageNo }: TransactionFilter) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'transactions', { kind, from, to, pageNo }],
    queryFn: () =>
      api.get('/wps/relay/ODSFE2_MemTransDet', TransactionPageSchema, {
        kind,
        from,
        to,
        pageNo,
        pageSize: RECORDS_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });

/** Personal profit and loss over a range of days. */
export const profitQueryOptions = ({ from, to }: { from: string; to: string }) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'profit', { from, to }],
    queryFn: () => api.get('/wps/v2/records/profit', ProfitReportSchema, { from, to }),
    placeholderData: keepPreviousData,
  });

export const bonusesQueryOptions = ({ status, pageNo }: { status?: BonusStatus; pageNo: number }) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'bonuses', { status, pageNo }],
    queryFn: () => api.get('/wps/v2/bonuses', BonusPageSchema, { status, pageNo, pageSize: RECORDS_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });

/** Gives up an ACTIVE bonus: what is left of it goes back, and its turnover no longer holds back withdrawals. */
export const forfeitBonus = (bonusId: string) =>
  api.post(`/wps/v2/bonuses/${encodeURIComponent(bonusId)}/forfeit`, ForfeitBonusResultSchema, {});

/** The member's ACTIVE bonuses, oldest first in the meter (the withdraw page's turnover panel). */
export const activeBonusesQueryOptions = () => bonusesQueryOptions({ status: 'ACTIVE', pageNo: 1 });
