import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Withdrawal } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { uploadImage } from '../api/uploads';
import type { PaymentErrorView } from '../utils/payment-errors';
import { describePaymentError } from '../utils/payment-errors';
import { PaymentErrorAlert } from './payment-error-alert';
import { ProofUploadField } from './proof-upload-field';

const NOTE_MAX = 500;

type NotReceivedModalProps = {
  withdrawal: Withdrawal;
  opened: boolean;
  onClose: () => void;
  /** Sends the report; throws as the API does. */
  onSubmit: (input: { proofUploadId: string; note?: string }) => Promise<void>;
};

/** "Not received": a screenshot of the account is required as proof, a note is optional. */
export const NotReceivedModal = ({ withdrawal, opened, onClose, onSubmit }: NotReceivedModalProps) => {
  const { t } = useTranslation('payments');
  const [proof, setProof] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<{ file: File; uploadId: string } | null>(null);
  const [note, setNote] = useState('');
  const [proofError, setProofError] = useState<string | null>(null);
  const [failure, setFailure] = useState<PaymentErrorView | null>(null);
  const [isSending, setIsSending] = useState(false);

  const handleClose = () => {
    if (isSending) return;
    setProof(null);
    setNote('');
    setProofError(null);
    setFailure(null);
    onClose();
  };

  const handleSend = async () => {
    if (!proof) {
      setProofError(t('confirm.errors.proof'));
      return;
    }
    setIsSending(true);
    setFailure(null);
    try {
      const proofUploadId = uploaded?.file === proof ? uploaded.uploadId : (await uploadImage(proof)).uploadId;
      setUploaded({ file: proof, uploadId: proofUploadId });
      await onSubmit({ proofUploadId, ...(note.trim() ? { note: note.trim() } : {}) });
      setIsSending(false);
      handleClose();
    } catch (caught) {
      const view = describePaymentError(caught);
      if (view.fieldErrors.proof) setProofError(view.fieldErrors.proof);
      else setFailure(view);
      setIsSending(false);
    }
  };

  return (
    <Modal opened={opened} onClose={handleClose} title={t('confirm.notReceivedTitle')}>
      <Stack gap="sm">
        <Text fz="sm" c="dimmed">
          {t('confirm.notReceivedText')}{' '}
          <MoneyText
            minor={(BigInt(withdrawal.paidMinor) - BigInt(withdrawal.receivedMinor)).toString()}
            currency={withdrawal.currency}
            fz="sm"
            fw={700}
          />
        </Text>
        <ProofUploadField
          label={t('confirm.proof')}
          description={t('confirm.proofHint')}
          isRequired
          value={proof}
          onChange={(file) => {
            setProof(file);
            setProofError(null);
          }}
          error={proofError}
        />
        <Textarea
          label={t('confirm.note')}
          placeholder={t('confirm.notePlaceholder')}
          rows={3}
          maxLength={NOTE_MAX}
          value={note}
          onChange={(event) => setNote(event.currentTarget.value)}
        />
        {failure && <PaymentErrorAlert error={failure} />}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={handleClose} disabled={isSending}>
            {t('actions.cancel')}
          </Button>
          <Button color="ruby" loading={isSending} onClick={handleSend}>
            {t('confirm.sendReport')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
};
