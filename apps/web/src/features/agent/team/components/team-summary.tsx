import { Alert, Card, Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { MoneyText } from '@/components/ui/money-text';
import { errorText } from '@/lib/error-text';

import { teamOverviewQueryOptions } from '../api/team';

type Figure = { label: string; value: React.ReactNode; testId?: string };

const Tile = ({ label, value, testId }: Figure) => (
  <Card p="md" withBorder data-testid={testId}>
    <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
      {label}
    </Text>
    <Text component="div" fz={{ base: 'lg', sm: 'xl' }} fw={800} mt={4}>
      {value}
    </Text>
  </Card>
);

/**
 * The agent centre's landing figures: team size and the team's money and play today, over 7 or
 * over 30 days (GET /wps/agent/team/overview, the whole team).
 */
export const TeamSummary = () => {
  const { t } = useTranslation('agent');
  const overview = useQuery(teamOverviewQueryOptions());
  const [days, setDays] = useState<'1' | '7' | '30'>('1');
  const period = overview.data?.periods.find((candidate) => String(candidate.days) === days);

  if (overview.isError)
    return (
      <Alert color="ruby" variant="light" role="alert">
        {errorText(overview.error, t)}
      </Alert>
    );
  const money = (minor: string | undefined) => (minor === undefined ? '—' : <MoneyText minor={minor} inherit />);
  // What the players lost is the house's net; shown as the team's result from the agent's side.
  const figures: Figure[] = [
    { label: t('home.teamSize'), value: overview.data?.members ?? '—', testId: 'team-size' },
    { label: t('home.firstDeposits'), value: period?.firstDeposits ?? '—' },
    { label: t('home.deposits'), value: money(period?.depositMinor) },
    { label: t('home.withdrawals'), value: money(period?.withdrawalMinor) },
    { label: t('home.validBets'), value: money(period?.validBetMinor) },
    { label: t('home.teamResult'), value: money(period?.houseNetMinor) },
  ];
  return (
    <Stack gap="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={700}>{t('home.figuresTitle')}</Text>
        <SegmentedControl
          size="xs"
          value={days}
          onChange={(value) => setDays(value === '7' ? '7' : value === '30' ? '30' : '1')}
          data={[
            { value: '1', label: t('home.today') },
            { value: '7', label: t('home.last7') },
            { value: '30', label: t('home.last30') },
          ]}
        />
      </Group>
      <SimpleGrid cols={{ base: 2, sm: 3, xl: 6 }} spacing="sm">
        {figures.map((figure) =>
          overview.isPending ? (
            <Skeleton key={figure.label} h={76} radius="md" />
          ) : (
            <Tile key={figure.label} {...figure} />
          ),
        )}
      </SimpleGrid>
    </Stack>
  );
};
