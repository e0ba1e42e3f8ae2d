import { ActionIcon, Alert, Button, Card, Group, Select, Stack, Text, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { notifications } from '@mantine/notifications';
import { IconArrowsExchange } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { WalletList } from '@perya/contracts';
import { MAIN_WALLET, parseAmount, toDecimalString } from '@perya/contracts';

import { AmountInput } from '@/components/ui/amount-input';
import { MoneyText } from '@/components/ui/money-text';
import { useMoneyMutation } from '@/lib/money-mutation';

import { WALLET_KEY } from '../api/balance';

import type { WalletTransferInput } from '../api/wallets';
import { walletListQueryOptions, transferBetweenWallets } from '../api/wallets';
import { fieldErrorsOf } from '../utils/field-errors';
import { formatAmount } from '../utils/money';
import { isMainWallet, providerWallets, walletLabel, withBalances } from '../utils/wallets';
import { ConfirmDialog } from './confirm-dialog';

type WalletTransferFormProps = {
  list: WalletList;
  /** What the main wallet may move now (its balance minus holds), when known. */
  mainAvailableMinor?: string;
};

const AMOUNT_FIELDS = { INSUFFICIENT_FUNDS: 'amount', AMOUNT_BELOW_MIN: 'amount', AMOUNT_ABOVE_MAX: 'amount' };
const API_FIELDS = { amountMinor: 'amount', fromWallet: 'fromWallet', toWallet: 'toWallet' };

/** Main wallet <-> a provider wallet: from, to, amount (with "max"), then a confirmation. */
export const WalletTransferForm = ({ list, mainAvailableMinor }: WalletTransferFormProps) => {
  const { t, i18n } = useTranslation('wallet');
  const queryClient = useQueryClient();
  const providers = providerWallets(list);
  const request = useMoneyMutation({
    mutationFn: (input: Omit<WalletTransferInput, 'requestId'>, requestId: string) =>
      transferBetweenWallets({ ...input, requestId }),
    intentOf: (input: Omit<WalletTransferInput, 'requestId'>) =>
      `${input.fromWallet}>${input.toWallet}:${input.amountMinor}`,
    invalidates: [WALLET_KEY],
  });
  const [isConfirming, setIsConfirming] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);

  const balanceOf = (code: string): bigint => {
    if (isMainWallet(code) && mainAvailableMinor !== undefined) return BigInt(mainAvailableMinor);
    return BigInt(list.wallets.find((entry) => entry.wallet === code)?.balanceMinor ?? '0');
  };

  const form = useForm({
    initialValues: { fromWallet: MAIN_WALLET, toWallet: providers[0]?.wallet ?? '', amount: '' },
    validate: {
      toWallet: (value, values) =>
        !value ? t('errors.chooseWallet') : value === values.fromWallet ? t('errors.sameWallet') : null,
      amount: (value, values) => {
        const minor = parseAmount(value);
        if (minor === null || minor <= 0n) return t('errors.amountInvalid');
        if (minor > balanceOf(values.fromWallet)) return t('errors.amountOverBalance');
        return null;
      },
    },
  });
  const { fromWallet, toWallet } = form.values;
  const amountMinor = parseAmount(form.values.amount);
  const options = list.wallets.map((entry) => ({ value: entry.wallet, label: walletLabel(entry.wallet, t, list) }));
  const money = (minor: bigint | string) => formatAmount(minor, list.currency, i18n.language);

  // One side is always the main wallet: choosing a provider on one side puts MAIN on the other.
  const handleFromChange = (value: string | null) => {
    if (!value) return;
    form.setFieldValue('fromWallet', value);
    if (!isMainWallet(value)) form.setFieldValue('toWallet', MAIN_WALLET);
    else if (isMainWallet(toWallet)) form.setFieldValue('toWallet', providers[0]?.wallet ?? '');
  };
  const handleToChange = (value: string | null) => {
    if (!value) return;
    form.setFieldValue('toWallet', value);
    if (!isMainWallet(value)) form.setFieldValue('fromWallet', MAIN_WALLET);
    else if (isMainWallet(fromWallet)) form.setFieldValue('fromWallet', providers[0]?.wallet ?? '');
  };
  const handleSwap = () => form.setValues({ fromWallet: toWallet, toWallet: fromWallet });
  const handleMax = () => {
    const available = balanceOf(fromWallet);
    form.setFieldValue('amount', available > 0n ? toDecimalString(available) : '');
  };

  const handleConfirm = async () => {
    if (amountMinor === null) return;
    const input = { fromWallet, toWallet, amountMinor: amountMinor.toString() };
    const outcome = await request.submit(input);
    if (outcome.ok) {
      queryClient.setQueryData(walletListQueryOptions().queryKey, (list) =>
        withBalances(list, outcome.result.balances),
      );
      setIsConfirming(false);
      form.setFieldValue('amount', '');
      notifications.show({
        color: 'green',
        title: t('transfer.doneTitle'),
        message: t('transfer.done', {
          amount: money(outcome.result.movedMinor),
          from: walletLabel(fromWallet, t, list),
          to: walletLabel(toWallet, t, list),
        }),
      });
      return;
    }
    if (outcome.isAmbiguous) return; // shown in the dialog; confirming again retries the same request
    setIsConfirming(false);
    const fields = fieldErrorsOf(outcome.failure, outcome.message, AMOUNT_FIELDS, API_FIELDS);
    if (fields) form.setErrors(fields);
    else setFormError(outcome.message);
  };

  const fromBalance = balanceOf(fromWallet);
  return (
    <Card bg="dark.7">
      <Title order={3} fz="lg" mb={4}>
        {t('transfer.title')}
      </Title>
      <Text c="dimmed" fz="sm" mb="md">
        {t('transfer.text')}
      </Text>
      <form
        noValidate
        onSubmit={form.onSubmit(() => {
          setFormError(null);
          request.clearError();
          setIsConfirming(true);
        })}
      >
        <Stack gap="sm">
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <Select
              label={t('transfer.from')}
              data={options}
              allowDeselect={false}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps('fromWallet')}
              onChange={handleFromChange}
            />
            <ActionIcon
              variant="light"
              size="lg"
              mb={2}
              onClick={handleSwap}
              aria-label={t('transfer.swap')}
              disabled={!toWallet}
            >
              <IconArrowsExchange size={18} />
            </ActionIcon>
            <Select
              label={t('transfer.to')}
              data={options}
              allowDeselect={false}
              style={{ flex: 1, minWidth: 0 }}
              {...form.getInputProps('toWallet')}
              onChange={handleToChange}
            />
          </Group>
          <AmountInput
            label={t('transfer.amount')}
            placeholder="0.00"
            currency={list.currency}
            description={
              <>
                {t('transfer.availableIn', { wallet: walletLabel(fromWallet, t, list) })}{' '}
                <MoneyText minor={fromBalance} currency={list.currency} fz="xs" />
              </>
            }
            rightSectionWidth={64}
            rightSection={
              <Button size="compact-xs" variant="light" onClick={handleMax} disabled={fromBalance <= 0n}>
                {t('transfer.max')}
              </Button>
            }
            {...form.getInputProps('amount')}
            value={form.values.amount}
            onChange={(value) => form.setFieldValue('amount', value)}
          />
          {formError && (
            <Alert color="ruby" variant="light" role="alert">
              {formError}
            </Alert>
          )}
          <Button type="submit" w={{ base: '100%', xs: 'fit-content' }} disabled={providers.length === 0}>
            {t('transfer.submit')}
          </Button>
        </Stack>
      </form>
      <ConfirmDialog
        opened={isConfirming}
        title={t('transfer.confirmTitle')}
        summary={
          amountMinor !== null &&
          t('transfer.confirmText', {
            amount: money(amountMinor),
            from: walletLabel(fromWallet, t, list),
            to: walletLabel(toWallet, t, list),
          })
        }
        rows={[
          { label: t('transfer.from'), value: walletLabel(fromWallet, t, list) },
          { label: t('transfer.to'), value: walletLabel(toWallet, t, list) },
          {
            label: t('transfer.amount'),
            value: amountMinor !== null && <MoneyText minor={amountMinor} currency={list.currency} c="gold.4" />,
          },
        ]}
        confirmLabel={t('transfer.confirm')}
        isBusy={request.isBusy}
        error={request.retryError}
        onConfirm={() => void handleConfirm()}
        onClose={() => setIsConfirming(false)}
      />
    </Card>
  );
};
