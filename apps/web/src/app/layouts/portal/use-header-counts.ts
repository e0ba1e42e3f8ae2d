import { useLiveCounts } from '@/features/live-events/hooks/use-live-counts';
import { useUnreadCount } from '@/features/messages';
import { useRewardCount } from '@/features/promotions/api/reward-count';

/**
 * The header's red counts (spec §2.3): unread platform messages (polled by the messages feature,
 * pushed by the live socket — whichever knows of more) and rewards waiting (polled by the promotions feature, pushed by the live socket — the larger).
 */
export const useHeaderCounts = (): { unreadCount: number; rewardCount: number } => {
  const unread = useUnreadCount();
  const live = useLiveCounts();
  const rewards = useRewardCount();
  return { unreadCount: Math.max(unread, live.messages), rewardCount: Math.max(rewards, live.rewards) };
};
