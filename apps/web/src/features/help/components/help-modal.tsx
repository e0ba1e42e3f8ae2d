import { Modal, ScrollArea } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { useModalStore } from '@/stores/modal-store';

import { HelpTopics } from './help-topics';

/** helpModal (spec §2.4): the help topics over the page, opened by /help#tag. */
export const HelpModal = () => {
  const { t } = useTranslation('pages');
  const { open, topic, setTopic, closeModal } = useModalStore();
  return (
    <Modal
      opened={open === 'helpModal'}
      onClose={closeModal}
      title={t('help.title')}
      size="xl"
      scrollAreaComponent={ScrollArea.Autosize}
    >
      <HelpTopics selected={topic} onSelect={setTopic} orientation="horizontal" />
    </Modal>
  );
};
