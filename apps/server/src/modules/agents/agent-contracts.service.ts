import type {
  AgentContractAnswerRequest,
  AgentContractChange,
  AgentContractKind,
  AgentContractTerms,
  DownlineAgentContracts,
  MyAgentContracts,
} from '@perya/contracts';
import { TRIAL_ACCOUNT_TYPE, isAgentType } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { checkOffer } from './agent-contract-rules';
import type { ContractChanges } from './agent-contracts.changes';
import { partiesOf, toContract, toContractRef, toEvent } from './agent-contracts.mappers';
import type { AgentContractsRepository, ContractRow } from './agent-contracts.repository';

// The contract calls between an upline and its direct downline (spec §3, §4, §7.3; decision 034):
// the upline offers, withdraws, asks to end or keeps; the downline accepts, rejects or asks to end.
// Every change runs under the contract lock, checks the version the caller saw, and is recorded.

export type AgentContractsServiceDeps = {
  db: Database;
  repository: AgentContractsRepository;
  changes: ContractChanges;
  now: () => Date;
};

/** History shown beside the open contracts. */
const HISTORY_LIMIT = 100;

type MemberActor = { id: number; account: string };
const memberActor = (member: MemberActor): AuditActor => ({ kind: 'MEMBER', id: member.id, name: member.account });

export type CreateOfferInput = { uplineId: number; downlineId: number; terms: AgentContractTerms };

