import { Badge, Button, Card, Group, Progress, Stack, Text } from '@mantine/core';
import { IconCircleCheck, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { MemberMission } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { formatFigure, percentOf } from '../utils/format';
import classes from './missions.module.css';

/** What the mission counts, in words: "Valid bets on Slots", "Days logged in"… */
export const useMetricText = () => {
  const { t } = useTranslation('missions');
  return (metric: MemberMission['metric'], category: string | null) =>
    category
      ? t(`metricIn.${metric}`, { category: t(`categories.${category}`, { defaultValue: category }) })
      : t(`metric.${metric}`);
};

/** A mission of this period: progress toward the next milestone, each milestone with its reward and claim. */
export const MissionCard = ({
  mission,
  onClaim,
  claiming,
}: {
  mission: MemberMission;
  onClaim: (milestone: number) => void;
  /** The milestone being claimed, if any. */
  claiming: number | null;
}) => {
  const { t, i18n } = useTranslation('missions');
  const metricText = useMetricText();
  const figure = (value: string) => formatFigure(mission.metric, value, i18n.language);
  const next = mission.milestones.find((m) => !m.reached) ?? mission.milestones.at(-1);
  const target = next?.target ?? '1';
  return (
    <Card bg="dark.7" padding="lg" className={classes.mission} data-testid="mission-card">
      <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
        <div>
          <Text fw={700} fz="lg">
            {mission.title}
          </Text>
          <Text fz="sm" c="dimmed">
            {mission.description || metricText(mission.metric, mission.category)}
          </Text>
        </div>
        <Badge variant="light" color={mission.period === 'DAILY' ? 'gold' : 'grape'} style={{ flexShrink: 0 }}>
          {t(`period.${mission.period}`)}
        </Badge>
      </Group>
      <Group justify="space-between" mt="md" mb={4} gap="xs">
        <Text fz="sm">{metricText(mission.metric, mission.category)}</Text>
        <Text fz="sm" fw={700} data-testid="mission-progress" style={{ fontVariantNumeric: 'tabular-nums' }}>
          {t('progressOf', { progress: figure(mission.progress), target: figure(target) })}
        </Text>
      </Group>
      <Progress
        value={percentOf(mission.progress, target)}
        color="gold"
        size="md"
        radius="xl"
        aria-label={t('progressLabel', { title: mission.title })}
      />
      <Stack gap={6} mt="md">
        {mission.milestones.map((m) => (
          <Group key={m.milestone} className={classes.milestone} justify="space-between" wrap="nowrap" gap="xs">
            <div>
              <Text fz="sm" fw={600}>
                {t('milestone', { target: figure(m.target) })}
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text fz="xs" c="dimmed">
                  {t('reward')}
                </Text>
                <MoneyText minor={m.rewardMinor} fz="xs" c="gold.4" fw={700} />
                {mission.turnoverMultiplier > 0 && (
                  <Text fz="xs" c="dimmed">
                    {t('turnover', { multiplier: mission.turnoverMultiplier })}
                  </Text>
                )}
              </Group>
            </div>
            {m.claimed ? (
              <Badge color="teal" variant="light" leftSection={<IconCircleCheck size={14} />}>
                {t('claimed')}
              </Badge>
            ) : m.reached ? (
              <Button
                size="xs"
                color="gold"
                loading={claiming === m.milestone}
                disabled={claiming !== null && claiming !== m.milestone}
                onClick={() => onClaim(m.milestone)}
              >
                {t('claim')}
              </Button>
            ) : (
              <Group gap={4} wrap="nowrap" c="dimmed">
                <IconLock size={14} />
                <Text fz="xs">
                  {t('toGo', {
                    left: figure((BigInt(m.target) - BigInt(mission.progress)).toString()),
                  })}
                </Text>
              </Group>
            )}
          </Group>
        ))}
      </Stack>
    </Card>
  );
};
