import {
  Autocomplete,
  Button,
  Group,
  Input,
  Modal,
  PasswordInput,
  SegmentedControl,
  Stack,
  TextInput,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { PH_BANKS } from '@perya/contracts';

import { paymentKeys } from '../api/query-keys';
import { createWithdrawalAccount } from '../api/withdrawals';
import type { PaymentErrorView, PaymentField } from '../utils/payment-errors';
import { describePaymentError, isShownOnFields } from '../utils/payment-errors';
import { PaymentErrorAlert } from './payment-error-alert';

type AccountMethod = 'GCASH' | 'MAYA' | 'BANK';
type AccountValues = {
  method: AccountMethod;
  bankName: string;
  accountName: string;
  accountNumber: string;
  paymentPassword: string;
};

const ACCOUNT_FIELDS: readonly PaymentField[] = [
  'method',
  'bankName',
  'accountName',
  'accountNumber',
  'paymentPassword',
];
const E_WALLET_NUMBER = /^09\d{9}$/;
const BANK_NUMBER = /^\d{10,16}$/;

type WithdrawalAccountFormProps = {
  /** The member's real name: the holder name must match it. */
  realName: string | null;
  onDone: () => void;
};

/** A new payout account: method, bank (listed or typed), holder, number, payment password. */
export const WithdrawalAccountForm = ({ realName, onDone }: WithdrawalAccountFormProps) => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<PaymentErrorView | null>(null);
  const [isSaving, setIsSaving] = useState(false);
  const form = useForm<AccountValues>({
    initialValues: {
      method: 'GCASH',
      bankName: '',
      accountName: realName ?? '',
      accountNumber: '',
      paymentPassword: '',
    },
    validate: {
      bankName: (value, values) => {
        if (values.method !== 'BANK') return null;
        const length = value.trim().length;
        return length >= 2 && length <= 64 ? null : t('accounts.errors.bankName');
      },
      accountName: (value) => {
        const length = value.trim().length;
        return length >= 2 && length <= 64 ? null : t('accounts.errors.accountName');
      },
      accountNumber: (value, values) => {
        const number = value.replace(/\s/g, '');
        if (values.method === 'BANK') return BANK_NUMBER.test(number) ? null : t('accounts.errors.bankNumber');
        return E_WALLET_NUMBER.test(number) ? null : t('accounts.errors.walletNumber');
      },
      paymentPassword: (value) => (value ? null : t('errors.paymentPasswordRequired')),
    },
  });
  const isBank = form.values.method === 'BANK';

  const handleSave = async (values: AccountValues) => {
    setIsSaving(true);
    setFailure(null);
    try {
      await createWithdrawalAccount({
        method: values.method,
        ...(values.method === 'BANK' ? { bankName: values.bankName.trim() } : {}),
        accountName: values.accountName.trim(),
        accountNumber: values.accountNumber.replace(/\s/g, ''),
        paymentPassword: values.paymentPassword,
      });
      await queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawalAccounts() });
      notifications.show({ color: 'teal', message: t('accounts.added') });
      onDone();
    } catch (caught) {
      const view = describePaymentError(caught);
      form.setErrors(view.fieldErrors);
      setFailure(isShownOnFields(view, ACCOUNT_FIELDS) ? null : view);
      if (view.refresh) void queryClient.invalidateQueries({ queryKey: paymentKeys.withdraw() });
    } finally {
      setIsSaving(false);
    }
  };

  return (
    <form onSubmit={form.onSubmit(handleSave)} noValidate>
      <Stack gap="sm">
        <Input.Wrapper label={t('accounts.method')} error={form.errors.method}>
          <SegmentedControl
            fullWidth
            mt={4}
            data={(['GCASH', 'MAYA', 'BANK'] as const).map((method) => ({
              value: method,
              label: t(`methods.${method}`),
            }))}
            value={form.values.method}
            onChange={(value) => {
              form.setFieldValue('method', value as AccountMethod);
              form.clearFieldError('accountNumber');
            }}
          />
        </Input.Wrapper>
        {isBank && (
          <Autocomplete
            label={t('accounts.bankName')}
            description={t('accounts.bankHint')}
            data={[...PH_BANKS]}
            withAsterisk
            {...form.getInputProps('bankName')}
          />
        )}
        <TextInput
          label={t('accounts.accountName')}
          description={realName ? t('accounts.holderHintName', { name: realName }) : t('accounts.holderHint')}
          withAsterisk
          autoComplete="name"
          {...form.getInputProps('accountName')}
        />
        <TextInput
          label={isBank ? t('accounts.bankNumber') : t('accounts.walletNumber')}
          description={isBank ? t('accounts.bankNumberHint') : t('accounts.walletNumberHint')}
          withAsterisk
          inputMode="numeric"
          autoComplete="off"
          maxLength={isBank ? 16 : 11}
          {...form.getInputProps('accountNumber')}
        />
        <PasswordInput
          label={t('fields.paymentPassword')}
          withAsterisk
          autoComplete="off"
          {...form.getInputProps('paymentPassword')}
        />
        {failure && <PaymentErrorAlert error={failure} />}
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onDone} disabled={isSaving}>
            {t('actions.cancel')}
          </Button>
          <Button type="submit" loading={isSaving}>
            {t('accounts.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
};

type AddAccountModalProps = { opened: boolean; onClose: () => void; realName: string | null };

export const AddAccountModal = ({ opened, onClose, realName }: AddAccountModalProps) => {
  const { t } = useTranslation('payments');
  return (
    <Modal opened={opened} onClose={onClose} title={t('accounts.addTitle')}>
      {opened && <WithdrawalAccountForm realName={realName} onDone={onClose} />}
    </Modal>
  );
};
