import { Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { Transaction } from '@perya/contracts';

import { useIsPhone } from '../hooks/use-is-phone';
import { walletLabel } from '../utils/wallets';
import { RecordStatusBadge } from './record-status-badge';
import { SignedAmount } from './signed-amount';
import classes from './wallet.module.css';

const Amount = ({ record }: { record: Transaction }) => (
  <SignedAmount
    minor={record.amountMinor}
    currency={record.currency}
    fw={700}
    fz="sm"
    // A settled or voided hold is history: its money moved in the posting row, or never moved.
    td={record.status === 'VOIDED' || record.status === 'SETTLED' ? 'line-through' : undefined}
    opacity={record.status === 'VOIDED' || record.status === 'SETTLED' ? 0.55 : undefined}
  />
);

/** The account record: a table on wide screens, a list of cards on phones. */
export const TransactionList = ({ records }: { records: Transaction[] }) => {
  const { t } = useTranslation('wallet');
  const isPhone = useIsPhone();

  if (isPhone) {
    return (
      <Stack gap="xs" data-testid="transaction-cards">
        {records.map((record) => (
          <div key={record.id} className={classes.recordCard} data-testid="transaction-row">
            <Group justify="space-between" wrap="nowrap" gap="sm">
              <Text fw={700} fz="sm" truncate>
                {t(`kinds.${record.kind}`)}
              </Text>
              <Amount record={record} />
            </Group>
            <Group justify="space-between" wrap="nowrap" gap="sm" mt={4}>
              <Text fz="xs" c="dimmed" ff="monospace">
                {record.time}
              </Text>
              <RecordStatusBadge status={record.status} />
            </Group>
            <Text fz="xs" c="dimmed" mt={4} truncate>
              {[walletLabel(record.wallet, t), record.counterparty, record.reference].filter(Boolean).join(' · ')}
            </Text>
          </div>
        ))}
      </Stack>
    );
  }

  // Five columns fit beside the member-centre menu: the wallet sits under the type, the
  // reference under the counterparty.
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table verticalSpacing="sm" highlightOnHover data-testid="transaction-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('records.time')}</Table.Th>
            <Table.Th>
              {t('records.kind')} · {t('records.wallet')}
            </Table.Th>
            <Table.Th>
              {t('records.counterparty')} · {t('records.reference')}
            </Table.Th>
            <Table.Th ta="right">{t('records.amount')}</Table.Th>
            <Table.Th>{t('records.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record.id} data-testid="transaction-row">
              <Table.Td>
                <Text fz="sm" ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                  {record.time}
                </Text>
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <Text fz="sm" fw={600}>
                  {t(`kinds.${record.kind}`)}
                </Text>
                <Text fz="xs" c="dimmed">
                  {walletLabel(record.wallet, t)}
                </Text>
              </Table.Td>
              <Table.Td maw={240}>
                <Text fz="sm" truncate>
                  {record.counterparty ?? '—'}
                </Text>
                {record.reference && (
                  <Text fz="xs" c="dimmed" ff="monospace" truncate title={record.reference}>
                    {record.reference}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">
                <Amount record={record} />
              </Table.Td>
              <Table.Td>
                <RecordStatusBadge status={record.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
};

export const RecordSkeleton = ({ rows = 6 }: { rows?: number }) => (
  <Stack gap="xs" data-testid="records-loading" aria-busy>
    {Array.from({ length: rows }, (_, index) => (
      <Skeleton key={index} height={44} radius="md" />
    ))}
  </Stack>
);
