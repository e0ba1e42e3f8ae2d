import { Badge, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconDeviceDesktop } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { languageTag } from '@perya/contracts';

import { getLanguageCode } from '@/i18n/language';

import { devicesQueryOptions, signOutDevice, signOutOtherDevices } from '../../api/member';

/** Devices signed in to the account, each with its own sign-out (spec issue: login devices). */
export const DevicesCard = () => {
  const { t } = useTranslation('auth');
  const queryClient = useQueryClient();
  const devices = useQuery(devicesQueryOptions());
  const format = new Intl.DateTimeFormat(languageTag(getLanguageCode()), { dateStyle: 'medium', timeStyle: 'short' });
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['member', 'devices'] });

  return (
    <Card bg="dark.7">
      <Title order={2} fz="lg" mb={4}>
        {t('security.devices')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('security.devicesText')}
      </Text>
      <Stack gap="xs">
        {devices.isPending && <Skeleton height={56} radius="md" />}
        {(devices.data ?? []).map((device) => (
          <Group
            key={device.id}
            justify="space-between"
            wrap="nowrap"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-dark-5)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <Group gap="sm" wrap="nowrap">
              <IconDeviceDesktop size={22} />
              <div>
                <Text fw={600} fz="sm">
                  {device.device}{' '}
                  {device.current && (
                    <Badge size="xs" color="gold" variant="light">
                      {t('security.thisDevice')}
                    </Badge>
                  )}
                </Text>
                <Text fz="xs" c="dimmed">
                  {device.ip} · {t('security.lastSeen', { time: format.format(new Date(device.lastSeenAt)) })}
                </Text>
              </div>
            </Group>
            {!device.current && (
              <Button
                size="compact-sm"
                variant="subtle"
                color="ruby"
                onClick={async () => {
                  await signOutDevice(device.id);
                  notifications.show({ color: 'green', message: t('security.signedOut') });
                  await refresh();
                }}
              >
                {t('security.signOutDevice')}
              </Button>
            )}
          </Group>
        ))}
        {(devices.data ?? []).length > 1 && (
          <Button
            variant="light"
            color="ruby"
            w="fit-content"
            onClick={async () => {
              await signOutOtherDevices();
              await refresh();
            }}
          >
            {t('security.signOutOthers')}
          </Button>
        )}
      </Stack>
    </Card>
  );
};
