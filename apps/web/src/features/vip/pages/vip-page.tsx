import { Alert, Badge, Button, Card, Group, Progress, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconCrown } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { CurrencyCode, MyVip, VipLevel, VipProgress } from '@perya/contracts';
import { formatMoney } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { SectionTitle } from '@/components/ui/section-title';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';

import { myVipQueryOptions } from '../api/vip';
import classes from '../components/vip.module.css';

const useMoney = (currency: string) => {
  const { i18n } = useTranslation();
  return (minor: string) => formatMoney(minor, { currency: currency as CurrencyCode, locale: i18n.language });
};

/** What a level still needs, in one sentence (both, either, or nothing left). */
const needText = (progress: VipProgress, money: (minor: string) => string, t: TFunction<'vip'>) => {
  const bet = progress.needValidBetMinor !== '0';
  const deposit = progress.needDepositMinor !== '0';
  if (progress.progressBasisPoints >= 10_000) return t('progress.met');
  const values = { bet: money(progress.needValidBetMinor), deposit: money(progress.needDepositMinor) };
  if (bet && deposit) return t(progress.condition === 'ALL' ? 'progress.needBoth' : 'progress.needEither', values);
  return t(bet ? 'progress.needBet' : 'progress.needDeposit', values);
};

const ProgressCard = ({ vip, progress, kind }: { vip: MyVip; progress: VipProgress; kind: 'next' | 'keep' }) => {
  const { t } = useTranslation('vip');
  const money = useMoney(vip.currency);
  const percent = progress.progressBasisPoints / 100;
  return (
    <Card bg="dark.7" padding="lg" data-testid={`vip-${kind}`}>
      <Group justify="space-between" wrap="nowrap" gap="sm" mb="xs">
        <Title order={3} fz="lg">
          {t(`${kind}.title`, { name: progress.name })}
        </Title>
        <Text fw={800} c="gold.4">
          {`${Math.floor(percent)}%`}
        </Text>
      </Group>
      <Progress
        value={percent}
        color="gold"
        size="lg"
        radius="xl"
        aria-label={t(`${kind}.title`, { name: progress.name })}
        data-testid={`vip-${kind}-bar`}
      />
      <Text fz="sm" mt="xs">
        {needText(progress, money, t)}
      </Text>
      <Text fz="xs" c="dimmed" mt={4}>
        {t(`${kind}.hint`)}
      </Text>
    </Card>
  );
};

const LevelCard = ({ level, current, currency }: { level: VipLevel; current: boolean; currency: string }) => {
  const { t } = useTranslation('vip');
  const money = useMoney(currency);
  const threshold =
    level.level === 0
      ? t('ladder.everyone')
      : [
          level.minValidBetMinor !== '0' ? t('ladder.bet', { amount: money(level.minValidBetMinor) }) : null,
          level.minDepositMinor !== '0' ? t('ladder.deposit', { amount: money(level.minDepositMinor) }) : null,
        ]
          .filter(Boolean)
          .join(level.condition === 'ALL' ? t('ladder.and') : t('ladder.or'));
  const perks = [
    level.upgradeBonusMinor !== '0' ? t('ladder.upgrade', { amount: money(level.upgradeBonusMinor) }) : null,
    level.monthlyBonusMinor !== '0' ? t('ladder.monthly', { amount: money(level.monthlyBonusMinor) }) : null,
    level.birthdayBonusMinor === '0'
      ? null
      : level.birthdayMinDeposits > 0
        ? t('ladder.birthdayWithDeposits', {
            amount: money(level.birthdayBonusMinor),
            count: level.birthdayMinDeposits,
          })
        : t('ladder.birthday', { amount: money(level.birthdayBonusMinor) }),
    level.dailyWithdrawalCount !== null ? t('ladder.withdrawals', { count: level.dailyWithdrawalCount }) : null,
    level.dailyWithdrawalLimitMinor !== null
      ? t('ladder.withdrawLimit', { amount: money(level.dailyWithdrawalLimitMinor) })
      : null,
  ].filter((perk): perk is string => perk !== null);
  return (
    <div className={`${classes.level} ${current ? classes.current : ''}`} data-testid="vip-level">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={800}>{level.name}</Text>
        {current && (
          <Badge color="gold" variant="light" size="sm">
            {t('ladder.you')}
          </Badge>
        )}
      </Group>
      <Text fz="xs" c="dimmed">
        {threshold}
      </Text>
      {perks.map((perk) => (
        <Text fz="sm" key={perk}>
          {perk}
        </Text>
      ))}
      {perks.length > 0 && level.turnoverMultiplier > 0 && (
        <Text fz="xs" c="dimmed">
          {t('ladder.turnover', { count: level.turnoverMultiplier })}
        </Text>
      )}
    </div>
  );
};

/** /member/vip: the member's level, this month's figures, what the next level needs (a bar), the ladder. */
export const VipPage = () => {
  const { t } = useTranslation('vip');
  useDocumentTitle(t('title'));
  const mine = useQuery(myVipQueryOptions());

  let body;
  if (mine.isError && !mine.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert" title={t('loadError')}>
        <Text fz="sm" mb="sm">
          {errorText(mine.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void mine.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!mine.data) {
    body = <Skeleton height={260} radius="md" data-testid="vip-loading" />;
  } else {
    const vip = mine.data;
    body = (
      <>
        <Card bg="dark.7" padding="lg" data-testid="vip-summary">
          <Group gap="sm" wrap="nowrap" mb="sm">
            <IconCrown size={32} color="var(--mantine-color-gold-4)" aria-hidden />
            <div style={{ minWidth: 0 }}>
              <Text fz="xs" c="dimmed">
                {t('summary.level')}
              </Text>
              <Text fz="xl" fw={800} data-testid="vip-level-name">
                {vip.name}
              </Text>
            </div>
          </Group>
          <SimpleGrid cols={2} spacing="sm">
            <div className={classes.stat}>
              <Text fz="xs" c="dimmed">
                {t('summary.validBet', { month: vip.month })}
              </Text>
              <MoneyText minor={vip.validBetMinor} currency={vip.currency} fz="lg" fw={800} />
            </div>
            <div className={classes.stat}>
              <Text fz="xs" c="dimmed">
                {t('summary.deposits', { month: vip.month })}
              </Text>
              <MoneyText minor={vip.depositMinor} currency={vip.currency} fz="lg" fw={800} />
            </div>
          </SimpleGrid>
        </Card>
        {vip.next ? (
          <ProgressCard vip={vip} progress={vip.next} kind="next" />
        ) : (
          <Alert color="gold" variant="light" data-testid="vip-top">
            {t('top')}
          </Alert>
        )}
        {vip.keep && <ProgressCard vip={vip} progress={vip.keep} kind="keep" />}
        <Card bg="dark.7" padding="lg">
          <Title order={3} fz="lg" mb="xs">
            {t('ladder.title')}
          </Title>
          <Text fz="xs" c="dimmed" mb="sm">
            {t('ladder.rules')}
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="sm">
            {vip.levels.map((level) => (
              <LevelCard key={level.level} level={level} current={level.level === vip.level} currency={vip.currency} />
            ))}
          </SimpleGrid>
        </Card>
      </>
    );
  }

  return (
    <Stack gap="md">
      <SectionTitle title={t('title')} intro={t('intro')} />
      {body}
    </Stack>
  );
};
