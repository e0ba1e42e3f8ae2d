import { Alert, Anchor, Avatar, Button, Group, PasswordInput, Select, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconLock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Balance } from '@perya/contracts';
import { parseAmount } from '@perya/contracts';

import { balanceQueryOptions } from '@/lib/balance-query';
import { AmountInput } from '@/components/ui/amount-input';
import { MoneyText } from '@/components/ui/money-text';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { useMoneyMutation } from '@/lib/money-mutation';

import { WALLET_KEY } from '../api/balance';

import { transferToDownline, transferToUpline } from '../api/member-transfers';
import { fieldErrorsOf } from '../utils/field-errors';
import { formatAmount } from '../utils/money';
import { ConfirmDialog } from './confirm-dialog';

export type Party = { id: number; account: string; nickname: string | null };

type MemberTransferFormProps = {
  mode: 'upline' | 'downline';
  /** The upline (mode upline) or the direct downlines to choose from (mode downline). */
  parties: Party[];
  minMinor: string;
  maxMinor: string;
  balance: Balance | undefined;
  hasPaymentPassword: boolean;
  onNoUpline: () => void;
};

const FIELDS_BY_CODE = {
  PAYMENT_PASSWORD_INCORRECT: 'paymentPassword',
  INSUFFICIENT_FUNDS: 'amount',
  AMOUNT_BELOW_MIN: 'amount',
  AMOUNT_ABOVE_MAX: 'amount',
  NOT_DOWNLINE: 'downlineId',
};
const API_FIELDS = { amountMinor: 'amount', downlineId: 'downlineId', paymentPassword: 'paymentPassword' };

export const partyLabel = (party: Party): string =>
  party.nickname ? `${party.nickname} (${party.account})` : party.account;

type MemberTransferInput = { amountMinor: string; paymentPassword: string; downlineId?: number };

const sendTransfer = (input: MemberTransferInput, requestId: string) =>
  input.downlineId === undefined
    ? transferToUpline({ ...input, requestId })
    : transferToDownline({ ...input, requestId, downlineId: input.downlineId });

