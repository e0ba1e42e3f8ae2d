import type { Consolidated } from '@perya/contracts';
import { TRIAL_ACCOUNT_TYPE, isAgentType } from '@perya/contracts';

import type { Executor } from '../../db/client';
import type { MembersService } from '../members';
import type { ContractChanges } from './agent-contracts.changes';
import type { AgentContractsRepository } from './agent-contracts.repository';
import type { AgentsRepository } from './agents.repository';
import type { AgentContractKind as ContractKind } from '@perya/contracts';

export type AgentsServiceDeps = {
  agentsRepository: AgentsRepository;
  contractsRepository: AgentContractsRepository;
  changes: ContractChanges;
  membersService: MembersService;
  isFeatureOn: (modId: string) => Promise<boolean>;
};

export type AffiliateAgent = { id: number; code: string; nickname: string | null };

export const createAgentsService = ({
  agentsRepository,
  contractsRepository,
  changes,
  membersService,
  isFeatureOn,
}: AgentsServiceDeps) => ({
  /** The active agent an invitation code belongs to, or null. */
  async findAffiliateAgent(code: string): Promise<AffiliateAgent | null> {
    const member = await membersService.findByAffiliateCode(code.trim());
    if (!member || member.status !== 'ACTIVE' || !isAgentType(member.type) || !member.affiliateCode) return null;
    return { id: member.id, code: member.affiliateCode, nickname: member.nickname };
  },

  /**
   * Consolidated contract info (spec §3): per contract kind, 1 when the upline offers a new
   * contract, 2 when the upline (or staff) asks to end one, else 0; and which salaries the member
   * receives. Only with AGENTPOLICY3 on; the route serves real members only (spec §6: never trial
   * accounts). Root agents hold the house's contracts, so having no upline does not switch it off.
   */
  async getConsolidated(memberId: number): Promise<Consolidated> {
    const member = await membersService.findById(memberId);
    const enabled = (await isFeatureOn('AGENTPOLICY3')) && member !== undefined && member.type !== TRIAL_ACCOUNT_TYPE;
    const contracts = enabled ? await agentsRepository.listOpenContractsOfDownline(memberId) : [];
    const requestOf = (kind: ContractKind): number => {
      const mine = contracts.filter((row) => row.kind === kind);
      if (mine.some((row) => row.status === 'OFFERED')) return 1;
      const askedOfMe = (row: (typeof contracts)[number]) =>
        row.status === 'TERMINATION_REQUESTED' && row.terminationRequestedBy !== memberId;
      return mine.some(askedOfMe) ? 2 : 0;
    };
    const isActive = (kind: ContractKind) =>
      contracts.some((row) => row.kind === kind && (row.status === 'ACTIVE' || row.status === 'TERMINATION_REQUESTED'));
    return {
      dailysalreqtype: requestOf('DAILY_SALARY'),
      divtypereq: requestOf('DIVIDEND'),
      contracthoursalreqt: requestOf('HOURLY_SALARY'),
      realtimesalreqtype: requestOf('REALTIME_SALARY'),
      dailySalary: isActive('DAILY_SALARY'),
      hourSalary: isActive('HOURLY_SALARY'),
      salary: isActive('DAILY_SALARY') || isActive('HOURLY_SALARY') || isActive('REALTIME_SALARY'),
      enableCt: enabled,
    };
  },

  /**
   * Ends a member's salary and dividend contracts with its upline, in the caller's transaction:
   * staff moved the member under another upline (back office), whose terms it never agreed to.
   * Each is recorded (ENDED_UPLINE_CHANGED); the contracts the member gave its own downlines then
   * lose their ceiling and end too. Returns the ids of the member's ended contracts.
   */
  async endContractsOnUplineChange(downlineId: number, executor: Executor): Promise<number[]> {
    await contractsRepository.lockContracts(executor);
    const actor = { kind: 'SYSTEM', name: 'upline-change' } as const;
    const open = await contractsRepository.listOpenOfDownline(downlineId, executor);
    for (const row of open) await changes.move(row, 'TERMINATED', 'ENDED_UPLINE_CHANGED', actor, executor);
    await changes.endOverCeilings([downlineId], 'ENDED_UPLINE_ENDED', actor, executor);
    return open.map((row) => row.id);
  },
});

export type AgentsService = ReturnType<typeof createAgentsService>;
