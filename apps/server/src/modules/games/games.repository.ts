import { asc, sql } from 'drizzle-orm';

import type { Executor } from '../../db/client';
import { gameVendors, games } from './games.tables';

export type VendorRow = typeof gameVendors.$inferSelect;
export type NewVendorRow = typeof gameVendors.$inferInsert;
export type GameRow = typeof games.$inferSelect;
export type NewGameRow = typeof games.$inferInsert;

export const createGamesRepository = (db: Executor) => ({
  async upsertVendors(rows: NewVendorRow[], executor: Executor = db): Promise<void> {
    if (rows.length === 0) return;
    await executor
      .insert(gameVendors)
      .values(rows)
      .onConflictDoUpdate({
        target: gameVendors.code,
        set: {
          displayName: sql`excluded.display_name`,
          category: sql`excluded.category`,
          sortOrder: sql`excluded.sort_order`,
          updatedAt: sql`now()`,
        },
      });
  },

  async upsertGames(rows: NewGameRow[], executor: Executor = db): Promise<void> {
    if (rows.length === 0) return;
    await executor
      .insert(games)
      .values(rows)
      .onConflictDoUpdate({
        target: [games.vendorCode, games.gameCode],
        set: {
          gameType: sql`excluded.game_type`,
          displayName: sql`excluded.display_name`,
          iconUrl: sql`excluded.icon_url`,
          isGame: sql`excluded.is_game`,
          classify: sql`excluded.classify`,
          isHot: sql`excluded.is_hot`,
          isNew: sql`excluded.is_new`,
          sortOrder: sql`excluded.sort_order`,
          updatedAt: sql`now()`,
        },
      });
  },

  async listVendors(executor: Executor = db): Promise<VendorRow[]> {
    return executor.select().from(gameVendors).orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
  },

  async countGames(executor: Executor = db): Promise<number> {
    const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(games);
    return row?.count ?? 0;
  },
});

export type GamesRepository = ReturnType<typeof createGamesRepository>;
