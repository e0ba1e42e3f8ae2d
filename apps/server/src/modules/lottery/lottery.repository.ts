import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';

import { LOTTERY_VENDOR } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { providerTransactions } from '../providers/providers.tables';
import { lotteryDraws, lotteryExposure, lotteryLines, lotterySettings, lotterySlips } from './lottery.tables';

export type DrawRow = typeof lotteryDraws.$inferSelect;
export type SlipRow = typeof lotterySlips.$inferSelect;
export type LineRow = typeof lotteryLines.$inferSelect;
export type SettingRow = typeof lotterySettings.$inferSelect;

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

export const createLotteryRepository = (db: Database) => ({
  // ------------------------------------------------------------ settings

  async settings(executor: Executor = db): Promise<SettingRow[]> {
    return executor.select().from(lotterySettings);
  },

  async lockSetting(gameCode: string, executor: Executor): Promise<SettingRow | undefined> {
    const [row] = await executor
      .select()
      .from(lotterySettings)
      .where(eq(lotterySettings.gameCode, gameCode))
      .for('update');
    return row;
  },

  async saveSetting(row: SettingRow, executor: Executor): Promise<void> {
    await executor
      .insert(lotterySettings)
      .values(row)
      .onConflictDoUpdate({ target: lotterySettings.gameCode, set: { ...row } });
  },

  // ------------------------------------------------------------ draws

  /** Draws made ahead; one already there (same id) is left as it is, seed and all. */
  async insertDraws(rows: (typeof lotteryDraws.$inferInsert)[], executor: Executor = db): Promise<number> {
    if (rows.length === 0) return 0;
    const inserted = await executor
      .insert(lotteryDraws)
      .values(rows)
      .onConflictDoNothing()
      .returning({ drawId: lotteryDraws.drawId });
    return inserted.length;
  },

  async lastDrawAt(gameCode: string): Promise<Date | null> {
    const [row] = await db
      .select({ drawsAt: lotteryDraws.drawsAt })
      .from(lotteryDraws)
      .where(eq(lotteryDraws.gameCode, gameCode))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(1);
    return row?.drawsAt ?? null;
  },

  async findDraw(drawId: string, executor: Executor = db): Promise<DrawRow | undefined> {
    const [row] = await executor.select().from(lotteryDraws).where(eq(lotteryDraws.drawId, drawId));
    return row;
  },

  /** The draw, share-locked: its drawing waits for the slips being placed on it. */
  async shareDraw(drawId: string, executor: Executor): Promise<DrawRow | undefined> {
    const [row] = await executor.select().from(lotteryDraws).where(eq(lotteryDraws.drawId, drawId)).for('share');
    return row;
  },

  async lockDraw(drawId: string, executor: Executor): Promise<DrawRow | undefined> {
    const [row] = await executor.select().from(lotteryDraws).where(eq(lotteryDraws.drawId, drawId)).for('update');
    return row;
  },

  /** Draws on sale now (sales not closed), soonest first. */
  async openDraws(gameCode: string, now: Date, limit: number): Promise<DrawRow[]> {
    return db
      .select()
      .from(lotteryDraws)
      .where(
        and(
          eq(lotteryDraws.gameCode, gameCode),
          eq(lotteryDraws.status, 'OPEN'),
          lte(lotteryDraws.opensAt, now),
          gt(lotteryDraws.closesAt, now),
        ),
      )
      .orderBy(asc(lotteryDraws.drawsAt))
      .limit(limit);
  },

  async recentDrawn(gameCode: string, limit: number): Promise<DrawRow[]> {
    return db
      .select()
      .from(lotteryDraws)
      .where(and(eq(lotteryDraws.gameCode, gameCode), inArray(lotteryDraws.status, ['DRAWN', 'SETTLED'])))
      .orderBy(desc(lotteryDraws.drawsAt))
      .limit(limit);
  },

  async drawsByIds(drawIds: string[]): Promise<DrawRow[]> {
    if (drawIds.length === 0) return [];
    return db.select().from(lotteryDraws).where(inArray(lotteryDraws.drawId, drawIds));
  },

  /**
   * Staff's page of draws: upcoming (drawn after `now`, soonest first) or past (latest first), by
   * game and by the state staff see (CLOSED is an OPEN draw whose sales have closed).
   */
  async staffDraws(input: {
    gameCode?: string;
    status?: 'OPEN' | 'CLOSED' | 'DRAWN' | 'SETTLED';
    when: 'upcoming' | 'past';
    now: Date;
    offset: number;
    limit: number;
  }): Promise<{ rows: DrawRow[]; total: number }> {
    const { status, now } = input;
    const where = and(
      input.gameCode === undefined ? undefined : eq(lotteryDraws.gameCode, input.gameCode),
      input.when === 'upcoming' ? gt(lotteryDraws.drawsAt, now) : lte(lotteryDraws.drawsAt, now),
      status === undefined
        ? undefined
        : status === 'OPEN'
          ? and(eq(lotteryDraws.status, 'OPEN'), gt(lotteryDraws.closesAt, now))
          : status === 'CLOSED'
            ? and(eq(lotteryDraws.status, 'OPEN'), lte(lotteryDraws.closesAt, now))
            : eq(lotteryDraws.status, status),
    );
    const [rows, [count]] = await Promise.all([
      db
        .select()
        .from(lotteryDraws)
        .where(where)
        .orderBy(
          input.when === 'upcoming' ? asc(lotteryDraws.drawsAt) : desc(lotteryDraws.drawsAt),
          asc(lotteryDraws.drawId),
        )
        .offset(input.offset)
        .limit(input.limit),
      db
        .select({ total: sql<number>`count(*)::int` })
        .from(lotteryDraws)
        .where(where),
    ]);
    return { rows, total: count?.total ?? 0 };
  },

  /** Per draw: its slips, what they cost, and its highest liability on one key. */
  async drawFigures(
    drawIds: string[],
  ): Promise<Map<string, { slipCount: number; salesMinor: bigint; topLiabilityMinor: bigint | null }>> {
    if (drawIds.length === 0) return new Map();
    const [sales, exposure] = await Promise.all([
      db
        .select({
          drawId: lotterySlips.drawId,
          slipCount: sql<number>`count(*)::int`,
          salesMinor: sql<string>`sum(${lotterySlips.costMinor})::text`,
        })
        .from(lotterySlips)
        .where(inArray(lotterySlips.drawId, drawIds))
        .groupBy(lotterySlips.drawId),
      db
        .select({ drawId: lotteryExposure.drawId, top: sql<string>`max(${lotteryExposure.liabilityMinor})::text` })
        .from(lotteryExposure)
        .where(inArray(lotteryExposure.drawId, drawIds))
        .groupBy(lotteryExposure.drawId),
    ]);
    return new Map(
      drawIds.map((drawId) => {
        const sold = sales.find((row) => row.drawId === drawId);
        const top = exposure.find((row) => row.drawId === drawId)?.top;
        return [
          drawId,
          {
            slipCount: sold?.slipCount ?? 0,
            salesMinor: BigInt(sold?.salesMinor ?? '0'),
            topLiabilityMinor: top === undefined ? null : BigInt(top),
          },
        ];
      }),
    );
  },

  /** Draws whose time has come and that are not settled yet, oldest first. */
  async pendingDraws(now: Date, limit: number): Promise<DrawRow[]> {
    return db
      .select()
      .from(lotteryDraws)
      .where(and(lte(lotteryDraws.drawsAt, now), sql`${lotteryDraws.status} <> 'SETTLED'`))
      .orderBy(asc(lotteryDraws.drawsAt))
      .limit(limit);
  },

  /** Writes the result once: only an OPEN draw becomes DRAWN (a second run finds it drawn). */
  async setResult(drawId: string, result: DrawRow['result'], at: Date, executor: Executor = db): Promise<boolean> {
    const updated = await executor
      .update(lotteryDraws)
      .set({ result, status: 'DRAWN', drawnAt: at })
      .where(and(eq(lotteryDraws.drawId, drawId), eq(lotteryDraws.status, 'OPEN')))
      .returning({ drawId: lotteryDraws.drawId });
    return updated.length > 0;
  },

  async finishDraw(
    drawId: string,
    check: { winnersFound: number; winnersPaid: number; payoutMinor: bigint },
    at: Date,
  ): Promise<boolean> {
    const updated = await db
      .update(lotteryDraws)
      .set({ ...check, status: 'SETTLED', settledAt: at })
      .where(and(eq(lotteryDraws.drawId, drawId), eq(lotteryDraws.status, 'DRAWN')))
      .returning({ drawId: lotteryDraws.drawId });
    return updated.length > 0;
  },

  // ------------------------------------------------------------ exposure

  /**
   * Adds a line's liability to its key unless the key would pass the cap; false when it would
   * (the caller's transaction is then rolled back, so no line of the slip keeps its share).
   */
  async addExposure(drawId: string, key: string, liabilityMinor: bigint, capMinor: bigint, executor: Executor) {
    if (liabilityMinor > capMinor) return false;
    const rows = await executor
      .insert(lotteryExposure)
      .values({ drawId, exposureKey: key, liabilityMinor })
      .onConflictDoUpdate({
        target: [lotteryExposure.drawId, lotteryExposure.exposureKey],
        set: { liabilityMinor: sql`${lotteryExposure.liabilityMinor} + excluded.liability_minor` },
        setWhere: sql`${lotteryExposure.liabilityMinor} + excluded.liability_minor <= ${capMinor}`,
      })
      .returning({ liabilityMinor: lotteryExposure.liabilityMinor });
    return rows.length > 0;
  },

  async exposureOf(drawId: string, keys: string[]): Promise<Map<string, bigint>> {
    if (keys.length === 0) return new Map();
    const rows = await db
      .select()
      .from(lotteryExposure)
      .where(and(eq(lotteryExposure.drawId, drawId), inArray(lotteryExposure.exposureKey, keys)));
    return new Map(rows.map((row) => [row.exposureKey, row.liabilityMinor]));
  },

  async topExposure(drawId: string, limit: number) {
    return db
      .select()
      .from(lotteryExposure)
      .where(eq(lotteryExposure.drawId, drawId))
      .orderBy(desc(lotteryExposure.liabilityMinor))
      .limit(limit);
  },

  // ------------------------------------------------------------ slips

  /** A slip and its lines; false when the id was taken meanwhile (the primary key). */
  async insertSlip(slip: SlipRow, lines: LineRow[], executor: Executor): Promise<boolean> {
    const inserted = await executor
      .insert(lotterySlips)
      .values(slip)
      .onConflictDoNothing()
      .returning({ slipId: lotterySlips.slipId });
    if (inserted.length === 0) return false;
    await executor.insert(lotteryLines).values(lines);
    return true;
  },

  async findSlip(memberId: number, slipId: string): Promise<SlipRow | undefined> {
    const [row] = await db
      .select()
      .from(lotterySlips)
      .where(and(eq(lotterySlips.memberId, memberId), eq(lotterySlips.slipId, slipId)));
    return row;
  },

  async recentSlips(memberId: number, gameCode: string | undefined, limit: number): Promise<SlipRow[]> {
    return db
      .select()
      .from(lotterySlips)
      .where(
        and(
          eq(lotterySlips.memberId, memberId),
          gameCode === undefined ? undefined : eq(lotterySlips.gameCode, gameCode),
        ),
      )
      .orderBy(desc(lotterySlips.createdAt))
      .limit(limit);
  },

  async linesOf(memberId: number, slipIds: string[]): Promise<LineRow[]> {
    if (slipIds.length === 0) return [];
    return db
      .select()
      .from(lotteryLines)
      .where(and(eq(lotteryLines.memberId, memberId), inArray(lotteryLines.slipId, slipIds)))
      .orderBy(asc(lotteryLines.slipId), asc(lotteryLines.line));
  },

  /** The lines of a draw not yet decided. */
  async openLines(drawId: string, executor: Executor): Promise<LineRow[]> {
    return executor
      .select()
      .from(lotteryLines)
      .where(and(eq(lotteryLines.drawId, drawId), eq(lotteryLines.status, 'OPEN')));
  },

  /** The different bets (type and selection) among a draw's undecided lines: their payouts per unit. */
  async openBets(drawId: string, executor: Executor): Promise<{ betType: string; selection: string[] }[]> {
    return executor
      .selectDistinct({ betType: lotteryLines.betType, selection: lotteryLines.selection })
      .from(lotteryLines)
      .where(and(eq(lotteryLines.drawId, drawId), eq(lotteryLines.status, 'OPEN')));
  },

  /**
   * Decides a draw's lines and slips in set statements: each line pays floor(stake × its bet's
   * multiplier), capped at its maximum win (packages/games payoutFor), WON or LOST; each slip's
   * payout is its lines' sum (SETTLING). Only OPEN lines and PLACED slips change, so a second run
   * does nothing. A few hundred different bets at most, however many lines: the multipliers are
   * sent, not a row per line.
   */
  async decide(
    drawId: string,
    multipliers: { betType: string; selection: string[]; numerator: bigint; denominator: bigint }[],
    executor: Executor,
  ): Promise<void> {
    const rows = multipliers.map((entry) => ({
      t: entry.betType,
      s: entry.selection,
      n: entry.numerator.toString(),
      d: entry.denominator.toString(),
    }));
    await executor.execute(sql`
      update ${lotteryLines} as l set
        payout_minor = least(l.max_win_minor, floor(l.stake_minor::numeric * m.n / m.d))::bigint,
        status = case when least(l.max_win_minor, floor(l.stake_minor::numeric * m.n / m.d)) > 0 then 'WON' else 'LOST' end
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as m(t text, s jsonb, n numeric, d numeric)
      where l.draw_id = ${drawId} and l.status = 'OPEN' and l.bet_type = m.t and l.selection = m.s`);
    await executor.execute(sql`
      update ${lotterySlips} as s set payout_minor = t.total, status = 'SETTLING'
      from (select member_id, slip_id, sum(payout_minor) as total from ${lotteryLines}
            where draw_id = ${drawId} group by member_id, slip_id) as t
      where s.member_id = t.member_id and s.slip_id = t.slip_id and s.draw_id = ${drawId} and s.status = 'PLACED'`);
  },

  async settlingSlips(drawId: string, limit: number): Promise<SlipRow[]> {
    return db
      .select()
      .from(lotterySlips)
      .where(and(eq(lotterySlips.drawId, drawId), eq(lotterySlips.status, 'SETTLING')))
      .orderBy(asc(lotterySlips.memberId), asc(lotterySlips.slipId))
      .limit(limit);
  },

  async markSettled(memberId: number, slipId: string, at: Date): Promise<void> {
    await db
      .update(lotterySlips)
      .set({ status: 'SETTLED', settledAt: at })
      .where(
        and(eq(lotterySlips.memberId, memberId), eq(lotterySlips.slipId, slipId), eq(lotterySlips.status, 'SETTLING')),
      );
  },

  async countUnsettled(drawId: string): Promise<number> {
    const [row] = await db
      .select({ count: sql<number>`count(*)::int` })
      .from(lotterySlips)
      .where(and(eq(lotterySlips.drawId, drawId), sql`${lotterySlips.status} <> 'SETTLED'`));
    return row?.count ?? 0;
  },

  /**
   * Settlement's check (domain-rules §4.5, paid 2 of N winners): the winning lines the draw has,
   * and those whose slip's win transaction in the wallet protocol carries exactly the slip's payout.
   */
  async reconcile(drawId: string): Promise<{ winnersFound: number; winnersPaid: number; payoutMinor: bigint }> {
    const [row] = rowsOf<{ found: number; paid: number; payout: string }>(
      await db.execute(sql`
        select count(*)::int as found,
          count(*) filter (where s.status = 'SETTLED' and t.amount = s.payout_minor
            and t.ledger_transfer_id is not null)::int as paid,
          coalesce((select sum(payout_minor) from ${lotterySlips} where draw_id = ${drawId}), 0)::text as payout
        from ${lotteryLines} l
        join ${lotterySlips} s on s.member_id = l.member_id and s.slip_id = l.slip_id
        left join ${providerTransactions} t on t.vendor_code = ${LOTTERY_VENDOR}
          and t.transaction_id = s.member_id::text || ':' || s.slip_id || ':win'
        where l.draw_id = ${drawId} and l.payout_minor > 0`),
    );
    return { winnersFound: row?.found ?? 0, winnersPaid: row?.paid ?? 0, payoutMinor: BigInt(row?.payout ?? '0') };
  },

  /** The lottery games the member bought slips for lately, newest first. */
  async recentGames(memberId: number, limit: number): Promise<string[]> {
    const rows = rowsOf<{ game_code: string }>(
      await db.execute(sql`
        select game_code from ${lotterySlips} where member_id = ${memberId}
        group by game_code order by max(created_at) desc limit ${limit}`),
    );
    return rows.map((row) => row.game_code);
  },
});

export type LotteryRepository = ReturnType<typeof createLotteryRepository>;
