import { queryOptions } from '@tanstack/react-query';

import type { LanguageCode } from '@perya/contracts';
import { ANNOUNCEMENT_TYPE_CODES, NOTICE_PAGE_SIZE, WINNER_BOARD_LIMIT } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

// The home page's content (spec §3 "Announcement content", §7.3): banners, notices, popups,
// promotions and the scrolling bar in one call; the notice list page by page; the winner board.

export const CONTENT_KEY = ['content'] as const;

const ALL_TYPES = ANNOUNCEMENT_TYPE_CODES.join(',');

// One set of keys: the page, the popups and live events (POPUPS_QUERY_KEY in lib/live-query-keys)
// asking for the same lists share one cache entry and one call.
export const contentKeys = {
  announcements: (token: string | null, language: LanguageCode) =>
    [...CONTENT_KEY, 'announcements', { types: ALL_TYPES }, token, language] as const,
  notices: (language: LanguageCode, pageNo: number) =>
    [...CONTENT_KEY, 'notices', { pageNo, pageSize: NOTICE_PAGE_SIZE }, language] as const,
  winners: (language: LanguageCode) => [...CONTENT_KEY, 'winners', language] as const,
};

/**
 * GET /wps/announcements?types=B,PL,PU,PR,H&platform=W. The server picks the popups for the caller
 * (a guest B, a member A, plus F in the session of a first login), so the token is in the key.
 */
export const announcementsQueryOptions = (token: string | null, language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.announcements(token, language),
    queryFn: () =>
      api.get('/wps/announcements', lazySchema('AnnouncementsSchema'), { types: ALL_TYPES, platform: 'W' }),
    staleTime: 60_000,
  });

/** GET /wps/notices: player notices, newest first, 9 to a page (spec §9). */
export const noticesQueryOptions = (language: LanguageCode, pageNo: number) =>
  queryOptions({
    queryKey: contentKeys.notices(language, pageNo),
    queryFn: () => api.get('/wps/notices', lazySchema('NoticePageSchema'), { pageNo, pageSize: NOTICE_PAGE_SIZE }),
    staleTime: 60_000,
    placeholderData: (previous) => previous,
  });

/** GET /wps/relay/GCSGAME_getRankList: the biggest recent wins (spec §2.7, 20 asked, 9 shown). */
export const winnersQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: contentKeys.winners(language),
    queryFn: () =>
      api.get('/wps/relay/GCSGAME_getRankList', lazySchema('RankListSchema'), {
        gameCategory: 'ALL',
        language,
        limitNum: WINNER_BOARD_LIMIT,
      }),
    staleTime: 60_000,
    refetchInterval: 120_000,
  });
