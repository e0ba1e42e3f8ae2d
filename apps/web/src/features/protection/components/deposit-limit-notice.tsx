import { Alert } from '@mantine/core';
import { IconGauge } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';

import { protectionQueryOptions } from '../api/protection';
import { formatPeso, formatWhen } from '../utils/format';

/** On the deposit page: what the tightest deposit limit leaves, or that it is reached and when it resets. */
export const DepositLimitNotice = () => {
  const { t, i18n } = useTranslation('protection');
  const state = useQuery(protectionQueryOptions());
  const tightest = (state.data?.limits ?? [])
    .filter((limit) => limit.kind === 'DEPOSIT' && limit.remainingMinor !== null)
    .sort((a, b) => (BigInt(a.remainingMinor ?? 0) < BigInt(b.remainingMinor ?? 0) ? -1 : 1))[0];
  if (!tightest?.remainingMinor) return null;
  const period = t(`limits.periods.${tightest.period}`);
  const reached = BigInt(tightest.remainingMinor) === 0n;
  return (
    <Alert
      color={reached ? 'red' : 'gold'}
      variant="light"
      icon={<IconGauge size={18} />}
      data-testid="deposit-limit-notice"
    >
      {reached
        ? t('deposit.reached', { period, at: formatWhen(tightest.resetsAt, i18n.language) })
        : t('deposit.remaining', { period, amount: formatPeso(tightest.remainingMinor, i18n.language) })}
    </Alert>
  );
};
