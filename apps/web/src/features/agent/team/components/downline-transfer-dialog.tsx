import { Alert, Button, Group, Modal, PasswordInput, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { parseAmount } from '@perya/contracts';

import { AmountInput } from '@/components/ui/amount-input';
import { MoneyText } from '@/components/ui/money-text';
import { ApiError } from '@/lib/api-client';
import { balanceQueryOptions } from '@/lib/balance-query';
import { useMoneyMutation } from '@/lib/money-mutation';

import { TEAM_KEY, transferToDownline } from '../api/team';
import { memberLabel } from '../utils/format';

type Recipient = { id: number; account: string; nickname: string | null };
type TransferInput = { downlineId: number; amountMinor: string; paymentPassword: string };

const send = (input: TransferInput, requestId: string) => transferToDownline({ ...input, requestId });

/**
 * Money from the agent's main wallet to a direct downline (POST /wps/v2/transfers/downline): amount
 * and payment password, then a confirmation of who gets what before anything moves.
 */
export const DownlineTransferDialog = ({
  recipient,
  onClose,
}: {
  recipient: Recipient | null;
  onClose: () => void;
}) => {
  const { t } = useTranslation('agent-team');
  const balance = useQuery(balanceQueryOptions(recipient !== null)).data;
  const [isConfirming, setIsConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const request = useMoneyMutation({
    mutationFn: send,
    intentOf: (input: TransferInput) => `downline:${input.downlineId}:${input.amountMinor}`,
    invalidates: [TEAM_KEY],
  });
  const form = useForm({
    initialValues: { amount: '', paymentPassword: '' },
    validate: {
      amount: (value) => {
        const minor = parseAmount(value);
        if (minor === null || minor <= 0n) return t('transfer.amountInvalid');
        if (balance && minor > BigInt(balance.availableMinor)) return t('transfer.overBalance');
        return null;
      },
      paymentPassword: (value) => (value ? null : t('transfer.paymentPasswordRequired')),
    },
  });
  const amountMinor = parseAmount(form.values.amount);
  const currency = balance?.currency ?? 'PHP';

  const close = () => {
    if (request.isBusy) return;
    setIsConfirming(false);
    setFormError(null);
    form.reset();
    onClose();
  };

  const confirm = async () => {
    if (!recipient || amountMinor === null) return;
    const outcome = await request.submit({
      downlineId: recipient.id,
      amountMinor: amountMinor.toString(),
      paymentPassword: form.values.paymentPassword,
    });
    if (outcome.ok) {
      notifications.show({
        color: 'green',
        title: t('transfer.doneTitle'),
        message: t('transfer.done', { name: memberLabel(recipient) }),
      });
      close();
      return;
    }
    if (outcome.isAmbiguous) return; // shown below; confirming again retries the same request
    setIsConfirming(false);
    if (outcome.failure instanceof ApiError && outcome.failure.code === 'PAYMENT_PASSWORD_INCORRECT') {
      form.setFieldValue('paymentPassword', '');
      form.setFieldError('paymentPassword', outcome.message);
      return;
    }
    setFormError(outcome.message);
  };

  return (
    <Modal
      opened={recipient !== null}
      onClose={close}
      title={isConfirming ? t('transfer.confirmTitle') : t('transfer.title')}
      size="sm"
    >
      {recipient && !isConfirming && (
        <form noValidate onSubmit={form.onSubmit(() => setIsConfirming(true))}>
          <Stack gap="sm">
            <Text fz="sm">
              {t('transfer.to')} <b>{memberLabel(recipient)}</b>
            </Text>
            <AmountInput
              label={t('transfer.amount')}
              placeholder="0.00"
              currency={currency}
              {...form.getInputProps('amount')}
              value={form.values.amount}
              onChange={(value) => form.setFieldValue('amount', value)}
              data-autofocus
            />
            {balance && (
              <Text fz="xs" c="dimmed">
                {t('transfer.available')}{' '}
                <MoneyText minor={balance.availableMinor} currency={balance.currency} fz="xs" fw={600} />
              </Text>
            )}
            <PasswordInput
              label={t('transfer.paymentPassword')}
              autoComplete="off"
              inputMode="numeric"
              leftSection={<IconLock size={16} />}
              {...form.getInputProps('paymentPassword')}
            />
            {formError && (
              <Alert color="ruby" variant="light" role="alert">
                {formError}
              </Alert>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                {t('transfer.cancel')}
              </Button>
              <Button type="submit">{t('transfer.next')}</Button>
            </Group>
          </Stack>
        </form>
      )}
      {recipient && isConfirming && amountMinor !== null && (
        <Stack gap="md">
          <Text fz="sm">{t('transfer.confirmText')}</Text>
          <Stack gap={4} bg="dark.8" p="sm" style={{ borderRadius: 'var(--mantine-radius-md)' }}>
            <Group justify="space-between" wrap="nowrap">
              <Text fz="sm" c="dimmed">
                {t('transfer.recipient')}
              </Text>
              <Text fz="sm" fw={700} ta="right">
                {memberLabel(recipient)}
              </Text>
            </Group>
            <Group justify="space-between" wrap="nowrap">
              <Text fz="sm" c="dimmed">
                {t('transfer.amount')}
              </Text>
              <MoneyText minor={amountMinor} currency={currency} fz="sm" fw={700} c="gold.4" />
            </Group>
          </Stack>
          {request.retryError && (
            <Alert color="ruby" variant="light" role="alert">
              {request.retryError}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setIsConfirming(false)} disabled={request.isBusy}>
              {t('transfer.back')}
            </Button>
            <Button onClick={() => void confirm()} loading={request.isBusy} data-testid="confirm-transfer">
              {t('transfer.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
};
