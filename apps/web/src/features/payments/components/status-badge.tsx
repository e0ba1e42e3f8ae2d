import type { MantineColor } from '@mantine/core';
import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Deposit, Withdrawal } from '@perya/contracts';

const DEPOSIT_COLORS: Record<Deposit['status'], MantineColor> = {
  AWAITING_PAYMENT: 'yellow',
  PENDING_REVIEW: 'blue',
  APPROVED: 'teal',
  REJECTED: 'ruby',
  EXPIRED: 'gray',
};

const WITHDRAWAL_COLORS: Record<Withdrawal['status'], MantineColor> = {
  REVIEW: 'blue',
  REJECTED: 'ruby',
  PAYING: 'gold',
  DISPUTED: 'orange',
  COMPLETED: 'teal',
};

export const DepositStatusBadge = ({ status }: { status: Deposit['status'] }) => {
  const { t } = useTranslation('payments');
  return (
    <Badge color={DEPOSIT_COLORS[status]} variant="light">
      {t(`depositStatus.${status}`)}
    </Badge>
  );
};

export const WithdrawalStatusBadge = ({ status }: { status: Withdrawal['status'] }) => {
  const { t } = useTranslation('payments');
  return (
    <Badge color={WITHDRAWAL_COLORS[status]} variant="light">
      {t(`withdrawalStatus.${status}`)}
    </Badge>
  );
};
