import { ActionIcon, Button, Card, EmptyState, Group, Skeleton, Stack, Text, Title, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCreditCard, IconPlus, IconTrash } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { WithdrawalAccount } from '@perya/contracts';

import { paymentKeys } from '../api/query-keys';
import { deleteWithdrawalAccount, withdrawalAccountsQueryOptions } from '../api/withdrawals';
import type { PaymentErrorView } from '../utils/payment-errors';
import { describePaymentError } from '../utils/payment-errors';
import { ConfirmDialog } from './confirm-dialog';
import { DetailRow } from './detail-row';
import { MethodIcon } from './method-icon';
import { PaymentErrorAlert } from './payment-error-alert';
import { AddAccountModal } from './withdrawal-account-form';

/** One saved payout account: method, bank, holder, masked number. */
type AccountLike = Pick<WithdrawalAccount, 'bankName' | 'accountName' | 'accountNumberMasked'> & { method: string };

export const AccountSummary = ({ account }: { account: AccountLike }) => {
  const { t } = useTranslation('payments');
  return (
    <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
      <MethodIcon method={account.method} size={36} iconSize={18} />
      <div style={{ minWidth: 0 }}>
        <Text fw={600} fz="sm" truncate>
          {account.bankName ?? t(`methods.${account.method}`, { defaultValue: account.method })}
        </Text>
        <Text fz="xs" c="dimmed" truncate>
          {account.accountName} ·{' '}
          <Text span ff="monospace" fz="xs" style={{ fontVariantNumeric: 'tabular-nums' }}>
            {account.accountNumberMasked}
          </Text>
        </Text>
      </div>
    </Group>
  );
};

/** Saved withdrawal accounts, up to the operator's maximum; add and remove them here. */
export const WithdrawalAccountsCard = ({ realName }: { realName: string | null }) => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const accounts = useQuery(withdrawalAccountsQueryOptions());
  const [isAdding, setIsAdding] = useState(false);
  const [removing, setRemoving] = useState<WithdrawalAccount | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [failure, setFailure] = useState<PaymentErrorView | null>(null);
  const list = accounts.data?.accounts ?? [];
  const maxAccounts = accounts.data?.maxAccounts ?? 0;
  const isFull = accounts.data ? list.length >= maxAccounts : true;

  const handleRemove = async () => {
    if (!removing) return;
    setIsRemoving(true);
    setFailure(null);
    try {
      await deleteWithdrawalAccount(removing.id);
      await queryClient.invalidateQueries({ queryKey: paymentKeys.withdrawalAccounts() });
      notifications.show({ color: 'teal', message: t('accounts.removed') });
    } catch (caught) {
      setFailure(describePaymentError(caught));
    } finally {
      setIsRemoving(false);
      setRemoving(null);
    }
  };

  return (
    <Card bg="dark.7" component="section" aria-labelledby="withdrawal-accounts-title">
      <Group justify="space-between" mb="md" gap="sm">
        <div>
          <Title order={3} fz="lg" id="withdrawal-accounts-title">
            {t('accounts.title')}
          </Title>
          {accounts.data && (
            <Text fz="xs" c="dimmed">
              {t('accounts.count', { saved: list.length, max: maxAccounts })}
            </Text>
          )}
        </div>
        <Button
          size="compact-md"
          variant="light"
          leftSection={<IconPlus size={16} />}
          onClick={() => setIsAdding(true)}
          disabled={isFull}
        >
          {t('accounts.add')}
        </Button>
      </Group>
      <Stack gap="xs">
        {accounts.isPending && <Skeleton height={58} radius="md" />}
        {accounts.isError && <PaymentErrorAlert error={describePaymentError(accounts.error)} />}
        {accounts.data && list.length === 0 && (
          <EmptyState
            size="sm"
            icon={<IconCreditCard size={26} />}
            withIndicatorBackground
            title={t('accounts.empty')}
            description={t('accounts.emptyText')}
          />
        )}
        {list.map((account) => (
          <Group
            key={account.id}
            justify="space-between"
            wrap="nowrap"
            p="sm"
            style={{ border: '1px solid var(--mantine-color-dark-5)', borderRadius: 'var(--mantine-radius-md)' }}
          >
            <AccountSummary account={account} />
            <Tooltip label={t('accounts.remove')}>
              <ActionIcon
                variant="subtle"
                color="ruby"
                aria-label={t('accounts.removeLabel', { account: account.accountNumberMasked })}
                onClick={() => setRemoving(account)}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Tooltip>
          </Group>
        ))}
        {accounts.data && isFull && list.length > 0 && (
          <Text fz="xs" c="dimmed">
            {t('accounts.full')}
          </Text>
        )}
        {failure && <PaymentErrorAlert error={failure} />}
      </Stack>
      <AddAccountModal opened={isAdding} onClose={() => setIsAdding(false)} realName={realName} />
      <ConfirmDialog
        opened={removing !== null}
        title={t('accounts.removeTitle')}
        confirmLabel={t('accounts.remove')}
        confirmColor="ruby"
        isBusy={isRemoving}
        onConfirm={handleRemove}
        onClose={() => setRemoving(null)}
      >
        {removing && (
          <Stack gap={6}>
            <AccountSummary account={removing} />
            <DetailRow label={t('accounts.method')}>{t(`methods.${removing.method}`)}</DetailRow>
            <Text fz="sm" c="dimmed">
              {t('accounts.removeText')}
            </Text>
          </Stack>
        )}
      </ConfirmDialog>
    </Card>
  );
};
