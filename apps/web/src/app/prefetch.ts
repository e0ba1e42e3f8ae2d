import type { QueryClient } from '@tanstack/react-query';

import { gameMenusQueryOptions } from '@/features/games/api/game-menus';
import { announcementsQueryOptions } from '@/features/home/api/content';
import { getLanguageCode } from '@/i18n/language';
import { permissionQueryOptions, systemStatusQueryOptions } from '@/lib/site-config';
import { useSessionStore } from '@/stores/session-store';

/**
 * Starts the calls every first screen waits for while the texts load, instead of after: the system
 * status (the gate), the site configuration, the game menu and the announcements (home's banners).
 */
export const prefetchStartup = (queryClient: QueryClient): void => {
  const token = useSessionStore.getState().token;
  void queryClient.prefetchQuery(systemStatusQueryOptions());
  void queryClient.prefetchQuery(permissionQueryOptions());
  void queryClient.prefetchQuery(gameMenusQueryOptions());
  void queryClient.prefetchQuery(announcementsQueryOptions(token, getLanguageCode()));
};
