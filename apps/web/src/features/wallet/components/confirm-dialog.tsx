import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmRow = { label: string; value: ReactNode };

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  /** What will happen, in one sentence. */
  summary?: ReactNode;
  rows: ConfirmRow[];
  confirmLabel: string;
  isBusy: boolean;
  /** A failure that may be retried with the same request (shown inside the dialog). */
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" for a money movement: what moves where, then confirm or go back. */
export const ConfirmDialog = ({
  opened,
  title,
  summary,
  rows,
  confirmLabel,
  isBusy,
  error,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const { t } = useTranslation('wallet');
  return (
    <Modal opened={opened} onClose={isBusy ? () => undefined : onClose} title={title} size="sm">
      <Stack gap="md">
        {summary && <Text fz="sm">{summary}</Text>}
        <Stack gap={0} bg="dark.8" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
          {rows.map((row) => (
            <Group key={row.label} justify="space-between" gap="md" py={6} wrap="nowrap">
              <Text fz="sm" c="dimmed">
                {row.label}
              </Text>
              <Text component="div" fz="sm" fw={700} ta="right">
                {row.value}
              </Text>
            </Group>
          ))}
        </Stack>
        {error && (
          <Alert color="ruby" variant="light" role="alert">
            <Text fz="sm">{error}</Text>
            <Text fz="xs" c="dimmed" mt={4}>
              {t('confirm.retrySafe')}
            </Text>
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {t('confirm.cancel')}
          </Button>
          <Button onClick={onConfirm} loading={isBusy} data-autofocus>
            {error ? t('confirm.retry') : confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
