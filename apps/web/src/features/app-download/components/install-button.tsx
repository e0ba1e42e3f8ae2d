import { Button, Text } from '@mantine/core';
import { IconCircleCheck, IconDownload } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import { promptInstall, useInstallState } from '@/lib/install-prompt';

/** The browser's own install offer, where it makes one (Chrome, Edge; not Safari). */
export const InstallButton = () => {
  const { t } = useTranslation('home');
  const state = useInstallState();
  if (state === 'installed') {
    return (
      <Text fw={600} c="teal.4" style={{ display: 'inline-flex', alignItems: 'center', gap: 6 }}>
        <IconCircleCheck size={18} aria-hidden />
        {t('app.installed')}
      </Text>
    );
  }
  if (state !== 'available') return null;
  return (
    <Button
      size="md"
      variant="gradient"
      leftSection={<IconDownload size={18} />}
      onClick={() => void promptInstall()}
      w="fit-content"
      data-testid="install-button"
    >
      {t('app.install')}
    </Button>
  );
};
