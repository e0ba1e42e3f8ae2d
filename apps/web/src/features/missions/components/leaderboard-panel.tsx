import { Alert, Badge, Card, Group, SegmentedControl, Skeleton, Stack, Table, Text, ThemeIcon } from '@mantine/core';
import { IconTrophy } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { MemberLeaderboard } from '@perya/contracts';

import { EmptyState } from '@/components/ui/empty-state';
import { MoneyText } from '@/components/ui/money-text';
import { errorText } from '@/lib/error-text';

import { leaderboardQueryOptions, leaderboardsQueryOptions } from '../api/missions';
import { formatFigure, timeLeft } from '../utils/format';
import { useMetricText } from './mission-card';
import classes from './missions.module.css';

const RANK_COLORS = ['gold', 'gray', 'orange'] as const;

const Standings = ({ board }: { board: MemberLeaderboard }) => {
  const { t, i18n } = useTranslation('missions');
  const metricText = useMetricText();
  const [period, setPeriod] = useState<'CURRENT' | 'PREVIOUS'>('CURRENT');
  const standing = useQuery(leaderboardQueryOptions(board.id, period));
  const [now] = useState(() => Date.now());
  const figure = (value: string) => formatFigure(board.metric, value, i18n.language);
  const left = standing.data ? timeLeft(standing.data.endsAt, now) : null;

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs">
        <div>
          <Text fw={700}>{board.title}</Text>
          <Text fz="sm" c="dimmed">
            {t('rankedBy', { metric: metricText(board.metric, board.category), period: t(`period.${board.period}`) })}
          </Text>
        </div>
        <SegmentedControl
          size="xs"
          value={period}
          onChange={(value) => setPeriod(value as 'CURRENT' | 'PREVIOUS')}
          data={[
            { value: 'CURRENT', label: t('board.current') },
            { value: 'PREVIOUS', label: t('board.previous') },
          ]}
        />
      </Group>
      {standing.isError && !standing.data && (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(standing.error, t)}
        </Alert>
      )}
      {!standing.data && !standing.isError && <Skeleton height={200} radius="md" />}
      {standing.data && (
        <>
          <Group gap="xs">
            <Badge variant="light" color="gray">
              {t('board.dates', { from: standing.data.periodStart, to: standing.data.periodEnd })}
            </Badge>
            {period === 'CURRENT' && left && (
              <Badge variant="light" color="gold">
                {left.days > 0
                  ? t('endsInDays', { days: left.days, hours: left.hours })
                  : t('endsIn', { hours: left.hours, minutes: left.minutes })}
              </Badge>
            )}
            {period === 'PREVIOUS' && (
              <Badge variant="light" color={standing.data.settled ? 'teal' : 'gray'}>
                {standing.data.settled ? t('board.paid') : t('board.settling')}
              </Badge>
            )}
          </Group>
          <Card bg="dark.6" padding="sm" className={classes.footer} data-testid="leaderboard-me">
            <Group justify="space-between" gap="xs">
              <Text fz="sm" fw={700}>
                {standing.data.footer.rank === null
                  ? t('board.unranked')
                  : t('board.myRank', { rank: standing.data.footer.rank })}
              </Text>
              <Group gap="md">
                <Text fz="sm">{figure(standing.data.footer.reachedValue)}</Text>
                {standing.data.footer.prizeMinor !== '0' && (
                  <MoneyText minor={standing.data.footer.prizeMinor} fz="sm" c="gold.4" fw={700} />
                )}
              </Group>
            </Group>
          </Card>
          {standing.data.list.length === 0 ? (
            <EmptyState icon={<IconTrophy size={28} />} title={t('board.emptyTitle')} text={t('board.emptyText')} />
          ) : (
            <Table.ScrollContainer minWidth={320}>
              <Table className={classes.table} verticalSpacing={6} data-testid="leaderboard-table">
                <Table.Thead>
                  <Table.Tr>
                    <Table.Th w={60}>{t('board.rank')}</Table.Th>
                    <Table.Th>{t('board.player')}</Table.Th>
                    <Table.Th ta="right">{t(`board.value.${board.metric}`)}</Table.Th>
                    <Table.Th ta="right">{t('board.prize')}</Table.Th>
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {standing.data.list.map((row, index) => (
                    <Table.Tr
                      key={`${row.rank}-${row.account}-${index}`}
                      className={row.me ? classes.me : undefined}
                      data-testid="leaderboard-row"
                    >
                      <Table.Td>
                        {row.rank <= 3 ? (
                          <ThemeIcon size={26} radius="xl" variant="light" color={RANK_COLORS[row.rank - 1]}>
                            <Text fz="xs" fw={800}>
                              {row.rank}
                            </Text>
                          </ThemeIcon>
                        ) : (
                          <Text fz="sm" pl={8}>
                            {row.rank}
                          </Text>
                        )}
                      </Table.Td>
                      <Table.Td>
                        <Text fz="sm" fw={row.me ? 700 : 400}>
                          {row.me ? t('board.you', { account: row.account }) : row.account}
                        </Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        <Text fz="sm">{figure(row.reachedValue)}</Text>
                      </Table.Td>
                      <Table.Td ta="right">
                        {row.prizeMinor === '0' ? (
                          <Text fz="sm" c="dimmed">
                            —
                          </Text>
                        ) : (
                          <MoneyText minor={row.prizeMinor} fz="sm" c="gold.4" />
                        )}
                      </Table.Td>
                    </Table.Tr>
                  ))}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          <Text fz="xs" c="dimmed">
            {t('board.rules', { multiplier: board.turnoverMultiplier })}
          </Text>
        </>
      )}
    </Stack>
  );
};

/** The leaderboards running now: one at a time, this period or the last, with my own place. */
export const LeaderboardPanel = () => {
  const { t } = useTranslation('missions');
  const boards = useQuery(leaderboardsQueryOptions());
  const [chosen, setChosen] = useState<number | null>(null);
  if (boards.isError && !boards.data)
    return (
      <Alert color="ruby" variant="light" role="alert">
        {errorText(boards.error, t)}
      </Alert>
    );
  if (!boards.data) return <Skeleton height={240} radius="md" />;
  if (boards.data.list.length === 0)
    return <EmptyState icon={<IconTrophy size={28} />} title={t('board.noneTitle')} text={t('board.noneText')} />;
  const board = boards.data.list.find((b) => b.id === chosen) ?? boards.data.list[0]!;
  return (
    <Card bg="dark.7" padding="lg">
      {boards.data.list.length > 1 && (
        <SegmentedControl
          mb="md"
          fullWidth
          value={String(board.id)}
          onChange={(value) => setChosen(Number(value))}
          data={boards.data.list.map((b) => ({ value: String(b.id), label: b.title }))}
        />
      )}
      <Standings key={board.id} board={board} />
    </Card>
  );
};
