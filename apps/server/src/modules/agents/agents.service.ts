import type { Consolidated } from '@perya/contracts';
import { isAgentType } from '@perya/contracts';

import type { Executor } from '../../db/client';
import type { MembersService } from '../members';
import type { AgentsRepository } from './agents.repository';
import type { AgentContractKind as ContractKind } from '@perya/contracts';

export type AgentsServiceDeps = {
  agentsRepository: AgentsRepository;
  membersService: MembersService;
  isFeatureOn: (modId: string) => Promise<boolean>;
};

export type AffiliateAgent = { id: number; code: string; nickname: string | null };

export const createAgentsService = ({ agentsRepository, membersService, isFeatureOn }: AgentsServiceDeps) => ({
  /** The active agent an invitation code belongs to, or null. */
  async findAffiliateAgent(code: string): Promise<AffiliateAgent | null> {
    const member = await membersService.findByAffiliateCode(code.trim());
    if (!member || member.status !== 'ACTIVE' || !isAgentType(member.type) || !member.affiliateCode) return null;
    return { id: member.id, code: member.affiliateCode, nickname: member.nickname };
  },

  /**
   * Consolidated contract info (spec §3): per contract kind, 1 when the upline offers a new
   * contract, 2 when termination is requested, else 0; and which salaries the member receives.
   */
  async getConsolidated(memberId: number): Promise<Consolidated> {
    const member = await membersService.findById(memberId);
    const enabled = (await isFeatureOn('AGENTPOLICY3')) && Boolean(member?.uplineId);
    const contracts = enabled ? await agentsRepository.listOpenContractsOfDownline(memberId) : [];
    const requestOf = (kind: ContractKind): number => {
      const contract = contracts.find((row) => row.kind === kind && row.status !== 'ACTIVE');
      return contract?.status === 'OFFERED' ? 1 : contract?.status === 'TERMINATION_REQUESTED' ? 2 : 0;
    };
    const isActive = (kind: ContractKind) => contracts.some((row) => row.kind === kind && row.status === 'ACTIVE');
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
   */
  endContractsOnUplineChange: (downlineId: number, executor: Executor) =>
    agentsRepository.terminateOpenContractsOfDownline(downlineId, executor),
});

export type AgentsService = ReturnType<typeof createAgentsService>;
