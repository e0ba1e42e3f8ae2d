import { and, asc, desc, eq, isNull, lt, sql } from 'drizzle-orm';

import { TRIAL_ACCOUNT_TYPE } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { statsMoneyDaily, statsPlayDaily, statsSettings } from '../stats/stats.tables';
import {
  rebateAccruals,
  rebateClaims,
  rebateRates,
  vipLevelChanges,
  vipLevels,
  vipReviews,
  vipRewards,
} from './vip.tables';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type VipLevelRow = typeof vipLevels.$inferSelect;
export type VipRewardRow = typeof vipRewards.$inferSelect;
export type RebateRateRow = typeof rebateRates.$inferSelect;
export type RebateAccrualRow = typeof rebateAccruals.$inferSelect;
export type RebateClaimRow = typeof rebateClaims.$inferSelect;
export type NewVipReward = Omit<VipRewardRow, 'status' | 'transferId' | 'paidAt'>;

/** A member's figures of a range of reporting days, from the play statistics' aggregates. */
export type MemberFigures = { memberId: number; level: number; validBet: bigint; deposit: bigint };

type FiguresRow = { member_id: string | number; level: number; valid_bet: string; deposit: string };
const toFigures = (row: FiguresRow): MemberFigures => ({
  memberId: Number(row.member_id),
  level: Number(row.level),
  validBet: BigInt(row.valid_bet),
  deposit: BigInt(row.deposit),
});

/** Valid bet and deposits per member over [from, to], real members only (trial play is play money). */
const figuresSql = (from: string, to: string, only: { memberId?: number; minLevel?: number }) => sql`
  with f as (
    select member_id, sum(valid_bet) as valid_bet, 0::numeric as deposit from ${statsPlayDaily}
      where day between ${from}::date and ${to}::date
        ${only.memberId === undefined ? sql`` : sql`and member_id = ${only.memberId}`}
      group by member_id
    union all
    select member_id, 0::numeric, sum(deposit_amount) from ${statsMoneyDaily}
      where day between ${from}::date and ${to}::date
        ${only.memberId === undefined ? sql`` : sql`and member_id = ${only.memberId}`}
      group by member_id
  )
  select m.id as member_id, m.vip_level as level,
    coalesce(sum(f.valid_bet), 0)::text as valid_bet, coalesce(sum(f.deposit), 0)::text as deposit
  from ${members} m ${only.minLevel === undefined ? sql`join` : sql`left join`} f on f.member_id = m.id
  where m.type <> ${TRIAL_ACCOUNT_TYPE}
    ${only.memberId === undefined ? sql`` : sql`and m.id = ${only.memberId}`}
    ${only.minLevel === undefined ? sql`` : sql`and m.vip_level >= ${only.minLevel}`}
  group by m.id, m.vip_level`;

