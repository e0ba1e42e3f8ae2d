import { AuthModals } from '@/features/auth/components/auth-modals';
import { LanguageSync } from '@/features/auth/components/language-sync';
import { HelpModal } from '@/features/help/components/help-modal';

/** Every named popup of spec §2.4 that can open from anywhere. */
export const ModalHost = () => (
  <>
    <HelpModal />
    <AuthModals />
    <LanguageSync />
  </>
);
