import type { SQL } from 'drizzle-orm';
import { and, desc, eq, sql } from 'drizzle-orm';

import type { ReferralMilestone, ReferralRewardStatus, ReferralSkipReason } from '@perya/contracts';
import { REFERRAL_FLAG } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { withdrawalAccounts } from '../payments/payments.tables';
import { memberKnownIps, sessions } from '../session/session.tables';
import { featureFlags } from '../system/system.tables';
import { referralMonthlyTotals, referralProgramme, referralRewards, referrals } from './referral.tables';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export type ProgrammeRow = typeof referralProgramme.$inferSelect;
export type ReferralRow = typeof referrals.$inferSelect;
export type RewardRow = typeof referralRewards.$inferSelect;

/** A milestone the subscriber saw reached, before it is written. */
export type ReachedMilestone = {
  id: string;
  referrerId: number;
  friendId: number;
  milestone: ReferralMilestone;
  rewardMinor: bigint;
  turnoverMultiplier: number;
  terms: Record<string, unknown>;
  reachedAt: Date;
};

const ids = (values: bigint[]) => sql`${`{${values.map(String).join(',')}}`}::bigint[]`;

export const createReferralRepository = (db: Database) => ({
  async getProgramme(executor: Executor = db): Promise<ProgrammeRow> {
    const [row] = await executor.select().from(referralProgramme).where(eq(referralProgramme.id, 1));
    if (!row) throw new Error('referral_programme has no row: migration 0032 did not run');
    return row;
  },

  async lockProgramme(tx: Executor): Promise<ProgrammeRow> {
    const [row] = await tx.select().from(referralProgramme).where(eq(referralProgramme.id, 1)).for('update');
    if (!row) throw new Error('referral_programme has no row');
    return row;
  },

  async updateProgramme(
    tx: Executor,
    patch: Omit<typeof referralProgramme.$inferInsert, 'id' | 'version' | 'updatedAt'>,
    now: Date,
  ): Promise<ProgrammeRow> {
    const [row] = await tx
      .update(referralProgramme)
      .set({ ...patch, version: sql`${referralProgramme.version} + 1`, updatedAt: now })
      .where(eq(referralProgramme.id, 1))
      .returning();
    if (!row) throw new Error('referral_programme has no row');
    return row;
  },

  /** The programme's switch, the white-label flag, read in the caller's transaction. */
  async isSwitchedOn(executor: Executor = db): Promise<boolean> {
    const [row] = await executor
      .select({ enabled: featureFlags.enabled })
      .from(featureFlags)
      .where(eq(featureFlags.modId, REFERRAL_FLAG));
    return row?.enabled === true;
  },

  async insertReferral(row: typeof referrals.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(referrals).values(row).onConflictDoNothing();
  },

  findReferral: async (friendId: number, executor: Executor = db): Promise<ReferralRow | undefined> =>
    (await executor.select().from(referrals).where(eq(referrals.friendId, friendId)))[0],

  /**
   * Adds each referred friend's valid bet from round events (settled, changed, reversed) to its
   * window's figure: the round's contribution after minus before, by the play statistics' rule
   * (stats_valid_bet, stats_settings), counted only for a settle time inside the window. Play
   * money does not count. Returns the friends whose figure moved.
   */
  async addValidBets(tx: Executor, eventIds: bigint[]): Promise<number[]> {
    return rowsOf<{ friend_id: string | number }>(
      await tx.execute(sql`
        with s as (select valid_bet_rule as rule from stats_settings where id = 1),
        e as (
          select e.member_id, e.data from activity_events e
          where e.id = any(${ids(eventIds)}) and e.kind in ('ROUND_SETTLED', 'ROUND_CHANGED', 'ROUND_REVERSED')
            and coalesce(e.currency, '') <> 'PLY'
        ),
        c as (
          select r.friend_id,
                 sum(case when e.data ? 'nb' and (e.data->>'na')::timestamptz < r.window_ends_at
                          then stats_valid_bet((e.data->>'nb')::bigint, (e.data->>'nw')::bigint, s.rule) else 0 end
                   - case when e.data ? 'ob' and (e.data->>'oa')::timestamptz < r.window_ends_at
                          then stats_valid_bet((e.data->>'ob')::bigint, (e.data->>'ow')::bigint, s.rule) else 0 end)
                   as delta
          from e join ${referrals} r on r.friend_id = e.member_id cross join s
          group by r.friend_id
        )
        update ${referrals} r set valid_bet_minor = r.valid_bet_minor + c.delta
        from c where c.friend_id = r.friend_id and c.delta <> 0
        returning r.friend_id`),
    ).map((row) => Number(row.friend_id));
  },

  /** Records the first deposit of referred friends who had none (the stream delivers in commit order). */
  async recordFirstDeposits(tx: Executor, eventIds: bigint[]): Promise<ReferralRow[]> {
    const rows = rowsOf<{ friend_id: string | number }>(
      await tx.execute(sql`
        with d as (
          select distinct on (e.member_id) e.member_id, e.amount, e.occurred_at
          from activity_events e
          where e.id = any(${ids(eventIds)}) and e.kind = 'DEPOSIT_CREDITED' and e.amount > 0
            and coalesce(e.currency, '') <> 'PLY'
          order by e.member_id, e.xact_id, e.id
        )
        update ${referrals} r set first_deposit_minor = d.amount, first_deposit_at = d.occurred_at
        from d where d.member_id = r.friend_id and r.first_deposit_at is null
        returning r.friend_id`),
    );
    if (rows.length === 0) return [];
    return tx
      .select()
      .from(referrals)
      .where(sql`${referrals.friendId} = any(${ids(rows.map((row) => BigInt(row.friend_id)))})`);
  },

  /** Friends among `friendIds` whose window's valid bet has reached `target`. */
  async reachedTurnover(tx: Executor, friendIds: number[], target: bigint): Promise<ReferralRow[]> {
    if (friendIds.length === 0) return [];
    return tx
      .select()
      .from(referrals)
      .where(
        and(
          sql`${referrals.friendId} = any(${ids(friendIds.map(BigInt))})`,
          sql`${referrals.validBetMinor} >= ${target}`,
        ),
      );
  },

  /** Writes reached milestones as PENDING rewards; one per referrer × friend × milestone, a repeat adds nothing. */
  async insertReached(tx: Executor, reached: ReachedMilestone[]): Promise<number> {
    if (reached.length === 0) return 0;
    const inserted = await tx
      .insert(referralRewards)
      .values(
        reached.map((item) => ({
          id: item.id,
          referrerId: item.referrerId,
          friendId: item.friendId,
          milestone: item.milestone,
          status: 'PENDING' as const,
          rewardMinor: item.rewardMinor,
          turnoverMultiplier: item.turnoverMultiplier,
          terms: item.terms,
          reachedAt: item.reachedAt,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: referralRewards.id });
    return inserted.length;
  },

  /** Rewards to pay: PENDING ones, and PAYING ones left by a payer that stopped before `staleBefore`. */
  listDue: async (limit: number, staleBefore: Date): Promise<RewardRow[]> =>
    db
      .select()
      .from(referralRewards)
      .where(
        sql`${referralRewards.status} = 'PENDING'
          or (${referralRewards.status} = 'PAYING' and ${referralRewards.decidedAt} < ${staleBefore.toISOString()}::timestamptz)`,
      )
      .orderBy(referralRewards.reachedAt)
      .limit(limit),

  lockPending: async (tx: Executor, id: string): Promise<RewardRow | undefined> =>
    (
      await tx
        .select()
        .from(referralRewards)
        .where(and(eq(referralRewards.id, id), eq(referralRewards.status, 'PENDING')))
        .for('update')
    )[0],

  /**
   * Reserves up to `wanted` of the referrer's monthly cap (null: no cap) under the month row's
   * lock, so concurrent payers never pay past it. Returns what was reserved.
   */
  async reserveMonthly(
    tx: Executor,
    referrerId: number,
    month: string,
    wanted: bigint,
    cap: bigint | null,
  ): Promise<bigint> {
    await tx.insert(referralMonthlyTotals).values({ referrerId, month, paidMinor: 0n }).onConflictDoNothing();
    const [row] = await tx
      .select({ paid: referralMonthlyTotals.paidMinor })
      .from(referralMonthlyTotals)
      .where(and(eq(referralMonthlyTotals.referrerId, referrerId), eq(referralMonthlyTotals.month, month)))
      .for('update');
    const paid = row?.paid ?? 0n;
    const room = cap === null ? wanted : cap - paid;
    const amount = room <= 0n ? 0n : room < wanted ? room : wanted;
    if (amount > 0n)
      await tx
        .update(referralMonthlyTotals)
        .set({ paidMinor: sql`${referralMonthlyTotals.paidMinor} + ${amount}` })
        .where(and(eq(referralMonthlyTotals.referrerId, referrerId), eq(referralMonthlyTotals.month, month)));
    return amount;
  },

  async decide(
    tx: Executor,
    id: string,
    decision: {
      status: Extract<ReferralRewardStatus, 'PAYING' | 'SKIPPED'>;
      reason: ReferralSkipReason | null;
      amount: bigint;
    },
    now: Date,
  ): Promise<void> {
    await tx
      .update(referralRewards)
      .set({ status: decision.status, reason: decision.reason, amountMinor: decision.amount, decidedAt: now })
      .where(and(eq(referralRewards.id, id), eq(referralRewards.status, 'PENDING')));
  },

  /** PAYING → PAID once the bonus posted; false when another payer got there first. */
  async markPaid(tx: Executor, id: string, transferId: string, now: Date): Promise<boolean> {
    const rows = await tx
      .update(referralRewards)
      .set({ status: 'PAID', transferId, paidAt: now })
      .where(and(eq(referralRewards.id, id), eq(referralRewards.status, 'PAYING')))
      .returning({ id: referralRewards.id });
    return rows.length > 0;
  },

  /** "yyyy-MM" of an instant in the reporting time zone (the play statistics' calendar). */
  async monthOf(at: Date, executor: Executor = db): Promise<string> {
    const [row] = rowsOf<{ month: string }>(
      await executor.execute(sql`
        select to_char(${at.toISOString()}::timestamptz at time zone s.reporting_time_zone, 'YYYY-MM') as month
        from stats_settings s where s.id = 1`),
    );
    return row?.month ?? at.toISOString().slice(0, 7);
  },

  // Guard rails against multi-accounting: what the referrer and the friend have in common.

  /** Holder names of a member's payout accounts (removed ones too) and the real name it registered. */
  async holderNames(memberId: number): Promise<string[]> {
    const accounts = await db
      .select({ name: withdrawalAccounts.accountName })
      .from(withdrawalAccounts)
      .where(eq(withdrawalAccounts.memberId, memberId));
    const [member] = await db.select({ name: members.payeeName }).from(members).where(eq(members.id, memberId));
    return [...accounts.map((row) => row.name), ...(member?.name ? [member.name] : [])];
  },

  /** Whether the friend registered from an address the referrer logged in or registered from. */
  async sharesAddress(referrerId: number, ip: string): Promise<boolean> {
    const [row] = rowsOf<{ found: boolean }>(
      await db.execute(sql`
        select exists (select 1 from ${memberKnownIps} where member_id = ${referrerId} and ip = ${ip})
            or exists (select 1 from ${members} where id = ${referrerId} and registered_ip = ${ip}) as found`),
    );
    return row?.found === true;
  },

  /** Whether a device the friend registered or logged in on is one the referrer used. */
  async sharesDevice(referrerId: number, friendId: number, registeredDevice: string | null): Promise<boolean> {
    const [row] = rowsOf<{ found: boolean }>(
      await db.execute(sql`
        select exists (
          select 1 from ${sessions} mine
          where mine.member_id = ${referrerId} and mine.device_id is not null
            and (mine.device_id = ${registeredDevice}
                 or exists (select 1 from ${sessions} f where f.member_id = ${friendId} and f.device_id = mine.device_id))
        ) as found`),
    );
    return row?.found === true;
  },

  // Reads for the member and staff.

  async summary(referrerId: number, month: string) {
    const [row] = rowsOf<{
      friends: string | number;
      deposited: string | number;
      earned: string | null;
      pending: string | null;
      month_paid: string | null;
    }>(
      await db.execute(sql`
        select (select count(*) from ${referrals} where referrer_id = ${referrerId}) as friends,
               (select count(*) from ${referrals} where referrer_id = ${referrerId} and first_deposit_at is not null)
                 as deposited,
               (select sum(amount_minor)::text from ${referralRewards} where referrer_id = ${referrerId} and status = 'PAID')
                 as earned,
               (select sum(case when status = 'PENDING' then reward_minor else amount_minor end)::text
                  from ${referralRewards} where referrer_id = ${referrerId} and status in ('PENDING', 'PAYING')) as pending,
               (select paid_minor::text from ${referralMonthlyTotals} where referrer_id = ${referrerId} and month = ${month})
                 as month_paid`),
    );
    return {
      friends: Number(row?.friends ?? 0),
      deposited: Number(row?.deposited ?? 0),
      earned: BigInt(row?.earned ?? 0),
      pending: BigInt(row?.pending ?? 0),
      monthPaid: BigInt(row?.month_paid ?? 0),
    };
  },

  async listReferrals(filter: { referrerId?: number; limit: number; offset: number }) {
    const where = filter.referrerId === undefined ? undefined : eq(referrals.referrerId, filter.referrerId);
    const referrer = sql`(select account from ${members} m where m.id = ${referrals.referrerId})`;
    const [rows, [count]] = await Promise.all([
      db
        .select({
          referral: referrals,
          friendAccount: members.account,
          referrerAccount: sql<string>`${referrer}`,
        })
        .from(referrals)
        .innerJoin(members, eq(members.id, referrals.friendId))
        .where(where)
        .orderBy(desc(referrals.createdAt), desc(referrals.friendId))
        .limit(filter.limit)
        .offset(filter.offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(referrals)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  /** Rewards of the given friends (the member's friends page shows each friend's milestones). */
  rewardsOfFriends: async (referrerId: number, friendIds: number[]): Promise<RewardRow[]> =>
    friendIds.length === 0
      ? []
      : db
          .select()
          .from(referralRewards)
          .where(
            and(
              eq(referralRewards.referrerId, referrerId),
              sql`${referralRewards.friendId} = any(${ids(friendIds.map(BigInt))})`,
            ),
          ),

  async listRewards(filter: { referrerId?: number; status?: ReferralRewardStatus; limit: number; offset: number }) {
    const conditions: SQL[] = [];
    if (filter.referrerId !== undefined) conditions.push(eq(referralRewards.referrerId, filter.referrerId));
    if (filter.status !== undefined) conditions.push(eq(referralRewards.status, filter.status));
    const where = conditions.length > 0 ? and(...conditions) : undefined;
    const referrer = sql`(select account from ${members} m where m.id = ${referralRewards.referrerId})`;
    const [rows, [count]] = await Promise.all([
      db
        .select({ reward: referralRewards, friendAccount: members.account, referrerAccount: sql<string>`${referrer}` })
        .from(referralRewards)
        .innerJoin(members, eq(members.id, referralRewards.friendId))
        .where(where)
        .orderBy(desc(referralRewards.reachedAt), desc(referralRewards.id))
        .limit(filter.limit)
        .offset(filter.offset),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(referralRewards)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },
});

export type ReferralRepository = ReturnType<typeof createReferralRepository>;
