import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useTranslation } from 'react-i18next';

import type { AgentContract } from '@perya/contracts';

import { errorText } from '@/lib/error-text';

import type { UplineAction } from '../api/contracts';
import { useUplineContractAction } from '../api/contracts';

/** What the upline may do with a contract now, and the label of each. */
export const uplineActionsFor = (contract: AgentContract): Array<{ action: UplineAction; label: string }> => {
  if (contract.status === 'OFFERED') return [{ action: 'withdraw', label: 'actions.withdraw' }];
  if (contract.status === 'ACTIVE') return [{ action: 'terminate', label: 'actions.requestEnd' }];
  if (contract.status !== 'TERMINATION_REQUESTED') return [];
  return contract.terminationRequestedBy === 'UPLINE'
    ? [{ action: 'keep', label: 'actions.cancelRequest' }]
    : [
        { action: 'keep', label: 'actions.keep' },
        { action: 'terminate', label: 'actions.endNow' },
      ];
};

/** The upline's buttons on a contract it gave. */
export const UplineActions = ({ contract, onChangeTerms }: { contract: AgentContract; onChangeTerms?: () => void }) => {
  const { t } = useTranslation('agent-contracts');
  const act = useUplineContractAction();
  return (
    <>
      {contract.status === 'ACTIVE' && onChangeTerms && (
        <Button size="sm" variant="light" color="gold" onClick={onChangeTerms}>
          {t('actions.changeTerms')}
        </Button>
      )}
      {uplineActionsFor(contract).map(({ action, label }) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'terminate' ? 'light' : 'default'}
          color={action === 'terminate' ? 'red' : undefined}
          loading={act.isPending && act.variables?.action === action}
          disabled={act.isPending}
          onClick={() =>
            act.mutate(
              { contract, action },
              {
                onSuccess: () => notifications.show({ color: 'teal', message: t('actions.done') }),
                onError: (error) => notifications.show({ color: 'red', message: errorText(error, t) }),
              },
            )
          }
        >
          {t(label)}
        </Button>
      ))}
    </>
  );
};
