import { Box, Group, Stack, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { PlatformMessage } from '@perya/contracts';

import { MessageCategoryIcon } from './message-category-icon';
import classes from './messages.module.css';

/** A page of messages: unread ones in bold with a red dot. */
export const MessageList = ({
  messages,
  onOpen,
}: {
  messages: PlatformMessage[];
  onOpen: (message: PlatformMessage) => void;
}) => {
  const { t } = useTranslation('content');
  return (
    <Stack gap={6} component="ul" className={classes.list}>
      {messages.map((message) => (
        <li key={message.id}>
          <UnstyledButton
            className={classes.row}
            data-unread={!message.isRead || undefined}
            onClick={() => onOpen(message)}
            data-testid="message-row"
          >
            <Group wrap="nowrap" gap="sm" align="flex-start">
              <MessageCategoryIcon category={message.category} />
              <Box style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text fw={message.isRead ? 500 : 800} truncate>
                    {message.title}
                  </Text>
                  {!message.isRead && <span className={classes.dot} role="img" aria-label={t('messages.unread')} />}
                </Group>
                <Group gap="xs" mt={2}>
                  <Text fz="xs" c="gold.4" fw={600} tt="uppercase">
                    {t(`messages.categories.${message.category}`)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {message.time}
                  </Text>
                </Group>
              </Box>
            </Group>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
};
