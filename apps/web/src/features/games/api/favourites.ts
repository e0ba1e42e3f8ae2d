import { queryOptions } from '@tanstack/react-query';

import { FAVOURITES_PAGE_SIZE, FavoriteIdsSchema, GamePageSchema, SuccessSchema } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { api } from '@/lib/api-client';

import { CLIENT_TYPE, PLATFORM } from './game-list';
import { gameKeys } from './query-keys';

/** GET /wps/relay/MCSFE_getFavoriteGames: the member's favourite ids, for the hearts. */
export const favouriteIdsQueryOptions = (token: string | null) =>
  queryOptions({
    queryKey: gameKeys.favouriteIds(token),
    queryFn: () => api.get('/wps/relay/MCSFE_getFavoriteGames', FavoriteIdsSchema),
    enabled: Boolean(token),
    staleTime: 60_000,
  });

/** GET /wps/relay/MCSFE_getFavoriteGamesList: every favourite (one page of 999, spec §9). */
export const favouriteListQueryOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: gameKeys.favouriteList(token, language),
    queryFn: () =>
      api.get('/wps/relay/MCSFE_getFavoriteGamesList', GamePageSchema, {
        pageNo: 1,
        pageSize: FAVOURITES_PAGE_SIZE,
        language: getLanguageCode(),
        clientType: CLIENT_TYPE,
        platform: PLATFORM,
      }),
    enabled: Boolean(token),
  });

export type FavouriteRequest = { nodeId: number; vendor: string; gameType: string };

export const addFavourite = ({ nodeId, vendor, gameType }: FavouriteRequest) =>
  api.post('/wps/relay/MCSFE_addFavoriteGameV2', SuccessSchema, { nodeId, vendor, gameType });

export const removeFavourite = (nodeId: number) =>
  api.delete('/wps/relay/MCSFE_removeFavoriteGameV2', SuccessSchema, { nodeId });