/** Money from the member's main wallet to the upline or to a direct downline, with the payment password. */
export const MemberTransferForm = ({
  mode,
  parties,
  minMinor,
  maxMinor,
  balance,
  hasPaymentPassword,
  onNoUpline,
}: MemberTransferFormProps) => {
  const { t, i18n } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const request = useMoneyMutation({
    mutationFn: sendTransfer,
    intentOf: (input: MemberTransferInput) => `${mode}:${input.downlineId ?? 'upline'}:${input.amountMinor}`,
    invalidates: [WALLET_KEY],
  });
  const [isConfirming, setIsConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  const [isPaymentPasswordMissing, setIsPaymentPasswordMissing] = useState(false);
  const needsPaymentPassword = !hasPaymentPassword || isPaymentPasswordMissing;
  const currency = balance?.currency ?? 'PHP';
  const money = (minor: bigint | string) => formatAmount(minor, currency, i18n.language);

  const form = useForm({
    initialValues: {
      downlineId: mode === 'upline' ? String(parties[0]?.id ?? '') : '',
      amount: '',
      paymentPassword: '',
    },
    validate: {
      downlineId: (value) => (value ? null : t('errors.chooseRecipient')),
      amount: (value) => {
        const minor = parseAmount(value);
        if (minor === null || minor <= 0n) return t('errors.amountInvalid');
        if (minor < BigInt(minMinor)) return t('errors.amountBelowMin', { min: money(minMinor) });
        if (minor > BigInt(maxMinor)) return t('errors.amountAboveMax', { max: money(maxMinor) });
        if (balance && minor > BigInt(balance.availableMinor)) return t('errors.amountOverBalance');
        return null;
      },
      paymentPassword: (value) => (value ? null : t('errors.paymentPasswordRequired')),
    },
  });
  const recipient = parties.find((party) => String(party.id) === form.values.downlineId);
  const amountMinor = parseAmount(form.values.amount);

  const handleConfirm = async () => {
    if (amountMinor === null || !recipient) return;
    const input = {
      amountMinor: amountMinor.toString(),
      paymentPassword: form.values.paymentPassword,
      ...(mode === 'downline' ? { downlineId: recipient.id } : {}),
    };
    const outcome = await request.submit(input);
    if (outcome.ok) {
      queryClient.setQueryData(balanceQueryOptions().queryKey, outcome.result.balance);
      setIsConfirming(false);
      form.reset();
      notifications.show({
        color: 'green',
        title: t('member.doneTitle'),
        message: t('member.done', { amount: money(amountMinor), name: partyLabel(recipient) }),
      });
      return;
    }
    if (outcome.isAmbiguous) return; // shown in the dialog; confirming again retries the same request
    setIsConfirming(false);
    const code = outcome.failure instanceof ApiError ? outcome.failure.code : null;
    if (code === 'PAYMENT_PASSWORD_INCORRECT') form.setFieldValue('paymentPassword', '');
    if (code === 'PAYMENT_PASSWORD_NOT_SET') {
      setIsPaymentPasswordMissing(true);
      return;
    }
    if (code === 'NO_UPLINE') onNoUpline();
    const fields = fieldErrorsOf(outcome.failure, outcome.message, FIELDS_BY_CODE, API_FIELDS);
    if (fields) form.setErrors(fields);
    else setFormError(outcome.message);
  };

  return (
    <>
      <form
        noValidate
        onSubmit={form.onSubmit(() => {
          setFormError(null);
          request.clearError();
          setIsConfirming(true);
        })}
      >
        <Stack gap="sm">
          {mode === 'upline' ? (
            recipient && (
              <Group gap="sm" wrap="nowrap" data-testid="upline">
                <Avatar radius="xl" color="gold" variant="light">
                  {(recipient.nickname ?? recipient.account).slice(0, 1).toUpperCase()}
                </Avatar>
                <div>
                  <Text fz="xs" c="dimmed">
                    {t('member.yourUpline')}
                  </Text>
                  <Text fw={700}>{partyLabel(recipient)}</Text>
                </div>
              </Group>
            )
          ) : (
            <Select
              label={t('member.downline')}
              placeholder={t('member.downlinePlaceholder')}
              searchable
              nothingFoundMessage={t('member.noMatch')}
              data={parties.map((party) => ({ value: String(party.id), label: partyLabel(party) }))}
              {...form.getInputProps('downlineId')}
            />
          )}
          <AmountInput
            label={t('member.amount')}
            placeholder="0.00"
            currency={currency}
            description={t('member.limits', { min: money(minMinor), max: money(maxMinor) })}
            {...form.getInputProps('amount')}
            value={form.values.amount}
            onChange={(value) => form.setFieldValue('amount', value)}
          />
          {balance && (
            <Text fz="xs" c="dimmed">
              {t('member.available')}{' '}
              <MoneyText minor={balance.availableMinor} currency={balance.currency} fz="xs" fw={600} c="gray.3" />
            </Text>
          )}
          <PasswordInput
            label={t('member.paymentPassword')}
            autoComplete="off"
            inputMode="numeric"
            leftSection={<IconLock size={16} />}
            {...form.getInputProps('paymentPassword')}
          />
          {needsPaymentPassword && (
            <Alert color="gold" variant="light" role="alert" data-testid="payment-password-not-set">
              <Trans
                t={t}
                i18nKey="member.paymentPasswordNotSet"
                components={{ settings: <Anchor component={Link} to={paths.memberPage('securityCenter')} fz="sm" /> }}
              />
            </Alert>
          )}
          {formError && (
            <Alert color="ruby" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <Button type="submit" w={{ base: '100%', xs: 'fit-content' }}>
            {mode === 'upline' ? t('member.submitUpline') : t('member.submitDownline')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={isConfirming}
        title={t('member.confirmTitle')}
        summary={
          amountMinor !== null &&
          recipient &&
          t('member.confirmText', { amount: money(amountMinor), name: partyLabel(recipient) })
        }
        rows={[
          { label: t('member.recipient'), value: recipient ? partyLabel(recipient) : '' },
          {
            label: t('member.amount'),
            value: amountMinor !== null && <MoneyText minor={amountMinor} currency={currency} c="gold.4" />,
          },
        ]}
        confirmLabel={t('member.confirm')}
        isBusy={request.isBusy}
        error={request.retryError}
        onConfirm={() => void handleConfirm()}
        onClose={() => setIsConfirming(false)}
      />
    </>
  );
};
