import { Alert, Button, Flex, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconAlertTriangle, IconClock } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { Withdrawal } from '@perya/contracts';

import { balanceQueryOptions } from '@/lib/balance-query';
import { MoneyText } from '@/components/ui/money-text';

import { paymentKeys } from '../api/query-keys';
import type { ConfirmWithdrawalInput } from '../api/withdrawals';
import { confirmWithdrawal } from '../api/withdrawals';
import { useNow } from '../hooks/use-now';
import { formatRelativeTime, parseMemberTime, shortMemberTime } from '../utils/member-time';
import type { PaymentErrorView } from '../utils/payment-errors';
import { describePaymentError } from '../utils/payment-errors';
import { ConfirmDialog } from './confirm-dialog';
import { NotReceivedModal } from './not-received-modal';
import { PaymentErrorAlert } from './payment-error-alert';

type WithdrawalConfirmationPanelProps = {
  withdrawal: Withdrawal;
  /** The member's UTC offset, to read `confirmBy` as an instant; null while unknown. */
  offsetMinutes: number | null;
  autoReceiptMinutes: number;
};

type FigureProps = { label: string; minor: string; currency: string; color?: string };

// A row (label left, amount right) on phones, a column of three on wider screens.
const Figure = ({ label, minor, currency, color }: FigureProps) => (
  <Flex
    direction={{ base: 'row', xs: 'column' }}
    justify={{ base: 'space-between', xs: 'flex-start' }}
    align={{ base: 'baseline', xs: 'flex-start' }}
    gap={2}
  >
    <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <MoneyText minor={minor} currency={currency} fw={700} c={color} />
  </Flex>
);

/**
 * The member's answer about a payout (spec §4): received, not received (with proof) or all paid.
 * Without an answer by `confirmBy` it counts as received, and that cannot be reversed.
 */
export const WithdrawalConfirmationPanel = ({
  withdrawal,
  offsetMinutes,
  autoReceiptMinutes,
}: WithdrawalConfirmationPanelProps) => {
  const { t, i18n } = useTranslation('payments');
  const queryClient = useQueryClient();
  const now = useNow();
  const [asking, setAsking] = useState<'RECEIVED' | 'ALL_PAID' | null>(null);
  const [isReporting, setIsReporting] = useState(false);
  const [isSending, setIsSending] = useState(false);
  const [failure, setFailure] = useState<PaymentErrorView | null>(null);
  const { currency } = withdrawal;
  const awaitingMinor = (BigInt(withdrawal.paidMinor) - BigInt(withdrawal.receivedMinor)).toString();
  const deadline = withdrawal.confirmBy ? parseMemberTime(withdrawal.confirmBy, offsetMinutes) : null;
  const isPastDeadline = deadline !== null && deadline.getTime() <= now;
  const isDisputed = withdrawal.status === 'DISPUTED';

  const send = async (input: ConfirmWithdrawalInput) => {
    await confirmWithdrawal(withdrawal.id, input);
    notifications.show({ color: 'teal', message: t(`confirm.sent.${input.outcome}`) });
    void queryClient.invalidateQueries({ queryKey: paymentKeys.withdraw() });
    void queryClient.invalidateQueries({ queryKey: balanceQueryOptions().queryKey });
  };

  const handleAnswer = async () => {
    if (!asking) return;
    setIsSending(true);
    setFailure(null);
    try {
      await send({ outcome: asking });
    } catch (caught) {
      const view = describePaymentError(caught);
      setFailure(view);
      if (view.refresh) void queryClient.invalidateQueries({ queryKey: paymentKeys.withdraw() });
    } finally {
      setIsSending(false);
      setAsking(null);
    }
  };

  return (
    <Paper p="md" radius="md" bg="dark.6" withBorder aria-label={t('confirm.title')} component="section">
      <Stack gap="sm">
        <Text fw={700} fz="sm">
          {t('confirm.title')}
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="xs" verticalSpacing={4}>
          <Figure label={t('confirm.paid')} minor={withdrawal.paidMinor} currency={currency} />
          <Figure label={t('confirm.received')} minor={withdrawal.receivedMinor} currency={currency} color="teal.4" />
          <Figure label={t('confirm.remaining')} minor={withdrawal.remainingMinor} currency={currency} color="gold.4" />
        </SimpleGrid>
        {isDisputed && (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />}>
            <Text fz="sm">{t('confirm.disputedText')}</Text>
          </Alert>
        )}
        {withdrawal.confirmBy && (
          <Group gap={8} wrap="nowrap" align="flex-start">
            <IconClock size={18} style={{ flexShrink: 0, marginTop: 2 }} color="var(--mantine-color-gold-4)" />
            <Text fz="sm">
              {isPastDeadline
                ? t('confirm.deadlinePassed', { time: shortMemberTime(withdrawal.confirmBy, offsetMinutes) })
                : deadline
                  ? t('confirm.deadline', {
                      relative: formatRelativeTime(deadline, now, i18n.language),
                      time: shortMemberTime(withdrawal.confirmBy, offsetMinutes),
                    })
                  : t('confirm.deadlineAt', { time: shortMemberTime(withdrawal.confirmBy, offsetMinutes) })}{' '}
              <Text span c="dimmed" fz="sm">
                {t('confirm.deadlineRule', { minutes: autoReceiptMinutes })}
              </Text>
            </Text>
          </Group>
        )}
        {failure && <PaymentErrorAlert error={failure} />}
        <Group gap="xs" grow preventGrowOverflow={false} wrap="wrap">
          <Button color="teal" onClick={() => setAsking('RECEIVED')} disabled={BigInt(awaitingMinor) <= 0n}>
            {t('confirm.receivedButton')}
          </Button>
          {!isDisputed && (
            <Button color="ruby" variant="outline" onClick={() => setIsReporting(true)}>
              {t('confirm.notReceivedButton')}
            </Button>
          )}
          <Button variant="light" onClick={() => setAsking('ALL_PAID')}>
            {t('confirm.allPaidButton')}
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={asking !== null}
        title={asking === 'ALL_PAID' ? t('confirm.allPaidTitle') : t('confirm.receivedTitle')}
        confirmLabel={asking === 'ALL_PAID' ? t('confirm.allPaidConfirm') : t('confirm.receivedConfirm')}
        confirmColor={asking === 'ALL_PAID' ? undefined : 'teal'}
        isBusy={isSending}
        onConfirm={handleAnswer}
        onClose={() => setAsking(null)}
      >
        <Text fz="sm">
          {asking === 'ALL_PAID' ? t('confirm.allPaidText') : t('confirm.receivedText')}{' '}
          <MoneyText
            minor={asking === 'ALL_PAID' ? withdrawal.amountMinor : awaitingMinor}
            currency={currency}
            fz="sm"
            fw={700}
            c="gold.4"
          />
        </Text>
        <Text fz="sm" c="dimmed">
          {t('confirm.irreversible')}
        </Text>
      </ConfirmDialog>
      <NotReceivedModal
        withdrawal={withdrawal}
        opened={isReporting}
        onClose={() => setIsReporting(false)}
        onSubmit={(input) => send({ outcome: 'NOT_RECEIVED', ...input })}
      />
    </Paper>
  );
};
