import { Badge, Button, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';

import classes from './originals.module.css';

const resultOf = (bet: OriginalsBet) =>
  bet.outcome.game === 'dice'
    ? `${bet.outcome.direction === 'over' ? '>' : '<'} ${(bet.outcome.target / 100).toFixed(2)} → ${((bet.outcome.roll ?? 0) / 100).toFixed(2)}`
    : bet.outcome.game === 'limbo'
      ? `${(bet.outcome.target / 100).toFixed(2)}× → ${((bet.outcome.result ?? 0) / 100).toFixed(2)}×`
      : '';

/**
 * My recent bets of this game, each with its nonce and a way to verify it. On a phone the nonce
 * column stays in the verifier, so four columns fit 390 px without scrolling sideways.
 */
export const RecentBets = ({ bets, onVerify }: { bets: OriginalsBet[]; onVerify: (bet: OriginalsBet) => void }) => {
  const { t } = useTranslation('originals');
  return (
    <div className={classes.history}>
      <Text fw={700} mb="xs">
        {t('recent.title')}
      </Text>
      {bets.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('recent.empty')}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={320}>
          <Table verticalSpacing={4} fz="sm" data-testid="recent-bets">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('recent.result')}</Table.Th>
                <Table.Th ta="right">{t('recent.stake')}</Table.Th>
                <Table.Th ta="right">{t('recent.payout')}</Table.Th>
                <Table.Th ta="right" visibleFrom="sm">
                  {t('recent.nonce')}
                </Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {bets.map((bet) => (
                <Table.Tr key={bet.betId}>
                  <Table.Td>{resultOf(bet)}</Table.Td>
                  <Table.Td ta="right">{toDecimalString(bet.amountMinor)}</Table.Td>
                  <Table.Td ta="right">
                    <Badge color={bet.isWin ? 'green' : 'gray'} variant="light">
                      {toDecimalString(bet.payoutMinor)}
                    </Badge>
                  </Table.Td>
                  <Table.Td ta="right" visibleFrom="sm">
                    {bet.fairness.nonce}
                  </Table.Td>
                  <Table.Td ta="right">
                    <Button size="compact-xs" variant="subtle" onClick={() => onVerify(bet)}>
                      {t('recent.verify')}
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </div>
  );
};
