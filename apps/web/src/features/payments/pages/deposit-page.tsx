import { Card, EmptyState, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCashBanknote } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';

import { useDocumentTitle } from '@/hooks/use-document-title';

import { channelsQueryOptions } from '../api/deposits';
import { DepositForm } from '../components/deposit-form';
import { DepositReturnStatus } from '../components/deposit-return-status';
import { PaymentErrorAlert } from '../components/payment-error-alert';
import { RecentDeposits } from '../components/recent-deposits';
import { describePaymentError } from '../utils/payment-errors';

type DepositPageProps = {
  /** Composed in by app/: what the member's deposit limit leaves (player protection). */
  limitNotice?: ReactNode;
  /** Composed in by app/: the responsible-gaming message under the page. */
  footer?: ReactNode;
};

/** /member/depositv2: choose a channel, pay, and see recent deposits (spec §2.5). */
export const DepositPage = ({ limitNotice, footer }: DepositPageProps = {}) => {
  const { t } = useTranslation('payments');
  const [searchParams, setSearchParams] = useSearchParams();
  const channels = useQuery(channelsQueryOptions());
  const returningOrder = searchParams.get('order');
  useDocumentTitle(t('deposit.title'));

  return (
    <Stack gap="md">
      <div>
        <Title order={2} fz="xl">
          {t('deposit.title')}
        </Title>
        <Text c="dimmed" fz="sm">
          {t('deposit.intro')}
        </Text>
      </div>
      {returningOrder && (
        <DepositReturnStatus
          key={returningOrder}
          depositId={returningOrder}
          gatewayStatus={searchParams.get('status')}
          onClose={() => setSearchParams({}, { replace: true })}
        />
      )}
      {limitNotice}
      {/* About the form's height at each width (with the demo's channels: 614 px at 390 px, 420 px
          at 800, 327 at 1440): what is below it does not jump when it arrives (a 260 px skeleton
          made Lighthouse count a 0.09–0.14 layout shift on a phone). */}
      {channels.isPending && <Skeleton h={{ base: 610, sm: 420, md: 330 }} radius="lg" />}
      {channels.isError && <PaymentErrorAlert error={describePaymentError(channels.error)} />}
      {channels.data && channels.data.length === 0 && (
        <Card bg="dark.7">
          <EmptyState
            icon={<IconCashBanknote size={28} />}
            withIndicatorBackground
            title={t('deposit.noChannels')}
            description={t('deposit.noChannelsText')}
          />
        </Card>
      )}
      {channels.data && channels.data.length > 0 && <DepositForm channels={channels.data} />}
      <RecentDeposits />
      {footer}
    </Stack>
  );
};
