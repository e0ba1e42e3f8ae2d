import { Alert, Badge, Button, Card, Group, SegmentedControl, Skeleton, Stack, Text } from '@mantine/core';
import { IconAward, IconGift } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import type { Reward } from '@perya/contracts';
import { formatMoney } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { MoneyText } from '@/components/ui/money-text';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';
import { useSessionStore } from '@/stores/session-store';

import { rewardCentreQueryOptions, useClaimAll, useClaimReward } from '../api/promotions';
import { dateText, isPointsReward, pointsText } from '../utils/describe';

const RewardCard = ({ reward }: { reward: Reward }) => {
  const { t, i18n } = useTranslation('promotions');
  const claim = useClaimReward();
  const locale = i18n.language;
  return (
    <Card bg="dark.7" radius="md" padding="md" data-testid="reward-card">
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <Stack gap={4} style={{ minWidth: 0 }}>
          <Group gap="xs">
            <Badge variant="light" color="gold" size="sm">
              {t(`category.${reward.category}`)}
            </Badge>
            {reward.status !== 'WAITING' && (
              <Badge color={reward.status === 'EXPIRED' ? 'gray' : 'teal'} size="sm">
                {t(`centre.status.${reward.status}`)}
              </Badge>
            )}
            {reward.onHold && (
              <Badge color="orange" variant="light" size="sm">
                {t('centre.onHold')}
              </Badge>
            )}
          </Group>
          <Text fw={700} lineClamp={2}>
            {reward.promotionName}
          </Text>
          {isPointsReward(reward) ? (
            <Text fz={22} fw={800} c="gold.4" data-testid="reward-points">
              {pointsText(reward.points, t, locale)}
            </Text>
          ) : (
            <MoneyText minor={reward.amountMinor} fz={22} fw={800} c="gold.4" />
          )}
          <Text fz="xs" c="dimmed">
            {isPointsReward(reward)
              ? t('centre.toPoints')
              : reward.turnoverMultiplier > 0
                ? t('centre.wagering', { times: reward.turnoverMultiplier })
                : t('centre.noWagering')}
            {reward.basisMinor !== '0' &&
              ` · ${t('centre.from', { amount: formatMoney(reward.basisMinor, { locale }) })}`}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('centre.earned', { date: dateText(reward.createdAt, locale) })}
            {reward.status === 'WAITING' &&
              reward.expiresAt &&
              ` · ${t('centre.expires', { date: dateText(reward.expiresAt, locale) })}`}
          </Text>
          {reward.onHold && (
            <Text fz="xs" c="orange.3">
              {t('centre.onHoldText')}
            </Text>
          )}
        </Stack>
        {reward.status === 'WAITING' && !reward.onHold && (
          <Button variant="gradient" loading={claim.isPending} onClick={() => claim.mutate(reward.id)}>
            {t('actions.claim')}
          </Button>
        )}
      </Group>
    </Card>
  );
};

/** /member/rewardCenter (spec §2.5): rewards waiting, each claimed in one click (or all at once), and the history. */
export const RewardCentrePage = () => {
  const { t } = useTranslation('promotions');
  useDocumentTitle(t('centre.title'));
  const token = useSessionStore((state) => state.token);
  const [tab, setTab] = useState<'waiting' | 'history'>('waiting');
  const centre = useQuery(rewardCentreQueryOptions(token));
  const claimAll = useClaimAll();

  let body: ReactNode;
  if (centre.isError && !centre.data) {
    body = (
      <Alert color="ruby" variant="light" role="alert">
        <Text fz="sm" mb="sm">
          {errorText(centre.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void centre.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  } else if (!centre.data) {
    body = (
      <Stack gap="sm" data-testid="rewards-loading">
        {[0, 1].map((index) => (
          <Skeleton key={index} height={120} radius="md" />
        ))}
      </Stack>
    );
  } else {
    const rewards = tab === 'waiting' ? centre.data.waiting : centre.data.history;
    body =
      rewards.length === 0 ? (
        <EmptyState
          icon={<IconGift size={28} />}
          title={tab === 'waiting' ? t('centre.empty') : t('centre.historyEmpty')}
          action={
            <Button component={Link} to={paths.promotions} variant="light">
              {t('centre.seePromotions')}
            </Button>
          }
        />
      ) : (
        <Stack gap="sm">
          {rewards.map((reward) => (
            <RewardCard key={reward.id} reward={reward} />
          ))}
        </Stack>
      );
  }

  const waitingCount = centre.data?.waitingCount ?? 0;
  return (
    <Stack gap="md">
      <PageHeader
        title={t('centre.title')}
        subtitle={t('centre.subtitle')}
        icon={<IconAward size={26} />}
        actions={
          waitingCount > 1 ? (
            <Button variant="gradient" loading={claimAll.isPending} onClick={() => claimAll.mutate()}>
              {t('actions.claimAll')}
            </Button>
          ) : undefined
        }
      />
      <SegmentedControl
        value={tab}
        onChange={(value) => setTab(value === 'history' ? 'history' : 'waiting')}
        data={[
          { value: 'waiting', label: `${t('centre.waiting')}${waitingCount > 0 ? ` (${waitingCount})` : ''}` },
          { value: 'history', label: t('centre.history') },
        ]}
      />
      {body}
      <Group>
        <Button component={Link} to={paths.memberPage('bonusDetails')} variant="subtle" color="gray">
          {t('centre.bonusDetails')}
        </Button>
      </Group>
    </Stack>
  );
};
