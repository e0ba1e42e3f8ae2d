import type { DownlineKind } from '@perya/contracts';
import { and, eq, isNull, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { memberHierarchy, members } from '../members/members.tables';
import { ledgerAccounts } from '../wallet/wallet.tables';
import { invitationLinks, invitationRegistrations } from './agent-team.tables';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type TeamRow = {
  id: string;
  account: string;
  nickname: string | null;
  type: number;
  status: 'ACTIVE' | 'SUSPENDED';
  currency: string;
  last_login_at: Date | string | null;
  created_at: Date | string;
  depth: number;
  balance: string;
  direct_count: number;
};

export type TeamListFilter = {
  parentId: number;
  scope: 'direct' | 'all';
  /** Lower-cased search text, or null. */
  search: string | null;
  limit: number;
  offset: number;
};

export type InvitationLinkRow = typeof invitationLinks.$inferSelect & { registrations: number; affiliateCode: string };

/** `%` and `_` in a search match themselves, not any text. */
const likeEscaped = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * The filter of a team list as SQL: the direct downlines by members.upline_id (its index), the
 * whole team by the closure table's primary key (ancestor_id first); the search on the account's
 * prefix (members_account_prefix) or a part of the nickname.
 */
const teamWhere = ({ parentId, scope, search }: TeamListFilter) => {
  const placed =
    scope === 'direct'
      ? sql`m.upline_id = ${parentId}`
      : sql`m.id in (select descendant_id from ${memberHierarchy} where ancestor_id = ${parentId} and depth > 0)`;
  if (!search) return placed;
  const escaped = likeEscaped(search);
  return sql`${placed} and (lower(m.account) like ${`${escaped}%`} or lower(m.nickname) like ${`%${escaped}%`})`;
};

export const createAgentTeamRepository = (db: Executor) => ({
  /** Whether `memberId` is below `agentId` in the tree (any level; not the agent itself). */
  async isInTeam(agentId: number, memberId: number, executor: Executor = db): Promise<boolean> {
    const rows = await executor
      .select({ depth: memberHierarchy.depth })
      .from(memberHierarchy)
      .where(
        and(
          eq(memberHierarchy.ancestorId, agentId),
          eq(memberHierarchy.descendantId, memberId),
          sql`${memberHierarchy.depth} > 0`,
        ),
      );
    return rows.length > 0;
  },

  /** The way from `fromId` down to `toId`, both included, top first (empty when `toId` is not below). */
  async findPath(fromId: number, toId: number, executor: Executor = db) {
    return rowsOf<{ id: string; account: string; nickname: string | null }>(
      await executor.execute(sql`
        select m.id, m.account, m.nickname
        from ${memberHierarchy} up
        join ${memberHierarchy} mine on mine.ancestor_id = ${fromId} and mine.descendant_id = up.ancestor_id
        join ${members} m on m.id = up.ancestor_id
        where up.descendant_id = ${toId}
        order by up.depth desc`),
    );
  },

  /**
   * One page of a team, newest registration first: balance (main wallet) and direct downline
   * count in the same statement (no query per row), depth below the listed parent.
   */
  async listTeam(filter: TeamListFilter, executor: Executor = db): Promise<TeamRow[]> {
    return rowsOf<TeamRow>(
      await executor.execute(sql`
        select m.id, m.account, m.nickname, m.type, m.status, m.currency, m.last_login_at, m.created_at,
          (select h.depth from ${memberHierarchy} h where h.ancestor_id = ${filter.parentId} and h.descendant_id = m.id) as depth,
          (select coalesce(sum(a.balance), 0)::text from ${ledgerAccounts} a
            where a.member_id = m.id and a.kind = 'MEMBER_MAIN') as balance,
          (select count(*)::int from ${members} d where d.upline_id = m.id) as direct_count
        from ${members} m
        where ${teamWhere(filter)}
        order by m.created_at desc, m.id desc
        limit ${filter.limit} offset ${filter.offset}`),
    );
  },

  async countTeam(filter: TeamListFilter, executor: Executor = db): Promise<number> {
    const [row] = rowsOf<{ n: number }>(
      await executor.execute(sql`select count(*)::int as n from ${members} m where ${teamWhere(filter)}`),
    );
    return row?.n ?? 0;
  },

  async insertLink(row: typeof invitationLinks.$inferInsert, executor: Executor = db) {
    const [inserted] = await executor.insert(invitationLinks).values(row).returning();
    if (!inserted) throw new Error('insert into invitation_links returned no row');
    return inserted;
  },

  /** An agent's links, enabled first, newest first, with how many registered through each. */
  async listLinks(agentId: number, executor: Executor = db): Promise<InvitationLinkRow[]> {
    return executor
      .select({
        id: invitationLinks.id,
        agentId: invitationLinks.agentId,
        code: invitationLinks.code,
        kind: invitationLinks.kind,
        contractOffer: invitationLinks.contractOffer,
        createdAt: invitationLinks.createdAt,
        disabledAt: invitationLinks.disabledAt,
        affiliateCode: sql<string>`coalesce(${members.affiliateCode}, '')`,
        registrations: sql<number>`(select count(*)::int from ${invitationRegistrations} r where r.link_id = ${invitationLinks.id})`,
      })
      .from(invitationLinks)
      .innerJoin(members, eq(members.id, invitationLinks.agentId))
      .where(eq(invitationLinks.agentId, agentId))
      .orderBy(sql`${invitationLinks.disabledAt} is not null`, sql`${invitationLinks.id} desc`)
      .limit(200);
  },

  async countEnabledLinks(agentId: number, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ n: sql<number>`count(*)::int` })
      .from(invitationLinks)
      .where(and(eq(invitationLinks.agentId, agentId), isNull(invitationLinks.disabledAt)));
    return row?.n ?? 0;
  },

  /** Disables the agent's link; false when it is not the agent's or was disabled already. */
  async disableLink(agentId: number, id: number, at: Date, executor: Executor = db): Promise<boolean> {
    const rows = await executor
      .update(invitationLinks)
      .set({ disabledAt: at })
      .where(and(eq(invitationLinks.id, id), eq(invitationLinks.agentId, agentId), isNull(invitationLinks.disabledAt)))
      .returning({ id: invitationLinks.id });
    return rows.length > 0;
  },

  async findLinkOwner(id: number, executor: Executor = db): Promise<number | undefined> {
    const [row] = await executor
      .select({ agentId: invitationLinks.agentId })
      .from(invitationLinks)
      .where(eq(invitationLinks.id, id));
    return row?.agentId;
  },

  /** An enabled link by its code with its agent's standing. */
  async findEnabledLinkByCode(code: string, executor: Executor = db) {
    const [row] = await executor
      .select({
        id: invitationLinks.id,
        kind: invitationLinks.kind,
        agentId: invitationLinks.agentId,
        agentType: members.type,
        agentStatus: members.status,
      })
      .from(invitationLinks)
      .innerJoin(members, eq(members.id, invitationLinks.agentId))
      .where(and(eq(invitationLinks.code, code), isNull(invitationLinks.disabledAt)));
    return row as
      { id: number; kind: DownlineKind; agentId: number; agentType: number; agentStatus: string } | undefined;
  },

  async insertRegistration(linkId: number, memberId: number, executor: Executor = db): Promise<void> {
    await executor.insert(invitationRegistrations).values({ linkId, memberId });
  },

  /** The link's agent and the contract it offers to whoever registers through it. */
  async findLinkOffer(linkId: number, executor: Executor = db) {
    const [row] = await executor
      .select({ agentId: invitationLinks.agentId, contractOffer: invitationLinks.contractOffer })
      .from(invitationLinks)
      .where(eq(invitationLinks.id, linkId));
    return row;
  },

  /** Gives an agent without an invitation code one (agents made before codes were handed out). */
  async setAffiliateCodeIfMissing(agentId: number, code: string, executor: Executor = db): Promise<string> {
    await executor
      .update(members)
      .set({ affiliateCode: code })
      .where(and(eq(members.id, agentId), isNull(members.affiliateCode)));
    const [row] = await executor.select({ code: members.affiliateCode }).from(members).where(eq(members.id, agentId));
    return row?.code ?? code;
  },
});

export type AgentTeamRepository = ReturnType<typeof createAgentTeamRepository>;