export const createAgentContractsService = ({ db, repository, changes, now }: AgentContractsServiceDeps) => {
  /** The answer of a change: the contract now and what else ended, with accounts. */
  const changeOf = async (row: ContractRow, ended: ContractRow[], tx: Executor): Promise<AgentContractChange> => {
    const accounts = await repository.accountsOf([...partiesOf([row]), ...partiesOf(ended)], tx);
    return { contract: toContract(row, accounts), endedContracts: ended.map((item) => toContractRef(item, accounts)) };
  };

  /** The contract with this id for its upline `agentId`, locked; NOT_FOUND when it is not theirs. */
  const ownGiven = async (agentId: number, contractId: number, version: number, tx: Executor) => {
    const row = await repository.findForUpdate(contractId, tx);
    if (!row || row.uplineId !== agentId)
      throw new AppError('NOT_FOUND', `contract ${contractId} not given by ${agentId}`);
    return { row, checkVersion: () => checkVersion(row, version) };
  };

  const checkVersion = (row: ContractRow, version: number) => {
    if (row.version !== version)
      throw new AppError('STALE_RECORD', `contract ${row.id} is at version ${row.version}, not ${version}`);
  };

  const invalid = (row: ContractRow, what: string) =>
    new AppError('CONTRACT_ACTION_INVALID', `contract ${row.id} is ${row.status}: cannot ${what}`);

  /**
   * Offers terms to a direct downline in the caller's transaction (the register centre's
   * invitation links call it too). Replaces a pending offer of the same kind and category; an
   * offer for a kind and category the downline holds names that contract in `supersedes`.
   */
  const createOffer = async (input: CreateOfferInput, executor: Executor): Promise<AgentContractChange> => {
    await repository.lockContracts(executor);
    const [upline, downline] = await Promise.all([
      repository.findParty(input.uplineId, executor),
      repository.findParty(input.downlineId, executor),
    ]);
    if (!upline || !isAgentType(upline.type) || upline.status !== 'ACTIVE')
      throw new AppError('NOT_AGENT', `member ${input.uplineId} cannot offer contracts`);
    if (!downline || downline.uplineId !== upline.id)
      throw new AppError('NOT_DOWNLINE', `member ${input.downlineId} is not a direct downline of ${upline.id}`);
    if (downline.type === TRIAL_ACCOUNT_TYPE || downline.status !== 'ACTIVE')
      throw new AppError('CONTRACT_PARTY_INVALID', `member ${downline.id} cannot hold contracts`);
    const failure = checkOffer(input.terms, await repository.listBinding(upline.id, executor));
    if (failure) throw new AppError(failure.code, failure.detail);

    const actor = memberActor(upline);
    const open = await repository.listOpenOfDownline(downline.id, executor);
    const same = open.filter((row) => row.kind === input.terms.kind && row.category === input.terms.category);
    const pending = same.find((row) => row.status === 'OFFERED');
    if (pending)
      await changes.move(pending, 'TERMINATED', 'WITHDRAWN', actor, executor, { detail: { replacedByNewOffer: true } });
    const current = same.find((row) => row.status !== 'OFFERED');
    const at = now();
    const row = await repository.insert(
      {
        uplineId: upline.id,
        downlineId: downline.id,
        kind: input.terms.kind,
        category: input.terms.category,
        period: input.terms.period,
        tiers: input.terms.tiers,
        status: 'OFFERED',
        supersedes: current?.id ?? null,
        createdAt: at,
        updatedAt: at,
      },
      executor,
    );
    await changes.created(row, 'OFFERED', actor, executor);
    return changeOf(row, [], executor);
  };

  /**
   * The downline accepts an offer: the contract it replaces ends, the offer becomes ACTIVE, and
   * the downline's own downline contracts above its new terms end (lower-rate rule) — only once
   * the caller confirmed that (`confirmLowerRate`), else CONTRACT_LOWER_RATE_CONFIRM lists them.
   */
  const accept = async (row: ContractRow, member: MemberActor, confirmLowerRate: boolean, tx: Executor) => {
    if (row.uplineId !== null) {
      const failure = checkOffer(row, await repository.listBinding(row.uplineId, tx));
      if (failure) throw new AppError(failure.code, `offer ${row.id} no longer fits: ${failure.detail}`);
    }
    const replaced = (await repository.listBinding(row.downlineId, tx)).filter(
      (item) => item.kind === row.kind && item.category === row.category,
    );
    const wouldEnd = await changes.overCeiling(
      row.downlineId,
      { remove: replaced.map((item) => item.id), add: [{ ...row, status: 'ACTIVE' }] },
      tx,
    );
    if (wouldEnd.length > 0 && !confirmLowerRate) {
      const accounts = await repository.accountsOf(partiesOf(wouldEnd), tx);
      throw new AppError('CONTRACT_LOWER_RATE_CONFIRM', `accepting ${row.id} ends ${wouldEnd.length} contracts`, {
        endsContracts: wouldEnd.map((item) => toContractRef(item, accounts)),
      });
    }
    const actor = memberActor(member);
    for (const old of replaced)
      await changes.move(old, 'TERMINATED', 'SUPERSEDED', actor, tx, { detail: { supersededBy: row.id } });
    const accepted = await changes.move(row, 'ACTIVE', 'ACCEPTED', actor, tx);
    const ended = await changes.endOverCeilings([row.downlineId], 'ENDED_LOWER_RATE', actor, tx);
    return changeOf(accepted, ended, tx);
  };

  /** Ends a binding contract and whatever lost its ceiling with it. */
  const terminate = async (row: ContractRow, actor: AuditActor, tx: Executor, reason: string | null = null) => {
    const ended = await changes.move(row, 'TERMINATED', 'TERMINATED', actor, tx, { reason });
    const following = await changes.endOverCeilings([row.downlineId], 'ENDED_UPLINE_ENDED', actor, tx);
    return changeOf(ended, following, tx);
  };

  const inTransaction = <T>(work: (tx: Executor) => Promise<T>): Promise<T> =>
    db.transaction(async (tx) => {
      await repository.lockContracts(tx);
      return work(tx);
    });

  return {
    createOffer,

    /** Refuses terms the agent could not offer now (its ceiling, the kind's rules), as an offer would. */
    async checkTerms(uplineId: number, terms: AgentContractTerms): Promise<void> {
      const failure = checkOffer(terms, await repository.listBinding(uplineId, db));
      if (failure) throw new AppError(failure.code, failure.detail);
    },

    offer: (input: CreateOfferInput) => db.transaction((tx) => createOffer(input, tx)),

    /** The upline takes back an offer not yet answered. */
    withdraw: (agent: MemberActor, contractId: number, version: number) =>
      inTransaction(async (tx) => {
        const { row, checkVersion: check } = await ownGiven(agent.id, contractId, version, tx);
        if (row.status !== 'OFFERED') throw invalid(row, 'withdraw');
        check();
        return changeOf(await changes.move(row, 'TERMINATED', 'WITHDRAWN', memberActor(agent), tx), [], tx);
      }),

    /** The upline asks to end an active contract, or confirms the downline's request (spec's "finish"). */
    terminateAsUpline: (agent: MemberActor, contractId: number, version: number) =>
      inTransaction(async (tx) => {
        const { row, checkVersion: check } = await ownGiven(agent.id, contractId, version, tx);
        const requestedByDownline =
          row.status === 'TERMINATION_REQUESTED' && row.terminationRequestedBy === row.downlineId;
        if (row.status !== 'ACTIVE' && !requestedByDownline) throw invalid(row, 'terminate');
        check();
        if (requestedByDownline) return terminate(row, memberActor(agent), tx);
        const moved = await changes.move(
          row,
          'TERMINATION_REQUESTED',
          'TERMINATION_REQUESTED',
          memberActor(agent),
          tx,
          {
            terminationRequestedBy: agent.id,
          },
        );
        return changeOf(moved, [], tx);
      }),

    /** The upline keeps a contract: declines the downline's termination request, or takes back its own. */
    keepAsUpline: (agent: MemberActor, contractId: number, version: number) =>
      inTransaction(async (tx) => {
        const { row, checkVersion: check } = await ownGiven(agent.id, contractId, version, tx);
        if (row.status !== 'TERMINATION_REQUESTED') throw invalid(row, 'keep');
        check();
        return changeOf(await changes.move(row, 'ACTIVE', 'TERMINATION_DECLINED', memberActor(agent), tx), [], tx);
      }),

    /**
     * The downline's answer through the spec §7.3 call of `kind` (domain rules §2.2): A accepts an
     * offer or the upline's termination request; R rejects either; C asks to end an active
     * contract, or takes back its own request.
     */
    answer: (member: MemberActor, kind: AgentContractKind, request: AgentContractAnswerRequest) =>
      inTransaction(async (tx) => {
        const row = await repository.findForUpdate(request.contractId, tx);
        if (!row || row.downlineId !== member.id || row.kind !== kind)
          throw new AppError('NOT_FOUND', `contract ${request.contractId} (${kind}) is not offered to ${member.id}`);
        const actor = memberActor(member);
        const askedOfMe = row.status === 'TERMINATION_REQUESTED' && row.terminationRequestedBy !== row.downlineId;
        const askedByMe = row.status === 'TERMINATION_REQUESTED' && row.terminationRequestedBy === row.downlineId;
        switch (request.action) {
          case 'A':
            if (row.status !== 'OFFERED' && !askedOfMe) throw invalid(row, 'accept');
            checkVersion(row, request.version);
            return row.status === 'OFFERED'
              ? accept(row, member, request.confirmLowerRate === true, tx)
              : terminate(row, actor, tx);
          case 'R':
            if (row.status !== 'OFFERED' && !askedOfMe) throw invalid(row, 'reject');
            checkVersion(row, request.version);
            return row.status === 'OFFERED'
              ? changeOf(await changes.move(row, 'REJECTED', 'REJECTED', actor, tx), [], tx)
              : changeOf(await changes.move(row, 'ACTIVE', 'TERMINATION_DECLINED', actor, tx), [], tx);
          case 'C':
            if (row.status !== 'ACTIVE' && !askedByMe) throw invalid(row, 'cancel');
            checkVersion(row, request.version);
            return row.status === 'ACTIVE'
              ? changeOf(
                  await changes.move(row, 'TERMINATION_REQUESTED', 'TERMINATION_REQUESTED', actor, tx, {
                    terminationRequestedBy: member.id,
                  }),
                  [],
                  tx,
                )
              : changeOf(await changes.move(row, 'ACTIVE', 'TERMINATION_DECLINED', actor, tx), [], tx);
        }
      }),

    /** What a member holds from its upline (or the house) and was offered, with the last history. */
    async myContracts(memberId: number): Promise<MyAgentContracts> {
      const rows = await repository.listOfDownline(memberId, HISTORY_LIMIT);
      const [accounts, events] = await Promise.all([
        repository.accountsOf(partiesOf(rows)),
        repository.listEvents(rows.map((row) => row.id)),
      ]);
      return { contracts: rows.map((row) => toContract(row, accounts)), events: events.map(toEvent) };
    },

    /** One direct downline's contracts for its upline, and the upline's own binding ones as ceilings. */
    async downlineContracts(agentId: number, downlineId: number): Promise<DownlineAgentContracts> {
      const downline = await repository.findParty(downlineId);
      if (!downline || downline.uplineId !== agentId)
        throw new AppError('NOT_DOWNLINE', `member ${downlineId} is not a direct downline of ${agentId}`);
      const [rows, ceilings] = await Promise.all([
        repository.listOfDownline(downlineId, HISTORY_LIMIT),
        repository.listBinding(agentId),
      ]);
      const given = rows.filter((row) => row.uplineId === agentId);
      const [accounts, events] = await Promise.all([
        repository.accountsOf([...partiesOf(given), ...partiesOf(ceilings)]),
        repository.listEvents(given.map((row) => row.id)),
      ]);
      return {
        downline: {
          id: downline.id,
          account: downline.account,
          nickname: downline.nickname,
          isAgent: isAgentType(downline.type),
        },
        contracts: given.map((row) => toContract(row, accounts)),
        events: events.map(toEvent),
        ceilings: ceilings.map((row) => toContract(row, accounts)),
      };
    },
  };
};

export type AgentContractsService = ReturnType<typeof createAgentContractsService>;
