import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { ApiError } from '@/lib/api-client';
import { useFeatureFlag } from '@/lib/site-config';

import { loginFreeplay } from '../api/session';
import { useCompleteLogin } from '../hooks/use-complete-login';

/** Opens a free-play (trial) account, when FREEPLAY3 is on (spec §6). */
export const FreeplayButton = () => {
  const { t } = useTranslation('auth');
  const isOn = useFeatureFlag('FREEPLAY3');
  const completeLogin = useCompleteLogin();
  const [isStarting, setIsStarting] = useState(false);
  if (!isOn) return null;
  return (
    <Button
      size="md"
      variant="subtle"
      leftSection={<IconPlayerPlay size={18} />}
      loading={isStarting}
      onClick={async () => {
        setIsStarting(true);
        try {
          completeLogin(await loginFreeplay());
        } catch (failure) {
          notifications.show({
            color: 'ruby',
            message: failure instanceof ApiError ? failure.message : t('common:errors.unknown'),
          });
        } finally {
          setIsStarting(false);
        }
      }}
    >
      {t('login.tryFree')}
    </Button>
  );
};
