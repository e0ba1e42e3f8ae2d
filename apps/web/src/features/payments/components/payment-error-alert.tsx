import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { paths } from '@/config/paths';

import type { PaymentErrorView } from '../utils/payment-errors';

/** A refusal: the server's message, what to do next, and the way there when it is elsewhere. */
export const PaymentErrorAlert = ({ error }: { error: PaymentErrorView }) => {
  const { t } = useTranslation(['payments', 'compliance']);
  const message = error.message || (error.code === 'NETWORK' ? t('errors.network') : t('errors.unknown'));
  return (
    <Alert color="ruby" variant="light" role="alert" icon={<IconAlertTriangle size={18} />}>
      <Stack gap={6}>
        <Text fz="sm" fw={600}>
          {message}
        </Text>
        {error.guidance && (
          <Text fz="sm" c="dimmed">
            {t(`errors.guidance.${error.guidance}`)}
          </Text>
        )}
        {error.linksToSecurity && (
          <Button
            component={Link}
            to={paths.memberPage('securityCenter')}
            size="compact-sm"
            variant="light"
            w="fit-content"
          >
            {t('actions.openSecurityCentre')}
          </Button>
        )}
        {error.linksToVerification && (
          <Button
            component={Link}
            to={paths.memberPage('verification')}
            size="compact-sm"
            variant="light"
            w="fit-content"
          >
            {t('compliance:verification.open')}
          </Button>
        )}
      </Stack>
    </Alert>
  );
};
