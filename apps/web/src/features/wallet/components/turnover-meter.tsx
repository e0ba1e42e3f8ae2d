import { Group, Progress, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Bonus } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { permille } from '../utils/money';

/** How far a bonus's turnover is, in tenths of a percent (a bonus without turnover is complete). */
export const turnoverPermille = (bonus: Pick<Bonus, 'wageredMinor' | 'requiredMinor'>): number =>
  BigInt(bonus.requiredMinor) === 0n ? 1000 : permille(bonus.wageredMinor, bonus.requiredMinor);

type MeterBonus = Pick<Bonus, 'title' | 'status' | 'wageredMinor' | 'requiredMinor' | 'remainingMinor' | 'expiresAt'>;

/**
 * The turnover meter of one bonus: done of required as a bar and in figures, what is left and,
 * for an active bonus with an end, until when. Shown on the withdraw page and on bonus details.
 */
export const TurnoverMeter = ({ bonus, currency }: { bonus: MeterBonus; currency: string }) => {
  const { t } = useTranslation('wallet');
  const share = turnoverPermille(bonus);
  const isActive = bonus.status === 'ACTIVE';
  return (
    <Stack gap={6} data-testid="turnover-meter">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text fz="xs" c="dimmed">
          {t('bonus.wagered')} <MoneyText minor={bonus.wageredMinor} currency={currency} fz="xs" c="gray.2" fw={600} />
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
      {isActive && (
        <Text fz="xs" c="dimmed">
          {t('bonus.toGo')} <MoneyText minor={bonus.remainingMinor} currency={currency} fz="xs" c="gold.4" fw={700} />
          {bonus.expiresAt && (
            <>
              {' · '}
              {t('bonus.expiresAt')}{' '}
              <Text span fz="xs" c="gray.2" ff="monospace">
                {bonus.expiresAt}
              </Text>
            </>
          )}
        </Text>
      )}
    </Stack>
  );
};
