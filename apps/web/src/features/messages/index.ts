// Platform messages (messageV2) for the rest of the app: the header's unread badge reads useUnreadCount.
export { MESSAGES_KEY, messagesQueryOptions, unreadCountQueryOptions, useUnreadCount } from './api/messages';
