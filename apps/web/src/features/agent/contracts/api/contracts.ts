import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import type { AgentContract, AgentContractKind, AgentContractTerms } from '@perya/contracts';
import {
  AGENT_CONTRACT_CALL_BY_KIND,
  AgentContractChangeSchema,
  DownlineAgentContractsSchema,
  MyAgentContractsSchema,
} from '@perya/contracts';

import { consolidatedQueryOptions } from '@/lib/member-queries';
import { api } from '@/lib/api-client';

// The contract calls (decision 034): the downline's answers through the spec's relay calls, the
// upline's offers and actions, and the lists both sides read.

export const CONTRACTS_KEY = ['agent-contracts'] as const;

/** GET /wps/member/contracts: what I hold from my upline (or the house), offers and history. */
export const myContractsQueryOptions = () =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'mine'],
    queryFn: () => api.get('/wps/member/contracts', MyAgentContractsSchema),
  });

/** GET /wps/agent/contracts/downlines/:id: one direct downline's contracts and my ceilings. */
export const downlineContractsQueryOptions = (downlineId: number) =>
  queryOptions({
    queryKey: [...CONTRACTS_KEY, 'downline', downlineId],
    queryFn: () => api.get(`/wps/agent/contracts/downlines/${downlineId}`, DownlineAgentContractsSchema),
  });

/** After any change: both sides' lists and the consolidated flags (popup, member centre). */
const useInvalidateContracts = () => {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: CONTRACTS_KEY }),
      queryClient.invalidateQueries({ queryKey: consolidatedQueryOptions().queryKey }),
    ]);
};

export type ContractAnswer = 'A' | 'R' | 'C';

/** The downline answers (A accept, R reject, C ask to end) through the spec call of the contract's kind. */
export const useAnswerContract = () => {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (input: {
      contract: Pick<AgentContract, 'id' | 'kind' | 'version'>;
      action: ContractAnswer;
      confirmLowerRate?: boolean;
    }) =>
      api.post(`/wps/relay/${AGENT_CONTRACT_CALL_BY_KIND[input.contract.kind]}`, AgentContractChangeSchema, {
        contractId: input.contract.id,
        action: input.action,
        version: input.contract.version,
        ...(input.confirmLowerRate ? { confirmLowerRate: true } : {}),
      }),
    onSettled: invalidate,
  });
};

/** The upline offers terms to a direct downline. */
export const useOfferContract = (downlineId: number) => {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (terms: AgentContractTerms) =>
      api.post(`/wps/agent/contracts/downlines/${downlineId}/offers`, AgentContractChangeSchema, terms),
    onSettled: invalidate,
  });
};

export type UplineAction = 'withdraw' | 'terminate' | 'keep';

/** The upline withdraws an offer, asks to end (or confirms ending) a contract, or keeps it. */
export const useUplineContractAction = () => {
  const invalidate = useInvalidateContracts();
  return useMutation({
    mutationFn: (input: { contract: Pick<AgentContract, 'id' | 'version'>; action: UplineAction }) =>
      api.post(`/wps/agent/contracts/${input.contract.id}/${input.action}`, AgentContractChangeSchema, {
        version: input.contract.version,
      }),
    onSettled: invalidate,
  });
};

export type { AgentContractKind };
