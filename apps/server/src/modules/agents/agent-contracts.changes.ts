import type { AgentContractEventAction, AgentContractStatus } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { AppError } from '../../lib/errors';
import type { AuditActor } from '../audit';
import { contractsOverCeiling } from './agent-contract-rules';
import type { AgentContractsRepository, ContractRow } from './agent-contracts.repository';

// The state changes of contracts inside one transaction (decision 034): each writes the next
// version and an event (who, when, from → to); ending a contract re-checks the contracts the
// downline gave its own downlines, which may have lost their ceiling (lower-rate rule, spec §4).

export type ContractChangeDeps = { repository: AgentContractsRepository; now: () => Date };

const actorFields = (actor: AuditActor) => ({
  actorKind: actor.kind,
  actorId: actor.kind === 'SYSTEM' ? null : actor.id,
  actorName: actor.name,
});

export const createContractChanges = ({ repository, now }: ContractChangeDeps) => {
  /** Moves `row` to `to` and records it; STALE_RECORD when it changed since it was read. */
  const move = async (
    row: ContractRow,
    to: AgentContractStatus,
    action: AgentContractEventAction,
    actor: AuditActor,
    tx: Executor,
    options: { reason?: string | null; detail?: Record<string, unknown>; terminationRequestedBy?: number | null } = {},
  ): Promise<ContractRow> => {
    const at = now();
    const ends = to === 'TERMINATED' || to === 'REJECTED';
    const updated = await repository.updateVersioned(
      row.id,
      row.version,
      {
        status: to,
        updatedAt: at,
        terminationRequestedBy: to === 'TERMINATION_REQUESTED' ? (options.terminationRequestedBy ?? null) : null,
        ...(to === 'ACTIVE' && row.effectiveFrom === null ? { effectiveFrom: at } : {}),
        ...(ends ? { endedAt: at } : {}),
      },
      tx,
    );
    if (!updated) throw new AppError('STALE_RECORD', `contract ${row.id} changed from version ${row.version}`);
    await repository.insertEvent(
      {
        contractId: row.id,
        action,
        fromStatus: row.status,
        toStatus: to,
        ...actorFields(actor),
        reason: options.reason ?? null,
        detail: options.detail ?? null,
        createdAt: at,
      },
      tx,
    );
    return updated;
  };

  /** Records the creation of a contract (an offer, or terms staff set). */
  const created = async (
    row: ContractRow,
    action: AgentContractEventAction,
    actor: AuditActor,
    tx: Executor,
    reason: string | null = null,
  ) =>
    repository.insertEvent(
      {
        contractId: row.id,
        action,
        fromStatus: null,
        toStatus: row.status,
        ...actorFields(actor),
        reason,
        detail: { kind: row.kind, category: row.category, period: row.period, tiers: row.tiers },
        createdAt: row.createdAt,
      },
      tx,
    );

  /**
   * The contracts an agent gave its downlines that its binding contracts, as they would be with
   * `replace` removed and `add` added, no longer cover (lower-rate rule). Read-only.
   */
  const overCeiling = async (
    agentId: number,
    change: { remove?: readonly number[]; add?: readonly ContractRow[] },
    tx: Executor,
  ): Promise<ContractRow[]> => {
    const given = await repository.listOpenOfUpline(agentId, tx);
    if (given.length === 0) return [];
    const binding = (await repository.listBinding(agentId, tx))
      .filter((row) => !(change.remove ?? []).includes(row.id))
      .concat(change.add ?? []);
    return contractsOverCeiling(given, binding);
  };

  /**
   * Ends every contract no longer under its upline's ceiling, starting with the contracts given
   * by `agentIds` and following each ended contract's downline (its own downline contracts lose
   * their ceiling in turn). Returns what ended, first level first.
   */
  const endOverCeilings = async (
    agentIds: readonly number[],
    action: AgentContractEventAction,
    actor: AuditActor,
    tx: Executor,
  ): Promise<ContractRow[]> => {
    const ended: ContractRow[] = [];
    const queue = agentIds.map((agentId) => ({ agentId, first: true }));
    const seen = new Set<number>();
    while (queue.length > 0) {
      const { agentId, first } = queue.shift() as { agentId: number; first: boolean };
      if (seen.has(agentId)) continue;
      seen.add(agentId);
      for (const row of await overCeiling(agentId, {}, tx)) {
        ended.push(await move(row, 'TERMINATED', first ? action : 'ENDED_UPLINE_ENDED', actor, tx));
        queue.push({ agentId: row.downlineId, first: false });
      }
    }
    return ended;
  };

  return { move, created, overCeiling, endOverCeilings };
};

export type ContractChanges = ReturnType<typeof createContractChanges>;
