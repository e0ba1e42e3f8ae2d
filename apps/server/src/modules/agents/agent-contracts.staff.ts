import type {
  AgentContractChange,
  AgentContractTerms,
  StaffAgentContractPage,
  StaffAgentContractQuery,
} from '@perya/contracts';
import { TRIAL_ACCOUNT_TYPE, isAgentType } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor, AuditService } from '../audit';
import { checkOffer } from './agent-contract-rules';
import type { ContractChanges } from './agent-contracts.changes';
import { partiesOf, toContract, toContractRef } from './agent-contracts.mappers';
import type { AgentContractsRepository, ContractRow } from './agent-contracts.repository';

// What operators do with contracts (issue 17's staff API; decision 034): list them, set terms at
// once (the house's contracts with root agents, or a correction anywhere in the tree, still under
// the upline's ceiling), end one. Each change is a contract event and an audit entry, with a reason.

export type AgentContractsStaffDeps = {
  db: Database;
  repository: AgentContractsRepository;
  changes: ContractChanges;
  audit: AuditService;
  now: () => Date;
};

export const createAgentContractsStaff = ({ db, repository, changes, audit, now }: AgentContractsStaffDeps) => {
  const changeOf = async (row: ContractRow, ended: ContractRow[], tx: Executor): Promise<AgentContractChange> => {
    const accounts = await repository.accountsOf([...partiesOf([row]), ...partiesOf(ended)], tx);
    return { contract: toContract(row, accounts), endedContracts: ended.map((item) => toContractRef(item, accounts)) };
  };

  return {
    async list(query: StaffAgentContractQuery): Promise<StaffAgentContractPage> {
      const { rows, total } = await repository.listForStaff({
        ...query,
        house: query.house === undefined ? undefined : query.house === 'true',
      });
      const accounts = await repository.accountsOf(partiesOf(rows));
      return {
        list: rows.map((row) => toContract(row, accounts)),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
      };
    },

    /**
     * Sets terms for a member at once (ACTIVE): with the house when it is a root agent, else with
     * its upline, within the upline's ceiling. The contract of that kind and category it replaces
     * and a pending offer end; its own downline contracts above the new terms end too.
     */
    set: (input: { downlineId: number; terms: AgentContractTerms; reason: string; actor: AuditActor }) =>
      db.transaction(async (tx) => {
        await repository.lockContracts(tx);
        const member = await repository.findParty(input.downlineId, tx);
        if (!member) throw new AppError('NOT_FOUND', `member ${input.downlineId}`);
        if (member.type === TRIAL_ACCOUNT_TYPE || member.status !== 'ACTIVE')
          throw new AppError('CONTRACT_PARTY_INVALID', `member ${member.id} cannot hold contracts`);
        if (member.uplineId === null && !isAgentType(member.type))
          throw new AppError('CONTRACT_PARTY_INVALID', `member ${member.id} has no upline and is not an agent`);
        const failure = checkOffer(
          input.terms,
          member.uplineId === null ? null : await repository.listBinding(member.uplineId, tx),
        );
        if (failure) throw new AppError(failure.code, failure.detail);

        const same = (await repository.listOpenOfDownline(member.id, tx)).filter(
          (row) => row.kind === input.terms.kind && row.category === input.terms.category,
        );
        for (const row of same)
          await changes.move(
            row,
            'TERMINATED',
            row.status === 'OFFERED' ? 'WITHDRAWN' : 'SUPERSEDED',
            input.actor,
            tx,
            {
              reason: input.reason,
            },
          );
        const at = now();
        const row = await repository.insert(
          {
            uplineId: member.uplineId,
            downlineId: member.id,
            kind: input.terms.kind,
            category: input.terms.category,
            period: input.terms.period,
            tiers: input.terms.tiers,
            status: 'ACTIVE',
            supersedes: same.find((item) => item.status !== 'OFFERED')?.id ?? null,
            effectiveFrom: at,
            createdAt: at,
            updatedAt: at,
          },
          tx,
        );
        await changes.created(row, 'SET_BY_STAFF', input.actor, tx, input.reason);
        const ended = await changes.endOverCeilings([member.id], 'ENDED_LOWER_RATE', input.actor, tx);
        await audit.record(
          {
            actor: input.actor,
            action: 'agent_contract.set',
            targetKind: 'agent_contract',
            targetId: row.id,
            detail: {
              before: same.map((item) => ({ id: item.id, status: item.status, tiers: item.tiers })),
              after: { memberId: member.id, house: member.uplineId === null, ...input.terms },
              endedContracts: ended.map((item) => item.id),
              reason: input.reason,
            },
          },
          tx,
        );
        return changeOf(row, ended, tx);
      }),

    /** Ends a contract not yet ended, with whatever lost its ceiling with it. */
    end: (input: { contractId: number; version: number; reason: string; actor: AuditActor }) =>
      db.transaction(async (tx) => {
        await repository.lockContracts(tx);
        const row = await repository.findForUpdate(input.contractId, tx);
        if (!row) throw new AppError('NOT_FOUND', `contract ${input.contractId}`);
        if (row.status === 'TERMINATED' || row.status === 'REJECTED')
          throw new AppError('CONTRACT_ACTION_INVALID', `contract ${row.id} is ${row.status}`);
        if (row.version !== input.version)
          throw new AppError('STALE_RECORD', `contract ${row.id} is at version ${row.version}, not ${input.version}`);
        const ended = await changes.move(row, 'TERMINATED', 'ENDED_BY_STAFF', input.actor, tx, {
          reason: input.reason,
        });
        const following = await changes.endOverCeilings([row.downlineId], 'ENDED_UPLINE_ENDED', input.actor, tx);
        await audit.record(
          {
            actor: input.actor,
            action: 'agent_contract.end',
            targetKind: 'agent_contract',
            targetId: row.id,
            detail: {
              before: { status: row.status },
              after: { status: 'TERMINATED' },
              endedContracts: following.map((item) => item.id),
              reason: input.reason,
            },
          },
          tx,
        );
        return changeOf(ended, following, tx);
      }),
  };
};

export type AgentContractsStaff = ReturnType<typeof createAgentContractsStaff>;
