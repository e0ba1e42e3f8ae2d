import type { AgentContract, AgentContractEvent, AgentContractRef, AgentContractSide } from '@perya/contracts';

import type { ContractEventRow, ContractRow } from './agent-contracts.repository';

// Rows to the calls' shapes (services return these, never table rows).

const iso = (value: Date | null): string | null => (value ? value.toISOString() : null);

/** Who asked for the termination, from the stored member id (null id with the house: STAFF). */
const sideOf = (row: ContractRow): AgentContractSide | null => {
  if (row.status !== 'TERMINATION_REQUESTED') return null;
  if (row.terminationRequestedBy === row.downlineId) return 'DOWNLINE';
  if (row.terminationRequestedBy !== null && row.terminationRequestedBy === row.uplineId) return 'UPLINE';
  return 'STAFF';
};

export const toContract = (row: ContractRow, accounts: Map<number, string>): AgentContract => ({
  id: row.id,
  upline: row.uplineId === null ? null : { id: row.uplineId, account: accounts.get(row.uplineId) ?? '' },
  downline: { id: row.downlineId, account: accounts.get(row.downlineId) ?? '' },
  kind: row.kind,
  category: row.category,
  period: row.period ?? null,
  tiers: row.tiers,
  status: row.status,
  supersedes: row.supersedes ?? null,
  terminationRequestedBy: sideOf(row),
  effectiveFrom: iso(row.effectiveFrom),
  endedAt: iso(row.endedAt),
  version: row.version,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

export const toContractRef = (row: ContractRow, accounts: Map<number, string>): AgentContractRef => ({
  id: row.id,
  downline: { id: row.downlineId, account: accounts.get(row.downlineId) ?? '' },
  kind: row.kind,
  category: row.category,
});

export const toEvent = (row: ContractEventRow): AgentContractEvent => ({
  id: row.id,
  contractId: row.contractId,
  action: row.action,
  fromStatus: row.fromStatus ?? null,
  toStatus: row.toStatus,
  actorKind: row.actorKind,
  actorName: row.actorName,
  reason: row.reason ?? null,
  at: row.createdAt.toISOString(),
});

/** The member ids a list of contracts names, for one accounts lookup. */
export const partiesOf = (rows: readonly ContractRow[]): number[] =>
  rows.flatMap((row) => (row.uplineId === null ? [row.downlineId] : [row.downlineId, row.uplineId]));
