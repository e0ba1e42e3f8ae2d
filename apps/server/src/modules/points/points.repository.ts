import { and, asc, count, desc, eq, isNull, lt, sql } from 'drizzle-orm';

import type { PointEntryKind, RedeemStatus } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { statsPlayHourly } from '../stats/stats.tables';
import {
  pointsAccounts,
  pointsAccruals,
  pointsConversions,
  pointsEarnRules,
  pointsEntries,
  pointsItems,
  pointsRedemptions,
  pointsSettings,
} from './points.tables';

export type PointsSettingsRow = typeof pointsSettings.$inferSelect;
export type EarnRuleRow = typeof pointsEarnRules.$inferSelect;
export type PointItemRow = typeof pointsItems.$inferSelect;
export type NewPointItem = typeof pointsItems.$inferInsert;
export type RedemptionRow = typeof pointsRedemptions.$inferSelect;
export type ConversionRow = typeof pointsConversions.$inferSelect;
export type EntryRow = typeof pointsEntries.$inferSelect;
export type AccountRow = typeof pointsAccounts.$inferSelect;

export type NewEntry = {
  id: string;
  memberId: number;
  kind: PointEntryKind;
  /** Signed: earned and refunded points are positive, redeemed and converted negative. */
  delta: bigint;
  remark: string;
  at: Date;
};

/** What posting an entry did: posted with the balance after it, or why not. */
export type PostOutcome = { posted: true; balance: bigint } | { posted: false; reason: 'REPLAYED' | 'INSUFFICIENT' };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** A constant for the advisory lock that keeps the accrual job to one runner at a time ("points"). */
const ACCRUAL_LOCK = 0x706f696e;

