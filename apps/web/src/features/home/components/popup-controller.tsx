import { useEffect } from 'react';

import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { useAnnouncements } from '../hooks/use-announcements';
import { isGiftHidden, pendingPopups } from '../utils/popup-flags';
import { giftPromotionOf } from '../utils/gift';

/**
 * Opens the popups that show by themselves (spec §2.4, §4): the announcement popups of this
 * visitor's audience not yet closed in this session (publicModal), then for visitors the gift
 * popup until it is closed once (giftModal). Neither pushes aside a popup that is open or about
 * to open (a login, a help topic): they wait their turn.
 */
export const PopupController = () => {
  const announcements = useAnnouncements();
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  const isIdle = useModalStore((state) => !state.open && !state.pending);
  const openModalIfIdle = useModalStore((state) => state.openModalIfIdle);
  const data = announcements.data;

  useEffect(() => {
    if (!data || !isIdle) return;
    if (pendingPopups(data.popup, isSignedIn).length > 0) {
      openModalIfIdle('publicModal');
      return;
    }
    if (!isSignedIn && !isGiftHidden() && giftPromotionOf(data.promotion)) openModalIfIdle('giftModal');
  }, [data, isIdle, isSignedIn, openModalIfIdle]);

  return null;
};
