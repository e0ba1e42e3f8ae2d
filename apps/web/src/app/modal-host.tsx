import { Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { HelpModal } from '@/features/help/components/help-modal';
import { useModalStore } from '@/stores/modal-store';

/** Every named popup of spec §2.4 that can open from anywhere. */
export const ModalHost = () => {
  const { t } = useTranslation('pages');
  const { open, closeModal } = useModalStore();
  return (
    <>
      <HelpModal />
      <Modal
        opened={open === 'loginPopupModal' || open === 'registerModal'}
        onClose={closeModal}
        title={open === 'registerModal' ? t('modals.registerTitle') : t('modals.loginTitle')}
      >
        <Text c="dimmed">{t('modals.accountsPending')}</Text>
      </Modal>
    </>
  );
};
