import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { useTimeout } from '@mantine/hooks';
import { IconCircleCheck, IconCircleX, IconClock, IconHourglass } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

import { balanceQueryOptions } from '@/lib/balance-query';
import { MoneyText } from '@/components/ui/money-text';

import { DEPOSIT_POLL_TIMEOUT_MS, depositQueryOptions } from '../api/deposits';
import { paymentKeys } from '../api/query-keys';
import { describePaymentError } from '../utils/payment-errors';
import { PaymentErrorAlert } from './payment-error-alert';

type DepositReturnStatusProps = {
  depositId: string;
  /** What the gateway said on the way back; the server's status decides. */
  gatewayStatus: string | null;
  onClose: () => void;
};

/**
 * Back from the gateway (/member/depositv2?order=…&status=…): asks about the deposit every 2 s
 * until the gateway's notice has reached the server, and gives up waiting after about a minute.
 */
export const DepositReturnStatus = ({ depositId, gatewayStatus, onClose }: DepositReturnStatusProps) => {
  const { t } = useTranslation('payments');
  const queryClient = useQueryClient();
  const [isTimedOut, setIsTimedOut] = useState(false);
  useTimeout(() => setIsTimedOut(true), DEPOSIT_POLL_TIMEOUT_MS, { autoInvoke: true });
  const deposit = useQuery(depositQueryOptions(depositId, () => !isTimedOut));
  const status = deposit.data?.status;

  useEffect(() => {
    if (status === 'APPROVED' || status === 'REJECTED' || status === 'EXPIRED') {
      // The header balance and the records follow the outcome.
      void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
      void queryClient.invalidateQueries({ queryKey: paymentKeys.depositPages() });
    }
  }, [status, queryClient]);

  const closeButton = (
    <Button variant="subtle" size="compact-sm" onClick={onClose}>
      {t('actions.close')}
    </Button>
  );

  if (deposit.isError) {
    return (
      <Stack gap="xs">
        <PaymentErrorAlert error={describePaymentError(deposit.error)} />
        <Group>{closeButton}</Group>
      </Stack>
    );
  }

  const data = deposit.data;
  if (!data || (data.status === 'AWAITING_PAYMENT' && !isTimedOut)) {
    return (
      <Card bg="dark.7" role="status">
        <Group gap="md" wrap="nowrap">
          <Loader size="sm" />
          <div>
            <Text fw={600}>{t('return.checking')}</Text>
            <Text fz="sm" c="dimmed">
              {gatewayStatus === 'FAILED' ? t('return.gatewayFailed') : t('return.checkingText')}
            </Text>
          </div>
        </Group>
      </Card>
    );
  }

  const amount = <MoneyText minor={data.amountMinor} currency={data.currency} fw={700} />;
  switch (data.status) {
    case 'AWAITING_PAYMENT':
      return (
        <Alert
          color="yellow"
          variant="light"
          icon={<IconClock size={18} />}
          title={t('return.stillWaiting')}
          role="status"
        >
          <Stack gap="xs">
            <Text fz="sm">{t('return.stillWaitingText')}</Text>
            <Group gap="xs">
              <Button size="compact-sm" variant="light" onClick={() => void deposit.refetch()}>
                {t('return.checkAgain')}
              </Button>
              {closeButton}
            </Group>
          </Stack>
        </Alert>
      );
    case 'APPROVED':
      return (
        <Alert
          color="teal"
          variant="light"
          icon={<IconCircleCheck size={18} />}
          title={t('return.approved')}
          role="status"
        >
          <Stack gap="xs">
            <Text fz="sm">
              {t('return.approvedText')} {amount}
            </Text>
            <Group>{closeButton}</Group>
          </Stack>
        </Alert>
      );
    case 'PENDING_REVIEW':
      return (
        <Alert
          color="blue"
          variant="light"
          icon={<IconHourglass size={18} />}
          title={t('return.pendingReview')}
          role="status"
        >
          <Stack gap="xs">
            <Text fz="sm">
              {t('return.pendingReviewText')} {amount}
            </Text>
            <Group>{closeButton}</Group>
          </Stack>
        </Alert>
      );
    case 'REJECTED':
    case 'EXPIRED':
      return (
        <Alert
          color={data.status === 'REJECTED' ? 'ruby' : 'gray'}
          variant="light"
          icon={<IconCircleX size={18} />}
          title={data.status === 'REJECTED' ? t('return.rejected') : t('return.expired')}
          role="status"
        >
          <Stack gap="xs">
            <Text fz="sm">{data.status === 'REJECTED' ? t('return.rejectedText') : t('return.expiredText')}</Text>
            {data.reviewNote && (
              <Text fz="sm" c="dimmed">
                {t('records.note', { note: data.reviewNote })}
              </Text>
            )}
            <Group>{closeButton}</Group>
          </Stack>
        </Alert>
      );
  }
};
