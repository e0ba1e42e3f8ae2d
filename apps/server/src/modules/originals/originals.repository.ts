import { and, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';

import type { Database, Executor } from '../../db/client';
import { originalsBets, originalsSeedPairs, originalsSettings } from './originals.tables';

export type SeedPairRow = typeof originalsSeedPairs.$inferSelect;
export type BetRow = typeof originalsBets.$inferSelect;
export type SettingRow = typeof originalsSettings.$inferSelect;

export const createOriginalsRepository = (db: Database) => ({
  // ------------------------------------------------------------ seed pairs

  async activePair(memberId: number, executor: Executor = db): Promise<SeedPairRow | undefined> {
    const [row] = await executor
      .select()
      .from(originalsSeedPairs)
      .where(and(eq(originalsSeedPairs.memberId, memberId), isNull(originalsSeedPairs.revealedAt)));
    return row;
  },

  /** The member's active pair, locked for the caller's transaction (its nonce is taken under it). */
  async lockActivePair(memberId: number, executor: Executor): Promise<SeedPairRow | undefined> {
    const [row] = await executor
      .select()
      .from(originalsSeedPairs)
      .where(and(eq(originalsSeedPairs.memberId, memberId), isNull(originalsSeedPairs.revealedAt)))
      .for('update');
    return row;
  },

  /** A new active pair; false when another request made one first (the partial unique index). */
  async insertPair(
    row: Omit<typeof originalsSeedPairs.$inferInsert, 'id' | 'nonce' | 'revealedAt'>,
    executor: Executor = db,
  ): Promise<boolean> {
    const inserted = await executor
      .insert(originalsSeedPairs)
      .values(row)
      .onConflictDoNothing()
      .returning({ id: originalsSeedPairs.id });
    return inserted.length > 0;
  },

  async setNonce(id: number, nonce: number, executor: Executor): Promise<void> {
    await executor.update(originalsSeedPairs).set({ nonce }).where(eq(originalsSeedPairs.id, id));
  },

  async revealPair(id: number, at: Date, executor: Executor): Promise<void> {
    await executor.update(originalsSeedPairs).set({ revealedAt: at }).where(eq(originalsSeedPairs.id, id));
  },

  async revealedPairs(memberId: number, limit: number): Promise<SeedPairRow[]> {
    return db
      .select()
      .from(originalsSeedPairs)
      .where(and(eq(originalsSeedPairs.memberId, memberId), isNotNull(originalsSeedPairs.revealedAt)))
      .orderBy(desc(originalsSeedPairs.id))
      .limit(limit);
  },

  async pairsByIds(ids: number[]): Promise<SeedPairRow[]> {
    if (ids.length === 0) return [];
    return db.select().from(originalsSeedPairs).where(inArray(originalsSeedPairs.id, ids));
  },

  // ------------------------------------------------------------ bets

  async findBet(memberId: number, betId: string, executor: Executor = db): Promise<BetRow | undefined> {
    const [row] = await executor
      .select()
      .from(originalsBets)
      .where(and(eq(originalsBets.memberId, memberId), eq(originalsBets.betId, betId)));
    return row;
  },

  async lockBet(memberId: number, betId: string, executor: Executor): Promise<BetRow | undefined> {
    const [row] = await executor
      .select()
      .from(originalsBets)
      .where(and(eq(originalsBets.memberId, memberId), eq(originalsBets.betId, betId)))
      .for('update');
    return row;
  },

  async playingBet(memberId: number, executor: Executor = db): Promise<BetRow | undefined> {
    const [row] = await executor
      .select()
      .from(originalsBets)
      .where(and(eq(originalsBets.memberId, memberId), eq(originalsBets.status, 'PLAYING')));
    return row;
  },

  /** Inserts a bet; false when the member already has one under this id. */
  async insertBet(row: typeof originalsBets.$inferInsert, executor: Executor): Promise<boolean> {
    const inserted = await executor
      .insert(originalsBets)
      .values(row)
      .onConflictDoNothing({ target: [originalsBets.memberId, originalsBets.betId] })
      .returning({ betId: originalsBets.betId });
    return inserted.length > 0;
  },

  async updateBet(
    memberId: number,
    betId: string,
    patch: Partial<Pick<BetRow, 'outcome' | 'payoutMinor' | 'status' | 'settledAt'>>,
    executor: Executor = db,
  ): Promise<void> {
    await executor
      .update(originalsBets)
      .set(patch)
      .where(and(eq(originalsBets.memberId, memberId), eq(originalsBets.betId, betId)));
  },

  async recentBets(memberId: number, game: string | undefined, limit: number): Promise<BetRow[]> {
    return db
      .select()
      .from(originalsBets)
      .where(and(eq(originalsBets.memberId, memberId), game ? eq(originalsBets.game, game) : undefined))
      .orderBy(desc(originalsBets.createdAt), desc(originalsBets.nonce))
      .limit(limit);
  },

  // ------------------------------------------------------------ settings

  async settings(executor: Executor = db): Promise<SettingRow[]> {
    return executor.select().from(originalsSettings);
  },

  async lockSetting(game: string, executor: Executor): Promise<SettingRow | undefined> {
    const [row] = await executor.select().from(originalsSettings).where(eq(originalsSettings.game, game)).for('update');
    return row;
  },

  async saveSetting(row: SettingRow, executor: Executor): Promise<void> {
    await executor
      .insert(originalsSettings)
      .values(row)
      .onConflictDoUpdate({
        target: originalsSettings.game,
        set: {
          enabled: row.enabled,
          minBetMinor: row.minBetMinor,
          maxBetMinor: row.maxBetMinor,
          maxWinMinor: row.maxWinMinor,
          version: row.version,
          updatedAt: row.updatedAt,
        },
      });
  },
});

export type OriginalsRepository = ReturnType<typeof createOriginalsRepository>;
