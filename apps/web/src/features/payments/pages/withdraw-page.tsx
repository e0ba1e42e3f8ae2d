import { Button, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import { useDocumentTitle } from '@/hooks/use-document-title';
import { useSessionStore } from '@/stores/session-store';

import { memberInfoQueryOptions, memberProfileQueryOptions } from '@/lib/member-queries';
import { withdrawSettingsQueryOptions } from '../api/withdrawals';
import { BalanceSummary } from '../components/balance-summary';
import { PaymentErrorAlert } from '../components/payment-error-alert';
import { WithdrawBlockedCard } from '../components/withdraw-blocked-card';
import { WithdrawalAccountsCard } from '../components/withdrawal-accounts-card';
import { WithdrawalList } from '../components/withdrawal-list';
import { WithdrawalRequestForm } from '../components/withdrawal-request-form';
import { describePaymentError } from '../utils/payment-errors';

/**
 * /member/withdraw: balance, payout accounts, the request form and receipt confirmations.
 * `turnover` (composed in app/) says why part of the balance is not withdrawable yet.
 */
export const WithdrawPage = ({ turnover }: { turnover?: ReactNode }) => {
  const { t } = useTranslation('payments');
  const token = useSessionStore((state) => state.token);
  const settings = useQuery(withdrawSettingsQueryOptions());
  const profile = useQuery(memberProfileQueryOptions());
  const memberInfo = useQuery(memberInfoQueryOptions(token));
  useDocumentTitle(t('withdraw.title'));
  const realName = profile.data?.payeeName ?? null;
  const data = settings.data;
  const isBlocked = data ? !data.hasPaymentPassword || !data.hasRealName : false;

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="xl">
          {t('withdraw.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('withdraw.intro')}
        </Text>
      </div>
      {settings.isPending && (
        <>
          <Skeleton height={96} radius="lg" />
          <SimpleGrid cols={{ base: 1, lg: 2 }}>
            <Skeleton height={300} radius="lg" />
            <Skeleton height={300} radius="lg" />
          </SimpleGrid>
        </>
      )}
      {settings.isError && (
        <Stack gap="xs" align="flex-start">
          <PaymentErrorAlert error={describePaymentError(settings.error)} />
          <Button variant="light" size="compact-sm" onClick={() => void settings.refetch()}>
            {t('actions.retry')}
          </Button>
        </Stack>
      )}
      {data && <BalanceSummary balance={data.balance} />}
      {data && turnover}
      {data && isBlocked && (
        <WithdrawBlockedCard hasPaymentPassword={data.hasPaymentPassword} hasRealName={data.hasRealName} />
      )}
      {data && !isBlocked && (
        <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
          <WithdrawalRequestForm settings={data} realName={realName} />
          <WithdrawalAccountsCard realName={realName} />
        </SimpleGrid>
      )}
      <WithdrawalList
        offsetMinutes={memberInfo.data?.utcOffsetMinutes ?? null}
        autoReceiptMinutes={data?.autoReceiptMinutes ?? 0}
      />
    </Stack>
  );
};
