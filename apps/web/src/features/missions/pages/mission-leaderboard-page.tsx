import { Alert, Button, Group, SimpleGrid, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconListCheck, IconTargetArrow, IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberMission } from '@perya/contracts';
import { formatMoney } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { SectionTitle } from '@/components/ui/section-title';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { errorText } from '@/lib/error-text';

import { missionSummaryQueryOptions, useClaimMission } from '../api/missions';
import { LeaderboardPanel } from '../components/leaderboard-panel';
import { MissionCard } from '../components/mission-card';
import { timeLeft } from '../utils/format';

const MissionGroup = ({
  period,
  missions,
  claiming,
  onClaim,
}: {
  period: MemberMission['period'];
  missions: MemberMission[];
  claiming: { missionId: number; milestone: number } | null;
  onClaim: (missionId: number, milestone: number) => void;
}) => {
  const { t } = useTranslation('missions');
  const [now] = useState(() => Date.now());
  if (missions.length === 0) return null;
  const left = timeLeft(missions[0]!.endsAt, now);
  return (
    <Stack gap="sm" data-testid={`missions-${period.toLowerCase()}`}>
      <Group justify="space-between" gap="xs">
        <Title order={3} fz="lg">
          {t(`group.${period}`)}
        </Title>
        <Text fz="sm" c="dimmed">
          {left.days > 0
            ? t('resetsInDays', { days: left.days, hours: left.hours })
            : t('resetsIn', { hours: left.hours, minutes: left.minutes })}
        </Text>
      </Group>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
        {missions.map((mission) => (
          <MissionCard
            key={mission.missionId}
            mission={mission}
            claiming={claiming?.missionId === mission.missionId ? claiming.milestone : null}
            onClaim={(milestone) => onClaim(mission.missionId, milestone)}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
};

const Missions = () => {
  const { t, i18n } = useTranslation('missions');
  const summary = useQuery(missionSummaryQueryOptions());
  const claim = useClaimMission();
  const [claiming, setClaiming] = useState<{ missionId: number; milestone: number } | null>(null);

  const onClaim = async (missionId: number, milestone: number) => {
    setClaiming({ missionId, milestone });
    const outcome = await claim.submit({ missionId, milestone });
    setClaiming(null);
    if (outcome.ok)
      notifications.show({
        color: 'teal',
        title: t('claimedTitle'),
        message: t('claimedText', {
          amount: formatMoney(outcome.result.amountMinor, { locale: i18n.language }),
          multiplier: outcome.result.turnoverMultiplier,
        }),
      });
    else notifications.show({ color: 'ruby', title: t('claimFailed'), message: outcome.message });
  };

  if (summary.isError && !summary.data)
    return (
      <Alert color="ruby" variant="light" role="alert" title={t('loadError')}>
        <Text fz="sm" mb="sm">
          {errorText(summary.error, t)}
        </Text>
        <Button size="xs" variant="light" onClick={() => void summary.refetch()}>
          {t('common:actions.retry')}
        </Button>
      </Alert>
    );
  if (!summary.data)
    return (
      <Stack gap="md" data-testid="missions-loading">
        <Skeleton height={180} radius="md" />
        <Skeleton height={180} radius="md" />
      </Stack>
    );
  if (summary.data.list.length === 0)
    return <EmptyState icon={<IconTargetArrow size={28} />} title={t('emptyTitle')} text={t('emptyText')} />;
  return (
    <Stack gap="xl">
      {(['DAILY', 'WEEKLY'] as const).map((period) => (
        <MissionGroup
          key={period}
          period={period}
          missions={summary.data.list.filter((m) => m.period === period)}
          claiming={claiming}
          onClaim={(missionId, milestone) => void onClaim(missionId, milestone)}
        />
      ))}
    </Stack>
  );
};

/** /member/missionLeaderboard (spec §2.5): this period's missions with their claims, and the leaderboards. */
export const MissionLeaderboardPage = () => {
  const { t } = useTranslation('missions');
  useDocumentTitle(t('title'));
  const summary = useQuery(missionSummaryQueryOptions());
  const claimable = summary.data?.claimableTotal ?? 0;
  return (
    <Stack gap="md">
      <SectionTitle title={t('title')} intro={t('intro')} />
      <Tabs defaultValue="missions" keepMounted={false} color="gold">
        <Tabs.List mb="md">
          <Tabs.Tab value="missions" leftSection={<IconListCheck size={16} />}>
            {claimable > 0 ? t('tabs.missionsCount', { count: claimable }) : t('tabs.missions')}
          </Tabs.Tab>
          <Tabs.Tab value="leaderboard" leftSection={<IconTrophy size={16} />}>
            {t('tabs.leaderboard')}
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="missions">
          <Missions />
        </Tabs.Panel>
        <Tabs.Panel value="leaderboard">
          <LeaderboardPanel />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
};
