import { queryOptions } from '@tanstack/react-query';

import { GamePageSchema, RECENT_GAMES_PAGE_SIZE } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';
import { api } from '@/lib/api-client';

import { CLIENT_TYPE } from './game-list';
import { gameKeys } from './query-keys';

/** GET /wps/relay/GCS_recentGame: what the member really launched, newest first (30). */
export const recentGamesQueryOptions = (token: string | null, language: string) =>
  queryOptions({
    queryKey: [...gameKeys.recent(), token, language],
    queryFn: () =>
      api.get('/wps/relay/GCS_recentGame', GamePageSchema, {
        page: 1,
        pageSize: RECENT_GAMES_PAGE_SIZE,
        language: getLanguageCode(),
        clientType: CLIENT_TYPE,
      }),
    enabled: Boolean(token),
  });
