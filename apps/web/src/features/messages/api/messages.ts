import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import type { LanguageCode } from '@perya/contracts';
import { MarkAllReadResultSchema, MessagePageSchema, PlatformMessageSchema, UnreadCountSchema } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { useSessionStore } from '@/stores/session-store';

export const MESSAGES_KEY = ['messages'] as const;

/** How often the header badge asks for the unread count. */
export const UNREAD_REFRESH_MS = 60_000;

/**
 * GET /wps/messages: my platform messages, newest first (or unread first), in the interface
 * language (the server picks each message's text by X-Lang): the language is in the key, so
 * switching it fetches them again.
 */
export const messagesQueryOptions = ({
  pageNo,
  unreadFirst,
  language,
}: {
  pageNo: number;
  unreadFirst: boolean;
  language: LanguageCode;
}) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'list', { pageNo, unreadFirst }, language],
    queryFn: () => api.get('/wps/messages', MessagePageSchema, { pageNo, unreadFirst }),
    placeholderData: keepPreviousData,
  });

/** GET /wps/relay/CSP_unreadCount, for a signed-in real member only. */
export const unreadCountQueryOptions = (token: string | null, isTrial: boolean) =>
  queryOptions({
    queryKey: [...MESSAGES_KEY, 'unread', token],
    queryFn: () => api.get('/wps/relay/CSP_unreadCount', UnreadCountSchema),
    // Trial accounts do not fetch unread messages (spec §6); guests have none.
    enabled: Boolean(token) && !isTrial,
    refetchInterval: UNREAD_REFRESH_MS,
    staleTime: 30_000,
  });

/**
 * The unread platform-message count for the header badge (spec §2.3): 0 for guests and trial
 * accounts, which never ask the server.
 */
export const useUnreadCount = (): number => {
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isTrial);
  const unread = useQuery(unreadCountQueryOptions(token, isTrial));
  return token && !isTrial ? (unread.data?.count ?? 0) : 0;
};

/** Opening a message marks it read (GET /wps/messages/:id); lists and the badge follow. */
export const useReadMessage = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.get(`/wps/messages/${id}`, PlatformMessageSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
};

/** POST /wps/messages/readAll. */
export const useMarkAllRead = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api.post('/wps/messages/readAll', MarkAllReadResultSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MESSAGES_KEY }),
  });
};
