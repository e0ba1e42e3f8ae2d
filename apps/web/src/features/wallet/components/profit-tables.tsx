import { Card, Table, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { ProfitReport } from '@perya/contracts';
import { GAME_CATEGORIES } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { useIsPhone } from '../hooks/use-is-phone';
import { ShareBar } from './share-bar';
import { SignedAmount } from './signed-amount';

type ProfitTablesProps = { report: ProfitReport; currency: string };

const Money = ({ minor, currency, signed = false }: { minor: string; currency: string; signed?: boolean }) =>
  signed ? (
    <SignedAmount minor={minor} currency={currency} fz="sm" fw={700} />
  ) : (
    <MoneyText minor={minor} currency={currency} fz="sm" fw={500} />
  );

/** Per day and per game type: bets, wins, bonuses and the member's net result. */
export const ProfitTables = ({ report, currency }: ProfitTablesProps) => {
  const { t } = useTranslation('wallet');
  const isPhone = useIsPhone();
  const gameTypeLabel = (code: string) => {
    const category = GAME_CATEGORIES.find((candidate) => candidate.code === code);
    return category ? t(`common:nav.${category.labelKey}`) : code;
  };

  return (
    <>
      <Card bg="dark.7" padding={0}>
        <Title order={3} fz="md" p="md" pb="xs">
          {t('profit.byDay')}
        </Title>
        <Table verticalSpacing="xs" horizontalSpacing="md" highlightOnHover data-testid="profit-by-day">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profit.day')}</Table.Th>
              {!isPhone && <Table.Th ta="right">{t('profit.betCount')}</Table.Th>}
              <Table.Th ta="right">{t('profit.bets')}</Table.Th>
              {!isPhone && <Table.Th ta="right">{t('profit.wins')}</Table.Th>}
              {!isPhone && <Table.Th ta="right">{t('profit.bonuses')}</Table.Th>}
              <Table.Th ta="right">{t('profit.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.byDay.map((line) => (
              <Table.Tr key={line.day}>
                <Table.Td>
                  <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                    {line.day}
                  </Text>
                </Table.Td>
                {!isPhone && (
                  <Table.Td ta="right">
                    <Text fz="sm">{line.betCount}</Text>
                  </Table.Td>
                )}
                <Table.Td ta="right">
                  <Money minor={line.betMinor} currency={currency} />
                </Table.Td>
                {!isPhone && (
                  <Table.Td ta="right">
                    <Money minor={line.winMinor} currency={currency} />
                  </Table.Td>
                )}
                {!isPhone && (
                  <Table.Td ta="right">
                    <Money minor={line.bonusMinor} currency={currency} />
                  </Table.Td>
                )}
                <Table.Td ta="right">
                  <Money minor={line.netMinor} currency={currency} signed />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
      <Card bg="dark.7" padding={0}>
        <Title order={3} fz="md" p="md" pb="xs">
          {t('profit.byGameType')}
        </Title>
        <Table verticalSpacing="xs" horizontalSpacing="md" highlightOnHover data-testid="profit-by-game">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>{t('profit.gameType')}</Table.Th>
              {!isPhone && <Table.Th ta="right">{t('profit.bets')}</Table.Th>}
              <Table.Th w={isPhone ? 110 : 200}>{t('profit.share')}</Table.Th>
              <Table.Th ta="right">{t('profit.net')}</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {report.byGameType.map((line) => (
              <Table.Tr key={line.gameType}>
                <Table.Td>
                  <Text fz="sm" fw={600}>
                    {gameTypeLabel(line.gameType)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {t('profit.betCountShort', { count: line.betCount })}
                  </Text>
                </Table.Td>
                {!isPhone && (
                  <Table.Td ta="right">
                    <Money minor={line.betMinor} currency={currency} />
                  </Table.Td>
                )}
                <Table.Td>
                  <ShareBar
                    part={line.betMinor}
                    whole={report.totals.betMinor}
                    label={t('profit.shareOf', { name: gameTypeLabel(line.gameType) })}
                  />
                </Table.Td>
                <Table.Td ta="right">
                  <Money minor={line.netMinor} currency={currency} signed />
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Card>
    </>
  );
};
