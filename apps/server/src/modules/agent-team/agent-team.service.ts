import { randomBytes } from 'node:crypto';

import type {
  AgentContractTerms,
  CreateDownlineRequest,
  CreatedDownline,
  DownlineKind,
  InvitationLink,
  InvitationLinkList,
  LanguageCode,
  TeamMembersPage,
  TeamMembersQuery,
} from '@perya/contracts';
import {
  DEFAULT_DIALING_CODE,
  DOWNLINE_AGENT_TYPE,
  MAX_ENABLED_INVITATION_LINKS,
  MEMBER_ACCOUNT_TYPE,
  TeamMembersQuerySchema,
  isAgentType,
  mayCreateAgents,
} from '@perya/contracts';

import type { Executor } from '../../db/client';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { RegistrationFields } from '../auth';
import type { MembersService } from '../members';
import type { AgentTeamRepository, InvitationLinkRow, TeamRow } from './agent-team.repository';

/** The calling agent, as the access rules resolved it. */
export type TeamAgent = { id: number; type: number };

/** The registration's field rules (auth's createRegistrationRules), in the caller's language. */
type RegistrationRules = {
  validate: (
    input: RegistrationFields,
    mode: 'username',
    language: LanguageCode,
    options?: { declaration?: boolean },
  ) => Promise<{ phone: { dialingCode: string; national: string } | null; passwordAsked: boolean }>;
};

/** What the team needs of the agents module: invitation links carry contract offers. */
export type LinkContracts = {
  checkTerms: (uplineId: number, terms: AgentContractTerms) => Promise<void>;
  createOffer: (
    input: { uplineId: number; downlineId: number; terms: AgentContractTerms },
    executor: Executor,
  ) => Promise<unknown>;
};

/** The prohibited-person declaration the new account owes (compliance, decision 055). */
export type OwedDeclaration = { markOwed: (memberId: number, executor: Executor) => Promise<void> };

export type AgentTeamServiceDeps = {
  repository: AgentTeamRepository;
  declaration: OwedDeclaration;
  membersService: Pick<MembersService, 'createMember' | 'findById'>;
  rules: RegistrationRules;
  contracts: LinkContracts;
  clock: Clock;
};

