import { Badge } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Transaction } from '@perya/contracts';

const COLORS: Record<Transaction['status'], string> = {
  POSTED: 'teal',
  PENDING: 'gold',
  SETTLED: 'blue',
  VOIDED: 'gray',
};

export const RecordStatusBadge = ({ status }: { status: Transaction['status'] }) => {
  const { t } = useTranslation('wallet');
  return (
    <Badge color={COLORS[status]} variant="light" size="sm">
      {t(`status.${status}`)}
    </Badge>
  );
};
