import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { vipLevels } from '../vip/vip.tables';
import { memberHierarchy, members, passwordResets } from './members.tables';

export type MemberRow = typeof members.$inferSelect;
export type NewMemberRow = typeof members.$inferInsert;
export type MemberPatch = Partial<Omit<NewMemberRow, 'id' | 'createdAt'>>;
export type PasswordResetRow = typeof passwordResets.$inferSelect;

export const createMembersRepository = (db: Executor) => ({
  async insertMember(row: NewMemberRow, executor: Executor = db): Promise<MemberRow> {
    const [inserted] = await executor.insert(members).values(row).returning();
    if (!inserted) throw new Error('insert into members returned no row');
    return inserted;
  },

  async findByAccount(account: string, executor: Executor = db): Promise<MemberRow | undefined> {
    const [row] = await executor
      .select()
      .from(members)
      .where(sql`lower(${members.account}) = lower(${account})`);
    return row;
  },

  /** The name the operator gave a VIP level (spec §3 VIP label; the ladder is modules/vip's). */
  async vipLevelName(level: number): Promise<string | null> {
    const [row] = await db.select({ name: vipLevels.name }).from(vipLevels).where(eq(vipLevels.level, level));
    return row?.name ?? null;
  },

  async findById(id: number, executor: Executor = db): Promise<MemberRow | undefined> {
    const [row] = await executor.select().from(members).where(eq(members.id, id));
    return row;
  },

  async findDirectDownlines(uplineId: number, executor: Executor = db) {
    return executor
      .select({ id: members.id, account: members.account, nickname: members.nickname })
      .from(members)
      .where(and(eq(members.uplineId, uplineId), eq(members.status, 'ACTIVE')))
      .orderBy(members.account)
      .limit(1000);
  },

  async findByMobile(dialingCode: string, mobileNum: string, executor: Executor = db): Promise<MemberRow | undefined> {
    const [row] = await executor
      .select()
      .from(members)
      .where(and(eq(members.dialingCode, dialingCode), eq(members.mobileNum, mobileNum)));
    return row;
  },

  async findByEmail(email: string, executor: Executor = db): Promise<MemberRow | undefined> {
    const [row] = await executor
      .select()
      .from(members)
      .where(sql`lower(${members.email}) = lower(${email})`);
    return row;
  },

  async findByAffiliateCode(code: string, executor: Executor = db): Promise<MemberRow | undefined> {
    const [row] = await executor
      .select()
      .from(members)
      .where(sql`lower(${members.affiliateCode}) = lower(${code})`);
    return row;
  },

  async findByReferralCode(code: string, executor: Executor = db): Promise<MemberRow | undefined> {
    const [row] = await executor
      .select()
      .from(members)
      .where(sql`lower(${members.referralCode}) = lower(${code})`);
    return row;
  },

  async update(id: number, patch: MemberPatch, executor: Executor = db): Promise<void> {
    await executor.update(members).set(patch).where(eq(members.id, id));
  },

  /**
   * Takes the place of one payment-password check, in one statement, unless `limit` wrong ones
   * are counted already: the count including this check, or null when locked. Simultaneous
   * checks queue on the member's row, so no more than `limit` are ever compared.
   */
  async reservePaymentPasswordCheck(id: number, limit: number, executor: Executor = db): Promise<number | null> {
    const [row] = await executor
      .update(members)
      .set({ paymentPasswordFailures: sql`${members.paymentPasswordFailures} + 1` })
      .where(and(eq(members.id, id), lt(members.paymentPasswordFailures, limit)))
      .returning({ failures: members.paymentPasswordFailures });
    return row?.failures ?? null;
  },

  /** Records `step` as the member's last used authenticator step, only if later than the last: whether it was. */
  async claimTotpStep(id: number, step: number, executor: Executor = db): Promise<boolean> {
    const claimed = await executor
      .update(members)
      .set({ totpLastStep: step })
      .where(and(eq(members.id, id), or(isNull(members.totpLastStep), lt(members.totpLastStep, step))))
      .returning({ id: members.id });
    return claimed.length > 0;
  },

  async insertPasswordReset(row: typeof passwordResets.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(passwordResets).values(row);
  },

  async findPasswordResetByTokenHash(
    tokenHash: string,
    executor: Executor = db,
  ): Promise<PasswordResetRow | undefined> {
    const [row] = await executor.select().from(passwordResets).where(eq(passwordResets.tokenHash, tokenHash));
    return row;
  },

  /** Uses a reset link once; false when it was used already. */
  async usePasswordReset(id: string, executor: Executor = db): Promise<boolean> {
    const used = await executor
      .update(passwordResets)
      .set({ usedAt: sql`now()` })
      .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt)))
      .returning({ id: passwordResets.id });
    return used.length > 0;
  },

  /** Adds the closure rows of a new member: itself at depth 0, and under each of its upline's. */
  async insertHierarchy(memberId: number, uplineId: number | null, executor: Executor = db): Promise<void> {
    await executor.insert(memberHierarchy).values({ ancestorId: memberId, descendantId: memberId, depth: 0 });
    if (uplineId === null) return;
    // Shared with other registrations, exclusive with staff moving a team (member-admin's lockTree):
    // the upline's ancestors copied here are not being rewritten meanwhile.
    await executor.execute(sql`select pg_advisory_xact_lock_shared(hashtext('member_hierarchy'))`);
    await executor.execute(sql`
      insert into ${memberHierarchy} (ancestor_id, descendant_id, depth)
      select ancestor_id, ${memberId}, depth + 1 from ${memberHierarchy} where descendant_id = ${uplineId}
    `);
  },

  async countDescendants(ancestorId: number, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ count: sql<number>`count(*)::int` })
      .from(memberHierarchy)
      .where(sql`${memberHierarchy.ancestorId} = ${ancestorId} and ${memberHierarchy.depth} > 0`);
    return row?.count ?? 0;
  },
});

export type MembersRepository = ReturnType<typeof createMembersRepository>;
