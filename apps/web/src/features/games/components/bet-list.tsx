import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconShieldCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

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

/** A round's link to where it is verified (an original's provably fair page). */
const VerifyLink = ({ to, gameName }: { to: string; gameName: string }) => {
  const { t } = useTranslation('games');
  return (
    <Button
      component={Link}
      to={to}
      size="compact-xs"
      variant="subtle"
      leftSection={<IconShieldCheck size={14} />}
      aria-label={t('bets.verifyLabel', { game: gameName })}
      data-testid="bet-verify"
    >
      {t('bets.verify')}
    </Button>
  );
};

type BetListProps = {
  rounds: BetRound[];
  /** Where a round can be verified; null (or no function): the round has no such page. */
  verifyPathOf?: (round: BetRound) => string | null;
};

/** The rounds: a table on wide screens, cards on phones. */
export const BetList = ({ rounds, verifyPathOf }: BetListProps) => {
  const { t } = useTranslation('games');
  const isPhone = useIsPhone();
  const verifyPaths = rounds.map((round) => verifyPathOf?.(round) ?? null);
  const anyVerifiable = verifyPaths.some((path) => path !== null);

  if (isPhone) {
    return (
      <Stack gap="xs" data-testid="bet-cards">
        {rounds.map((round, index) => (
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
            <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
              <Text fz="xs" c="dimmed" ff="monospace">
                {round.startedAt}
              </Text>
              {verifyPaths[index] ? <VerifyLink to={verifyPaths[index]} gameName={round.gameName} /> : null}
            </Group>
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
            {anyVerifiable ? <Table.Th /> : null}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rounds.map((round, index) => (
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
              {anyVerifiable ? (
                <Table.Td ta="right">
                  {verifyPaths[index] ? <VerifyLink to={verifyPaths[index]} gameName={round.gameName} /> : null}
                </Table.Td>
              ) : null}
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
