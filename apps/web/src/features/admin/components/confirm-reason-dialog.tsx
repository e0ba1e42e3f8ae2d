import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { errorText } from '@/lib/error-text';

export const MAX_REASON_LENGTH = 500;

type ConfirmReasonDialogProps = {
  opened: boolean;
  onClose: () => void;
  title: string;
  /** What will happen (e.g. "Reject withdrawal W-123 of ₱5,000.00"). */
  message?: ReactNode;
  confirmLabel: string;
  /** 'ruby' for destructive actions. */
  color?: string;
  /** Sends the action with the reason; a rejection shows its error in the dialog, which stays open. */
  onConfirm: (reason: string) => Promise<unknown>;
};

/** Confirms a staff action with a reason, which is required (it goes to the audit log, and may reach the member). */
export const ConfirmReasonDialog = ({
  opened,
  onClose,
  title,
  message,
  confirmLabel,
  color,
  onConfirm,
}: ConfirmReasonDialogProps) => {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const missing = reason.trim().length === 0;
  const close = () => {
    setReason('');
    setTouched(false);
    setError(null);
    onClose();
  };
  const confirm = () => {
    setTouched(true);
    if (missing) return;
    setBusy(true);
    setError(null);
    onConfirm(reason.trim())
      .then(close, (failure: unknown) => setError(errorText(failure, t)))
      .finally(() => setBusy(false));
  };
  return (
    <Modal opened={opened} onClose={close} title={title} centered>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          confirm();
        }}
      >
        <Stack gap="sm">
          {message && <Text fz="sm">{message}</Text>}
          <Textarea
            label={t('confirm.reason')}
            required
            autosize
            minRows={3}
            maxLength={MAX_REASON_LENGTH}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={touched && missing ? t('confirm.reasonRequired') : undefined}
            data-autofocus
          />
          {error && (
            <Alert color="ruby" variant="light" role="alert">
              {error}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" size="xs" radius="sm" onClick={close}>
              {t('confirm.cancel')}
            </Button>
            <Button type="submit" size="xs" radius="sm" color={color} loading={busy}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
};
