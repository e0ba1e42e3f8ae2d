import { queryOptions } from '@tanstack/react-query';

import type { LanguageCode } from '@perya/contracts';
import { DEVICE, HelpCenterSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

export const getHelpTopics = (lang: LanguageCode) =>
  api.get('/wps/system/helpCenter', HelpCenterSchema, { lang, device: DEVICE });

export const helpTopicsQueryOptions = (lang: LanguageCode) =>
  queryOptions({ queryKey: ['help', lang], queryFn: () => getHelpTopics(lang), staleTime: 10 * 60_000 });
