import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { AgentContractKind, AgentContractTier } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { formatPercent } from '../utils/rates';

/** A tier's rate as people read it: "0.50 %" or "₱20.00". */
export const RateText = ({ tier }: { tier: Pick<AgentContractTier, 'rateType' | 'rate'> }) =>
  tier.rateType === 'P' ? (
    <Text component="span" ff="monospace" fw={700} style={{ whiteSpace: 'nowrap' }}>
      {formatPercent(tier.rate)} %
    </Text>
  ) : (
    <MoneyText minor={String(tier.rate)} fw={700} />
  );

/** The tiers of a contract: thresholds and rate, one row each (net loss for dividends only). */
export const ContractTerms = ({ kind, tiers }: { kind: AgentContractKind; tiers: readonly AgentContractTier[] }) => {
  const { t } = useTranslation('agent-contracts');
  const dividend = kind === 'DIVIDEND';
  return (
    <Table.ScrollContainer minWidth={260}>
      <Table striped withRowBorders={false} fz="sm" verticalSpacing={4}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>#</Table.Th>
            <Table.Th ta="right">{t('tiers.validBet')}</Table.Th>
            {dividend && <Table.Th ta="right">{t('tiers.netLoss')}</Table.Th>}
            <Table.Th ta="right">{t('tiers.activeMembers')}</Table.Th>
            <Table.Th ta="right">{t('tiers.rate')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {tiers.map((tier, index) => (
            <Table.Tr key={index}>
              <Table.Td c="dimmed">{index + 1}</Table.Td>
              <Table.Td ta="right">
                <MoneyText minor={tier.minValidBetMinor} />
              </Table.Td>
              {dividend && (
                <Table.Td ta="right">
                  <MoneyText minor={tier.minNetLossMinor ?? '0'} />
                </Table.Td>
              )}
              <Table.Td ta="right" ff="monospace">
                {tier.minActiveMembers}
              </Table.Td>
              <Table.Td ta="right">
                <RateText tier={tier} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};
