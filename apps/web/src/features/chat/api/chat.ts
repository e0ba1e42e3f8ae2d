import { queryOptions, useMutation } from '@tanstack/react-query';

import type { LanguageCode, LaunchChatRequest } from '@perya/contracts';
import { ChatModelListSchema, LaunchChatResultSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';

/** GET /wps/relay/CBS_modelList: the chat queues, in the visitor's language. */
export const chatModelsQueryOptions = (language: LanguageCode) =>
  queryOptions({
    queryKey: ['chat', 'models', language],
    queryFn: () => api.get('/wps/relay/CBS_modelList', ChatModelListSchema),
    staleTime: 10 * 60_000,
  });

/** POST /wps/relay/CBS_launchChat: where the chat opens. */
export const useLaunchChat = () =>
  useMutation({
    mutationFn: (input: LaunchChatRequest) => api.post('/wps/relay/CBS_launchChat', LaunchChatResultSchema, input),
  });
