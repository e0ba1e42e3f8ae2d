import { Badge, Card, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

import type { AgentContract, AgentContractStatus } from '@perya/contracts';

import { ContractTerms } from './contract-terms';

const STATUS_COLOR: Record<AgentContractStatus, string> = {
  OFFERED: 'gold',
  ACTIVE: 'teal',
  TERMINATION_REQUESTED: 'orange',
  TERMINATED: 'gray',
  REJECTED: 'gray',
};

const dateText = (iso: string | null, locale: string) =>
  iso ? new Date(iso).toLocaleString(locale, { dateStyle: 'medium', timeStyle: 'short' }) : '';

export const ContractStatusBadge = ({ status }: { status: AgentContractStatus }) => {
  const { t } = useTranslation('agent-contracts');
  return (
    <Badge color={STATUS_COLOR[status]} variant={status === 'ACTIVE' ? 'filled' : 'light'}>
      {t(`status.${status}`)}
    </Badge>
  );
};

type ContractCardProps = {
  contract: AgentContract;
  /** Which side reads it: explains a termination request in their words. */
  viewer: 'UPLINE' | 'DOWNLINE';
  /** Shown under the terms (the caller's ceiling, a note). */
  aside?: ReactNode;
  actions?: ReactNode;
};

/** One contract: kind, games, period, status, its tiers, when it took effect, and what can be done. */
export const ContractCard = ({ contract, viewer, aside, actions }: ContractCardProps) => {
  const { t, i18n } = useTranslation('agent-contracts');
  const requested = contract.terminationRequestedBy;
  const requestNote =
    contract.status !== 'TERMINATION_REQUESTED'
      ? null
      : requested === viewer
        ? t('card.askedByMe')
        : requested === 'STAFF'
          ? t('card.askedByStaff')
          : viewer === 'DOWNLINE'
            ? t('card.askedByUpline')
            : t('card.askedByDownline');
  return (
    <Card withBorder radius="md" padding="md" data-testid={`contract-${contract.id}`}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Group gap="xs" wrap="wrap">
            <Text fw={700}>{t(`kinds.${contract.kind}`)}</Text>
            <Badge variant="outline" color="gray">
              {t(`categories.${contract.category}`)}
            </Badge>
            <Text fz="sm" c="dimmed">
              {contract.period ? t(`periods.${contract.period}`) : t('periods.none')}
            </Text>
          </Group>
          <ContractStatusBadge status={contract.status} />
        </Group>
        {viewer === 'DOWNLINE' && (
          <Text fz="xs" c="dimmed">
            {contract.upline ? t('card.from', { account: contract.upline.account }) : t('card.house')}
            {contract.supersedes ? ` · ${t('card.changeOf', { id: contract.supersedes })}` : ''}
          </Text>
        )}
        <ContractTerms kind={contract.kind} tiers={contract.tiers} />
        {aside}
        <Group gap="md" fz="xs" c="dimmed">
          {contract.effectiveFrom ? (
            <Text fz="xs" c="dimmed">
              {t('card.effectiveFrom')}: {dateText(contract.effectiveFrom, i18n.language)}
            </Text>
          ) : (
            <Text fz="xs" c="dimmed">
              {t('card.offeredAt')}: {dateText(contract.createdAt, i18n.language)}
            </Text>
          )}
          {contract.endedAt && (
            <Text fz="xs" c="dimmed">
              {t('card.endedAt')}: {dateText(contract.endedAt, i18n.language)}
            </Text>
          )}
        </Group>
        {requestNote && (
          <Text fz="sm" c="orange.4">
            {requestNote}
          </Text>
        )}
        {actions && (
          <Group gap="xs" justify="flex-end">
            {actions}
          </Group>
        )}
      </Stack>
    </Card>
  );
};
