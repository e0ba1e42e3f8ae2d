import { Alert, Card, Paper, SimpleGrid, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { Balance } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

const Stat = ({
  label,
  minor,
  currency,
  isMain = false,
}: {
  label: string;
  minor: string;
  currency: string;
  isMain?: boolean;
}) => (
  <Paper
    p="sm"
    radius="md"
    bg={isMain ? 'var(--mantine-color-gold-light)' : 'dark.6'}
    style={{ border: `1px solid var(--mantine-color-${isMain ? 'gold-7' : 'dark-5'})` }}
  >
    <Text fz="xs" c={isMain ? 'gold.3' : 'dimmed'} tt="uppercase" fw={600}>
      {label}
    </Text>
    <MoneyText
      minor={minor}
      currency={currency}
      fz={{ base: 'md', sm: 'lg' }}
      fw={800}
      c={isMain ? 'gold.4' : undefined}
    />
  </Paper>
);

/** Balance, held, wagering owed and what may be withdrawn now, with the wagering lock explained. */
export const BalanceSummary = ({ balance }: { balance: Balance }) => {
  const { t } = useTranslation('payments');
  const isWageringLocked = BigInt(balance.wageringOwedMinor) > 0n;
  return (
    <Card bg="dark.7" component="section" aria-label={t('balance.title')}>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Stat label={t('balance.balance')} minor={balance.balanceMinor} currency={balance.currency} />
        <Stat label={t('balance.held')} minor={balance.heldMinor} currency={balance.currency} />
        <Stat label={t('balance.wageringOwed')} minor={balance.wageringOwedMinor} currency={balance.currency} />
        <Stat label={t('balance.withdrawable')} minor={balance.withdrawableMinor} currency={balance.currency} isMain />
      </SimpleGrid>
      {isWageringLocked && (
        <Alert mt="md" variant="light" color="gold" icon={<IconLock size={18} />} title={t('balance.wageringTitle')}>
          <Text fz="sm">
            {t('balance.wageringTextBefore')}{' '}
            <MoneyText minor={balance.wageringOwedMinor} currency={balance.currency} fz="sm" fw={700} />{' '}
            {t('balance.wageringTextAfter')}
          </Text>
        </Alert>
      )}
      {BigInt(balance.heldMinor) > 0n && (
        <Text mt="sm" fz="xs" c="dimmed">
          {t('balance.heldText')}
        </Text>
      )}
    </Card>
  );
};
