import { Badge, Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Bonus } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { permille } from '../utils/money';
import classes from './wallet.module.css';

const STATUS_COLORS: Record<Bonus['status'], string> = { ACTIVE: 'gold', COMPLETED: 'teal', FORFEITED: 'gray' };

/** One bonus: amount, wagering progress (wagered of required) and when it was granted and completed. */
export const BonusCard = ({ bonus, currency }: { bonus: Bonus; currency: string }) => {
  const { t } = useTranslation('wallet');
  const share = BigInt(bonus.requiredMinor) === 0n ? 1000 : permille(bonus.wageredMinor, bonus.requiredMinor);
  return (
    <div className={classes.recordCard} data-testid="bonus-card">
      <Stack gap="sm" py={4}>
        <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
          <div style={{ minWidth: 0 }}>
            <Text fw={700} truncate>
              {bonus.title}
            </Text>
            <Text fz="xs" c="dimmed">
              {t('bonus.turnover', { multiplier: bonus.turnoverMultiplier })}
            </Text>
          </div>
          <Stack gap={4} align="flex-end">
            <MoneyText minor={bonus.amountMinor} currency={currency} fz="lg" fw={800} c="gold.4" />
            <Badge color={STATUS_COLORS[bonus.status]} variant="light" size="sm">
              {t(`bonus.status.${bonus.status}`)}
            </Badge>
          </Stack>
        </Group>
        <div>
          <Group justify="space-between" gap="xs" mb={6}>
            <Text fz="xs" c="dimmed">
              {t('bonus.wagered')}{' '}
              <MoneyText minor={bonus.wageredMinor} currency={currency} fz="xs" c="gray.2" fw={600} />
              {' / '}
              <MoneyText minor={bonus.requiredMinor} currency={currency} fz="xs" c="gray.2" fw={600} />
            </Text>
            <Text fz="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {(share / 10).toFixed(1)}%
            </Text>
          </Group>
          <Progress
            value={share / 10}
            color={bonus.status === 'FORFEITED' ? 'gray' : bonus.status === 'COMPLETED' ? 'teal' : 'gold'}
            size="md"
            radius="xl"
            aria-label={t('bonus.progressOf', { title: bonus.title })}
          />
        </div>
        <SimpleGrid cols={{ base: 1, xs: 3 }} spacing={4}>
          <Text fz="xs" c="dimmed">
            {t('bonus.remaining')}{' '}
            <MoneyText minor={bonus.remainingMinor} currency={currency} fz="xs" c="gray.2" fw={600} />
          </Text>
          <Text fz="xs" c="dimmed">
            {t('bonus.grantedAt')}{' '}
            <Text span fz="xs" c="gray.2" ff="monospace">
              {bonus.grantedAt}
            </Text>
          </Text>
          <Text fz="xs" c="dimmed">
            {t('bonus.completedAt')}{' '}
            <Text span fz="xs" c="gray.2" ff="monospace">
              {bonus.completedAt ?? '—'}
            </Text>
          </Text>
        </SimpleGrid>
      </Stack>
    </div>
  );
};
