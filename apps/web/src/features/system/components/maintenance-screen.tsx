import { Text } from '@mantine/core';
import { IconTool } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { SystemStatus } from '@perya/contracts';
import { languageTag } from '@perya/contracts';

import { FullScreenNotice } from '@/components/ui/full-screen-notice';
import { getLanguageCode } from '@/i18n/language';

import { CustomerServiceButton } from './customer-service-button';

/** Status 1: title, information text and a customer-service button (spec §2.2). */
export const MaintenanceScreen = ({ status }: { status: SystemStatus }) => {
  const { t } = useTranslation('system');
  const maintenance = status.maintenance;
  const until = maintenance?.until
    ? new Intl.DateTimeFormat(languageTag(getLanguageCode()), { dateStyle: 'medium', timeStyle: 'short' }).format(
        new Date(maintenance.until),
      )
    : null;
  return (
    <FullScreenNotice icon={<IconTool size={36} />} badge={t('maintenance.badge')} title={maintenance?.title ?? ''}>
      <Text c="dimmed" data-testid="maintenance-info">
        {maintenance?.info}
      </Text>
      {until && <Text fw={600}>{t('maintenance.until', { time: until })}</Text>}
      <Text c="dimmed" fz="sm">
        {t('maintenance.checking')}
      </Text>
      <CustomerServiceButton url={status.customerServiceUrl} />
    </FullScreenNotice>
  );
};
