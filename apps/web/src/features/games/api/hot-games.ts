import { queryOptions } from '@tanstack/react-query';

import { GameListSchema, HOT_GAMES_MAX } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { api } from '@/lib/api-client';

import { PLATFORM } from './game-list';
import { gameKeys } from './query-keys';

/** GET /wps/relay/GCSGAME_hotGamesV2: at most 30 hot games (cached, as the spec's session copy). */
export const hotGamesQueryOptions = (language: string) =>
  queryOptions({
    queryKey: gameKeys.hot(language),
    queryFn: () =>
      api.get('/wps/relay/GCSGAME_hotGamesV2', GameListSchema, {
        isPlatform: 2,
        platform: PLATFORM,
        language: getLanguageCode(),
        limit: HOT_GAMES_MAX,
      }),
    staleTime: 10 * 60_000,
  });
