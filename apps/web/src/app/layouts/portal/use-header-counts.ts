import { useLiveCounts } from '@/features/live-events/hooks/use-live-counts';
import { useUnreadCount } from '@/features/messages';

/**
 * The header's red counts (spec §2.3): unread platform messages (polled by the messages feature,
 * pushed by the live socket — whichever knows of more) and rewards waiting (pushed).
 */
export const useHeaderCounts = (): { unreadCount: number; rewardCount: number } => {
  const unread = useUnreadCount();
  const live = useLiveCounts();
  return { unreadCount: Math.max(unread, live.messages), rewardCount: live.rewards };
};
