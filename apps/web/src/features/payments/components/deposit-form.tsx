import { Alert, Button, Card, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowRight, IconExternalLink } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Deposit, PaymentChannel } from '@perya/contracts';
import { parseAmount } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { useMoneyMutation } from '@/lib/money-mutation';
import { isWebUrl } from '@/lib/web-url';

import { createDeposit } from '../api/deposits';
import { paymentKeys } from '../api/query-keys';
import { uploadImage } from '../api/uploads';
import { useAmountMessage } from '../hooks/use-amount-message';
import { checkAmount } from '../utils/amounts';
import type { PaymentErrorView, PaymentField } from '../utils/payment-errors';
import { describePaymentError, isShownOnFields } from '../utils/payment-errors';
import { AmountField } from './amount-field';
import { ChannelPicker } from './channel-picker';
import { ConfirmDialog } from './confirm-dialog';
import { DepositSubmittedCard } from './deposit-submitted-card';
import { DetailRow } from './detail-row';
import { ManualPaymentPanel } from './manual-payment-panel';
import { PaymentErrorAlert } from './payment-error-alert';
import { ProofUploadField } from './proof-upload-field';
import { StepHeading } from './step-heading';

type DepositValues = { channelId: string | null; amount: string; referenceNo: string; proof: File | null };
type PendingDeposit = { channel: PaymentChannel; amountMinor: bigint; referenceNo: string; proof: File | null };

const DEPOSIT_FIELDS: readonly PaymentField[] = ['channel', 'amount', 'referenceNo', 'proof'];
const REFERENCE_MIN = 4;
const REFERENCE_MAX = 64;

