import { Badge, Button, Table, Text } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';

import type { OriginalsBet } from '@perya/contracts';
import { toDecimalString } from '@perya/contracts';

import classes from './originals.module.css';

const hundredths = (value: number) => (value / 100).toFixed(2);

/** One line of what happened, in the figures of the game (the multiplier paid, on plinko, keno and mines). */
const resultOf = (bet: OriginalsBet, t: TFunction<'originals'>): string => {
  const outcome = bet.outcome;
  switch (outcome.game) {
    case 'dice':
      return `${outcome.direction === 'over' ? '>' : '<'} ${hundredths(outcome.target)} → ${hundredths(outcome.roll ?? 0)}`;
    case 'limbo':
      return `${hundredths(outcome.target)}× → ${hundredths(outcome.result ?? 0)}×`;
    case 'plinko':
      return t('recent.plinko', {
        rows: outcome.rows,
        risk: t(`risk.${outcome.risk}`),
        multiplier: hundredths(bet.multiplier),
      });
    case 'keno':
      return t('recent.keno', {
        hits: outcome.hits?.length ?? 0,
        picks: outcome.picks.length,
        multiplier: hundredths(bet.multiplier),
      });
    case 'mines':
      return bet.status === 'PLAYING'
        ? t('recent.minesPlaying', { mines: outcome.mineCount, gems: outcome.revealed.length })
        : t('recent.mines', {
            mines: outcome.mineCount,
            gems: outcome.revealed.length,
            multiplier: hundredths(bet.multiplier),
          });
    case 'slot':
      return outcome.spins.length > 1
        ? t('recent.slotFree', { spins: outcome.spins.length - 1, multiplier: hundredths(bet.multiplier) })
        : t('recent.slot', { multiplier: hundredths(bet.multiplier) });
  }
};

type BetsProps = { bets: OriginalsBet[]; onVerify: (bet: OriginalsBet) => void };

/**
 * My recent bets of a game, each with its nonce and a way to verify it. On a phone the nonce
 * column stays in the verifier, so four columns fit 390 px without scrolling sideways. The game
 * screen shows it in its panel (RecentBets), the fairness page in its card.
 */
export const RecentBetsTable = ({ bets, onVerify }: BetsProps) => {
  const { t } = useTranslation('originals');
  if (bets.length === 0)
    return (
      <Text c="dimmed" size="sm">
        {t('recent.empty')}
      </Text>
    );
  return (
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
              <Table.Td>{resultOf(bet, t)}</Table.Td>
              <Table.Td ta="right">{toDecimalString(bet.amountMinor)}</Table.Td>
              <Table.Td ta="right">
                <Badge color={bet.isWin ? 'green' : 'gray'} variant="light" miw="max-content">
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
  );
};

/** The game screen's panel of my recent bets. */
export const RecentBets = (props: BetsProps) => {
  const { t } = useTranslation('originals');
  return (
    <div className={classes.history}>
      <Text fw={700} mb="xs">
        {t('recent.title')}
      </Text>
      <RecentBetsTable {...props} />
    </div>
  );
};
