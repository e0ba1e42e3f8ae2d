import { Button, Code, CopyButton, Group, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/**
 * A temporary password shown this once (an invitation, or one sent again): to copy and hand over
 * by a safe channel; the server never answers it again.
 */
export const OneTimePassword = ({
  username,
  password,
  expiresAt,
  onClose,
}: {
  username: string;
  password: string;
  /** When it stops working, already formatted. */
  expiresAt: string;
  onClose: () => void;
}) => {
  const { t } = useTranslation('admin');
  return (
    <Stack gap="sm">
      <Text fz="sm">{t('staff.oneTimeSecretText', { username })}</Text>
      <Text fz="xs" c="dimmed">
        {t('staff.oneTimeSecret')} · {t('staff.validUntil', { time: expiresAt })}
      </Text>
      <Group gap="xs" wrap="nowrap">
        <Code fz="md" data-testid="one-time-secret" style={{ flex: 1 }}>
          {password}
        </Code>
        <CopyButton value={password}>
          {({ copied, copy }) => (
            <Button size="xs" radius="sm" variant="light" onClick={copy}>
              {copied ? t('recovery.copied') : t('recovery.copy')}
            </Button>
          )}
        </CopyButton>
      </Group>
      <Group justify="flex-end">
        <Button size="xs" radius="sm" onClick={onClose}>
          {t('staff.close')}
        </Button>
      </Group>
    </Stack>
  );
};
