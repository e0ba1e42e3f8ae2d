import { queryOptions } from '@tanstack/react-query';

import type { LanguageCode } from '@perya/contracts';

import { api } from '@/lib/api-client';

/**
 * The promotions the engine runs, as a visitor sees them (GET /wps/v2/promotions without a
 * session): the gift popup offers the newbie one. The key is the promotions feature's
 * (['promotions', 'list', token, language]), so /promotions and the home's row read one cached answer.
 */
export const visitorPromotionsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['promotions', 'list', null, language],
    queryFn: () =>
      api.get('/wps/v2/promotions', () =>
        import('./promotion-list-schema').then((module) => module.MemberPromotionListSchema),
      ),
    staleTime: 30_000,
  });
