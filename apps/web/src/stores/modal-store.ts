import { create } from 'zustand';

import { MODAL_OPEN_DELAY_MS } from '@perya/contracts';

/** The popups of spec §2.4, by name. */
export type PopupName =
  | 'publicModal'
  | 'noticeModal'
  | 'loginPopupModal'
  | 'registerModal'
  | 'changePassModal'
  | 'forgetPassModal'
  | 'helpModal'
  | 'feedbackModal'
  | 'giftModal'
  /** "Please Register an Account first" for trial accounts (spec §8). */
  | 'trialDialog'
  /** Sign-out confirmation (spec §4 "Logout"). */
  | 'logoutConfirm'
  /** Pending contract offers and termination requests after login (spec §2.4 "contract popup"). */
  | 'contractPopup';

type ModalState = {
  open: PopupName | null;
  /** The popup waiting out its 100 ms delay. */
  pending: PopupName | null;
  /** What the open popup was asked to show first (the help topic of /help#tag). */
  topic: string | null;
  openModal: (name: PopupName, topic?: string | null) => void;
  /** Opens a popup only when none is open or about to open (popups that show by themselves). */
  openModalIfIdle: (name: PopupName) => boolean;
  setTopic: (topic: string) => void;
  closeModal: () => void;
};

let pending: ReturnType<typeof setTimeout> | undefined;

// Popups open after a 100 ms delay (spec §2.4, §9), so a route change settles first.
export const useModalStore = create<ModalState>((set, get) => ({
  open: null,
  pending: null,
  topic: null,
  openModal: (name, topic = null) => {
    clearTimeout(pending);
    set({ pending: name });
    pending = setTimeout(() => set({ open: name, topic, pending: null }), MODAL_OPEN_DELAY_MS);
  },
  openModalIfIdle: (name) => {
    const state = get();
    if (state.open || state.pending) return false;
    state.openModal(name);
    return true;
  },
  setTopic: (topic) => set({ topic }),
  closeModal: () => {
    clearTimeout(pending);
    set({ open: null, topic: null, pending: null });
  },
}));
