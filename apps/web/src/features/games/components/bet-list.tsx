import { Badge, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { BetRound } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { useIsPhone } from '../hooks/use-is-phone';
import classes from './bets.module.css';

const STATUS_COLORS: Record<BetRound['status'], string> = { OPEN: 'gold', CLOSED: 'teal', ROLLED_BACK: 'gray' };

export const BetStatusBadge = ({ status }: { status: BetRound['status'] }) => {
  const { t } = useTranslation('games');
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size="sm">
      {t(`bets.status.${status}`)}
    </Badge>
  );
};

const Net = ({ round }: { round: BetRound }) =>
  round.status === 'OPEN' ? (
    <Text component="span" c="dimmed" fz="sm">
      —
    </Text>
  ) : (
    <MoneyText minor={round.netMinor} currency={round.currency} signed fw={700} fz="sm" />
  );

/** The rounds: a table on wide screens, cards on phones. */
export const BetList = ({ rounds }: { rounds: BetRound[] }) => {
  const { t } = useTranslation('games');
  const isPhone = useIsPhone();

  if (isPhone) {
    return (
      <Stack gap="xs" data-testid="bet-cards">
        {rounds.map((round) => (
          <div key={round.roundId} className={classes.card} data-testid="bet-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <div style={{ minWidth: 0 }}>
                <Text fw={700} fz="sm" truncate>
                  {round.gameName}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {round.vendorName}
                </Text>
              </div>
              <Net round={round} />
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="sm" mt={6}>
              <Text fz="xs" c="dimmed">
                {t('bets.bet')} <MoneyText minor={round.betMinor} currency={round.currency} fz="xs" c="dark.0" /> ·{' '}
                {t('bets.win')} <MoneyText minor={round.winMinor} currency={round.currency} fz="xs" c="dark.0" />
              </Text>
              <BetStatusBadge status={round.status} />
            </Group>
            <Text fz="xs" c="dimmed" ff="monospace" mt={4}>
              {round.startedAt}
            </Text>
          </div>
        ))}
      </Stack>
    );
  }

  return (
    <Table.ScrollContainer minWidth={720}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="bet-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bets.time')}</Table.Th>
            <Table.Th>{t('bets.game')}</Table.Th>
            <Table.Th ta="right">{t('bets.bet')}</Table.Th>
            <Table.Th ta="right">{t('bets.win')}</Table.Th>
            <Table.Th ta="right">{t('bets.net')}</Table.Th>
            <Table.Th>{t('bets.statusLabel')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round) => (
            <Table.Tr key={round.roundId} data-testid="bet-row">
              <Table.Td>
                <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {round.startedAt}
                </Text>
              </Table.Td>
              <Table.Td maw={260}>
                <Text fz="sm" fw={600} truncate title={round.gameName}>
                  {round.gameName}
                </Text>
                <Text fz="xs" c="dimmed" truncate>
                  {round.vendorName}
                </Text>
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText minor={round.betMinor} currency={round.currency} fz="sm" />
              </Table.Td>
              <Table.Td ta="right">
                <MoneyText minor={round.winMinor} currency={round.currency} fz="sm" />
              </Table.Td>
              <Table.Td ta="right">
                <Net round={round} />
              </Table.Td>
              <Table.Td>
                <BetStatusBadge status={round.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

export const BetListSkeleton = ({ rows = 6 }: { rows?: number }) => (
  <Stack gap="xs" data-testid="bets-loading" aria-busy>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={48} radius="md" />
    ))}
  </Stack>
);
