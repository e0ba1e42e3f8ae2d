import { Button, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconSpeakerphone } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { PopupAnnouncement } from '@perya/contracts';

import { SafeHtml } from '@/components/ui/safe-html';
import { useModalStore } from '@/stores/modal-store';
import { useSessionStore } from '@/stores/session-store';

import { useAnnouncements } from '../hooks/use-announcements';
import { markPopupsClosed, pendingPopups } from '../utils/popup-flags';
import classes from './home.module.css';

/**
 * publicModal (spec §2.4): the announcement popups of this visitor's audience. Several show one
 * after another; closing marks their audiences closed for this session.
 */
export const PublicModal = () => {
  const { t } = useTranslation('home');
  const isOpen = useModalStore((state) => state.open === 'publicModal');
  const closeModal = useModalStore((state) => state.closeModal);
  const isSignedIn = useSessionStore((state) => Boolean(state.token));
  const announcements = useAnnouncements();
  // What was pending when the popup opened stays on screen while it is open.
  const [shown, setShown] = useState<PopupAnnouncement[]>([]);
  const [index, setIndex] = useState(0);
  const [wasOpen, setWasOpen] = useState(false);
  if (isOpen !== wasOpen) {
    setWasOpen(isOpen);
    if (isOpen) {
      setShown(pendingPopups(announcements.data?.popup ?? [], isSignedIn));
      setIndex(0);
    }
  }
  const popup = shown[index];

  const handleClose = () => {
    markPopupsClosed(shown);
    closeModal();
  };

  return (
    <Modal
      opened={isOpen && Boolean(popup)}
      onClose={handleClose}
      size="lg"
      scrollAreaComponent={ScrollArea.Autosize}
      title={
        <Group gap="sm" wrap="nowrap">
          <span className={classes.modalIcon} aria-hidden>
            <IconSpeakerphone size={18} />
          </span>
          <Text fw={700} fz="lg" lineClamp={2}>
            {popup?.title}
          </Text>
        </Group>
      }
      data-testid="public-modal"
    >
      {popup && (
        <Stack gap="md">
          <Text fz="xs" c="dimmed">
            {popup.time}
          </Text>
          <SafeHtml html={popup.content} />
          <Group justify="space-between" mt="xs">
            <Text fz="sm" c="dimmed">
              {shown.length > 1 ? t('popups.count', { number: index + 1, count: shown.length }) : ''}
            </Text>
            {index < shown.length - 1 ? (
              <Button onClick={() => setIndex(index + 1)}>{t('popups.next')}</Button>
            ) : (
              <Button onClick={handleClose}>{t('popups.gotIt')}</Button>
            )}
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
