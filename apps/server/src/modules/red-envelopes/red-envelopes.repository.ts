import { and, asc, desc, eq, gt, isNotNull, isNull, lte, sql } from 'drizzle-orm';

import type { RedEnvelopeDropStatus } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { members } from '../members/members.tables';
import { sessions } from '../session/session.tables';
import { redEnvelopeAllocations, redEnvelopeClaimGuards, redEnvelopeDrops } from './red-envelopes.tables';

export type DropRow = typeof redEnvelopeDrops.$inferSelect;
export type NewDrop = typeof redEnvelopeDrops.$inferInsert;

/** A drop with what has been claimed and paid from it so far. */
export type DropWithTotals = DropRow & { claimedCount: number; claimedAmount: bigint; paidAmount: bigint };

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

const totals = {
  claimedCount: sql<number>`(select count(*)::int from ${redEnvelopeAllocations} a
    where a.drop_id = ${redEnvelopeDrops.id} and a.member_id is not null)`.mapWith(Number),
  claimedAmount: sql<bigint>`(select coalesce(sum(a.amount), 0)::text from ${redEnvelopeAllocations} a
    where a.drop_id = ${redEnvelopeDrops.id} and a.member_id is not null)`.mapWith(BigInt),
  paidAmount: sql<bigint>`(select coalesce(sum(a.amount), 0)::text from ${redEnvelopeAllocations} a
    where a.drop_id = ${redEnvelopeDrops.id} and a.paid_at is not null)`.mapWith(BigInt),
};

/** The SQL condition for a status at `now` (status is derived, never stored). */
const statusCondition = (status: RedEnvelopeDropStatus, now: Date) => {
  switch (status) {
    case 'CANCELLED':
      return isNotNull(redEnvelopeDrops.cancelledAt);
    case 'SCHEDULED':
      return and(isNull(redEnvelopeDrops.cancelledAt), gt(redEnvelopeDrops.opensAt, now));
    case 'OPEN':
      return and(
        isNull(redEnvelopeDrops.cancelledAt),
        lte(redEnvelopeDrops.opensAt, now),
        gt(redEnvelopeDrops.closesAt, now),
      );
    case 'ENDED':
      return and(isNull(redEnvelopeDrops.cancelledAt), lte(redEnvelopeDrops.closesAt, now));
  }
};

