import { Alert, Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import type { AgentContract, AgentContractLowerRateValue, AgentContractRef } from '@perya/contracts';
import { AgentContractLowerRateValueSchema } from '@perya/contracts';

import { ApiError } from '@/lib/api-client';
import { errorText } from '@/lib/error-text';

import type { ContractAnswer } from '../api/contracts';
import { useAnswerContract } from '../api/contracts';
import { LowerRateDialog } from './lower-rate-dialog';

/** The contracts a CONTRACT_LOWER_RATE_CONFIRM refusal lists, or null for any other failure. */
const lowerRateOf = (failure: unknown): AgentContractLowerRateValue | null => {
  if (!(failure instanceof ApiError) || failure.code !== 'CONTRACT_LOWER_RATE_CONFIRM') return null;
  const parsed = AgentContractLowerRateValueSchema.safeParse(failure.value);
  return parsed.success ? parsed.data : { endsContracts: [] };
};

/** The actions the downline has on a contract now: A/R on an offer or the upline's request, C otherwise. */
export const answersFor = (contract: AgentContract): ContractAnswer[] => {
  if (contract.status === 'OFFERED') return ['A', 'R'];
  if (contract.status === 'ACTIVE') return ['C'];
  if (contract.status === 'TERMINATION_REQUESTED')
    return contract.terminationRequestedBy === 'DOWNLINE' ? ['C'] : ['A', 'R'];
  return [];
};

const labelOf = (contract: AgentContract, action: ContractAnswer): string => {
  const ending = contract.status === 'TERMINATION_REQUESTED';
  if (action === 'A') return ending ? 'actions.agreeEnd' : 'actions.accept';
  if (action === 'R') return ending ? 'actions.keep' : 'actions.reject';
  return ending ? 'actions.cancelRequest' : 'actions.requestEnd';
};

/**
 * The downline's buttons on one contract, through the spec call of its kind. Accepting lower
 * terms than some of the downline's own contracts opens the spec §8 warning first, then repeats
 * with the confirmation.
 */
export const AnswerButtons = ({ contract, onAnswered }: { contract: AgentContract; onAnswered?: () => void }) => {
  const { t } = useTranslation('agent-contracts');
  const answer = useAnswerContract();
  const [warning, setWarning] = useState<readonly AgentContractRef[] | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  // mutateAsync, not mutate's callbacks: the answer refreshes the contracts, and the popup closes
  // (unmounting these buttons) once nothing waits, before callbacks given to mutate would run.
  const run = (action: ContractAnswer, confirmLowerRate = false) => {
    setFailure(null);
    answer.mutateAsync({ contract, action, confirmLowerRate }).then(
      (change) => {
        setWarning(null);
        notifications.show({
          color: 'teal',
          message:
            change.endedContracts.length > 0
              ? `${t(`done.${action}`)} ${t('done.ended', { count: change.endedContracts.length })}`
              : t(`done.${action}`),
        });
        onAnswered?.();
      },
      (error: unknown) => {
        const lowerRate = lowerRateOf(error);
        if (lowerRate) setWarning(lowerRate.endsContracts);
        else {
          setWarning(null);
          setFailure(errorText(error, t));
        }
      },
    );
  };

  return (
    <>
      {failure && (
        <Alert color="red" variant="light" w="100%" data-testid="contract-error">
          {failure}
        </Alert>
      )}
      {answersFor(contract).map((action) => (
        <Button
          key={action}
          size="sm"
          variant={action === 'A' ? 'filled' : 'default'}
          color={action === 'A' ? 'gold' : undefined}
          loading={answer.isPending && answer.variables?.action === action}
          disabled={answer.isPending}
          onClick={() => run(action)}
        >
          {t(labelOf(contract, action))}
        </Button>
      ))}
      <LowerRateDialog
        contracts={warning}
        busy={answer.isPending}
        onConfirm={() => run('A', true)}
        onClose={() => setWarning(null)}
      />
    </>
  );
};
