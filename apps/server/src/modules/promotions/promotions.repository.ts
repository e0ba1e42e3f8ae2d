import { and, count, desc, eq, inArray, isNotNull, isNull, lte, gt, notInArray, sql } from 'drizzle-orm';

import type { ApplicationStatus, PromotionTrigger, RewardStatus } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { memberHierarchy, members } from '../members/members.tables';
import { protectionStates } from '../protection/protection.tables';
import { statsPlayDaily, statsSettings } from '../stats/stats.tables';
import { ledgerTransfers } from '../wallet/wallet.tables';
import {
  promotionApplications,
  promotionClaimGuards,
  promotionParticipants,
  promotionRewards,
  promotions,
} from './promotions.tables';

export type PromotionRow = typeof promotions.$inferSelect;
export type RewardRow = typeof promotionRewards.$inferSelect;
export type ApplicationRow = typeof promotionApplications.$inferSelect;

/** What eligibility needs to know of a member, read in the caller's transaction. */
export type MemberFacts = {
  id: number;
  account: string;
  type: number;
  vipLevel: number;
  createdAt: Date;
  payeeName: string | null;
  blockedUntil: Date | null;
  /** The member and every upline (closure table, depth ≥ 0). */
  lineage: number[];
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const createPromotionsRepository = (db: Database) => ({
  /** The operator's reporting time zone (play statistics' days): promotion days and weeks follow it. */
  async reportingTimeZone(executor: Executor = db): Promise<string> {
    const [row] = await executor.select({ tz: statsSettings.reportingTimeZone }).from(statsSettings).limit(1);
    return row?.tz ?? 'Asia/Manila';
  },

  async insertPromotion(row: typeof promotions.$inferInsert, executor: Executor = db): Promise<PromotionRow> {
    const [inserted] = await executor.insert(promotions).values(row).returning();
    if (!inserted) throw new Error('promotion insert returned nothing');
    return inserted;
  },

  /** Updates a promotion if it is still at `version` (optimistic edit); undefined when it moved on. */
  async updatePromotion(
    id: number,
    version: number,
    values: Partial<typeof promotions.$inferInsert>,
    executor: Executor = db,
  ): Promise<PromotionRow | undefined> {
    const [row] = await executor
      .update(promotions)
      .set({ ...values, version: sql`${promotions.version} + 1` })
      .where(and(eq(promotions.id, id), eq(promotions.version, version)))
      .returning();
    return row;
  },

  async findPromotion(id: number, executor: Executor = db): Promise<PromotionRow | undefined> {
    const [row] = await executor.select().from(promotions).where(eq(promotions.id, id));
    return row;
  },

  async listPromotions(executor: Executor = db): Promise<PromotionRow[]> {
    return executor.select().from(promotions).orderBy(desc(promotions.startsAt), desc(promotions.id));
  },

  /** Promotions open at `at` with one of these triggers (not ended by staff). */
  async openWithTriggers(triggers: PromotionTrigger[], at: Date, executor: Executor = db): Promise<PromotionRow[]> {
    return executor
      .select()
      .from(promotions)
      .where(
        and(
          inArray(promotions.trigger, triggers),
          isNull(promotions.endedAt),
          lte(promotions.startsAt, at),
          gt(promotions.endsAt, at),
        ),
      );
  },

  async memberFacts(memberId: number, executor: Executor = db): Promise<MemberFacts | undefined> {
    const [row] = await executor
      .select({
        id: members.id,
        account: members.account,
        type: members.type,
        vipLevel: members.vipLevel,
        createdAt: members.createdAt,
        payeeName: members.payeeName,
        blockedUntil: protectionStates.playBlockedUntil,
      })
      .from(members)
      .leftJoin(protectionStates, eq(protectionStates.memberId, members.id))
      .where(eq(members.id, memberId));
    if (!row) return undefined;
    const lineage = await executor
      .select({ id: memberHierarchy.ancestorId })
      .from(memberHierarchy)
      .where(eq(memberHierarchy.descendantId, memberId));
    return { ...row, lineage: [memberId, ...lineage.map((entry) => entry.id)] };
  },

  async isParticipant(promotionId: number, memberId: number, executor: Executor = db): Promise<boolean> {
    const [row] = await executor
      .select({ memberId: promotionParticipants.memberId })
      .from(promotionParticipants)
      .where(and(eq(promotionParticipants.promotionId, promotionId), eq(promotionParticipants.memberId, memberId)));
    return Boolean(row);
  },

  async participantsOf(memberId: number, executor: Executor = db): Promise<Set<number>> {
    const rows = await executor
      .select({ promotionId: promotionParticipants.promotionId })
      .from(promotionParticipants)
      .where(eq(promotionParticipants.memberId, memberId));
    return new Set(rows.map((row) => row.promotionId));
  },

  /** Adds a participant; false when they were one already. */
  async insertParticipant(promotionId: number, memberId: number, at: Date, executor: Executor = db) {
    const rows = await executor
      .insert(promotionParticipants)
      .values({ promotionId, memberId, joinedAt: at })
      .onConflictDoNothing()
      .returning({ memberId: promotionParticipants.memberId });
    return rows.length > 0;
  },

  /**
   * Posted deposits of the member before this one (a first deposit has none): earlier in time, or
   * at the same instant with a lower id, so of two deposits at one instant exactly one is first.
   */
  async depositsBefore(
    memberId: number,
    before: Date,
    transferId: string | null,
    executor: Executor = db,
  ): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(ledgerTransfers)
      .where(
        and(
          eq(ledgerTransfers.creditMemberId, memberId),
          eq(ledgerTransfers.kind, 'DEPOSIT'),
          eq(ledgerTransfers.status, 'POSTED'),
          transferId
            ? sql`(${ledgerTransfers.createdAt}, ${ledgerTransfers.id}) < (${before.toISOString()}::timestamptz, ${transferId}::uuid)`
            : sql`${ledgerTransfers.createdAt} < ${before.toISOString()}::timestamptz`,
        ),
      );
    return Number(row?.n ?? 0);
  },

  /** The days (in `timeZone`) on which the member logged in, from `fromDay` to `toDay` inclusive. */
  async loginDays(memberId: number, timeZone: string, fromDay: string, toDay: string, executor: Executor = db) {
    const rows = rowsOf<{ day: string }>(
      await executor.execute(sql`
        select distinct to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD') as day
        from sessions
        where member_id = ${memberId}
          and (created_at at time zone ${timeZone})::date between ${fromDay}::date and ${toDay}::date`),
    );
    return new Set(rows.map((row) => row.day));
  },

  /**
   * Valid bet and net loss (bet − payout) per member over the days, from the play statistics'
   * daily rows: members at or above `minimum` of the chosen figure.
   */
  async periodFigures(
    figure: 'TURNOVER' | 'NET_LOSS',
    fromDay: string,
    toDay: string,
    minimum: bigint,
    executor: Executor = db,
  ): Promise<Array<{ memberId: number; value: bigint }>> {
    const value =
      figure === 'TURNOVER'
        ? sql`sum(${statsPlayDaily.validBet})`
        : sql`sum(${statsPlayDaily.bet}) - sum(${statsPlayDaily.payout})`;
    const rows = await executor
      .select({ memberId: statsPlayDaily.memberId, value: sql<string>`(${value})::text` })
      .from(statsPlayDaily)
      .where(sql`${statsPlayDaily.day} between ${fromDay}::date and ${toDay}::date`)
      .groupBy(statsPlayDaily.memberId)
      .having(sql`${value} >= ${minimum.toString()}::bigint`);
    return rows.map((row) => ({ memberId: row.memberId, value: BigInt(row.value) }));
  },

  /** Inserts a reward unless the member has one for that promotion and period; its id, or null. */
  async insertReward(row: typeof promotionRewards.$inferInsert, executor: Executor = db): Promise<number | null> {
    const [inserted] = await executor
      .insert(promotionRewards)
      .values(row)
      .onConflictDoNothing({
        target: [promotionRewards.promotionId, promotionRewards.memberId, promotionRewards.periodKey],
      })
      .returning({ id: promotionRewards.id });
    return inserted?.id ?? null;
  },

  async findReward(id: number, executor: Executor = db): Promise<RewardRow | undefined> {
    const [row] = await executor.select().from(promotionRewards).where(eq(promotionRewards.id, id));
    return row;
  },

  async rewardsOfMember(memberId: number, executor: Executor = db): Promise<RewardRow[]> {
    return executor
      .select()
      .from(promotionRewards)
      .where(eq(promotionRewards.memberId, memberId))
      .orderBy(desc(promotionRewards.createdAt), desc(promotionRewards.id))
      .limit(200);
  },

  async waitingCount(memberId: number, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ n: count() })
      .from(promotionRewards)
      .where(and(eq(promotionRewards.memberId, memberId), eq(promotionRewards.status, 'WAITING')));
    return Number(row?.n ?? 0);
  },

  /** Moves a reward from one status to another if it is still in it (one claimant wins). */
  async moveReward(
    id: number,
    from: RewardStatus,
    values: Partial<typeof promotionRewards.$inferInsert> & { status: RewardStatus },
    executor: Executor = db,
  ): Promise<RewardRow | undefined> {
    const [row] = await executor
      .update(promotionRewards)
      .set(values)
      .where(and(eq(promotionRewards.id, id), eq(promotionRewards.status, from)))
      .returning();
    return row;
  },

  /** Reserves `amount` of the budget; false when it would go past it (the row lock serialises claimants). */
  async reserveBudget(promotionId: number, amount: bigint, executor: Executor = db): Promise<boolean> {
    const rows = await executor
      .update(promotions)
      .set({ spent: sql`${promotions.spent} + ${amount.toString()}::bigint` })
      .where(
        and(
          eq(promotions.id, promotionId),
          sql`(${promotions.budget} is null or ${promotions.spent} + ${amount.toString()}::bigint <= ${promotions.budget})`,
        ),
      )
      .returning({ id: promotions.id });
    return rows.length > 0;
  },

  /** Takes a claim guard; false when another reward holds it. */
  async takeGuard(row: typeof promotionClaimGuards.$inferInsert, executor: Executor = db): Promise<boolean> {
    const rows = await executor
      .insert(promotionClaimGuards)
      .values(row)
      .onConflictDoNothing()
      .returning({ rewardId: promotionClaimGuards.rewardId });
    return rows.length > 0;
  },

  async rewardsInStatus(status: RewardStatus, limit: number, executor: Executor = db): Promise<RewardRow[]> {
    return executor
      .select()
      .from(promotionRewards)
      .where(eq(promotionRewards.status, status))
      .orderBy(promotionRewards.id)
      .limit(limit);
  },

  /**
   * Waiting rewards whose claim period is over become EXPIRED; how many. Rewards of a paused
   * promotion are held, not expired: their clock is pushed back by the pause when it resumes.
   */
  async expireRewards(at: Date, executor: Executor = db): Promise<number> {
    const paused = executor.select({ id: promotions.id }).from(promotions).where(isNotNull(promotions.pausedAt));
    const rows = await executor
      .update(promotionRewards)
      .set({ status: 'EXPIRED' })
      .where(
        and(
          eq(promotionRewards.status, 'WAITING'),
          lte(promotionRewards.expiresAt, at),
          notInArray(promotionRewards.promotionId, paused),
        ),
      )
      .returning({ id: promotionRewards.id });
    return rows.length;
  },

  /** Gives a resumed promotion's waiting rewards back the claim time the pause took; how many. */
  async extendWaitingExpiry(promotionId: number, byMs: number, executor: Executor = db): Promise<number> {
    const rows = await executor
      .update(promotionRewards)
      .set({ expiresAt: sql`${promotionRewards.expiresAt} + ${byMs} * interval '1 millisecond'` })
      .where(
        and(
          eq(promotionRewards.promotionId, promotionId),
          eq(promotionRewards.status, 'WAITING'),
          isNotNull(promotionRewards.expiresAt),
        ),
      )
      .returning({ id: promotionRewards.id });
    return rows.length;
  },

  async rewardCounts(executor: Executor = db): Promise<Map<number, { waiting: number; paid: number }>> {
    const rows = await executor
      .select({
        promotionId: promotionRewards.promotionId,
        waiting: sql<number>`count(*) filter (where ${promotionRewards.status} = 'WAITING')::int`,
        paid: sql<number>`count(*) filter (where ${promotionRewards.status} in ('CLAIMED', 'ISSUED'))::int`,
      })
      .from(promotionRewards)
      .groupBy(promotionRewards.promotionId);
    return new Map(rows.map((row) => [row.promotionId, { waiting: row.waiting, paid: row.paid }]));
  },

  async grants(input: { promotionId?: number; limit: number; offset: number }, executor: Executor = db) {
    const where = and(
      inArray(promotionRewards.status, ['CLAIMED', 'ISSUED']),
      input.promotionId ? eq(promotionRewards.promotionId, input.promotionId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      executor
        .select({ reward: promotionRewards, account: members.account })
        .from(promotionRewards)
        .innerJoin(members, eq(members.id, promotionRewards.memberId))
        .where(where)
        .orderBy(desc(promotionRewards.claimedAt), desc(promotionRewards.id))
        .limit(input.limit)
        .offset(input.offset),
      executor.select({ n: count() }).from(promotionRewards).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async insertApplication(row: typeof promotionApplications.$inferInsert, executor: Executor = db) {
    const [inserted] = await executor.insert(promotionApplications).values(row).onConflictDoNothing().returning();
    return inserted;
  },

  async latestApplications(memberId: number, executor: Executor = db): Promise<Map<number, ApplicationRow>> {
    const rows = await executor
      .select()
      .from(promotionApplications)
      .where(eq(promotionApplications.memberId, memberId))
      .orderBy(promotionApplications.createdAt, promotionApplications.id);
    return new Map(rows.map((row) => [row.promotionId, row]));
  },

  async findApplication(id: number, executor: Executor = db): Promise<ApplicationRow | undefined> {
    const [row] = await executor.select().from(promotionApplications).where(eq(promotionApplications.id, id));
    return row;
  },

  /** Decides a PENDING application (one decision wins). */
  async decideApplication(
    id: number,
    values: {
      status: ApplicationStatus;
      reason: string | null;
      reviewedAt: Date;
      reviewedBy: number;
      reviewedByName: string;
    },
    executor: Executor = db,
  ): Promise<ApplicationRow | undefined> {
    const [row] = await executor
      .update(promotionApplications)
      .set(values)
      .where(and(eq(promotionApplications.id, id), eq(promotionApplications.status, 'PENDING')))
      .returning();
    return row;
  },

  async applications(
    input: { status?: ApplicationStatus; promotionId?: number; limit: number; offset: number },
    executor: Executor = db,
  ) {
    const where = and(
      input.status ? eq(promotionApplications.status, input.status) : undefined,
      input.promotionId ? eq(promotionApplications.promotionId, input.promotionId) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      executor
        .select({ application: promotionApplications, account: members.account, promotionName: promotions.name })
        .from(promotionApplications)
        .innerJoin(members, eq(members.id, promotionApplications.memberId))
        .innerJoin(promotions, eq(promotions.id, promotionApplications.promotionId))
        .where(where)
        .orderBy(desc(promotionApplications.createdAt), desc(promotionApplications.id))
        .limit(input.limit)
        .offset(input.offset),
      executor.select({ n: count() }).from(promotionApplications).where(where),
    ]);
    return { rows, total: Number(total?.n ?? 0) };
  },

  async pendingApplicationCounts(executor: Executor = db): Promise<Map<number, number>> {
    const rows = await executor
      .select({ promotionId: promotionApplications.promotionId, n: sql<number>`count(*)::int` })
      .from(promotionApplications)
      .where(eq(promotionApplications.status, 'PENDING'))
      .groupBy(promotionApplications.promotionId);
    return new Map(rows.map((row) => [row.promotionId, row.n]));
  },
});

export type PromotionsRepository = ReturnType<typeof createPromotionsRepository>;