export const createRedEnvelopeRepository = (db: Database) => ({
  async insertDrop(drop: NewDrop, amounts: bigint[], executor: Executor): Promise<DropRow> {
    const [row] = await executor.insert(redEnvelopeDrops).values(drop).returning();
    if (!row) throw new Error('red envelope drop not inserted');
    await insertAllocations(executor, row.id, amounts);
    return row;
  },

  async setRainId(ids: number[], rainId: number, executor: Executor): Promise<void> {
    await executor
      .update(redEnvelopeDrops)
      .set({ rainId })
      .where(sql`${redEnvelopeDrops.id} in ${ids}`);
  },

  /** Replaces a drop's rules and envelopes (only before it opens: the caller checks). */
  async replaceDrop(id: number, patch: Partial<NewDrop>, amounts: bigint[], executor: Executor): Promise<void> {
    await executor.update(redEnvelopeDrops).set(patch).where(eq(redEnvelopeDrops.id, id));
    await executor.delete(redEnvelopeAllocations).where(eq(redEnvelopeAllocations.dropId, id));
    await insertAllocations(executor, id, amounts);
  },

  async updateDrop(id: number, patch: Partial<NewDrop>, executor: Executor): Promise<void> {
    await executor.update(redEnvelopeDrops).set(patch).where(eq(redEnvelopeDrops.id, id));
  },

  async lockDrop(id: number, executor: Executor): Promise<DropRow | undefined> {
    const [row] = await executor.select().from(redEnvelopeDrops).where(eq(redEnvelopeDrops.id, id)).for('update');
    return row;
  },

  /** The drop held FOR SHARE: claims run side by side, a cancel (FOR UPDATE) waits for them. */
  async shareDrop(id: number, executor: Executor): Promise<DropRow | undefined> {
    const [row] = await executor.select().from(redEnvelopeDrops).where(eq(redEnvelopeDrops.id, id)).for('share');
    return row;
  },

  async findDrop(id: number, executor: Executor = db): Promise<DropWithTotals | undefined> {
    const [row] = await executor
      .select({ drop: redEnvelopeDrops, ...totals })
      .from(redEnvelopeDrops)
      .where(eq(redEnvelopeDrops.id, id));
    return row ? { ...row.drop, ...pickTotals(row) } : undefined;
  },

  async listDrops(input: { status?: RedEnvelopeDropStatus; now: Date; limit: number; offset: number }) {
    const where = input.status ? statusCondition(input.status, input.now) : undefined;
    const [rows, [count]] = await Promise.all([
      db
        .select({ drop: redEnvelopeDrops, ...totals })
        .from(redEnvelopeDrops)
        .where(where)
        .orderBy(desc(redEnvelopeDrops.opensAt), desc(redEnvelopeDrops.id))
        .limit(input.limit)
        .offset(input.offset),
      db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(redEnvelopeDrops)
        .where(where),
    ]);
    return { rows: rows.map((row) => ({ ...row.drop, ...pickTotals(row) })), total: count?.total ?? 0 };
  },

  /** Drops a member may see: open now or opening before `until`, not cancelled. */
  async visibleDrops(now: Date, until: Date): Promise<Array<DropWithTotals>> {
    const rows = await db
      .select({ drop: redEnvelopeDrops, ...totals })
      .from(redEnvelopeDrops)
      .where(
        and(
          isNull(redEnvelopeDrops.cancelledAt),
          gt(redEnvelopeDrops.closesAt, now),
          lte(redEnvelopeDrops.opensAt, until),
        ),
      )
      .orderBy(asc(redEnvelopeDrops.opensAt), asc(redEnvelopeDrops.id))
      .limit(50);
    return rows.map((row) => ({ ...row.drop, ...pickTotals(row) }));
  },

  /** The member's envelopes among these drops. */
  async memberAllocations(memberId: number, dropIds: number[]) {
    if (dropIds.length === 0) return [];
    return db
      .select()
      .from(redEnvelopeAllocations)
      .where(and(eq(redEnvelopeAllocations.memberId, memberId), sql`${redEnvelopeAllocations.dropId} in ${dropIds}`));
  },

  async findAllocation(dropId: number, memberId: number, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(redEnvelopeAllocations)
      .where(and(eq(redEnvelopeAllocations.dropId, dropId), eq(redEnvelopeAllocations.memberId, memberId)));
    return row;
  },

  /**
   * Gives the member the next unclaimed envelope of the drop: concurrent claimants skip rows
   * another transaction holds (SKIP LOCKED) instead of queueing on them. Returns undefined when
   * none is left; the unique (drop, member) index refuses a second envelope to the same member.
   */
  /** The device id (X-Device-Id) the member's session was opened with, if it sent one. */
  async sessionDeviceId(sessionId: string, executor: Executor = db): Promise<string | null> {
    const [row] = await executor
      .select({ deviceId: sessions.deviceId })
      .from(sessions)
      .where(eq(sessions.id, sessionId));
    return row?.deviceId ?? null;
  },

  /**
   * Records that `memberId` claims the drop from this device or address; the member who holds it
   * (this one, or another account that came first). A concurrent insert of the same key waits for
   * the other transaction and then finds its row (the primary key): of two claims at once from
   * one device, exactly one records it.
   */
  async takeGuard(
    row: { dropId: number; kind: 'DEVICE' | 'IP'; value: string; memberId: number },
    executor: Executor,
  ): Promise<{ taken: boolean; holder: number }> {
    const inserted = await executor
      .insert(redEnvelopeClaimGuards)
      .values(row)
      .onConflictDoNothing()
      .returning({ memberId: redEnvelopeClaimGuards.memberId });
    if (inserted[0]) return { taken: true, holder: inserted[0].memberId };
    const [holder] = await executor
      .select({ memberId: redEnvelopeClaimGuards.memberId })
      .from(redEnvelopeClaimGuards)
      .where(
        and(
          eq(redEnvelopeClaimGuards.dropId, row.dropId),
          eq(redEnvelopeClaimGuards.kind, row.kind),
          eq(redEnvelopeClaimGuards.value, row.value),
        ),
      );
    return { taken: false, holder: holder?.memberId ?? row.memberId };
  },

  async takeNextEnvelope(dropId: number, memberId: number, at: Date, executor: Executor) {
    const [row] = rowsOf<{ seq: number; amount: string }>(
      await executor.execute(sql`
        update red_envelope_allocations set member_id = ${memberId}, claimed_at = ${at.toISOString()}::timestamptz
        where (drop_id, seq) = (
          select drop_id, seq from red_envelope_allocations
          where drop_id = ${dropId} and member_id is null
          order by seq limit 1 for update skip locked)
        returning seq, amount::text as amount`),
    );
    return row ? { seq: Number(row.seq), amount: BigInt(row.amount) } : undefined;
  },

  async markPaid(dropId: number, memberId: number, transferId: string, at: Date): Promise<void> {
    await db
      .update(redEnvelopeAllocations)
      .set({ transferId, paidAt: at })
      .where(
        and(
          eq(redEnvelopeAllocations.dropId, dropId),
          eq(redEnvelopeAllocations.memberId, memberId),
          isNull(redEnvelopeAllocations.paidAt),
        ),
      );
  },

  /** Claimed envelopes whose payment did not finish (a crash between the two steps), oldest first. */
  async unpaidClaims(before: Date, limit: number) {
    return db
      .select({
        dropId: redEnvelopeAllocations.dropId,
        memberId: redEnvelopeAllocations.memberId,
      })
      .from(redEnvelopeAllocations)
      .where(
        and(
          isNotNull(redEnvelopeAllocations.memberId),
          isNull(redEnvelopeAllocations.paidAt),
          lte(redEnvelopeAllocations.claimedAt, before),
        ),
      )
      .orderBy(asc(redEnvelopeAllocations.claimedAt))
      .limit(limit);
  },

  async memberHistory(memberId: number, limit: number, offset: number) {
    const where = eq(redEnvelopeAllocations.memberId, memberId);
    const [rows, [count]] = await Promise.all([
      db
        .select({
          dropId: redEnvelopeAllocations.dropId,
          title: redEnvelopeDrops.title,
          amount: redEnvelopeAllocations.amount,
          turnoverMultiplier: redEnvelopeDrops.turnoverMultiplier,
          claimedAt: redEnvelopeAllocations.claimedAt,
          paidAt: redEnvelopeAllocations.paidAt,
        })
        .from(redEnvelopeAllocations)
        .innerJoin(redEnvelopeDrops, eq(redEnvelopeDrops.id, redEnvelopeAllocations.dropId))
        .where(where)
        .orderBy(desc(redEnvelopeAllocations.claimedAt))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(redEnvelopeAllocations)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  async dropClaims(dropId: number, limit: number, offset: number) {
    const where = and(eq(redEnvelopeAllocations.dropId, dropId), isNotNull(redEnvelopeAllocations.memberId));
    const [rows, [count]] = await Promise.all([
      db
        .select({
          memberId: redEnvelopeAllocations.memberId,
          account: members.account,
          amount: redEnvelopeAllocations.amount,
          claimedAt: redEnvelopeAllocations.claimedAt,
          paidAt: redEnvelopeAllocations.paidAt,
        })
        .from(redEnvelopeAllocations)
        .innerJoin(members, eq(members.id, redEnvelopeAllocations.memberId))
        .where(where)
        .orderBy(desc(redEnvelopeAllocations.claimedAt))
        .limit(limit)
        .offset(offset),
      db
        .select({ total: sql<number>`count(*)::int`.mapWith(Number) })
        .from(redEnvelopeAllocations)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },
});

export type RedEnvelopeRepository = ReturnType<typeof createRedEnvelopeRepository>;

const pickTotals = (row: { claimedCount: number; claimedAmount: bigint; paidAmount: bigint }) => ({
  claimedCount: row.claimedCount,
  claimedAmount: row.claimedAmount,
  paidAmount: row.paidAmount,
});

const insertAllocations = async (executor: Executor, dropId: number, amounts: bigint[]) => {
  // In slices: 10,000 envelopes × 3 parameters stays under PostgreSQL's 65,535 bind parameters.
  for (let start = 0; start < amounts.length; start += 5000) {
    await executor
      .insert(redEnvelopeAllocations)
      .values(amounts.slice(start, start + 5000).map((amount, index) => ({ dropId, seq: start + index + 1, amount })));
  }
};
