import { Badge, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { PlatformMessage } from '@perya/contracts';

import { SafeHtml } from '@/components/ui/safe-html';

import { MessageCategoryIcon } from './message-category-icon';

/** One message, its HTML rendered through the sanitizer. */
export const MessageDetailModal = ({ message, onClose }: { message: PlatformMessage | null; onClose: () => void }) => {
  const { t } = useTranslation('content');
  return (
    <Modal
      opened={message !== null}
      onClose={onClose}
      size="lg"
      centered
      closeOnClickOutside={false}
      title={
        message && (
          <Group gap="sm" wrap="nowrap">
            <MessageCategoryIcon category={message.category} size={32} />
            <Text fw={700} fz="lg">
              {message.title}
            </Text>
          </Group>
        )
      }
      closeButtonProps={{ 'aria-label': t('common:actions.close') }}
    >
      {message && (
        <Stack gap="sm">
          <Group gap="xs">
            <Badge variant="light" color="gold">
              {t(`messages.categories.${message.category}`)}
            </Badge>
            <Text fz="xs" c="dimmed">
              {t('messages.receivedAt', { time: message.time })}
            </Text>
          </Group>
          <SafeHtml html={message.content} />
        </Stack>
      )}
    </Modal>
  );
};
