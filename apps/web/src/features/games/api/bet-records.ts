import { keepPreviousData, queryOptions } from '@tanstack/react-query';

import type { GameType } from '@perya/contracts';
import { BetRecordPageSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

import { WALLET_KEY } from './query-keys';

export const BET_RECORD_PAGE_SIZE = 20;

export type BetRecordFilter = { from: string; to: string; vassalage?: string; gameType?: GameType; pageNo: number };

/**
 * GET /wps/v2/records/bets: the member's rounds, newest first. Bets are money: the key sits under
 * ['wallet'] so a launch (which may move money) or a transfer refreshes an open record.
 */
export const betRecordsQueryOptions = ({ from, to, vassalage, gameType, pageNo }: BetRecordFilter) =>
  queryOptions({
    queryKey: [...WALLET_KEY, 'bets', { from, to, vassalage, gameType, pageNo }],
    queryFn: () =>
      api.get('/wps/v2/records/bets', BetRecordPageSchema, {
        from,
        to,
        vassalage,
        gameType,
        pageNo,
        pageSize: BET_RECORD_PAGE_SIZE,
      }),
    placeholderData: keepPreviousData,
  });
