import { Badge, Box, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMessageReply } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Feedback } from '@perya/contracts';

import { UploadThumbnail } from './upload-thumbnail';

/** My feedback, each with its status and, once answered, customer service's answer. */
export const FeedbackList = ({ items }: { items: Feedback[] }) => {
  const { t } = useTranslation('content');
  return (
    <Stack gap="sm">
      {items.map((item) => (
        <Paper key={item.id} p="md" radius="md" bg="dark.6" data-testid="feedback-item">
          <Group justify="space-between" gap="xs" mb={6}>
            <Group gap="xs">
              <Badge variant="light" color="gold">
                {t(`feedback.questionTypes.${item.questionType}`)}
              </Badge>
              <Text fz="xs" c="dimmed">
                {t('feedback.sentAt', { time: item.time })}
              </Text>
            </Group>
            <Badge variant="dot" color={item.status === 'ANSWERED' ? 'teal' : 'yellow'}>
              {t(`feedback.status.${item.status}`)}
            </Badge>
          </Group>
          <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {item.content}
          </Text>
          {item.remark && (
            <Text fz="xs" c="dimmed" mt={4}>
              {t('feedback.remarkLabel')}: {item.remark}
            </Text>
          )}
          {item.imageUrls.length > 0 && (
            <Group gap="xs" mt="sm">
              {item.imageUrls.map((url, index) => (
                <UploadThumbnail key={url} url={url} alt={t('feedback.screenshot', { number: index + 1 })} />
              ))}
            </Group>
          )}
          {item.reply && (
            <Box
              mt="sm"
              p="sm"
              style={{ borderLeft: '3px solid var(--mantine-color-teal-5)', background: 'var(--mantine-color-dark-7)' }}
            >
              <Group gap={6} mb={4}>
                <IconMessageReply size={16} color="var(--mantine-color-teal-4)" aria-hidden />
                <Text fz="sm" fw={700} c="teal.4">
                  {t('feedback.answer')}
                </Text>
                {item.repliedTime && (
                  <Text fz="xs" c="dimmed">
                    {t('feedback.answeredAt', { time: item.repliedTime })}
                  </Text>
                )}
              </Group>
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                {item.reply}
              </Text>
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
};
