import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';

import { usePageSettled } from '@/hooks/use-page-settled';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { waitingRewardsQueryOptions } from '../api/rewards';
import { useAnnouncements } from '../hooks/use-announcements';
import { isGiftHidden, pendingPopups } from '../utils/popup-flags';
import { giftPromotionOf } from '../utils/gift';

/**
 * Opens the popups that show by themselves (spec §2.4, §4): the announcement popups of this
 * visitor's audience not yet closed in this session (publicModal), else the gift popup until it
 * is closed once (giftModal): for visitors the newbie offer, for members a reward waiting. One of them per page load: a first-time visitor who
 * closes the welcome popup is not met by a second one at once (issue 22 item 27); the gift waits
 * for the next visit. Neither pushes aside a popup that is open or about to open (a login, a
 * help topic): they wait their turn. And they wait for the page to have loaded and settled: the
 * visitor sees the page first, and a phone draws it before it fetches and opens a dialog.
 */
export const PopupController = () => {
  const announcements = useAnnouncements();
  const token = useSessionStore((state) => state.token);
  const isTrial = useSessionStore((state) => state.isTrial);
  const isSignedIn = Boolean(token);
  const rewards = useQuery(waitingRewardsQueryOptions(token, isTrial));
  const waiting = rewards.data?.count ?? 0;
  const isPageSettled = usePageSettled();
  const isIdle = useModalStore((state) => !state.open && !state.pending) && isPageSettled;
  const openModalIfIdle = useModalStore((state) => state.openModalIfIdle);
  // Whether one opened by itself in this page load, for a guest (false) or a member (true): a
  // guest who signs in still gets the members' popups.
  const openedFor = useRef<boolean | null>(null);
  const data = announcements.data;

  useEffect(() => {
    if (!data || !isIdle || openedFor.current === isSignedIn) return;
    if (pendingPopups(data.popup, isSignedIn).length > 0) {
      openedFor.current = isSignedIn;
      openModalIfIdle('publicModal');
      return;
    }
    if (isGiftHidden()) return;
    if (isSignedIn ? waiting > 0 : giftPromotionOf(data.promotion)) {
      openedFor.current = isSignedIn;
      openModalIfIdle('giftModal');
    }
  }, [data, isIdle, isSignedIn, waiting, openModalIfIdle]);

  return null;
};
