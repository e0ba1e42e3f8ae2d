import { and, asc, eq, inArray, isNull, lt, sql } from 'drizzle-orm';

import type { LeaderboardMetric } from '@perya/contracts';
import { TRIAL_ACCOUNT_TYPE } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { sessions } from '../session/session.tables';
import { statsMoneyDaily, statsPlayDaily, statsSettings } from '../stats/stats.tables';
import { leaderboardPayouts, leaderboardPeriods, leaderboards, missionClaims, missions } from './missions.tables';

export type MissionRow = typeof missions.$inferSelect;
export type MissionClaimRow = typeof missionClaims.$inferSelect;
export type LeaderboardRow = typeof leaderboards.$inferSelect;
export type LeaderboardPayoutRow = typeof leaderboardPayouts.$inferSelect;

/** A member's figures over a range of reporting days, as missions count them. */
export type MemberRangeFigures = {
  /** Per game category: settled rounds and valid bet. */
  play: Map<string, { rounds: bigint; validBet: bigint }>;
  deposits: bigint;
  depositAmount: bigint;
  loginDays: bigint;
};

export type Standing = { memberId: number; account: string; value: bigint; rank: number };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The statistics' column a leaderboard ranks by, and the table it lives in. */
const leaderboardSource = (metric: LeaderboardMetric, category: string | null, from: string, to: string) => {
  const range = (table: typeof statsPlayDaily | typeof statsMoneyDaily) =>
    sql`${table.day} between ${from}::date and ${to}::date`;
  if (metric === 'DEPOSIT_AMOUNT')
    return sql`select ${statsMoneyDaily.memberId} as member_id, sum(${statsMoneyDaily.depositAmount}) as value
      from ${statsMoneyDaily} where ${range(statsMoneyDaily)} group by 1`;
  const column = metric === 'ROUNDS' ? statsPlayDaily.rounds : statsPlayDaily.validBet;
  const narrowed = category === null ? sql`` : sql` and ${statsPlayDaily.category} = ${category}`;
  return sql`select ${statsPlayDaily.memberId} as member_id, sum(${column}) as value
    from ${statsPlayDaily} where ${range(statsPlayDaily)}${narrowed} group by 1`;
};

