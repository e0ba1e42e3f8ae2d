import { and, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/client';
import { uniqueViolation } from '../../db/errors';
import {
  crashBets,
  crashChainCheckpoints,
  crashChains,
  crashRefusedBets,
  crashRounds,
  crashSettings,
} from './crash.tables';

export type CrashChainRow = typeof crashChains.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;
export type CrashSettingsRow = typeof crashSettings.$inferSelect;
export type CrashRefusedBetRow = typeof crashRefusedBets.$inferSelect;
/** The seed hashed `steps` times (crash.chain.ts ChainCheckpoint). */
type CheckpointRow = Pick<typeof crashChainCheckpoints.$inferSelect, 'steps' | 'hash'>;

export const createCrashRepository = (db: Database) => ({
  // ------------------------------------------------------------ chains

  async currentChain(executor: Executor = db): Promise<CrashChainRow | undefined> {
    const [row] = await executor.select().from(crashChains).where(isNull(crashChains.endedAt));
    return row;
  },

  async chainsByIds(ids: number[]): Promise<CrashChainRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(crashChains).where(inArray(crashChains.id, ids));
  },

  async insertChain(row: Omit<typeof crashChains.$inferInsert, 'id' | 'endedAt'>, executor: Executor = db) {
    const [inserted] = await executor.insert(crashChains).values(row).returning();
    return inserted!;
  },

  async endChain(id: number, at: Date, executor: Executor = db): Promise<void> {
    await executor.update(crashChains).set({ endedAt: at }).where(eq(crashChains.id, id));
  },

  /** The chain's checkpoint with the most steps at or below `steps` (decision 059). */
  async nearestCheckpoint(chainId: number, steps: number): Promise<CheckpointRow | undefined> {
    const [row] = await db
      .select({ steps: crashChainCheckpoints.steps, hash: crashChainCheckpoints.hash })
      .from(crashChainCheckpoints)
      .where(and(eq(crashChainCheckpoints.chainId, chainId), lte(crashChainCheckpoints.steps, steps)))
      .orderBy(desc(crashChainCheckpoints.steps))
      .limit(1);
    return row;
  },

  /** Keeps a chain's checkpoints; ones kept already (another process computed them too) stay. */
  async insertCheckpoints(chainId: number, checkpoints: CheckpointRow[], executor: Executor = db): Promise<void> {
    if (checkpoints.length === 0) return;
    await executor
      .insert(crashChainCheckpoints)
      .values(checkpoints.map((checkpoint) => ({ chainId, ...checkpoint })))
      .onConflictDoNothing();
  },

  // ------------------------------------------------------------ rounds

  /** The round not yet crashed, if any (at most one: crash_rounds_live). */
  async liveRound(executor: Executor = db): Promise<CrashRoundRow | undefined> {
    const [row] = await executor
      .select()
      .from(crashRounds)
      .where(ne(crashRounds.phase, 'CRASHED'))
      .orderBy(desc(crashRounds.id))
      .limit(1);
    return row;
  },

  /** The round, locked for the caller's transaction: take-off and the ticks are the round's one writer. */
  async lockRound(id: number, executor: Executor): Promise<CrashRoundRow | undefined> {
    const [row] = await executor.select().from(crashRounds).where(eq(crashRounds.id, id)).for('update');
    return row;
  },

  /**
   * What a bet checks before its debit, in one read: the round not yet crashed, whether the member
   * has a bet in it, and the round's maximum win (null: the default). Unlocked — the insert
   * (`insertBetIfOpen`) checks again what could have changed.
   */
  async openRoundFor(
    memberId: number,
  ): Promise<{ round: CrashRoundRow; isMemberIn: boolean; maxRoundWinMinor: bigint | null } | undefined> {
    const [row] = await db
      .select({
        round: crashRounds,
        isMemberIn: sql<boolean>`exists (select 1 from ${crashBets} where ${crashBets.roundId} = ${crashRounds.id} and ${crashBets.memberId} = ${memberId})`,
        maxRoundWinMinor: sql<
          string | null
        >`(select ${crashSettings.maxRoundWinMinor}::text from ${crashSettings} where ${crashSettings.id} = 1)`,
      })
      .from(crashRounds)
      .where(ne(crashRounds.phase, 'CRASHED'))
      .orderBy(desc(crashRounds.id))
      .limit(1);
    if (!row) return undefined;
    const { maxRoundWinMinor } = row;
    return { ...row, maxRoundWinMinor: maxRoundWinMinor === null ? null : BigInt(maxRoundWinMinor) };
  },

  /** The last game number played on a chain (0 before its first). */
  async lastGameNumber(chainId: number, executor: Executor = db): Promise<number> {
    const [row] = await executor
      .select({ last: sql<number>`coalesce(max(${crashRounds.gameNumber}), 0)::int` })
      .from(crashRounds)
      .where(eq(crashRounds.chainId, chainId));
    return row?.last ?? 0;
  },

  async insertRound(row: Omit<typeof crashRounds.$inferInsert, 'id'>, executor: Executor = db) {
    const [inserted] = await executor.insert(crashRounds).values(row).returning();
    return inserted!;
  },

  async updateRound(id: number, patch: Partial<CrashRoundRow>, executor: Executor = db): Promise<void> {
    await executor.update(crashRounds).set(patch).where(eq(crashRounds.id, id));
  },

  async roundsByIds(ids: number[], executor: Executor = db): Promise<CrashRoundRow[]> {
    if (ids.length === 0) return [];
    return executor.select().from(crashRounds).where(inArray(crashRounds.id, ids));
  },

  /** The round played before this one on its chain (game number − 1), crashed or not. */
  async roundByGame(chainId: number, gameNumber: number): Promise<CrashRoundRow | undefined> {
    const [row] = await db
      .select()
      .from(crashRounds)
      .where(and(eq(crashRounds.chainId, chainId), eq(crashRounds.gameNumber, gameNumber)));
    return row;
  },

  async recentCrashed(limit: number): Promise<CrashRoundRow[]> {
    return db
      .select()
      .from(crashRounds)
      .where(eq(crashRounds.phase, 'CRASHED'))
      .orderBy(desc(crashRounds.id))
      .limit(limit);
  },

  async crashedRounds(offset: number, limit: number): Promise<{ rows: CrashRoundRow[]; total: number }> {
    const where = eq(crashRounds.phase, 'CRASHED');
    const rows = await db
      .select()
      .from(crashRounds)
      .where(where)
      .orderBy(desc(crashRounds.id))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ total: count() }).from(crashRounds).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  // ------------------------------------------------------------ bets

  async findBet(memberId: number, betId: string, executor: Executor = db): Promise<CrashBetRow | undefined> {
    const [row] = await executor
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.memberId, memberId), eq(crashBets.betId, betId)));
    return row;
  },

  /** A bet id debited and given back without joining its round (crash.tables.ts crashRefusedBets). */
  async findRefusal(memberId: number, betId: string): Promise<CrashRefusedBetRow | undefined> {
    const [row] = await db
      .select()
      .from(crashRefusedBets)
      .where(and(eq(crashRefusedBets.memberId, memberId), eq(crashRefusedBets.betId, betId)));
    return row;
  },

  /** Records a refusal once: a repeat of a refused bet finds it and answers the same. */
  async recordRefusal(row: CrashRefusedBetRow): Promise<void> {
    await db.insert(crashRefusedBets).values(row).onConflictDoNothing();
  },

  async lockBet(memberId: number, betId: string, executor: Executor): Promise<CrashBetRow | undefined> {
    const [row] = await executor
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.memberId, memberId), eq(crashBets.betId, betId)))
      .for('update');
    return row;
  },

  /**
   * Puts a new bet into its round in one statement (decision 063), if the round still takes bets
   * at `now` and its stakes with this one stay within what the round's maximum win allows: the
   * statement raises the round's `staked_minor` and inserts the bet, or does neither.
   *
   * Why one conditional UPDATE and not a sum of the bets: two bets checking a sum at once would
   * each miss the other's uncommitted row and could both pass. The UPDATE takes the round row's
   * lock, and a second bet's UPDATE waits for the first to commit and then re-checks its WHERE on
   * the row as the first left it (PostgreSQL's read-committed rule for UPDATE), so the running
   * total is exact under any concurrency. The lock is held from the UPDATE to the end of this
   * same statement (autocommit: no round trip to the client in between), so bets queue on the
   * row for the insert and the commit only. Take-off locks the row FOR UPDATE too: a bet either
   * committed before it (and take-off sees it) or finds the round FLYING and is not taken.
   *
   * A unique violation (the member's bet id, or a bet of this member in the round, taken
   * meanwhile) undoes the whole statement, the total's raise with it: 'TAKEN'.
   */
  async insertBetIfOpen(
    row: typeof crashBets.$inferInsert,
    rule: { now: Date; minCashOut: number; defaultMaxRoundWinMinor: bigint },
  ): Promise<'IN' | 'NOT_OPEN' | 'TAKEN'> {
    const stake = sql`${row.stakeMinor.toString()}::bigint`;
    const maxRoundWin = sql`coalesce((select ${crashSettings.maxRoundWinMinor} from ${crashSettings} where ${crashSettings.id} = 1), ${rule.defaultMaxRoundWinMinor.toString()}::bigint)`;
    try {
      const result = await db.execute(sql`
        with room as (
          update ${crashRounds} set staked_minor = staked_minor + ${stake}
          where id = ${row.roundId} and phase = 'BETTING' and betting_ends_at > ${rule.now.toISOString()}::timestamptz
            and (staked_minor + ${stake}) * ${rule.minCashOut} / 100 <= ${maxRoundWin}
          returning id
        )
        insert into ${crashBets} (member_id, bet_id, round_id, request_hash, player_name, currency, stake_minor,
                                  auto_cash_out, status, created_at)
        select ${row.memberId}::bigint, ${row.betId}::text, room.id, ${row.requestHash}::text, ${row.playerName}::text,
               ${row.currency}::text, ${stake}, ${row.autoCashOut ?? null}::integer, ${row.status}::text,
               ${row.createdAt.toISOString()}::timestamptz
        from room
        returning bet_id`);
      return (result as unknown as { rows: unknown[] }).rows.length > 0 ? 'IN' : 'NOT_OPEN';
    } catch (error) {
      if (uniqueViolation(error) !== null) return 'TAKEN';
      throw error;
    }
  },

  async updateBet(memberId: number, betId: string, patch: Partial<CrashBetRow>, executor: Executor = db) {
    await executor
      .update(crashBets)
      .set(patch)
      .where(and(eq(crashBets.memberId, memberId), eq(crashBets.betId, betId)));
  },

  async roundBets(roundId: number, executor: Executor = db): Promise<CrashBetRow[]> {
    return executor.select().from(crashBets).where(eq(crashBets.roundId, roundId)).orderBy(crashBets.createdAt);
  },

  /** The sum of a round's stakes (at take-off, under the round's lock: no bet can join meanwhile). */
  async roundStakes(roundId: number, executor: Executor): Promise<bigint> {
    const [row] = await executor
      .select({ total: sql<string>`coalesce(sum(${crashBets.stakeMinor}), 0)::text` })
      .from(crashBets)
      .where(eq(crashBets.roundId, roundId));
    return BigInt(row?.total ?? '0');
  },

  /**
   * Fixes each bet's maximum-win cap at take-off in one statement (a round of a thousand bets was
   * a thousand updates inside the round's lock): cap = max(minAt, min(the bet's own — the most a
   * stake can be multiplied by without paying more than `maxWinMinor` —, roundAt)), written where
   * it comes before the bet's auto cash-out and the game's highest multiplier. Numeric, so a large
   * maximum win cannot overflow; every cap written is below maxAt, an integer.
   */
  async capBets(
    roundId: number,
    rule: { maxWinMinor: bigint; roundAt: bigint; minAt: number; maxAt: number },
    executor: Executor,
  ): Promise<void> {
    const cap = sql`greatest(${rule.minAt}::numeric, least(div(100 * (${rule.maxWinMinor.toString()}::numeric + 1) - 1, ${crashBets.stakeMinor}), ${rule.roundAt.toString()}::numeric))`;
    await executor
      .update(crashBets)
      .set({ capAt: sql`${cap}::integer` })
      .where(
        and(
          eq(crashBets.roundId, roundId),
          sql`${cap} < least(coalesce(${crashBets.autoCashOut}, ${rule.maxAt}), ${rule.maxAt})`,
        ),
      );
  },

  /**
   * The lowest multiplier at which a bet still riding cashes out on its own (auto cash-out or
   * cap, whichever is lower) at or below `crashPoint`; null when none does. SQL's least() skips
   * nulls, as the service's automaticAt treats a missing auto cash-out or cap.
   */
  async firstAutomaticCashOut(roundId: number, crashPoint: number): Promise<number | null> {
    const at = sql<number>`least(${crashBets.autoCashOut}, ${crashBets.capAt})`;
    const [row] = await db
      .select({ at: sql<number | null>`min(${at})::int` })
      .from(crashBets)
      .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'PLAYING'), lte(at, crashPoint)));
    return row?.at ?? null;
  },

  /** The round's bets still riding, locked for the caller's transaction (the runner settles them). */
  async lockRidingBets(roundId: number, executor: Executor): Promise<CrashBetRow[]> {
    return executor
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.roundId, roundId), eq(crashBets.status, 'PLAYING')))
      .orderBy(crashBets.memberId)
      .for('update');
  },

  /** Bets decided whose win call is still owed (a crash between the decision and the call). */
  async settlingBets(limit: number): Promise<CrashBetRow[]> {
    return db.select().from(crashBets).where(eq(crashBets.status, 'SETTLING')).limit(limit);
  },

  async memberBets(memberId: number, offset: number, limit: number): Promise<{ rows: CrashBetRow[]; total: number }> {
    const where = eq(crashBets.memberId, memberId);
    const rows = await db
      .select()
      .from(crashBets)
      .where(where)
      .orderBy(desc(crashBets.createdAt), desc(crashBets.roundId))
      .offset(offset)
      .limit(limit);
    const [total] = await db.select({ total: count() }).from(crashBets).where(where);
    return { rows, total: total?.total ?? 0 };
  },

  // ------------------------------------------------------------ settings

  async settings(executor: Executor = db): Promise<CrashSettingsRow | undefined> {
    const [row] = await executor.select().from(crashSettings).where(eq(crashSettings.id, 1));
    return row;
  },

  async lockSettings(executor: Executor): Promise<CrashSettingsRow | undefined> {
    const [row] = await executor.select().from(crashSettings).where(eq(crashSettings.id, 1)).for('update');
    return row;
  },

  async saveSettings(row: CrashSettingsRow, executor: Executor): Promise<void> {
    await executor
      .insert(crashSettings)
      .values(row)
      .onConflictDoUpdate({
        target: crashSettings.id,
        set: { maxRoundWinMinor: row.maxRoundWinMinor, version: row.version, updatedAt: row.updatedAt },
      });
  },
});

export type CrashRepository = ReturnType<typeof createCrashRepository>;