export const createPointsRepository = (db: Database) => ({
  /**
   * Posts one entry and moves the balance in the same statement. The account's change applies the
   * delta only when the entry's id is new and the balance stays at zero or above; the entry is
   * inserted only when the account moved, with the balance after it. A concurrent post of the
   * same id makes the statement fail on the entry's key (and the balance's change with it).
   * A refund lowers `spent` instead of raising `earned`, so balance = earned − spent always holds.
   */
  async post(entry: NewEntry, executor: Executor = db): Promise<PostOutcome> {
    if (entry.delta === 0n) throw new Error('a points entry moves at least one point');
    const earned = entry.kind === 'REFUND' ? 0n : entry.delta > 0n ? entry.delta : 0n;
    const spent = entry.kind === 'REFUND' ? -entry.delta : entry.delta < 0n ? -entry.delta : 0n;
    const at = entry.at.toISOString();
    // A credit may open the account (an upsert); a debit needs one (an update). PostgreSQL checks
    // an upsert's proposed row against the CHECKs before it finds the conflict, so a debit cannot
    // be proposed as a row with a negative balance.
    const moved =
      entry.delta > 0n
        ? sql`insert into points_accounts as a (member_id, balance, earned, spent, updated_at)
            select ${entry.memberId}, ${entry.delta}::bigint, ${earned}::bigint, ${spent}::bigint, ${at}::timestamptz
            where not exists (select 1 from prior)
            on conflict (member_id) do update set
              balance = a.balance + excluded.balance,
              earned = a.earned + excluded.earned,
              spent = a.spent + excluded.spent,
              updated_at = excluded.updated_at
            returning a.balance`
        : sql`update points_accounts a set
              balance = a.balance + ${entry.delta}::bigint,
              earned = a.earned + ${earned}::bigint,
              spent = a.spent + ${spent}::bigint,
              updated_at = ${at}::timestamptz
            where a.member_id = ${entry.memberId} and not exists (select 1 from prior)
              and a.balance + ${entry.delta}::bigint >= 0
            returning a.balance`;
    const rows = rowsOf<{ balance_after: string }>(
      await executor.execute(sql`
        with prior as (select 1 from points_entries where id = ${entry.id}),
        moved as (${moved})
        insert into points_entries (id, member_id, kind, delta, balance_after, remark, created_at)
        select ${entry.id}, ${entry.memberId}, ${entry.kind}, ${entry.delta}::bigint, moved.balance, ${entry.remark},
          ${at}::timestamptz
        from moved
        returning balance_after::text`),
    );
    const [row] = rows;
    if (row) return { posted: true, balance: BigInt(row.balance_after) };
    const [existing] = await executor
      .select({ id: pointsEntries.id })
      .from(pointsEntries)
      .where(eq(pointsEntries.id, entry.id));
    return { posted: false, reason: existing ? 'REPLAYED' : 'INSUFFICIENT' };
  },

  async findEntry(id: string, executor: Executor = db): Promise<EntryRow | undefined> {
    const [row] = await executor.select().from(pointsEntries).where(eq(pointsEntries.id, id));
    return row;
  },

  async findAccount(memberId: number, executor: Executor = db): Promise<AccountRow | undefined> {
    const [row] = await executor.select().from(pointsAccounts).where(eq(pointsAccounts.memberId, memberId));
    return row;
  },

  async listEntries(memberId: number, kind: PointEntryKind | undefined, pageNo: number, pageSize: number) {
    const where = and(eq(pointsEntries.memberId, memberId), kind ? eq(pointsEntries.kind, kind) : undefined);
    const [rows, [total]] = await Promise.all([
      db
        .select()
        .from(pointsEntries)
        .where(where)
        .orderBy(desc(pointsEntries.createdAt), desc(pointsEntries.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ total: count() }).from(pointsEntries).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /**
   * Credits the points of every member × UTC hour in [from, to] whose hourly statistics earn more
   * than that hour has earned so far: one entry per member × hour × new total (its id), the
   * balance moved by the same statement. Trial accounts earn none. One runner at a time (an
   * advisory lock; a second process skips); a run repeated finds nothing left to credit.
   */
  async accrue(from: Date, to: Date, at: Date, remark: string): Promise<number> {
    return db.transaction(async (tx) => {
      const [lock] = rowsOf<{ locked: boolean }>(
        await tx.execute(sql`select pg_try_advisory_xact_lock(${ACCRUAL_LOCK}) as locked`),
      );
      if (!lock?.locked) return 0;
      const rows = rowsOf<{ id: string }>(
        await tx.execute(sql`
          with target as (
            select h.member_id, h.hour, sum(h.valid_bet / r.valid_bet_minor_per_point)::bigint as points
            from ${statsPlayHourly} h
            join ${pointsEarnRules} r on r.category = h.category and r.enabled
            join ${members} m on m.id = h.member_id and m.type <> 4
            where h.hour >= ${from.toISOString()}::timestamptz and h.hour <= ${to.toISOString()}::timestamptz
              and h.valid_bet > 0
            group by h.member_id, h.hour
          ), due as (
            select t.member_id, t.hour, t.points, t.points - coalesce(a.points, 0) as delta
            from target t
            left join ${pointsAccruals} a on a.member_id = t.member_id and a.hour = t.hour
            where t.points > coalesce(a.points, 0)
          ), accrued as (
            insert into points_accruals (member_id, hour, points)
            select member_id, hour, points from due
            on conflict (member_id, hour) do update set points = excluded.points
          ), per_member as (
            select member_id, sum(delta)::bigint as delta from due group by member_id
          ), moved as (
            insert into points_accounts as a (member_id, balance, earned, spent, updated_at)
            select member_id, delta, delta, 0, ${at.toISOString()}::timestamptz from per_member
            on conflict (member_id) do update set
              balance = a.balance + excluded.balance,
              earned = a.earned + excluded.earned,
              updated_at = excluded.updated_at
            returning a.member_id, a.balance
          ), ordered as (
            -- Several hours of one member: each entry's balance after it, in hour order.
            select d.*, moved.balance - coalesce(sum(d.delta) over (
                partition by d.member_id order by d.hour desc rows between unbounded preceding and 1 preceding
              ), 0) as balance_after
            from due d join moved on moved.member_id = d.member_id
          )
          insert into points_entries (id, member_id, kind, delta, balance_after, remark, created_at)
          select 'earn:' || o.member_id || ':' || extract(epoch from o.hour)::bigint || ':' || o.points,
            o.member_id, 'EARN', o.delta, o.balance_after,
            ${remark}, ${at.toISOString()}::timestamptz
          from ordered o
          returning id`),
      );
      return rows.length;
    });
  },

  async getSettings(executor: Executor = db): Promise<PointsSettingsRow> {
    const [row] = await executor.select().from(pointsSettings).where(eq(pointsSettings.id, 1));
    if (!row) throw new Error('points_settings has no row (migration 0037)');
    return row;
  },

  async listEarnRules(executor: Executor = db): Promise<EarnRuleRow[]> {
    return executor.select().from(pointsEarnRules).orderBy(asc(pointsEarnRules.category));
  },

  async saveSettings(settings: Omit<PointsSettingsRow, 'id'>, rules: EarnRuleRow[], executor: Executor): Promise<void> {
    await executor.update(pointsSettings).set(settings).where(eq(pointsSettings.id, 1));
    await executor.delete(pointsEarnRules);
    if (rules.length > 0) await executor.insert(pointsEarnRules).values(rules);
  },

  async listItems(onlyEnabled: boolean): Promise<PointItemRow[]> {
    return db
      .select()
      .from(pointsItems)
      .where(onlyEnabled ? eq(pointsItems.enabled, true) : undefined)
      .orderBy(asc(pointsItems.pointsRequired), asc(pointsItems.id));
  },

  async redeemedCounts(): Promise<Map<number, number>> {
    const rows = await db
      .select({ itemId: pointsRedemptions.itemId, quantity: sql<number>`sum(${pointsRedemptions.quantity})::int` })
      .from(pointsRedemptions)
      .where(sql`${pointsRedemptions.status} <> 'REJECTED'`)
      .groupBy(pointsRedemptions.itemId);
    return new Map(rows.map((row) => [row.itemId, Number(row.quantity)]));
  },

  async findItem(id: number, executor: Executor = db): Promise<PointItemRow | undefined> {
    const [row] = await executor.select().from(pointsItems).where(eq(pointsItems.id, id));
    return row;
  },

  /** The item locked for this redemption (stock changes under the lock). */
  async lockItem(id: number, executor: Executor): Promise<PointItemRow | undefined> {
    const [row] = await executor.select().from(pointsItems).where(eq(pointsItems.id, id)).for('update');
    return row;
  },

  async insertItem(item: NewPointItem, executor: Executor = db): Promise<PointItemRow> {
    const [row] = await executor.insert(pointsItems).values(item).returning();
    return row!;
  },

  /** Saves an edit if the item is still at `version`; undefined when it moved on. */
  async updateItem(id: number, version: number, changes: Partial<NewPointItem>, executor: Executor = db) {
    const [row] = await executor
      .update(pointsItems)
      .set({ ...changes, version: version + 1 })
      .where(and(eq(pointsItems.id, id), eq(pointsItems.version, version)))
      .returning();
    return row;
  },

  /** Takes `quantity` from the stock; false when fewer are left (the check constraint holds anyway). */
  async takeStock(id: number, quantity: number, executor: Executor): Promise<boolean> {
    const rows = await executor
      .update(pointsItems)
      .set({ stock: sql`${pointsItems.stock} - ${quantity}` })
      .where(and(eq(pointsItems.id, id), sql`${pointsItems.stock} >= ${quantity}`))
      .returning({ id: pointsItems.id });
    return rows.length === 1;
  },

  async returnStock(id: number, quantity: number, executor: Executor): Promise<void> {
    await executor
      .update(pointsItems)
      .set({ stock: sql`${pointsItems.stock} + ${quantity}` })
      .where(eq(pointsItems.id, id));
  },

  async insertRedemption(row: typeof pointsRedemptions.$inferInsert, executor: Executor): Promise<RedemptionRow> {
    const [inserted] = await executor.insert(pointsRedemptions).values(row).returning();
    return inserted!;
  },

  async findRedemption(id: string, executor: Executor = db): Promise<RedemptionRow | undefined> {
    const [row] = await executor.select().from(pointsRedemptions).where(eq(pointsRedemptions.id, id));
    return row;
  },

  async lockRedemption(id: string, executor: Executor): Promise<RedemptionRow | undefined> {
    const [row] = await executor.select().from(pointsRedemptions).where(eq(pointsRedemptions.id, id)).for('update');
    return row;
  },

  async findRedemptionByRequest(memberId: number, requestId: string): Promise<RedemptionRow | undefined> {
    const [row] = await db
      .select()
      .from(pointsRedemptions)
      .where(and(eq(pointsRedemptions.memberId, memberId), eq(pointsRedemptions.requestId, requestId)));
    return row;
  },

  async updateRedemption(id: string, changes: Partial<RedemptionRow>, executor: Executor = db) {
    const [row] = await executor.update(pointsRedemptions).set(changes).where(eq(pointsRedemptions.id, id)).returning();
    return row;
  },

  async listRedemptions(filter: { memberId?: number; status?: RedeemStatus }, pageNo: number, pageSize: number) {
    const where = and(
      filter.memberId === undefined ? undefined : eq(pointsRedemptions.memberId, filter.memberId),
      filter.status ? eq(pointsRedemptions.status, filter.status) : undefined,
    );
    const [rows, [total]] = await Promise.all([
      db
        .select({ redemption: pointsRedemptions, account: members.account })
        .from(pointsRedemptions)
        .innerJoin(members, eq(members.id, pointsRedemptions.memberId))
        .where(where)
        .orderBy(desc(pointsRedemptions.createdAt), desc(pointsRedemptions.id))
        .limit(pageSize)
        .offset((pageNo - 1) * pageSize),
      db.select({ total: count() }).from(pointsRedemptions).where(where),
    ]);
    return { rows, total: total?.total ?? 0 };
  },

  /** Cash and bonus redemptions whose payment did not finish, older than `before`. */
  async unpaidRedemptions(before: Date, limit: number): Promise<RedemptionRow[]> {
    return db
      .select()
      .from(pointsRedemptions)
      .where(
        and(
          eq(pointsRedemptions.status, 'PROCESSING'),
          sql`${pointsRedemptions.kind} <> 'GOODS'`,
          lt(pointsRedemptions.createdAt, before),
        ),
      )
      .orderBy(asc(pointsRedemptions.createdAt))
      .limit(limit);
  },

  async insertConversion(row: typeof pointsConversions.$inferInsert, executor: Executor): Promise<ConversionRow> {
    const [inserted] = await executor.insert(pointsConversions).values(row).returning();
    return inserted!;
  },

  async findConversionByRequest(memberId: number, requestId: string): Promise<ConversionRow | undefined> {
    const [row] = await db
      .select()
      .from(pointsConversions)
      .where(and(eq(pointsConversions.memberId, memberId), eq(pointsConversions.requestId, requestId)));
    return row;
  },

  async markConversionPaid(id: string, bonusId: string): Promise<void> {
    await db.update(pointsConversions).set({ bonusId }).where(eq(pointsConversions.id, id));
  },

  async unpaidConversions(before: Date, limit: number): Promise<ConversionRow[]> {
    return db
      .select()
      .from(pointsConversions)
      .where(and(isNull(pointsConversions.bonusId), lt(pointsConversions.createdAt, before)))
      .orderBy(asc(pointsConversions.createdAt))
      .limit(limit);
  },
});

export type PointsRepository = ReturnType<typeof createPointsRepository>;
