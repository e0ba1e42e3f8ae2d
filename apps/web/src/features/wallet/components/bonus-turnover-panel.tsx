import { Anchor, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconHourglassHigh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { MoneyText } from '@/components/ui/money-text';
import { paths } from '@/config/paths';
import { balanceQueryOptions } from '@/lib/balance-query';

import { activeBonusesQueryOptions } from '../api/records';
import { TurnoverMeter } from './turnover-meter';

/**
 * The withdraw page's answer (composed in by app/routes/withdraw-with-turnover.tsx) to "why can't I withdraw it all?": the part of the available balance
 * that bonus turnover still holds back, in one sentence, a turnover meter per active bonus, and
 * the way to the bonus details (what counted, the rules, giving a bonus up). Shown only while
 * turnover is owed.
 */
export const BonusTurnoverPanel = () => {
  const { t } = useTranslation('wallet');
  const { data: balance } = useQuery(balanceQueryOptions());
  const isOwed = balance ? BigInt(balance.wageringOwedMinor) > 0n : false;
  const bonuses = useQuery({ ...activeBonusesQueryOptions(), enabled: isOwed });
  if (!balance || !isOwed) return null;
  const locked = BigInt(balance.availableMinor) - BigInt(balance.withdrawableMinor);
  const money = (minor: bigint | string) => (
    <MoneyText minor={minor.toString()} currency={balance.currency} fz="sm" fw={700} c="gold.4" />
  );
  return (
    <Card bg="dark.7" component="section" aria-label={t('withdrawTurnover.title')} data-testid="bonus-turnover-panel">
      <Stack gap="sm">
        <Text fw={700} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <IconHourglassHigh size={18} color="var(--mantine-color-gold-4)" aria-hidden />
          {t('withdrawTurnover.title')}
        </Text>
        <Text fz="sm" data-testid="turnover-sentence">
          {/* The amounts are formatted money, placed where each language's sentence names them. */}
          <Trans
            t={t}
            i18nKey="withdrawTurnover.sentence"
            components={{
              locked: money(locked < 0n ? 0n : locked),
              available: money(balance.availableMinor),
              owed: money(balance.wageringOwedMinor),
            }}
          />
        </Text>
        {bonuses.isPending && <Skeleton height={48} radius="md" aria-label={t('withdrawTurnover.loading')} />}
        {bonuses.data?.list.map((bonus) => (
          <Stack key={bonus.id} gap={4}>
            <Text fz="sm" fw={600} truncate>
              {bonus.title}
            </Text>
            <TurnoverMeter bonus={bonus} currency={balance.currency} />
          </Stack>
        ))}
        <Anchor component={Link} to={paths.memberPage('bonusDetails')} fz="sm" c="gold.4">
          {t('withdrawTurnover.link')}
        </Anchor>
      </Stack>
    </Card>
  );
};
