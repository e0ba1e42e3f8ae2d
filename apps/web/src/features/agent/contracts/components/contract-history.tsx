import { Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';

import type { AgentContract, AgentContractEvent } from '@perya/contracts';

/** Every change of the contracts, newest first: what, who, when (the events are append-only). */
export const ContractHistory = ({
  events,
  contracts,
}: {
  events: readonly AgentContractEvent[];
  contracts: readonly AgentContract[];
}) => {
  const { t, i18n } = useTranslation('agent-contracts');
  const byId = new Map(contracts.map((contract) => [contract.id, contract]));
  if (events.length === 0)
    return (
      <Text fz="sm" c="dimmed">
        {t('downline.noHistory')}
      </Text>
    );
  return (
    <Timeline bulletSize={12} lineWidth={2} active={-1} data-testid="contract-history">
      {events.map((event) => {
        const contract = byId.get(event.contractId);
        return (
          <Timeline.Item
            key={event.id}
            title={
              <Text fz="sm" fw={600}>
                {t(`events.${event.action}`)}
                {contract ? ` · ${t(`kinds.${contract.kind}`)} · ${t(`categories.${contract.category}`)}` : ''}
              </Text>
            }
          >
            <Text fz="xs" c="dimmed">
              #{event.contractId} · {event.actorName} ·{' '}
              {new Date(event.at).toLocaleString(i18n.language, { dateStyle: 'medium', timeStyle: 'short' })}
              {event.reason ? ` · ${event.reason}` : ''}
            </Text>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
};
