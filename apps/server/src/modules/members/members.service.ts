import type { Database } from '../../db/client';
import { hashPassword } from '../../lib/password';
import type { MemberRow, MembersRepository } from './members.repository';

export type MembersServiceDeps = { db: Database; membersRepository: MembersRepository };

export type CreateMemberInput = {
  account: string;
  password: string;
  type: number;
  nickname?: string | null;
  uplineId?: number | null;
  affiliateCode?: string | null;
  email?: string | null;
  dialingCode?: string | null;
  mobileNum?: string | null;
  payeeName?: string | null;
  language?: string;
};

export const createMembersService = ({ db, membersRepository }: MembersServiceDeps) => ({
  /** Creates a member and its place in the agent tree, in one transaction. */
  async createMember(input: CreateMemberInput): Promise<MemberRow> {
    // Hash before the transaction: PGlite is one connection, and the hash takes ~100 ms.
    const passwordHash = await hashPassword(input.password);
    return db.transaction(async (tx) => {
      const member = await membersRepository.insertMember(
        {
          account: input.account,
          passwordHash,
          type: input.type,
          nickname: input.nickname ?? null,
          uplineId: input.uplineId ?? null,
          affiliateCode: input.affiliateCode ?? null,
          email: input.email ?? null,
          dialingCode: input.dialingCode ?? null,
          mobileNum: input.mobileNum ?? null,
          payeeName: input.payeeName ?? null,
          ...(input.language ? { language: input.language } : {}),
        },
        tx,
      );
      await membersRepository.insertHierarchy(member.id, member.uplineId, tx);
      return member;
    });
  },

  findByAccount: (account: string) => membersRepository.findByAccount(account),

  countTeam: (agentId: number) => membersRepository.countDescendants(agentId),
});

export type MembersService = ReturnType<typeof createMembersService>;