export const createMissionsRepository = (db: Database) => ({
  /** The operator's reporting time zone: mission days and weeks are the statistics' days. */
  async reportingTimeZone(executor: Executor = db): Promise<string> {
    const [row] = await executor.select({ tz: statsSettings.reportingTimeZone }).from(statsSettings).limit(1);
    return row?.tz ?? 'Asia/Manila';
  },

  /** A member's play by category, deposits and login days over [from, to] (reporting days). */
  async memberFigures(memberId: number, timeZone: string, from: string, to: string): Promise<MemberRangeFigures> {
    const [play, money, logins] = await Promise.all([
      db
        .select({
          category: statsPlayDaily.category,
          rounds: sql<string>`coalesce(sum(${statsPlayDaily.rounds}), 0)::text`,
          validBet: sql<string>`coalesce(sum(${statsPlayDaily.validBet}), 0)::text`,
        })
        .from(statsPlayDaily)
        .where(
          and(eq(statsPlayDaily.memberId, memberId), sql`${statsPlayDaily.day} between ${from}::date and ${to}::date`),
        )
        .groupBy(statsPlayDaily.category),
      db
        .select({
          deposits: sql<string>`coalesce(sum(${statsMoneyDaily.deposits}), 0)::text`,
          amount: sql<string>`coalesce(sum(${statsMoneyDaily.depositAmount}), 0)::text`,
        })
        .from(statsMoneyDaily)
        .where(
          and(
            eq(statsMoneyDaily.memberId, memberId),
            sql`${statsMoneyDaily.day} between ${from}::date and ${to}::date`,
          ),
        ),
      db
        .select({
          days: sql<string>`count(distinct (${sessions.createdAt} at time zone ${timeZone})::date)::text`,
        })
        .from(sessions)
        .where(
          and(
            eq(sessions.memberId, memberId),
            sql`(${sessions.createdAt} at time zone ${timeZone})::date between ${from}::date and ${to}::date`,
          ),
        ),
    ]);
    return {
      play: new Map(play.map((row) => [row.category, { rounds: BigInt(row.rounds), validBet: BigInt(row.validBet) }])),
      deposits: BigInt(money[0]?.deposits ?? 0),
      depositAmount: BigInt(money[0]?.amount ?? 0),
      loginDays: BigInt(logins[0]?.days ?? 0),
    };
  },

  // ---- Missions

  listMissions: (activeOnly: boolean) =>
    db
      .select()
      .from(missions)
      .where(activeOnly ? eq(missions.active, true) : undefined)
      .orderBy(asc(missions.period), asc(missions.id)),

  findMission: async (id: number, executor: Executor = db) =>
    (await executor.select().from(missions).where(eq(missions.id, id)).limit(1))[0],

  insertMission: async (row: typeof missions.$inferInsert, executor: Executor = db) => {
    const [inserted] = await executor.insert(missions).values(row).returning();
    if (!inserted) throw new Error('mission not inserted');
    return inserted;
  },

  /** Updates the mission when it is still at `version`; the new row, or undefined when it moved on. */
  updateMission: async (
    id: number,
    version: number,
    values: Partial<typeof missions.$inferInsert>,
    now: Date,
    executor: Executor = db,
  ) =>
    (
      await executor
        .update(missions)
        .set({ ...values, version: sql`${missions.version} + 1`, updatedAt: now })
        .where(and(eq(missions.id, id), eq(missions.version, version)))
        .returning()
    )[0],

  /** Claims and paid amounts per mission (the staff list). */
  claimTotals: async () => {
    const rows = await db
      .select({
        missionId: missionClaims.missionId,
        claims: sql<number>`count(*)::int`,
        paid: sql<string>`coalesce(sum(${missionClaims.amount}) filter (where ${missionClaims.paidAt} is not null), 0)::text`,
      })
      .from(missionClaims)
      .groupBy(missionClaims.missionId);
    return new Map(rows.map((row) => [row.missionId, { claims: row.claims, paid: BigInt(row.paid) }]));
  },

  /** The member's claims of these periods (first days). */
  memberClaims: (memberId: number, periodStarts: string[]) =>
    periodStarts.length === 0
      ? Promise.resolve([] as MissionClaimRow[])
      : db
          .select()
          .from(missionClaims)
          .where(and(eq(missionClaims.memberId, memberId), inArray(missionClaims.periodStart, periodStarts))),

  /** Records a claim unless one exists for that (mission, member, period, milestone); true when inserted. */
  insertClaim: async (row: typeof missionClaims.$inferInsert, executor: Executor = db): Promise<boolean> => {
    const inserted = await executor
      .insert(missionClaims)
      .values(row)
      .onConflictDoNothing()
      .returning({ missionId: missionClaims.missionId });
    return inserted.length > 0;
  },

  findClaim: async (key: { missionId: number; memberId: number; periodStart: string; milestone: number }) =>
    (
      await db
        .select()
        .from(missionClaims)
        .where(
          and(
            eq(missionClaims.missionId, key.missionId),
            eq(missionClaims.memberId, key.memberId),
            eq(missionClaims.periodStart, key.periodStart),
            eq(missionClaims.milestone, key.milestone),
          ),
        )
        .limit(1)
    )[0],

  markClaimPaid: async (
    key: { missionId: number; memberId: number; periodStart: string; milestone: number },
    bonusId: string,
    now: Date,
  ) => {
    await db
      .update(missionClaims)
      .set({ bonusId, paidAt: now })
      .where(
        and(
          eq(missionClaims.missionId, key.missionId),
          eq(missionClaims.memberId, key.memberId),
          eq(missionClaims.periodStart, key.periodStart),
          eq(missionClaims.milestone, key.milestone),
          isNull(missionClaims.paidAt),
        ),
      );
  },

  /** Claims recorded before `before` and not paid (a payment that did not finish). */
  unpaidClaims: (before: Date, limit: number) =>
    db
      .select()
      .from(missionClaims)
      .where(and(isNull(missionClaims.paidAt), lt(missionClaims.claimedAt, before)))
      .limit(limit),

  // ---- Leaderboards

  listLeaderboards: (activeOnly: boolean) =>
    db
      .select()
      .from(leaderboards)
      .where(activeOnly ? eq(leaderboards.active, true) : undefined)
      .orderBy(asc(leaderboards.id)),

  findLeaderboard: async (id: number, executor: Executor = db) =>
    (await executor.select().from(leaderboards).where(eq(leaderboards.id, id)).limit(1))[0],

  insertLeaderboard: async (row: typeof leaderboards.$inferInsert, executor: Executor = db) => {
    const [inserted] = await executor.insert(leaderboards).values(row).returning();
    if (!inserted) throw new Error('leaderboard not inserted');
    return inserted;
  },

  updateLeaderboard: async (
    id: number,
    version: number,
    values: Partial<typeof leaderboards.$inferInsert>,
    now: Date,
    executor: Executor = db,
  ) =>
    (
      await executor
        .update(leaderboards)
        .set({ ...values, version: sql`${leaderboards.version} + 1`, updatedAt: now })
        .where(and(eq(leaderboards.id, id), eq(leaderboards.version, version)))
        .returning()
    )[0],

  /**
   * The standings of a period: members (not trial accounts) at or above `minValue`, by value
   * descending; equal values share a rank (competition ranking), listed by member id.
   */
  async standings(
    board: Pick<LeaderboardRow, 'metric' | 'category' | 'minValue'>,
    from: string,
    to: string,
    cut: { limit: number } | { maxRank: number },
    executor: Executor = db,
  ): Promise<Standing[]> {
    const rows = rowsOf<{ member_id: string | number; account: string; value: string; rank: string | number }>(
      await executor.execute(sql`
        with totals as (${leaderboardSource(board.metric, board.category, from, to)}),
        ranked as (
          select t.member_id, m.account, t.value, rank() over (order by t.value desc) as rank
          from totals t join ${members} m on m.id = t.member_id
          where t.value >= ${board.minValue.toString()}::bigint and m.type <> ${TRIAL_ACCOUNT_TYPE})
        select r.member_id, r.account, r.value::text as value, r.rank from ranked r
        ${'maxRank' in cut ? sql`where r.rank <= ${cut.maxRank}` : sql``}
        order by r.value desc, r.member_id
        ${'limit' in cut ? sql`limit ${cut.limit}` : sql``}`),
    );
    return rows.map((row) => ({
      memberId: Number(row.member_id),
      account: row.account,
      value: BigInt(row.value),
      rank: Number(row.rank),
    }));
  },

  /** One member's value of a period and their rank (1 + how many ranked members have more). */
  async memberStanding(
    board: Pick<LeaderboardRow, 'metric' | 'category' | 'minValue'>,
    memberId: number,
    from: string,
    to: string,
  ): Promise<{ value: bigint; rank: number | null }> {
    const [row] = rowsOf<{ value: string | null; above: string | number }>(
      await db.execute(sql`
        with totals as (${leaderboardSource(board.metric, board.category, from, to)}),
        mine as (select coalesce((select value from totals where member_id = ${memberId}), 0) as value)
        select (select value from mine)::text as value,
          (select count(*) from totals t join ${members} m on m.id = t.member_id
            where t.value > (select value from mine) and t.value >= ${board.minValue.toString()}::bigint
              and m.type <> ${TRIAL_ACCOUNT_TYPE}) as above`),
    );
    const value = BigInt(row?.value ?? 0);
    return { value, rank: value >= board.minValue && value > 0n ? Number(row?.above ?? 0) + 1 : null };
  },

  findPeriod: async (leaderboardId: number, periodStart: string) =>
    (
      await db
        .select()
        .from(leaderboardPeriods)
        .where(
          and(eq(leaderboardPeriods.leaderboardId, leaderboardId), eq(leaderboardPeriods.periodStart, periodStart)),
        )
        .limit(1)
    )[0],

  /** Takes the period for settling: true when this caller inserted its row (in `executor`'s transaction). */
  claimPeriod: async (row: typeof leaderboardPeriods.$inferInsert, executor: Executor) =>
    (await executor.insert(leaderboardPeriods).values(row).onConflictDoNothing().returning()).length > 0,

  insertPayouts: async (rows: Array<typeof leaderboardPayouts.$inferInsert>, executor: Executor) => {
    if (rows.length > 0) await executor.insert(leaderboardPayouts).values(rows).onConflictDoNothing();
  },

  payouts: async (leaderboardId: number, periodStart?: string) =>
    db
      .select({ payout: leaderboardPayouts, account: members.account })
      .from(leaderboardPayouts)
      .innerJoin(members, eq(members.id, leaderboardPayouts.memberId))
      .where(
        and(
          eq(leaderboardPayouts.leaderboardId, leaderboardId),
          periodStart === undefined ? undefined : eq(leaderboardPayouts.periodStart, periodStart),
        ),
      )
      .orderBy(
        sql`${leaderboardPayouts.periodStart} desc`,
        asc(leaderboardPayouts.rank),
        asc(leaderboardPayouts.memberId),
      )
      .limit(500),

  unpaidPayouts: (limit: number) =>
    db.select().from(leaderboardPayouts).where(isNull(leaderboardPayouts.paidAt)).limit(limit),

  markPayoutPaid: async (
    row: Pick<LeaderboardPayoutRow, 'leaderboardId' | 'periodStart' | 'memberId'>,
    bonusId: string,
    now: Date,
  ) => {
    await db
      .update(leaderboardPayouts)
      .set({ bonusId, paidAt: now })
      .where(
        and(
          eq(leaderboardPayouts.leaderboardId, row.leaderboardId),
          eq(leaderboardPayouts.periodStart, row.periodStart),
          eq(leaderboardPayouts.memberId, row.memberId),
          isNull(leaderboardPayouts.paidAt),
        ),
      );
  },
});

export type MissionsRepository = ReturnType<typeof createMissionsRepository>;
