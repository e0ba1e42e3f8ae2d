import type { InfiniteData } from '@tanstack/react-query';
import { infiniteQueryOptions } from '@tanstack/react-query';

import type { GameClassify, GamePage, GameSelect, GameType } from '@perya/contracts';
import { GamePageSchema, gamePageSizeFor } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { api } from '@/lib/api-client';

import { gameKeys } from './query-keys';

/** The spec's web client: desktop HTML5 (clientType 3). */
export const CLIENT_TYPE = 3;
export const PLATFORM = 'html5-desktop';

export type GameListFilters = {
  gameType?: GameType;
  vassalage?: string;
  gameClassify?: GameClassify;
  select: GameSelect;
  keyword?: string;
};

/** GET /wps/relay/GCSGAME_gameList: one page of a category, vendor, tab, select and search. */
export const getGamePage = (filters: GameListFilters, pageNo: number) =>
  api.get('/wps/relay/GCSGAME_gameList', GamePageSchema, {
    gameType: filters.gameType,
    vassalage: filters.vassalage,
    gameClassify: filters.gameClassify,
    select: filters.select,
    keyword: filters.keyword || undefined,
    pageNo,
    pageSize: gamePageSizeFor(filters.vassalage),
    language: getLanguageCode(),
    clientType: CLIENT_TYPE,
    platform: PLATFORM,
  });

/**
 * A list as pages of 30 (12 for crash games) fetched one after another: with nearly 10,000
 * slots the grid only ever holds what the player scrolled to. The token is in the key because a
 * member's games carry their hearts; the language because names are translated.
 */
export const gameListQueryOptions = (filters: GameListFilters, token: string | null, language: string) =>
  infiniteQueryOptions({
    queryKey: [...gameKeys.lists(), { ...filters, token, language }],
    queryFn: ({ pageParam }) => getGamePage(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: GamePage) => (last.pageNum < last.totalPages ? last.pageNum + 1 : undefined),
  });

export type GameListData = InfiniteData<GamePage, number>;
