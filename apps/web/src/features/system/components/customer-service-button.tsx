import { Button } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

/** The customer-service button of the maintenance and region-blocked pages. */
export const CustomerServiceButton = ({ url }: { url: string | null }) => {
  const { t } = useTranslation();
  if (!url) return null;
  return (
    <Button
      component="a"
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      size="md"
      fullWidth
      leftSection={<IconHeadset size={20} />}
    >
      {t('actions.contactSupport')}
    </Button>
  );
};
