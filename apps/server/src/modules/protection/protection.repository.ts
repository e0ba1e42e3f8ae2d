import { and, asc, desc, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { LimitPeriod } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { deposits } from '../payments/payments.tables';
import { providerRounds } from '../providers/providers.tables';
import { sessions } from '../session/session.tables';
import type { LimitTarget, ProtectionBlockRow, ProtectionStateRow } from './protection.tables';
import { protectionBlocks, protectionLimitChanges, protectionStates } from './protection.tables';

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

/** The current reporting windows (the stats module's time zone) around an instant. */
export type Windows = {
  timeZone: string;
  day: { key: string; start: Date; end: Date };
  week: { key: string; start: Date; end: Date };
  month: { key: string; start: Date; end: Date };
};

export type StatePatch = Partial<Omit<ProtectionStateRow, 'memberId'>>;

export const createProtectionRepository = (db: Database) => ({
  async findState(memberId: number, executor: Executor = db): Promise<ProtectionStateRow | undefined> {
    const [row] = await executor.select().from(protectionStates).where(eq(protectionStates.memberId, memberId));
    return row;
  },

  /** The member's row, created when missing, locked for the caller's transaction. */
  async lockState(memberId: number, at: Date, executor: Executor): Promise<ProtectionStateRow> {
    await executor.insert(protectionStates).values({ memberId, updatedAt: at }).onConflictDoNothing();
    const [row] = await executor
      .select()
      .from(protectionStates)
      .where(eq(protectionStates.memberId, memberId))
      .for('update');
    if (!row) throw new Error(`protection state of member ${memberId} vanished`);
    return row;
  },

  async updateState(memberId: number, patch: StatePatch, executor: Executor): Promise<void> {
    await executor.update(protectionStates).set(patch).where(eq(protectionStates.memberId, memberId));
  },

  /** The instants the figures' windows start and end, computed where the trigger computes them. */
  async windowsAt(at: Date, executor: Executor = db): Promise<Windows> {
    const [row] = rowsOf<Record<string, string>>(
      await executor.execute(sql`
        with s as (select coalesce((select reporting_time_zone from stats_settings where id = 1), 'Asia/Manila') as tz),
        l as (select tz, ${at.toISOString()}::timestamptz at time zone tz as local from s)
        select tz,
          local::date::text as day_key, date_trunc('week', local)::date::text as week_key,
          date_trunc('month', local)::date::text as month_key,
          (date_trunc('day', local) at time zone tz)::text as day_start,
          ((date_trunc('day', local) + interval '1 day') at time zone tz)::text as day_end,
          (date_trunc('week', local) at time zone tz)::text as week_start,
          ((date_trunc('week', local) + interval '1 week') at time zone tz)::text as week_end,
          (date_trunc('month', local) at time zone tz)::text as month_start,
          ((date_trunc('month', local) + interval '1 month') at time zone tz)::text as month_end
        from l`),
    );
    if (!row) throw new Error('no reporting windows');
    const time = (value: string | undefined) => new Date(value ?? '');
    return {
      timeZone: row.tz ?? 'Asia/Manila',
      day: { key: row.day_key ?? '', start: time(row.day_start), end: time(row.day_end) },
      week: { key: row.week_key ?? '', start: time(row.week_start), end: time(row.week_end) },
      month: { key: row.month_key ?? '', start: time(row.month_start), end: time(row.month_end) },
    };
  },

  /** What the member asked to deposit in each window: every deposit not refused or expired. */
  async depositedIn(memberId: number, windows: Windows, executor: Executor = db) {
    const counted = sql`${deposits.status} not in ('REJECTED', 'EXPIRED')`;
    const sumSince = (since: Date) =>
      sql<string>`coalesce(sum(${deposits.amount}) filter (where ${deposits.createdAt} >= ${since.toISOString()}::timestamptz), 0)::text`;
    const [row] = await executor
      .select({
        day: sumSince(windows.day.start),
        week: sumSince(windows.week.start),
        month: sumSince(windows.month.start),
      })
      .from(deposits)
      .where(
        and(
          eq(deposits.memberId, memberId),
          counted,
          sql`${deposits.createdAt} >= ${new Date(Math.min(windows.week.start.getTime(), windows.month.start.getTime())).toISOString()}::timestamptz`,
        ),
      );
    return { DAY: BigInt(row?.day ?? 0), WEEK: BigInt(row?.week ?? 0), MONTH: BigInt(row?.month ?? 0) };
  },

  // ------------------------------------------------------------------ limit changes

  async insertChange(row: typeof protectionLimitChanges.$inferInsert, executor: Executor): Promise<void> {
    await executor.insert(protectionLimitChanges).values(row);
  },

  async pendingChanges(memberId: number, executor: Executor = db) {
    return executor
      .select()
      .from(protectionLimitChanges)
      .where(and(eq(protectionLimitChanges.memberId, memberId), eq(protectionLimitChanges.status, 'PENDING')));
  },

  async supersedePending(memberId: number, kind: LimitTarget, period: LimitPeriod | null, executor: Executor) {
    await executor
      .update(protectionLimitChanges)
      .set({ status: 'SUPERSEDED' })
      .where(
        and(
          eq(protectionLimitChanges.memberId, memberId),
          eq(protectionLimitChanges.kind, kind),
          period === null ? isNull(protectionLimitChanges.period) : eq(protectionLimitChanges.period, period),
          eq(protectionLimitChanges.status, 'PENDING'),
        ),
      );
  },

  /** Pending changes whose cooling period is over, oldest first, claimed by this transaction. */
  async claimDueChanges(at: Date, limit: number, executor: Executor, memberId?: number) {
    return executor
      .select()
      .from(protectionLimitChanges)
      .where(
        and(
          eq(protectionLimitChanges.status, 'PENDING'),
          lte(protectionLimitChanges.effectiveAt, at),
          memberId === undefined ? undefined : eq(protectionLimitChanges.memberId, memberId),
        ),
      )
      .orderBy(asc(protectionLimitChanges.effectiveAt))
      .limit(limit)
      .for('update', { skipLocked: true });
  },

  async markApplied(id: number, executor: Executor) {
    await executor.update(protectionLimitChanges).set({ status: 'APPLIED' }).where(eq(protectionLimitChanges.id, id));
  },

  async changesOf(memberId: number, executor: Executor = db) {
    return executor
      .select()
      .from(protectionLimitChanges)
      .where(eq(protectionLimitChanges.memberId, memberId))
      .orderBy(desc(protectionLimitChanges.requestedAt), desc(protectionLimitChanges.id))
      .limit(200);
  },

  // ------------------------------------------------------------------ blocks

  async insertBlock(row: typeof protectionBlocks.$inferInsert, executor: Executor): Promise<ProtectionBlockRow> {
    const [inserted] = await executor.insert(protectionBlocks).values(row).returning();
    if (!inserted) throw new Error('block not inserted');
    return inserted;
  },

  /** Blocks not lifted that are in their term, or past it and waiting to be lifted. */
  async blocksInForce(memberId: number, at: Date, executor: Executor = db): Promise<ProtectionBlockRow[]> {
    return executor
      .select()
      .from(protectionBlocks)
      .where(
        and(
          eq(protectionBlocks.memberId, memberId),
          isNull(protectionBlocks.liftedAt),
          lte(protectionBlocks.startsAt, at),
          or(
            sql`${protectionBlocks.endsAt} > ${at.toISOString()}::timestamptz`,
            eq(protectionBlocks.liftOnRequest, true),
          ),
        ),
      )
      .orderBy(desc(protectionBlocks.endsAt));
  },

  async liftBlocks(ids: number[], at: Date, executor: Executor): Promise<void> {
    if (ids.length === 0) return;
    await executor.update(protectionBlocks).set({ liftedAt: at }).where(inArray(protectionBlocks.id, ids));
  },

  async blocksOf(memberIds: number[], executor: Executor = db): Promise<ProtectionBlockRow[]> {
    if (memberIds.length === 0) return [];
    return executor
      .select()
      .from(protectionBlocks)
      .where(inArray(protectionBlocks.memberId, memberIds))
      .orderBy(asc(protectionBlocks.startsAt));
  },

  /** Members with a play block at this instant, among these (one key lookup each). */
  async blockedAmong(memberIds: number[], at: Date, executor: Executor = db): Promise<Set<number>> {
    if (memberIds.length === 0) return new Set();
    const rows = await executor
      .select({ memberId: protectionStates.memberId })
      .from(protectionStates)
      .where(
        and(
          inArray(protectionStates.memberId, memberIds),
          sql`${protectionStates.playBlockedUntil} > ${at.toISOString()}::timestamptz`,
        ),
      );
    return new Set(rows.map((row) => row.memberId));
  },

  // ------------------------------------------------------------------ reality check

  async sessionStartedAt(sessionId: string, executor: Executor = db): Promise<Date | null> {
    const [row] = await executor
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.createdAt ?? null;
  },

  /** Wins minus bets of the rounds the member started since then (provider_rounds_member index). */
  async netResultSince(memberId: number, since: Date, executor: Executor = db): Promise<bigint> {
    const [row] = await executor
      .select({ net: sql<string>`coalesce(sum(${providerRounds.winTotal} - ${providerRounds.betTotal}), 0)::text` })
      .from(providerRounds)
      .where(
        and(
          eq(providerRounds.memberId, memberId),
          sql`${providerRounds.startedAt} >= ${since.toISOString()}::timestamptz`,
        ),
      );
    return BigInt(row?.net ?? 0);
  },
});

export type ProtectionRepository = ReturnType<typeof createProtectionRepository>;
