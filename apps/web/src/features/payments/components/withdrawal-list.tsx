import { Alert, Group, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Withdrawal } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { withdrawalPageQueryOptions } from '../api/withdrawals';
import { shortMemberTime } from '../utils/member-time';
import { RecordsSection } from './records-section';
import { WithdrawalStatusBadge } from './status-badge';
import { AccountSummary } from './withdrawal-accounts-card';
import { WithdrawalConfirmationPanel } from './withdrawal-confirmation-panel';

const PAGE_SIZE = 10;

type WithdrawalItemProps = { withdrawal: Withdrawal; offsetMinutes: number | null; autoReceiptMinutes: number };

const WithdrawalItem = ({ withdrawal, offsetMinutes, autoReceiptMinutes }: WithdrawalItemProps) => {
  const { t } = useTranslation('payments');
  const isAwaitingAnswer = withdrawal.status === 'PAYING' || withdrawal.status === 'DISPUTED';
  return (
    <Stack
      component="li"
      gap="sm"
      p="sm"
      style={{ border: '1px solid var(--mantine-color-dark-5)', borderRadius: 'var(--mantine-radius-md)' }}
      aria-label={t('records.withdrawalLabel', { time: withdrawal.createdAt })}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <AccountSummary account={withdrawal.account} />
        <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
          <MoneyText minor={withdrawal.amountMinor} currency={withdrawal.currency} fw={700} fz="sm" />
          <WithdrawalStatusBadge status={withdrawal.status} />
        </Stack>
      </Group>
      <Text fz="xs" c="dimmed">
        {t('records.requestedAt', { time: withdrawal.createdAt })}
        {withdrawal.completedAt ? ` · ${t('records.completedAt', { time: withdrawal.completedAt })}` : ''}
      </Text>
      {withdrawal.status === 'REJECTED' && (
        <Text fz="xs" c="ruby.3">
          {withdrawal.reviewNote ? t('records.note', { note: withdrawal.reviewNote }) : t('records.rejectedText')}
        </Text>
      )}
      {withdrawal.disputeResolution && (
        <Alert
          color={withdrawal.disputeResolution === 'PAID' ? 'gray' : 'teal'}
          variant="light"
          title={t(`records.dispute.${withdrawal.disputeResolution}`)}
          data-testid="dispute-resolution"
        >
          {withdrawal.disputeResolutionNote && (
            <Text fz="sm">{t('records.dispute.reason', { note: withdrawal.disputeResolutionNote })}</Text>
          )}
          {withdrawal.disputeResolvedAt && (
            <Text fz="xs" c="dimmed">
              {t('records.dispute.at', { time: withdrawal.disputeResolvedAt })}
            </Text>
          )}
        </Alert>
      )}
      {withdrawal.confirmation === 'AUTO_RECEIVED' && (
        <Alert color="gray" variant="light" icon={<IconLock size={18} />} title={t('confirm.autoTitle')}>
          <Text fz="sm">
            {t('confirm.autoText', {
              minutes: autoReceiptMinutes,
              time: withdrawal.completedAt ?? shortMemberTime(withdrawal.confirmBy ?? '', offsetMinutes),
            })}
          </Text>
        </Alert>
      )}
      {isAwaitingAnswer && withdrawal.confirmation !== 'AUTO_RECEIVED' && (
        <WithdrawalConfirmationPanel
          withdrawal={withdrawal}
          offsetMinutes={offsetMinutes}
          autoReceiptMinutes={autoReceiptMinutes}
        />
      )}
      {withdrawal.status === 'COMPLETED' &&
        (withdrawal.confirmation === 'RECEIVED' || withdrawal.confirmation === 'ALL_PAID') && (
          <Text fz="xs" c="teal.4">
            {t(`records.confirmed.${withdrawal.confirmation}`)}
          </Text>
        )}
    </Stack>
  );
};

type WithdrawalListProps = { offsetMinutes: number | null; autoReceiptMinutes: number };

/** The member's withdrawals with their status, and the receipt confirmation where one is due. */
export const WithdrawalList = ({ offsetMinutes, autoReceiptMinutes }: WithdrawalListProps) => {
  const { t } = useTranslation('payments');
  const [pageNo, setPageNo] = useState(1);
  const withdrawals = useQuery({ ...withdrawalPageQueryOptions(pageNo, PAGE_SIZE), placeholderData: keepPreviousData });
  return (
    <RecordsSection
      title={t('records.withdrawals')}
      headingId="withdrawals-title"
      query={withdrawals}
      empty={{ title: t('records.noWithdrawals'), text: t('records.noWithdrawalsText') }}
      pageNo={pageNo}
      onPageChange={setPageNo}
      getKey={(withdrawal) => withdrawal.id}
      renderItem={(withdrawal) => (
        <WithdrawalItem withdrawal={withdrawal} offsetMinutes={offsetMinutes} autoReceiptMinutes={autoReceiptMinutes} />
      )}
    />
  );
};
