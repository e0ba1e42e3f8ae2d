import { Badge, Box, Card, Group, Stack, Table, Text, UnstyledButton } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

import type { StatementSummary } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';

import { OUTCOME_COLORS, formatWindow } from './income-format';

type StatementListProps = {
  statements: StatementSummary[];
  /** Show the kind column (the "my income" page lists every kind). */
  withKind?: boolean;
  onOpen: (statementId: string) => void;
};

/** Statement lines: a table on wide screens, cards on a phone; each opens its statement. */
export const StatementList = ({ statements, withKind = false, onOpen }: StatementListProps) => {
  const { t } = useTranslation('agent-income');
  const dividend = statements.some((statement) => statement.kind === 'DIVIDEND');
  const money = (statement: StatementSummary, minor: string, signed = false) => (
    <MoneyText minor={minor} currency={statement.currency} signed={signed} fz="sm" />
  );
  const outcome = (statement: StatementSummary) => (
    <>
      <Badge color={OUTCOME_COLORS[statement.outcome]} variant="light" size="sm">
        {t(`outcomes.${statement.outcome}`)}
      </Badge>
      {statement.approval && statement.approval.status !== 'APPROVED' && (
        <Badge
          color={statement.approval.status === 'PENDING' ? 'orange' : 'ruby'}
          variant="outline"
          size="sm"
          ml={4}
          data-testid="approval-badge"
        >
          {t(`approval.${statement.approval.status}`)}
        </Badge>
      )}
    </>
  );
  return (
    <>
      <Box visibleFrom="sm">
        <Table.ScrollContainer minWidth={760}>
          <Table highlightOnHover verticalSpacing="xs" fz="sm" data-testid="statement-table">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('list.window')}</Table.Th>
                {withKind && <Table.Th>{t('list.kind')}</Table.Th>}
                <Table.Th ta="right">{t('list.validBet')}</Table.Th>
                {dividend && <Table.Th ta="right">{t('list.netLoss')}</Table.Th>}
                <Table.Th ta="right">{t('list.active')}</Table.Th>
                <Table.Th ta="right">{t('list.tier')}</Table.Th>
                <Table.Th ta="right">{t('list.amount')}</Table.Th>
                <Table.Th ta="right">{t('list.correction')}</Table.Th>
                <Table.Th ta="right">{t('list.payout')}</Table.Th>
                <Table.Th>{t('list.outcome')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statements.map((statement) => (
                <Table.Tr
                  key={statement.id}
                  onClick={() => onOpen(statement.id)}
                  style={{ cursor: 'pointer' }}
                  tabIndex={0}
                  onKeyDown={(event) => {
                    if (event.key === 'Enter' || event.key === ' ') onOpen(statement.id);
                  }}
                  aria-label={t('list.open')}
                >
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatWindow(statement.kind, statement.windowStart, statement.windowEnd)}
                  </Table.Td>
                  {withKind && <Table.Td>{t(`kinds.${statement.kind}`)}</Table.Td>}
                  <Table.Td ta="right">{money(statement, statement.validBetMinor)}</Table.Td>
                  {dividend && <Table.Td ta="right">{money(statement, statement.netLossMinor, true)}</Table.Td>}
                  <Table.Td ta="right">{statement.activeMembers}</Table.Td>
                  <Table.Td ta="right">{statement.tierIndex === null ? '—' : statement.tierIndex + 1}</Table.Td>
                  <Table.Td ta="right">{money(statement, statement.amountMinor)}</Table.Td>
                  <Table.Td ta="right">{money(statement, statement.correctionMinor, true)}</Table.Td>
                  <Table.Td ta="right">
                    <MoneyText minor={statement.payoutMinor} currency={statement.currency} fz="sm" fw={700} />
                  </Table.Td>
                  <Table.Td>{outcome(statement)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Box>
      <Stack gap="xs" hiddenFrom="sm" data-testid="statement-cards">
        {statements.map((statement) => (
          <UnstyledButton key={statement.id} onClick={() => onOpen(statement.id)} aria-label={t('list.open')}>
            <Card bg="dark.6" padding="sm" radius="md">
              <Group justify="space-between" wrap="nowrap" gap="xs">
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fz="sm" fw={700}>
                    {formatWindow(statement.kind, statement.windowStart, statement.windowEnd)}
                  </Text>
                  <Text fz="xs" c="dimmed">
                    {withKind ? `${t(`kinds.${statement.kind}`)} · ` : ''}
                    {t('list.validBet')} {money(statement, statement.validBetMinor)}
                  </Text>
                  <Group gap={6}>{outcome(statement)}</Group>
                </Stack>
                <Group gap={4} wrap="nowrap">
                  <MoneyText minor={statement.payoutMinor} currency={statement.currency} fw={800} />
                  <IconChevronRight size={16} />
                </Group>
              </Group>
            </Card>
          </UnstyledButton>
        ))}
      </Stack>
    </>
  );
};
