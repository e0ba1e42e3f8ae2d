import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { StaffPromotion } from '@perya/contracts';
import { StaffPromotionSchema } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import { adminApi } from '../shell/admin-api';
import { useAdminMutation } from '../shell/admin-query';
import { formatAdminTime } from '../shell/format';
import { PROMOTIONS_PATH, stateOfPromotion } from './promotions-api';

// Pausing and resuming a promotion (decision 052), at the version opened. What a pause does to
// rewards already waiting is said before and while it is paused: they are held — members see
// them and cannot claim them, they do not expire — and get the paused time back on resume.

/** While paused: since when, and what happens to the rewards waiting. */
export const PausedNotice = ({ promotion }: { promotion: StaffPromotion }) => {
  const { t } = useTranslation('admin-promotions');
  if (!promotion.pausedAt) return null;
  return (
    <Alert color="orange" variant="light" title={t('pause.pausedTitle', { at: formatAdminTime(promotion.pausedAt) })}>
      <Text fz="sm">{t('pause.heldRule', { count: promotion.rewards.waiting })}</Text>
    </Alert>
  );
};

/** Pause (after a confirmation that states the held-rewards rule) or Resume; `onChanged` gets the new version. */
export const PauseButton = ({
  promotion,
  onChanged,
}: {
  promotion: StaffPromotion;
  onChanged?: (updated: StaffPromotion) => void;
}) => {
  const { t } = useTranslation('admin-promotions');
  const [confirming, setConfirming] = useState(false);
  const isPaused = promotion.pausedAt !== null;
  const change = useAdminMutation({
    mutationFn: (action: 'pause' | 'resume') =>
      adminApi.post(`${PROMOTIONS_PATH}/${promotion.id}/${action}`, StaffPromotionSchema, {
        version: promotion.version,
      }),
    invalidates: [PROMOTIONS_PATH],
    onSuccess: (updated, action) => {
      notifications.show({ color: 'teal', message: t(`pause.${action}Done`, { name: promotion.name }) });
      setConfirming(false);
      onChanged?.(updated);
    },
  });
  if (isPaused)
    return (
      <>
        <Button color="teal" variant="light" loading={change.isPending} onClick={() => change.mutate('resume')}>
          {t('pause.resume')}
        </Button>
        {change.error && !confirming && (
          <Text c="red" fz="xs" role="alert">
            {errorText(change.error, t)}
          </Text>
        )}
      </>
    );
  // An ended promotion takes no pause: ending is final (resuming one only releases what it held).
  if (stateOfPromotion(promotion) === 'ENDED') return null;
  return (
    <>
      <Button color="orange" variant="light" onClick={() => setConfirming(true)}>
        {t('pause.action')}
      </Button>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={t('pause.title', { name: promotion.name })}
      >
        <Stack>
          <Text fz="sm">{t('pause.message')}</Text>
          <Text fz="sm">{t('pause.heldRule', { count: promotion.rewards.waiting })}</Text>
          {change.error && (
            <Alert color="ruby" variant="light" role="alert">
              {errorText(change.error, t)}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              {t('pause.keep')}
            </Button>
            <Button color="orange" loading={change.isPending} onClick={() => change.mutate('pause')}>
              {t('pause.confirm')}
            </Button>
          </Group>
        </Stack>
      </Modal>
    </>
  );
};
