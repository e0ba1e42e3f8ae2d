import { Alert, Badge, Code, Drawer, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { Statement } from '@perya/contracts';

import { MoneyText } from '@/components/ui/money-text';
import { errorText } from '@/lib/error-text';

import { statementQueryOptions } from '../api/income';
import { OUTCOME_COLORS, formatRate, formatWindow } from './income-format';

const Row = ({ label, children }: { label: string; children: ReactNode }) => (
  <Table.Tr>
    <Table.Th fw={500} c="dimmed" w="55%">
      {label}
    </Table.Th>
    <Table.Td ta="right">{children}</Table.Td>
  </Table.Tr>
);

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <Stack gap={6}>
    <Title order={3} fz="md">
      {title}
    </Title>
    {children}
  </Stack>
);

/** Every number of one statement, in the order the settlement used them. */
const StatementBody = ({ statement }: { statement: Statement }) => {
  const { t, i18n } = useTranslation('agent-income');
  const money = (minor: string, signed = false) => (
    <MoneyText minor={minor} currency={statement.currency} signed={signed} fz="sm" />
  );
  const dividend = statement.kind === 'DIVIDEND';
  return (
    <Stack gap="lg" data-testid="statement">
      <Group justify="space-between" wrap="wrap" gap="xs">
        <Stack gap={0}>
          <Text fw={700}>{t(`kinds.${statement.kind}`)}</Text>
          <Text fz="sm" c="dimmed">
            {formatWindow(statement.kind, statement.windowStart, statement.windowEnd)} ({statement.timeZone}) ·{' '}
            {t(`categories.${statement.category}`, { defaultValue: statement.category })}
          </Text>
        </Stack>
        <Badge color={OUTCOME_COLORS[statement.outcome]} variant="light" size="lg">
          {t(`outcomes.${statement.outcome}`)}
        </Badge>
      </Group>
      <Text fz="sm">{t(`why.${statement.outcome}`)}</Text>
      {statement.approval && statement.approval.status !== 'APPROVED' && !statement.paid && (
        <Text fz="sm" c={statement.approval.status === 'PENDING' ? 'orange.4' : 'ruby.4'}>
          {statement.approval.status === 'PENDING'
            ? t('approval.why')
            : t('approval.rejectedBecause', { reason: statement.approval.reason ?? '' })}
        </Text>
      )}

      <Section title={t('statement.figures')}>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Tbody>
            <Row label={t('statement.rounds')}>{statement.figures.rounds.toLocaleString(i18n.language)}</Row>
            <Row label={t('statement.bet')}>{money(statement.figures.betMinor)}</Row>
            <Row label={t('statement.validBet')}>{money(statement.figures.validBetMinor)}</Row>
            <Row label={t('statement.payout')}>{money(statement.figures.payoutMinor)}</Row>
            <Row label={t('statement.houseNet')}>{money(statement.figures.houseNetMinor, true)}</Row>
            {dividend && <Row label={t('statement.bonusCost')}>{money(statement.figures.bonusCostMinor)}</Row>}
            {dividend && <Row label={t('statement.netLoss')}>{money(statement.figures.netLossMinor, true)}</Row>}
          </Table.Tbody>
        </Table>
      </Section>

      <Section title={t('statement.activeMembers', { count: statement.activeMembers })}>
        {statement.activeMemberIds && statement.activeMemberIds.length > 0 && (
          <Text fz="sm">
            {t('statement.memberIds')}: {statement.activeMemberIds.join(', ')}
          </Text>
        )}
        <Text fz="xs" c="dimmed">
          {t('statement.activeHash')} <Code>{statement.activeMembersHash.slice(0, 16)}…</Code>
        </Text>
      </Section>

      <Section title={t('statement.tiers')}>
        <Table.ScrollContainer minWidth={360}>
          <Table fz="sm" verticalSpacing={4}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>#</Table.Th>
                <Table.Th ta="right">{t('statement.minValidBet')}</Table.Th>
                {dividend && <Table.Th ta="right">{t('statement.minNetLoss')}</Table.Th>}
                <Table.Th ta="right">{t('statement.minActive')}</Table.Th>
                <Table.Th ta="right">{t('statement.rate')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {statement.tiers.map((tier, index) => (
                <Table.Tr
                  key={index}
                  bg={index === statement.tierIndex ? 'var(--mantine-color-gold-light)' : undefined}
                >
                  <Table.Td>
                    {index + 1}
                    {index === statement.tierIndex && (
                      <Badge ml={6} size="xs" color="gold">
                        {t('statement.chosen')}
                      </Badge>
                    )}
                  </Table.Td>
                  <Table.Td ta="right">{money(tier.minValidBetMinor)}</Table.Td>
                  {dividend && <Table.Td ta="right">{money(tier.minNetLossMinor ?? '0')}</Table.Td>}
                  <Table.Td ta="right">{tier.minActiveMembers}</Table.Td>
                  <Table.Td ta="right">{formatRate(tier.rateType, tier.rate, i18n.language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Section>

      <Section title={t('statement.calculation')}>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Tbody>
            {dividend && <Row label={t('statement.carryIn')}>{money(statement.carryInMinor)}</Row>}
            <Row label={dividend ? t('statement.baseDividend') : t('statement.baseSalary')}>
              {money(statement.baseMinor)}
            </Row>
            <Row label={t('statement.rate')}>{formatRate(statement.rateType, statement.rate, i18n.language)}</Row>
            <Row label={t('statement.gross')}>{money(statement.grossMinor)}</Row>
            <Row label={t('statement.downlineTotal')}>{money((-BigInt(statement.downlineTotalMinor)).toString())}</Row>
            <Row label={t('statement.amount')}>{money(statement.amountMinor)}</Row>
            {dividend && <Row label={t('statement.carryOut')}>{money(statement.carryOutMinor)}</Row>}
          </Table.Tbody>
        </Table>
      </Section>

      {statement.downlineShares.length > 0 && (
        <Section title={t('statement.downlineShares')}>
          <Table.ScrollContainer minWidth={360}>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statement.downline')}</Table.Th>
                  <Table.Th ta="right">{t('statement.base')}</Table.Th>
                  <Table.Th ta="right">{t('statement.rate')}</Table.Th>
                  <Table.Th ta="right">{t('statement.share')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statement.downlineShares.map((share) => (
                  <Table.Tr key={share.contractId}>
                    <Table.Td>{share.account}</Table.Td>
                    <Table.Td ta="right">{money(share.baseMinor)}</Table.Td>
                    <Table.Td ta="right">{formatRate(share.rateType, share.rate, i18n.language)}</Table.Td>
                    <Table.Td ta="right">{money(share.shareMinor)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </Section>
      )}

      <Section title={t('statement.corrections')}>
        {statement.corrections.length === 0 ? (
          <Text fz="sm" c="dimmed">
            {t('statement.noCorrections')}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={360}>
            <Table fz="sm" verticalSpacing={4}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('statement.window')}</Table.Th>
                  <Table.Th ta="right">{t('statement.accounted')}</Table.Th>
                  <Table.Th ta="right">{t('statement.now')}</Table.Th>
                  <Table.Th ta="right">{t('statement.difference')}</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {statement.corrections.map((line) => (
                  <Table.Tr key={line.statementId}>
                    <Table.Td>{new Date(line.windowStart).toLocaleString(i18n.language)}</Table.Td>
                    <Table.Td ta="right">{money(line.accountedMinor)}</Table.Td>
                    <Table.Td ta="right">{money(line.nowMinor)}</Table.Td>
                    <Table.Td ta="right">{money(line.differenceMinor, true)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Tbody>
            <Row label={t('statement.correction')}>{money(statement.correctionMinor, true)}</Row>
            <Row label={t('statement.debtIn')}>{money(statement.debtInMinor, true)}</Row>
            <Row label={t('statement.debtOut')}>{money(statement.debtOutMinor, true)}</Row>
          </Table.Tbody>
        </Table>
      </Section>

      <Section title={t('statement.payoutTitle')}>
        <Table withRowBorders={false} verticalSpacing={4} fz="sm">
          <Table.Tbody>
            <Row label={t('statement.payoutAmount')}>
              <MoneyText minor={statement.payoutMinor} currency={statement.currency} fw={800} />
            </Row>
            <Row label={t('statement.transfer')}>
              {statement.transferId ? (
                <Stack gap={0} align="flex-end">
                  <Code fz="xs">{statement.transferId}</Code>
                  <Text fz="xs" c={statement.paid ? 'teal.4' : 'orange.4'} data-testid="payout-state">
                    {statement.paid
                      ? t('statement.posted')
                      : statement.approval?.status === 'PENDING'
                        ? t('approval.PENDING')
                        : statement.approval?.status === 'REJECTED'
                          ? t('approval.rejectedBecause', { reason: statement.approval.reason ?? '' })
                          : t('statement.pending')}
                  </Text>
                </Stack>
              ) : (
                '—'
              )}
            </Row>
            <Row label={t('statement.settledAt')}>{statement.settledAt}</Row>
            <Row label={t('statement.inputsHash')}>
              <Code fz="xs">{statement.inputsHash.slice(0, 16)}…</Code>
            </Row>
          </Table.Tbody>
        </Table>
      </Section>
    </Stack>
  );
};

/** A statement in a drawer: opened from any line of the income pages. */
export const StatementDrawer = ({ statementId, onClose }: { statementId: string | null; onClose: () => void }) => {
  const { t } = useTranslation('agent-income');
  const statement = useQuery({ ...statementQueryOptions(statementId ?? ''), enabled: statementId !== null });
  return (
    <Drawer
      opened={statementId !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={<Text fw={800}>{t('statement.title')}</Text>}
      closeButtonProps={{ 'aria-label': t('statement.close') }}
    >
      {statement.isError ? (
        <Alert color="ruby" variant="light" role="alert">
          {errorText(statement.error, t)}
        </Alert>
      ) : statement.data ? (
        <StatementBody statement={statement.data} />
      ) : (
        <Stack gap="sm">
          {[0, 1, 2, 3].map((index) => (
            <Skeleton key={index} height={80} radius="md" />
          ))}
        </Stack>
      )}
    </Drawer>
  );
};