// 12 random bytes: 16 characters, unguessable (an agent link makes agents).
const newLinkCode = (): string => randomBytes(12).toString('base64url').replace(/[-_]/g, 'X');
// An invitation code an agent reads out: 8 characters without look-alikes.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newAffiliateCode = (): string =>
  Array.from(randomBytes(8), (byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join('');

const iso = (value: Date | string | null): string | null =>
  value === null ? null : (value instanceof Date ? value : new Date(value)).toISOString();

const toTeamMember = (row: TeamRow) => ({
  id: Number(row.id),
  account: row.account,
  nickname: row.nickname,
  isAgent: isAgentType(row.type),
  depth: row.depth,
  directCount: row.direct_count,
  status: row.status,
  balanceMinor: row.balance,
  currency: row.currency,
  lastLoginAt: iso(row.last_login_at),
  createdAt: iso(row.created_at) ?? '',
});

const toLinkDto = (row: InvitationLinkRow): InvitationLink => ({
  id: row.id,
  code: row.code,
  affiliateCode: row.affiliateCode,
  kind: row.kind,
  registrations: row.registrations,
  contractOffer: row.contractOffer ?? null,
  createdAt: row.createdAt.toISOString(),
  disabledAt: row.disabledAt ? row.disabledAt.toISOString() : null,
});

const typeOf = (kind: DownlineKind): number => (kind === 'AGENT' ? DOWNLINE_AGENT_TYPE : MEMBER_ACCOUNT_TYPE);

export const createAgentTeamService = ({
  repository,
  membersService,
  rules,
  contracts,
  declaration,
  clock,
}: AgentTeamServiceDeps) => {
  /** Refuses (NOT_IN_TEAM) a member that is not below the agent in the tree, at any level. */
  const assertInTeam = async (agentId: number, memberId: number): Promise<void> => {
    if (!(await repository.isInTeam(agentId, memberId)))
      throw new AppError('NOT_IN_TEAM', `member ${memberId} is not in agent ${agentId}'s team`);
  };

  const requireAgentCreation = (agent: TeamAgent, kind: DownlineKind) => {
    if (kind === 'AGENT' && !mayCreateAgents(agent.type))
      throw new AppError('FORBIDDEN', `agent ${agent.id} of type ${agent.type} may not bring in agents`);
  };

  return {
    assertInTeam,

    /** One page of the agent's team, or of a team member's own team (drill-down), with the way there. */
    async listTeam(agentId: number, input: TeamMembersQuery): Promise<TeamMembersPage> {
      const query = TeamMembersQuerySchema.parse(input);
      const parentId = query.parentId ?? agentId;
      if (parentId !== agentId) await assertInTeam(agentId, parentId);
      const filter = {
        parentId,
        scope: query.scope,
        search: query.q ? query.q.toLowerCase() : null,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      };
      const [rows, total, path] = [
        await repository.listTeam(filter),
        await repository.countTeam(filter),
        await repository.findPath(agentId, parentId),
      ];
      return {
        list: rows.map(toTeamMember),
        pageNo: query.pageNo,
        pageSize: query.pageSize,
        total,
        totalPages: Math.ceil(total / query.pageSize),
        path: path.map((step) => ({ id: Number(step.id), account: step.account, nickname: step.nickname })),
      };
    },

    /**
     * Makes a direct downline of the agent: the registration's field rules and messages (username
     * and password always asked), an agent only where the agent's type may bring in agents.
     */
    async createDownline(
      agent: TeamAgent,
      input: CreateDownlineRequest,
      language: LanguageCode,
    ): Promise<CreatedDownline> {
      requireAgentCreation(agent, input.kind);
      const countryDialingCode = input.countryDialingCode ?? DEFAULT_DIALING_CODE;
      const { phone } = await rules.validate({ ...input, countryDialingCode }, 'username', language, {
        // An agent cannot declare for the member that it is not a prohibited person: the account
        // is made owing it, and the member declares at its first login (decision 055).
        declaration: false,
      });
      const affiliateCode = input.kind === 'AGENT' ? newAffiliateCode() : null;
      const member = await membersService.createMember({
        account: input.username ?? '',
        password: input.password ?? '',
        type: typeOf(input.kind),
        affiliateCode,
        uplineId: agent.id,
        nickname: input.nickname || null,
        payeeName: input.payeeName || null,
        email: input.email || null,
        dialingCode: phone?.dialingCode ?? null,
        mobileNum: phone?.national ?? null,
        language,
        afterCreate: (created, tx) => declaration.markOwed(created.id, tx),
      });
      return { id: member.id, account: member.account, kind: input.kind, affiliateCode };
    },

    async listLinks(agent: TeamAgent): Promise<InvitationLinkList> {
      const rows = await repository.listLinks(agent.id);
      return { list: rows.map(toLinkDto), mayCreateAgents: mayCreateAgents(agent.type) };
    },

    /**
     * A new invitation link (the agent gets an invitation code first if it has none), optionally
     * offering a contract to each account made through it: terms the agent could offer today.
     */
    async createLink(
      agent: TeamAgent,
      kind: DownlineKind,
      contractOffer?: AgentContractTerms,
    ): Promise<InvitationLink> {
      requireAgentCreation(agent, kind);
      if ((await repository.countEnabledLinks(agent.id)) >= MAX_ENABLED_INVITATION_LINKS)
        throw new AppError('VALIDATION', `agent ${agent.id} has ${MAX_ENABLED_INVITATION_LINKS} enabled links`);
      if (contractOffer) await contracts.checkTerms(agent.id, contractOffer);
      const affiliateCode = await repository.setAffiliateCodeIfMissing(agent.id, newAffiliateCode());
      const row = await repository.insertLink({
        agentId: agent.id,
        code: newLinkCode(),
        kind,
        contractOffer: contractOffer ?? null,
      });
      return toLinkDto({ ...row, affiliateCode, registrations: 0 });
    },

    /** Disables one of the agent's links; disabling it again changes nothing. */
    async disableLink(agent: TeamAgent, id: number): Promise<void> {
      if (await repository.disableLink(agent.id, id, clock.now())) return;
      if ((await repository.findLinkOwner(id)) !== agent.id)
        throw new AppError('NOT_FOUND', `invitation link ${id} of agent ${agent.id}`);
    },

    /**
     * Where a registration through a link goes (auth's registration asks): the link's agent, while
     * the link is enabled and the agent active and still allowed to make that kind of account.
     */
    async resolveInvitation(code: string) {
      const link = await repository.findEnabledLinkByCode(code.trim());
      if (!link || link.agentStatus !== 'ACTIVE' || !isAgentType(link.agentType)) return null;
      if (link.kind === 'AGENT' && !mayCreateAgents(link.agentType)) return null;
      return {
        uplineId: link.agentId,
        type: typeOf(link.kind),
        affiliateCode: link.kind === 'AGENT' ? newAffiliateCode() : null,
        linkId: link.id,
      };
    },

    /**
     * Records which link a registration came through and makes the link's contract offer to the
     * new account in the registration's transaction. Terms the agent can no longer offer (its own
     * contract changed since) are not offered: the registration goes through without them, and the
     * agent can offer again from the downline's contracts page.
     */
    async recordRegistration(linkId: number, memberId: number, executor: Executor) {
      await repository.insertRegistration(linkId, memberId, executor);
      const link = await repository.findLinkOffer(linkId, executor);
      if (!link?.contractOffer) return;
      try {
        await contracts.checkTerms(link.agentId, link.contractOffer);
      } catch (error) {
        if (error instanceof AppError) return;
        throw error;
      }
      await contracts.createOffer(
        { uplineId: link.agentId, downlineId: memberId, terms: link.contractOffer },
        executor,
      );
    },
  };
};

export type AgentTeamService = ReturnType<typeof createAgentTeamService>;
