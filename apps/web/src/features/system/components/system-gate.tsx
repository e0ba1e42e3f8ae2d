import { Button, Center, Loader, Stack, Text } from '@mantine/core';
import { IconWifiOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { SYSTEM_STATUS } from '@perya/contracts';

import { FullScreenNotice } from '@/components/ui/full-screen-notice';
import { Logo } from '@/components/ui/logo';

import { systemStatusQueryOptions } from '@/lib/site-config';
import { MaintenanceScreen } from './maintenance-screen';
import { RegionBlockedScreen } from './region-blocked-screen';

/**
 * The root screen (spec §2.2): the app for status 0, the maintenance page for 1, the region-blocked
 * page with the visitor IP for 2. The server decides; maintenance wins there.
 */
export const SystemGate = ({ children }: { children: ReactNode }) => {
  const { t } = useTranslation('system');
  const status = useQuery(systemStatusQueryOptions());

  if (status.isPending) {
    return (
      <Center mih="100dvh">
        <Stack align="center" gap="md">
          <Logo size={48} />
          <Loader color="gold" type="dots" aria-label={t('startup.loading')} />
          <Text c="dimmed" fz="sm">
            {t('startup.loading')}
          </Text>
        </Stack>
      </Center>
    );
  }
  if (status.isError) {
    return (
      <FullScreenNotice icon={<IconWifiOff size={36} />} badgeColor="ruby" title={t('startup.failedTitle')}>
        <Text c="dimmed">{t('startup.failed')}</Text>
        <Button onClick={() => void status.refetch()} loading={status.isFetching} mt="sm">
          {t('common:actions.retry')}
        </Button>
      </FullScreenNotice>
    );
  }
  if (status.data.status === SYSTEM_STATUS.maintenance) return <MaintenanceScreen status={status.data} />;
  if (status.data.status === SYSTEM_STATUS.regionBlocked) return <RegionBlockedScreen status={status.data} />;
  return <>{children}</>;
};