export const createVipRepository = (db: Database) => ({
  async reportingTimeZone(executor: Executor = db): Promise<string> {
    const [row] = await executor.select({ tz: statsSettings.reportingTimeZone }).from(statsSettings).limit(1);
    return row?.tz ?? 'Asia/Manila';
  },

  // The ladder

  listLevels: (executor: Executor = db): Promise<VipLevelRow[]> =>
    executor.select().from(vipLevels).orderBy(asc(vipLevels.level)),

  /** Replaces the ladder; a member above the new top keeps the top. Returns how many members moved down. */
  async replaceLevels(rows: Omit<VipLevelRow, 'updatedAt'>[], now: Date, tx: Executor): Promise<number> {
    await tx.delete(vipLevels);
    await tx.insert(vipLevels).values(rows.map((row) => ({ ...row, updatedAt: now })));
    const top = rows.length - 1;
    const moved = await tx
      .update(members)
      .set({ vipLevel: top })
      .where(sql`${members.vipLevel} > ${top}`)
      .returning({ id: members.id });
    return moved.length;
  },

  /** The level's name for member info (spec §3 VIP label); null when the ladder has no such level. */
  async levelName(level: number): Promise<string | null> {
    const [row] = await db.select({ name: vipLevels.name }).from(vipLevels).where(eq(vipLevels.level, level));
    return row?.name ?? null;
  },

  // Figures

  async memberFigures(memberId: number, from: string, to: string): Promise<MemberFigures | null> {
    const [row] = rowsOf<FiguresRow>(await db.execute(figuresSql(from, to, { memberId, minLevel: 0 })));
    return row ? toFigures(row) : null;
  },

  /** Every real member with play or deposits in [from, to] (upgrade candidates). */
  async activeFigures(from: string, to: string): Promise<MemberFigures[]> {
    return rowsOf<FiguresRow>(await db.execute(figuresSql(from, to, {}))).map(toFigures);
  },

  /**
   * Members at VIP1 or above not yet reviewed for `month`, with that month's figures. A member
   * promoted in a later month reached the level on that month's figures: not reviewed on this one;
   * nor is a member whose level staff set in a later month (decision 047's amendment).
   */
  async unreviewed(month: string, from: string, to: string, limit: number): Promise<MemberFigures[]> {
    return rowsOf<FiguresRow>(
      await db.execute(sql`
        select * from (${figuresSql(from, to, { minLevel: 1 })}) x
        where not exists (select 1 from ${vipReviews} r where r.member_id = x.member_id and r.month = ${month})
          and not exists (select 1 from ${vipLevelChanges} c where c.member_id = x.member_id
            and c.reason in ('UPGRADE', 'STAFF') and c.inputs->>'month' > ${month})
        order by x.member_id limit ${limit}`),
    ).map(toFigures);
  },

  /** The member's level, locked for the change about to be made. */
  async lockLevel(memberId: number, tx: Executor): Promise<number | null> {
    const [row] = await tx
      .select({ level: members.vipLevel })
      .from(members)
      .where(eq(members.id, memberId))
      .for('update');
    return row ? row.level : null;
  },

  async setLevel(memberId: number, level: number, tx: Executor): Promise<void> {
    await tx.update(members).set({ vipLevel: level }).where(eq(members.id, memberId));
  },

  /** Records a change once (its key); false when that key was recorded already. */
  async recordChange(change: typeof vipLevelChanges.$inferInsert, tx: Executor): Promise<boolean> {
    const rows = await tx
      .insert(vipLevelChanges)
      .values(change)
      .onConflictDoNothing()
      .returning({ id: vipLevelChanges.id });
    return rows.length > 0;
  },

  /** Records a month's review once; false when it was reviewed already. */
  async recordReview(review: typeof vipReviews.$inferInsert, tx: Executor): Promise<boolean> {
    const rows = await tx
      .insert(vipReviews)
      .values(review)
      .onConflictDoNothing()
      .returning({ memberId: vipReviews.memberId });
    return rows.length > 0;
  },

  listChanges: (memberId: number, limit: number) =>
    db
      .select()
      .from(vipLevelChanges)
      .where(eq(vipLevelChanges.memberId, memberId))
      .orderBy(desc(vipLevelChanges.at), desc(vipLevelChanges.id))
      .limit(limit),

  // Rewards

  /** Owes a reward once (its id is its key). */
  async oweReward(reward: NewVipReward, tx: Executor): Promise<void> {
    await tx
      .insert(vipRewards)
      .values({ ...reward, status: 'PENDING' })
      .onConflictDoNothing();
  },

  /**
   * Real members at VIP1+ whose birthday is `monthDay` (MM-DD), with their level and their credited
   * deposits to date (the statistics' daily counts, all days: the birthday bonus's condition).
   */
  async birthdays(
    monthDay: string,
    leapFallback: boolean,
  ): Promise<{ memberId: number; level: number; deposits: number }[]> {
    const rows = await db
      .select({
        memberId: members.id,
        level: members.vipLevel,
        deposits: sql<number>`(select coalesce(sum(${statsMoneyDaily.deposits}), 0)::int from ${statsMoneyDaily}
          where ${statsMoneyDaily.memberId} = ${members.id})`,
      })
      .from(members)
      .where(
        and(
          sql`${members.vipLevel} > 0`,
          sql`${members.type} <> ${TRIAL_ACCOUNT_TYPE}`,
          leapFallback
            ? sql`to_char(${members.birthday}::date, 'MM-DD') in (${monthDay}, '02-29')`
            : sql`to_char(${members.birthday}::date, 'MM-DD') = ${monthDay}`,
        ),
      );
    return rows;
  },

  listPendingRewards: (limit: number) =>
    db
      .select()
      .from(vipRewards)
      .where(eq(vipRewards.status, 'PENDING'))
      .orderBy(asc(vipRewards.createdAt), asc(vipRewards.id))
      .limit(limit),

  async markRewardPaid(id: string, transferId: string, now: Date, tx: Executor): Promise<boolean> {
    const rows = await tx
      .update(vipRewards)
      .set({ status: 'PAID', transferId, paidAt: now })
      .where(and(eq(vipRewards.id, id), eq(vipRewards.status, 'PENDING')))
      .returning({ id: vipRewards.id });
    return rows.length > 0;
  },

  // Rebate

  listRates: (executor: Executor = db): Promise<RebateRateRow[]> =>
    executor.select().from(rebateRates).orderBy(asc(rebateRates.level), asc(rebateRates.category)),

  async replaceRates(rows: RebateRateRow[], tx: Executor): Promise<void> {
    await tx.delete(rebateRates);
    if (rows.length > 0) await tx.insert(rebateRates).values(rows);
  },

  /**
   * Accrues the rebate of the reporting days [from, to] from stats_play_daily at each member's
   * current level and rates: one row per member × day × category, never twice (the key). Returns
   * the rows written.
   */
  async accrue(from: string, to: string, now: Date): Promise<number> {
    const rows = rowsOf<{ member_id: string }>(
      await db.execute(sql`
        insert into ${rebateAccruals} (member_id, day, category, level, basis, rate_basis_points, valid_bet_minor,
          basis_minor, amount_minor, created_at)
        select * from (
          select d.member_id, d.day, d.category, m.vip_level, r.basis, r.rate_basis_points, d.valid_bet,
            case when r.basis = 'EDGE_WEIGHTED' then d.edge_weighted_bet else d.valid_bet end as basis_minor,
            (case when r.basis = 'EDGE_WEIGHTED' then d.edge_weighted_bet else d.valid_bet end)
              * r.rate_basis_points / 10000 as amount_minor,
            ${now.toISOString()}::timestamptz
          from ${statsPlayDaily} d
          join ${members} m on m.id = d.member_id and m.type <> ${TRIAL_ACCOUNT_TYPE}
          join ${rebateRates} r on r.level = m.vip_level and r.category = d.category
          where d.day between ${from}::date and ${to}::date and d.valid_bet > 0
        ) x
        where x.amount_minor > 0
        on conflict do nothing
        returning member_id`),
    );
    return rows.length;
  },

  unclaimed: (memberId: number) =>
    db
      .select()
      .from(rebateAccruals)
      .where(and(eq(rebateAccruals.memberId, memberId), isNull(rebateAccruals.claimId))),

  async lastAccruedDay(memberId: number): Promise<string | null> {
    const [row] = await db
      .select({ day: sql<string | null>`max(${rebateAccruals.day})::text` })
      .from(rebateAccruals)
      .where(eq(rebateAccruals.memberId, memberId));
    return row?.day ?? null;
  },

  /** The member's unclaimed accruals, locked: a concurrent claim waits, then finds them claimed. */
  lockUnclaimed: (memberId: number, tx: Executor) =>
    tx
      .select()
      .from(rebateAccruals)
      .where(and(eq(rebateAccruals.memberId, memberId), isNull(rebateAccruals.claimId)))
      .orderBy(asc(rebateAccruals.day), asc(rebateAccruals.category))
      .for('update'),

  async insertClaim(claim: typeof rebateClaims.$inferInsert, accruals: RebateAccrualRow[], tx: Executor) {
    await tx.insert(rebateClaims).values(claim);
    await tx
      .update(rebateAccruals)
      .set({ claimId: claim.id })
      .where(
        and(
          eq(rebateAccruals.memberId, claim.memberId),
          isNull(rebateAccruals.claimId),
          sql`(${rebateAccruals.day}, ${rebateAccruals.category}) in (${sql.join(
            accruals.map((row) => sql`(${row.day}::date, ${row.category})`),
            sql`, `,
          )})`,
        ),
      );
  },

  async findClaimByRequest(memberId: number, requestId: string, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(rebateClaims)
      .where(and(eq(rebateClaims.memberId, memberId), eq(rebateClaims.requestId, requestId)));
    return row ?? null;
  },

  listClaims: (memberId: number, limit: number) =>
    db
      .select()
      .from(rebateClaims)
      .where(eq(rebateClaims.memberId, memberId))
      .orderBy(desc(rebateClaims.createdAt))
      .limit(limit),

  /** Claims left PAYING before `before` (their payer stopped): paid again, the bonus's id keeps it once. */
  listStaleClaims: (before: Date, limit: number) =>
    db
      .select()
      .from(rebateClaims)
      .where(and(eq(rebateClaims.status, 'PAYING'), lt(rebateClaims.createdAt, before)))
      .orderBy(asc(rebateClaims.createdAt))
      .limit(limit),

  async markClaimPaid(id: string, transferId: string, now: Date): Promise<void> {
    await db
      .update(rebateClaims)
      .set({ status: 'PAID', transferId, paidAt: now })
      .where(and(eq(rebateClaims.id, id), eq(rebateClaims.status, 'PAYING')));
  },
});

export type VipRepository = ReturnType<typeof createVipRepository>;