/** The deposit form: channel, amount, then where to pay and the proof (manual) or the gateway. */
export const DepositForm = ({ channels }: { channels: PaymentChannel[] }) => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const amountMessage = useAmountMessage();
  const [uploaded, setUploaded] = useState<{ file: File; uploadId: string } | null>(null);
  const [pending, setPending] = useState<PendingDeposit | null>(null);
  const [failure, setFailure] = useState<PaymentErrorView | null>(null);
  const [submitted, setSubmitted] = useState<Deposit | null>(null);
  const [redirectingTo, setRedirectingTo] = useState<string | null>(null);
  const deposit = useMoneyMutation({
    mutationFn: async ({ channel: chosen, amountMinor, referenceNo, proof }: PendingDeposit, requestId: string) => {
      let proofUploadId: string | undefined;
      if (chosen.kind === 'MANUAL' && proof) {
        // The same file is not sent twice when only the deposit call failed.
        proofUploadId = uploaded?.file === proof ? uploaded.uploadId : (await uploadImage(proof)).uploadId;
        setUploaded({ file: proof, uploadId: proofUploadId });
      }
      return createDeposit({
        requestId,
        channelId: chosen.id,
        amountMinor: amountMinor.toString(),
        ...(chosen.kind === 'MANUAL' ? { referenceNo, proofUploadId } : {}),
      });
    },
    intentOf: ({ channel: chosen, amountMinor, referenceNo, proof }: PendingDeposit) =>
      [chosen.id, amountMinor, referenceNo, proof?.name, proof?.size, proof?.lastModified].join('|'),
    invalidates: [paymentKeys.depositPages()],
  });

  const findChannel = (channelId: string | null) => channels.find((channel) => String(channel.id) === channelId);
  const isManual = (values: DepositValues) => findChannel(values.channelId)?.kind === 'MANUAL';

  const form = useForm<DepositValues>({
    initialValues: { channelId: null, amount: '', referenceNo: '', proof: null },
    validate: {
      channelId: (value) => (findChannel(value) ? null : t('deposit.errors.channel')),
      amount: (value, values) => {
        const channel = findChannel(values.channelId);
        if (!channel) return null;
        const check = checkAmount(value, channel);
        return check.ok ? null : amountMessage(check.problem, channel);
      },
      referenceNo: (value, values) => {
        if (!isManual(values)) return null;
        const length = value.trim().length;
        return length >= REFERENCE_MIN && length <= REFERENCE_MAX
          ? null
          : t('deposit.errors.reference', { min: REFERENCE_MIN, max: REFERENCE_MAX });
      },
      proof: (value, values) => (isManual(values) && !value ? t('deposit.errors.proof') : null),
    },
  });

  const channel = findChannel(form.values.channelId);
  const typedMinor = parseAmount(form.values.amount);

  const handleChannel = (channelId: string) => {
    form.setFieldValue('channelId', channelId);
    form.clearErrors();
    setFailure(null);
  };

  const handleReview = (values: DepositValues) => {
    const chosen = findChannel(values.channelId);
    const check = chosen ? checkAmount(values.amount, chosen) : null;
    if (!chosen || !check?.ok) return;
    setFailure(null);
    setPending({
      channel: chosen,
      amountMinor: check.amountMinor,
      referenceNo: values.referenceNo.trim(),
      proof: chosen.kind === 'MANUAL' ? values.proof : null,
    });
  };

  const handleConfirm = async () => {
    if (!pending) return;
    const outcome = await deposit.submit(pending);
    setPending(null);
    if (outcome.ok) {
      const { result } = outcome;
      if (pending.channel.kind === 'GATEWAY' && result.redirectUrl && !isWebUrl(result.redirectUrl)) {
        // The deposit exists; only its payment link is unusable (spec §8 "invalid URL or domain").
        notifications.show({ color: 'ruby', message: t('common:errors.invalidUrl') });
        setSubmitted(result.deposit);
        return;
      }
      if (pending.channel.kind === 'GATEWAY' && result.redirectUrl) {
        setRedirectingTo(pending.channel.name);
        // Same tab: the gateway sends the member back to /member/depositv2?order=…
        window.location.assign(result.redirectUrl);
        return;
      }
      form.reset();
      setUploaded(null);
      setSubmitted(result.deposit);
      return;
    }
    const view = describePaymentError(outcome.failure);
    form.setErrors({
      channelId: view.fieldErrors.channel,
      amount: view.fieldErrors.amount,
      referenceNo: view.fieldErrors.referenceNo,
      proof: view.fieldErrors.proof,
    });
    setFailure(isShownOnFields(view, DEPOSIT_FIELDS) ? null : view);
    if (view.refresh) void queryClient.invalidateQueries({ queryKey: paymentKeys.channels() });
  };

  if (submitted) return <DepositSubmittedCard deposit={submitted} onAnother={() => setSubmitted(null)} />;

  if (redirectingTo) {
    return (
      <Card bg="dark.7">
        <Stack align="center" gap="sm" py="lg" role="status">
          <Loader />
          <Text fw={600}>{t('deposit.redirecting', { name: redirectingTo })}</Text>
        </Stack>
      </Card>
    );
  }

  return (
    <Card bg="dark.7">
      <form onSubmit={form.onSubmit(handleReview)} noValidate aria-label={t('deposit.formLabel')}>
        <Stack gap="lg">
          <Stack gap="xs">
            <StepHeading step={1} title={t('deposit.step1')} />
            <ChannelPicker
              channels={channels}
              value={form.values.channelId}
              onChange={handleChannel}
              error={form.errors.channelId as string | undefined}
            />
          </Stack>
          {channel && (
            <Stack gap="xs">
              <StepHeading step={2} title={t('deposit.step2')} />
              <AmountField
                label={t('deposit.amount')}
                value={form.values.amount}
                onChange={(value) => form.setFieldValue('amount', value)}
                minMinor={channel.minMinor}
                maxMinor={channel.maxMinor}
                currency={channel.currency}
                error={form.errors.amount as string | undefined}
              />
            </Stack>
          )}
          {channel?.kind === 'MANUAL' && (
            <Stack gap="sm">
              <StepHeading step={3} title={t('deposit.step3Manual')} />
              <ManualPaymentPanel channel={channel} amountMinor={typedMinor} />
              <TextInput
                label={t('deposit.referenceNo')}
                description={t('deposit.referenceHint')}
                withAsterisk
                maxLength={REFERENCE_MAX}
                autoComplete="off"
                {...form.getInputProps('referenceNo')}
              />
              <ProofUploadField
                label={t('deposit.proof')}
                isRequired
                value={form.values.proof}
                onChange={(file) => {
                  form.setFieldValue('proof', file);
                  form.clearFieldError('proof');
                }}
                error={form.errors.proof as string | undefined}
              />
            </Stack>
          )}
          {channel?.kind === 'GATEWAY' && (
            <Alert variant="light" color="blue" icon={<IconExternalLink size={18} />}>
              <Text fz="sm">{t('deposit.gatewayHint', { name: channel.name })}</Text>
            </Alert>
          )}
          {failure && <PaymentErrorAlert error={failure} />}
          {channel && (
            <Button
              type="submit"
              size="md"
              rightSection={<IconArrowRight size={18} />}
              w={{ base: '100%', sm: 'fit-content' }}
            >
              {channel.kind === 'GATEWAY' ? t('deposit.continueToPay') : t('deposit.submit')}
            </Button>
          )}
        </Stack>
      </form>
      <ConfirmDialog
        opened={pending !== null}
        title={t('deposit.confirmTitle')}
        confirmLabel={pending?.channel.kind === 'GATEWAY' ? t('deposit.confirmGateway') : t('deposit.confirmManual')}
        isBusy={deposit.isBusy}
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
      >
        {pending && (
          <Stack gap={6}>
            <DetailRow label={t('deposit.channel')}>{pending.channel.name}</DetailRow>
            <DetailRow label={t('deposit.amount')}>
              <MoneyText minor={pending.amountMinor} currency={pending.channel.currency} fw={700} c="gold.4" />
            </DetailRow>
            {pending.channel.kind === 'MANUAL' && (
              <>
                <DetailRow label={t('deposit.referenceNo')}>{pending.referenceNo}</DetailRow>
                <DetailRow label={t('deposit.proof')}>{pending.proof?.name}</DetailRow>
              </>
            )}
            <Text fz="sm" c="dimmed" mt="xs">
              {pending.channel.kind === 'GATEWAY' ? t('deposit.confirmGatewayText') : t('deposit.confirmManualText')}
            </Text>
          </Stack>
        )}
      </ConfirmDialog>
    </Card>
  );
};
