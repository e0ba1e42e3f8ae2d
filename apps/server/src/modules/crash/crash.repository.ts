import { and, count, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';

import type { Database, Executor } from '../../db/client';
import { crashBets, crashChainCheckpoints, crashChains, crashRounds, crashSettings } from './crash.tables';

export type CrashChainRow = typeof crashChains.$inferSelect;
export type CrashRoundRow = typeof crashRounds.$inferSelect;
export type CrashBetRow = typeof crashBets.$inferSelect;
export type CrashSettingsRow = typeof crashSettings.$inferSelect;
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

  async lockRound(id: number, executor: Executor): Promise<CrashRoundRow | undefined> {
    const [row] = await executor.select().from(crashRounds).where(eq(crashRounds.id, id)).for('update');
    return row;
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

  async roundsByIds(ids: number[]): Promise<CrashRoundRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(crashRounds).where(inArray(crashRounds.id, ids));
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

  async lockBet(memberId: number, betId: string, executor: Executor): Promise<CrashBetRow | undefined> {
    const [row] = await executor
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.memberId, memberId), eq(crashBets.betId, betId)))
      .for('update');
    return row;
  },

  async memberBetInRound(memberId: number, roundId: number, executor: Executor = db) {
    const [row] = await executor
      .select()
      .from(crashBets)
      .where(and(eq(crashBets.memberId, memberId), eq(crashBets.roundId, roundId)));
    return row;
  },

  /** Inserts a bet; false when the member's id (or a bet in this round) was taken meanwhile. */
  async insertBet(row: typeof crashBets.$inferInsert, executor: Executor = db): Promise<boolean> {
    const inserted = await executor
      .insert(crashBets)
      .values(row)
      .onConflictDoNothing()
      .returning({ betId: crashBets.betId });
    return inserted.length > 0;
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
