import { queryOptions } from '@tanstack/react-query';

import type { GameType } from '@perya/contracts';
import { GamePageSchema, HOME_ROW_SIZE } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { api } from '@/lib/api-client';

import { CLIENT_TYPE, PLATFORM } from './game-list';
import { GAMES_KEY } from './query-keys';

/** GET /wps/relay/GCSGAME_gameList: the first 12 games of a category, for its home row (spec §2.7). */
export const homeRowQueryOptions = (gameType: GameType, token: string | null, language: string) =>
  queryOptions({
    // Not under gameKeys.lists(): those hold paged lists; hearts come from the favourite ids anyway.
    queryKey: [...GAMES_KEY, 'home-row', gameType, token, language],
    queryFn: () =>
      api.get('/wps/relay/GCSGAME_gameList', GamePageSchema, {
        gameType,
        select: 'ALL',
        pageNo: 1,
        pageSize: HOME_ROW_SIZE,
        language: getLanguageCode(),
        clientType: CLIENT_TYPE,
        platform: PLATFORM,
      }),
    staleTime: 5 * 60_000,
  });
