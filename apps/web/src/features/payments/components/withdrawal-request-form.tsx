import { Alert, Button, Card, Group, PasswordInput, Select, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconInfoCircle, IconPlus } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';

import type { WithdrawalAccount, WithdrawSettingsSchema } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';

import { AmountInput } from '@/components/ui/amount-input';
import { MoneyText } from '@/components/ui/money-text';
import { useMoneyMutation } from '@/lib/money-mutation';

import { paymentKeys } from '../api/query-keys';
import { createWithdrawal, withdrawalAccountsQueryOptions } from '../api/withdrawals';
import { useAmountMessage } from '../hooks/use-amount-message';
import { checkAmount, minMinor } from '../utils/amounts';
import type { PaymentErrorView, PaymentField } from '../utils/payment-errors';
import { describePaymentError, isShownOnFields } from '../utils/payment-errors';
import { ConfirmDialog } from './confirm-dialog';
import { DetailRow } from './detail-row';
import { PaymentErrorAlert } from './payment-error-alert';
import { AccountSummary } from './withdrawal-accounts-card';
import { AddAccountModal } from './withdrawal-account-form';

type WithdrawSettings = z.output<typeof WithdrawSettingsSchema>;
type RequestValues = { accountId: string | null; amount: string; paymentPassword: string };
type PendingWithdrawal = { account: WithdrawalAccount; amountMinor: bigint; paymentPassword: string };

const REQUEST_FIELDS: readonly PaymentField[] = ['accountId', 'amount', 'paymentPassword'];

