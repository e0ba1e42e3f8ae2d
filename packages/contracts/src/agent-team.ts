import { z } from 'zod';

import { AgentContractTermsSchema } from './agent-contracts';
import { RegisterRequestSchema } from './auth';
import { MinorStringSchema } from './money-schemas';
import { PAGE_QUERY_FIELDS, PagedSchema } from './paging';

// The agent centre's team (issue 17, decision 033): team management (downlineManagmentView) and
// the register centre (registerCenter): downlines made directly and invitation links.

/**
 * Which agents may bring in agents (the spec names types 1, 2, 41, 42 without saying what they
 * mean). Types 1 and 2 build teams of any depth; 41 and 42 bring in members only, until the
 * operator tells us otherwise. An agent made by an agent is of type 2.
 */
export const AGENT_TYPES_CREATING_AGENTS = [1, 2] as const;
export const DOWNLINE_AGENT_TYPE = 2;
export const mayCreateAgents = (type: number): boolean =>
  (AGENT_TYPES_CREATING_AGENTS as readonly number[]).includes(type);

/** What a new downline (made directly or through a link) becomes. */
export const DOWNLINE_KINDS = ['MEMBER', 'AGENT'] as const;
export const DownlineKindSchema = z.enum(DOWNLINE_KINDS);
export type DownlineKind = z.infer<typeof DownlineKindSchema>;

const MemberIdSchema = z.coerce.number().int().min(1).max(Number.MAX_SAFE_INTEGER);

/** GET /wps/agent/team/members: one page of the team under `parentId` (default: the caller). */
export const TeamMembersQuerySchema = z.object({
  parentId: MemberIdSchema.optional().describe("A member of the caller's team whose own team to list"),
  scope: z.enum(['direct', 'all']).default('direct'),
  q: z.string().trim().max(64).optional().describe('Account (prefix) or nickname (part), case-insensitive'),
  ...PAGE_QUERY_FIELDS,
});
export type TeamMembersQuery = z.input<typeof TeamMembersQuerySchema>;

export const TeamMemberSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
  isAgent: z.boolean(),
  /** Levels below the listed parent (1: direct). */
  depth: z.number().int(),
  /** Direct downlines of this member (uplines in the list show a drill-down when above 0). */
  directCount: z.number().int(),
  status: z.enum(['ACTIVE', 'SUSPENDED']),
  balanceMinor: MinorStringSchema,
  currency: z.string(),
  lastLoginAt: z.string().nullable(),
  createdAt: z.string(),
});
export type TeamMember = z.infer<typeof TeamMemberSchema>;

/** One step of the way from the caller down to the listed parent (breadcrumbs). */
export const TeamPathStepSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  nickname: z.string().nullable(),
});

export const TeamMembersPageSchema = PagedSchema(TeamMemberSchema).extend({
  /** The caller first, the listed parent last. */
  path: z.array(TeamPathStepSchema),
});
export type TeamMembersPage = z.infer<typeof TeamMembersPageSchema>;

/** POST /wps/agent/team/members: a downline made by its agent (the registration's field rules). */
export const CreateDownlineRequestSchema = RegisterRequestSchema.pick({
  username: true,
  password: true,
  confirmPassword: true,
  nickname: true,
  payeeName: true,
  email: true,
  mobileNum: true,
  countryDialingCode: true,
}).extend({ kind: DownlineKindSchema });
export type CreateDownlineRequest = z.input<typeof CreateDownlineRequestSchema>;

export const CreatedDownlineSchema = z.object({
  id: z.number().int(),
  account: z.string(),
  kind: DownlineKindSchema,
  /** An agent's own invitation code (null for a member). */
  affiliateCode: z.string().nullable(),
});
export type CreatedDownline = z.infer<typeof CreatedDownlineSchema>;

/** An invitation link: /register?affiliateCode=…&invite=… makes a member or an agent under its agent. */
export const InvitationLinkSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  affiliateCode: z.string(),
  kind: DownlineKindSchema,
  registrations: z.number().int(),
  /** The contract offered to each account registered through the link (answered in its popup), or null. */
  contractOffer: AgentContractTermsSchema.nullable(),
  createdAt: z.string(),
  disabledAt: z.string().nullable(),
});
export type InvitationLink = z.infer<typeof InvitationLinkSchema>;

export const InvitationLinkListSchema = z.object({
  list: z.array(InvitationLinkSchema),
  /** Whether the caller may make agent links and agents (AGENT_TYPES_CREATING_AGENTS). */
  mayCreateAgents: z.boolean(),
});
export type InvitationLinkList = z.infer<typeof InvitationLinkListSchema>;

export const CreateInvitationLinkRequestSchema = z.object({
  kind: DownlineKindSchema,
  /** Terms offered to every account made through the link, checked against the agent's ceiling. */
  contractOffer: AgentContractTermsSchema.optional(),
});
export const InvitationLinkParamsSchema = z.object({ id: MemberIdSchema });

/** The most links an agent keeps enabled at once (a list an agent can still read). */
export const MAX_ENABLED_INVITATION_LINKS = 50;

/** The query parameter carrying an invitation link's code on /register. */
export const INVITE_QUERY_PARAM = 'invite';

/** The registration URL of a link on `origin` (the web app shows it and its QR code). */
export const invitationUrl = (origin: string, link: Pick<InvitationLink, 'affiliateCode' | 'code'>): string =>
  `${origin}/register?affiliateCode=${encodeURIComponent(link.affiliateCode)}&${INVITE_QUERY_PARAM}=${encodeURIComponent(link.code)}`;
