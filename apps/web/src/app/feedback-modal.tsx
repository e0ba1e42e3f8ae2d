import { Modal, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { FeedbackForm } from '@/features/feedback';
import { useModalStore } from '@/stores/modal-store';

/** feedbackModal (spec §2.4): feedback and complaints over the current page. */
export const FeedbackModal = () => {
  const { t } = useTranslation('home');
  const isOpen = useModalStore((state) => state.open === 'feedbackModal');
  const closeModal = useModalStore((state) => state.closeModal);
  return (
    <Modal
      opened={isOpen}
      onClose={closeModal}
      title={t('feedback.title')}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <FeedbackForm onSubmitted={closeModal} />
    </Modal>
  );
};