/** The withdrawal request: account, amount (up to what is withdrawable), payment password. */
export const WithdrawalRequestForm = ({
  settings,
  realName,
}: {
  settings: WithdrawSettings;
  realName: string | null;
}) => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const withdrawal = useMoneyMutation({
    mutationFn: ({ account, amountMinor, paymentPassword }: PendingWithdrawal, requestId: string) =>
      createWithdrawal({ requestId, accountId: account.id, amountMinor: amountMinor.toString(), paymentPassword }),
    intentOf: ({ account, amountMinor }: PendingWithdrawal) => `${account.id}|${amountMinor}`,
    invalidates: [paymentKeys.withdraw()],
  });
  const amountMessage = useAmountMessage();
  const accounts = useQuery(withdrawalAccountsQueryOptions());
  const [pending, setPending] = useState<PendingWithdrawal | null>(null);
  const [failure, setFailure] = useState<PaymentErrorView | null>(null);
  const [isAdding, setIsAdding] = useState(false);
  const { balance } = settings;
  const limits = {
    minMinor: settings.minMinor,
    maxMinor: settings.maxMinor,
    withdrawableMinor: balance.withdrawableMinor,
  };
  const list = accounts.data?.accounts ?? [];
  const isLimitReached = settings.todayCount >= settings.dailyCountLimit;
  const maxNowMinor = minMinor(balance.withdrawableMinor, settings.maxMinor);

  // One saved account is the obvious choice.
  const resolveAccountId = (value: string | null) => value ?? (list.length === 1 ? (list[0]?.id ?? null) : null);

  const form = useForm<RequestValues>({
    initialValues: { accountId: null, amount: '', paymentPassword: '' },
    validate: {
      accountId: (value) =>
        list.some((account) => account.id === resolveAccountId(value)) ? null : t('request.errors.account'),
      amount: (value) => {
        const check = checkAmount(value, limits);
        return check.ok ? null : amountMessage(check.problem, limits);
      },
      paymentPassword: (value) => (value ? null : t('errors.paymentPasswordRequired')),
    },
  });
  const accountId = resolveAccountId(form.values.accountId);

  const handleReview = (values: RequestValues) => {
    const account = list.find((item) => item.id === resolveAccountId(values.accountId));
    const check = checkAmount(values.amount, limits);
    if (!account || !check.ok) return;
    setFailure(null);
    setPending({ account, amountMinor: check.amountMinor, paymentPassword: values.paymentPassword });
  };

  const handleConfirm = async () => {
    if (!pending) return;
    const outcome = await withdrawal.submit(pending);
    setPending(null);
    if (outcome.ok) {
      form.reset();
      notifications.show({ color: 'teal', message: t('request.submitted') });
      return;
    }
    const view = describePaymentError(outcome.failure);
    form.setErrors({
      accountId: view.fieldErrors.accountId,
      amount: view.fieldErrors.amount,
      paymentPassword: view.fieldErrors.paymentPassword,
    });
    setFailure(isShownOnFields(view, REQUEST_FIELDS) ? null : view);
    if (view.refresh) void queryClient.invalidateQueries({ queryKey: paymentKeys.withdraw() });
  };

  return (
    <Card bg="dark.7" component="section" aria-labelledby="withdraw-request-title">
      <Title order={3} fz="lg" mb={4} id="withdraw-request-title">
        {t('request.title')}
      </Title>
      <Text fz="xs" c="dimmed" mb="md">
        {t('request.todayCount', { done: settings.todayCount, limit: settings.dailyCountLimit })}
      </Text>
      {accounts.data && list.length === 0 ? (
        <Stack gap="sm" align="flex-start">
          <Text fz="sm" c="dimmed">
            {t('request.needAccount')}
          </Text>
          <Button variant="light" leftSection={<IconPlus size={16} />} onClick={() => setIsAdding(true)}>
            {t('accounts.add')}
          </Button>
          <AddAccountModal opened={isAdding} onClose={() => setIsAdding(false)} realName={realName} />
        </Stack>
      ) : (
        <form onSubmit={form.onSubmit(handleReview)} noValidate aria-labelledby="withdraw-request-title">
          <Stack gap="sm">
            <Select
              label={t('request.account')}
              placeholder={t('request.accountPlaceholder')}
              data={list.map((account) => ({
                value: account.id,
                label: `${account.bankName ?? t(`methods.${account.method}`)} · ${account.accountNumberMasked}`,
              }))}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps('accountId')}
              value={accountId}
            />
            <AmountInput
              label={t('request.amount')}
              withAsterisk
              value={form.values.amount}
              onChange={(value) => form.setFieldValue('amount', value)}
              error={form.errors.amount}
              currency={balance.currency}
              size="md"
              styles={{ input: { fontVariantNumeric: 'tabular-nums', fontWeight: 700 } }}
              rightSectionWidth={64}
              rightSection={
                <UnstyledButton
                  fz="xs"
                  fw={700}
                  c="gold.4"
                  px={8}
                  onClick={() => form.setFieldValue('amount', toDecimalString(maxNowMinor))}
                  aria-label={t('request.maxLabel')}
                  disabled={BigInt(maxNowMinor) <= 0n}
                >
                  {t('request.max')}
                </UnstyledButton>
              }
              description={
                <Text component="span" fz="xs" c="dimmed">
                  {t('request.limits')} <MoneyText minor={settings.minMinor} currency={balance.currency} fz="xs" /> –{' '}
                  <MoneyText minor={settings.maxMinor} currency={balance.currency} fz="xs" /> ·{' '}
                  {t('request.withdrawable')}{' '}
                  <MoneyText minor={balance.withdrawableMinor} currency={balance.currency} fz="xs" c="gold.4" />
                </Text>
              }
            />
            <PasswordInput
              label={t('fields.paymentPassword')}
              withAsterisk
              autoComplete="off"
              {...form.getInputProps('paymentPassword')}
            />
            {isLimitReached && (
              <Alert color="yellow" variant="light" icon={<IconInfoCircle size={18} />}>
                <Text fz="sm">{t('request.limitReached', { limit: settings.dailyCountLimit })}</Text>
              </Alert>
            )}
            {failure && <PaymentErrorAlert error={failure} />}
            <Group>
              <Button type="submit" size="md" disabled={isLimitReached} w={{ base: '100%', sm: 'fit-content' }}>
                {t('request.submit')}
              </Button>
            </Group>
          </Stack>
        </form>
      )}
      <ConfirmDialog
        opened={pending !== null}
        title={t('request.confirmTitle')}
        confirmLabel={t('request.confirm')}
        isBusy={withdrawal.isBusy}
        onConfirm={handleConfirm}
        onClose={() => setPending(null)}
      >
        {pending && (
          <Stack gap={6}>
            <DetailRow label={t('request.amount')}>
              <MoneyText minor={pending.amountMinor} currency={balance.currency} fw={700} c="gold.4" />
            </DetailRow>
            <AccountSummary account={pending.account} />
            <Text fz="sm" c="dimmed" mt="xs">
              {t('request.confirmText')}
            </Text>
          </Stack>
        )}
      </ConfirmDialog>
    </Card>
  );
};
