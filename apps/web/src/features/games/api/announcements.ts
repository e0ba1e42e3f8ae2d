import { queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

import { GameAnnouncementListSchema, VassGameTypeSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

import { gameKeys } from './query-keys';

export type GameAnnouncement = z.infer<typeof GameAnnouncementListSchema>['list'][number];

/** GET /wps/relay/MCSFE_getListAnnouncements: maintenance and release notices for game centres. */
export const gameAnnouncementsQueryOptions = () =>
  queryOptions({
    queryKey: gameKeys.announcements(),
    queryFn: () => api.get('/wps/relay/MCSFE_getListAnnouncements', GameAnnouncementListSchema),
    staleTime: 5 * 60_000,
    // A notice strip is a nicety: a failure shows nothing rather than retrying.
    retry: false,
  });

/** GET /wps/relay/GCSGAME_getVassGameType: the game types one vendor offers. */
export const vendorGameTypesQueryOptions = (vassalage: string) =>
  queryOptions({
    queryKey: gameKeys.vendorGameTypes(vassalage),
    queryFn: () => api.get('/wps/relay/GCSGAME_getVassGameType', VassGameTypeSchema, { vassalage }),
    staleTime: 10 * 60_000,
    enabled: Boolean(vassalage),
  });
