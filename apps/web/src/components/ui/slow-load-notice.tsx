import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconClockExclamation } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useIsSlow } from '@/hooks/use-is-slow';

type SlowLoadNoticeProps = {
  /** What shows while waiting (a skeleton). */
  children: ReactNode;
  /** Asks again. */
  onRetry: () => void;
};

/**
 * A placeholder that does not wait in silence: after SLOW_LOAD_MS it adds spec §8's "the page
 * took longer to load, check your network" with a retry above the skeleton.
 */
export const SlowLoadNotice = ({ children, onRetry }: SlowLoadNoticeProps) => {
  const { t } = useTranslation();
  const isSlow = useIsSlow(true);
  return (
    <Stack gap="md">
      {isSlow && (
        <Alert color="gold" variant="light" role="status" icon={<IconClockExclamation size={18} />}>
          <Text fz="sm" mb="sm">
            {t('errors.pageLoad')}
          </Text>
          <Button size="xs" variant="light" onClick={onRetry}>
            {t('actions.retry')}
          </Button>
        </Alert>
      )}
      {children}
    </Stack>
  );
};
