import { Button, Group, Modal, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type ConfirmDialogProps = {
  opened: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  confirmColor?: string;
  isBusy?: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** "Are you sure?" before anything that moves money or cannot be undone. */
export const ConfirmDialog = ({
  opened,
  title,
  children,
  confirmLabel,
  confirmColor,
  isBusy = false,
  onConfirm,
  onClose,
}: ConfirmDialogProps) => {
  const { t } = useTranslation('payments');
  return (
    <Modal opened={opened} onClose={isBusy ? () => undefined : onClose} title={title} withCloseButton={!isBusy}>
      <Stack gap="md">
        {children}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={isBusy}>
            {t('actions.cancel')}
          </Button>
          <Button color={confirmColor} loading={isBusy} onClick={onConfirm} data-autofocus>
            {confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
