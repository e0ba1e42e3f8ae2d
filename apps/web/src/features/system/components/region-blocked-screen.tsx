import { Code, Group, Paper, Stack, Text } from '@mantine/core';
import { IconMapPinOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { SystemStatus } from '@perya/contracts';

import { FullScreenNotice } from '@/components/ui/full-screen-notice';

import { CustomerServiceButton } from './customer-service-button';

/** Status 2: the visitor IP and a customer-service button (spec §2.2, §8). */
export const RegionBlockedScreen = ({ status }: { status: SystemStatus }) => {
  const { t } = useTranslation('system');
  return (
    <FullScreenNotice
      icon={<IconMapPinOff size={36} />}
      badge={t('blocked.badge')}
      badgeColor="ruby"
      title={t('blocked.title')}
    >
      <Text c="dimmed">{t('blocked.info')}</Text>
      <Paper withBorder p="md" radius="md" w="100%" bg="dark.8">
        <Stack gap={6}>
          <Group justify="space-between" gap="xs">
            <Text c="dimmed" fz="sm">
              {t('blocked.ip')}
            </Text>
            <Code fz="md" data-testid="visitor-ip">
              {status.location.ip}
            </Code>
          </Group>
          {status.location.country && (
            <Group justify="space-between" gap="xs">
              <Text c="dimmed" fz="sm">
                {t('blocked.country')}
              </Text>
              <Text fw={600}>{status.location.country}</Text>
            </Group>
          )}
        </Stack>
      </Paper>
      <CustomerServiceButton url={status.customerServiceUrl} />
    </FullScreenNotice>
  );
};
