import { GiftModal } from './gift-modal';
import { NoticeModal } from './notice-modal';
import { PublicModal } from './public-modal';

/** The content popups of spec §2.4 (publicModal, noticeModal, giftModal): one lazy chunk. */
export const ContentModals = () => (
  <>
    <PublicModal />
    <NoticeModal />
    <GiftModal />
  </>
);
