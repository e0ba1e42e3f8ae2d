import { queryOptions } from '@tanstack/react-query';

import type { LanguageCode } from '@perya/contracts';
import { DEVICE } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

export const getHelpTopics = (lang: LanguageCode) =>
  api.get('/wps/system/helpCenter', lazySchema('HelpCenterSchema'), { lang, device: DEVICE });

export const helpTopicsQueryOptions = (lang: LanguageCode) =>
  queryOptions({ queryKey: ['help', lang], queryFn: () => getHelpTopics(lang), staleTime: 10 * 60_000 });
