import { Alert, Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

/** A list that could not load: why, and a retry. */
export const LoadError = ({ error, onRetry }: { error: unknown; onRetry: () => void }) => {
  const { t } = useTranslation('games');
  return (
    <Alert color="ruby" variant="light" role="alert" title={t('errors.loadTitle')}>
      <Text fz="sm" mb="sm">
        {errorText(error, t)}
      </Text>
      <Button size="xs" variant="light" onClick={onRetry}>
        {t('common:actions.retry')}
      </Button>
    </Alert>
  );
};
