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
  /** Fewest characters the server takes for this action's reason (1 unless it asks more). */
  minLength?: number;
  /** Most characters the server takes for this action's reason. */
  maxLength?: number;
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
  minLength = 1,
  maxLength = MAX_REASON_LENGTH,
}: ConfirmReasonDialogProps) => {
  const { t } = useTranslation('admin');
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const length = reason.trim().length;
  const missing = length < minLength;
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
        noValidate
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
            rows={3}
            maxLength={maxLength}
            value={reason}
            onChange={(event) => setReason(event.currentTarget.value)}
            error={
              touched && missing
                ? length === 0
                  ? t('confirm.reasonRequired')
                  : t('confirm.reasonTooShort', { min: minLength })
                : undefined
            }
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
