import { and, asc, count, desc, eq, inArray, isNotNull, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { StaffGameListQuery } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { gameVendors, games } from './games.tables';

// What the back office reads and writes of the catalogue (issue 16, decision 030): vendors with
// their game counts, games filtered and sorted on the server, and versioned edits under a row lock.

export type StaffVendorRow = typeof gameVendors.$inferSelect & { gameCount: number };
export type StaffGameRow = Pick<
  typeof games.$inferSelect,
  | 'nodeId'
  | 'vendorCode'
  | 'gameCode'
  | 'gameType'
  | 'displayName'
  | 'classify'
  | 'isHot'
  | 'isNew'
  | 'isMaintenance'
  | 'isEnabled'
  | 'sortOrder'
  | 'version'
  | 'updatedAt'
>;
export type VendorPatch = Partial<
  Pick<
    typeof gameVendors.$inferSelect,
    'displayName' | 'isEnabled' | 'isMaintenance' | 'maintenanceMessage' | 'maintenanceUntil' | 'sortOrder'
  >
>;
export type GamePatch = Partial<
  Pick<typeof games.$inferSelect, 'displayName' | 'isEnabled' | 'isMaintenance' | 'isHot' | 'isNew' | 'sortOrder'>
>;

const staffGameColumns = {
  nodeId: games.nodeId,
  vendorCode: games.vendorCode,
  gameCode: games.gameCode,
  gameType: games.gameType,
  displayName: games.displayName,
  classify: games.classify,
  isHot: games.isHot,
  isNew: games.isNew,
  isMaintenance: games.isMaintenance,
  isEnabled: games.isEnabled,
  sortOrder: games.sortOrder,
  version: games.version,
  updatedAt: games.updatedAt,
};

/** The sort keys staff may ask for, each with a unique tie-breaker so pages never overlap. */
const SORTS: Record<StaffGameListQuery['sort'], (direction: typeof asc) => SQL[]> = {
  sortOrder: (direction) => [direction(games.sortOrder), direction(games.nodeId)],
  name: (direction) => [direction(sql`lower(${games.displayName})`), direction(games.nodeId)],
  vendor: (direction) => [direction(games.vendorCode), asc(games.sortOrder), direction(games.nodeId)],
  nodeId: (direction) => [direction(games.nodeId)],
  updatedAt: (direction) => [direction(games.updatedAt), direction(games.nodeId)],
};

/** `%` and `_` typed in a search box are letters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

const gameFilter = (query: Omit<StaffGameListQuery, 'pageNo' | 'pageSize' | 'format' | 'sort' | 'order'>) => {
  const conditions: SQL[] = [];
  if (query.vendor) conditions.push(eq(games.vendorCode, query.vendor));
  if (query.category) conditions.push(eq(games.gameType, query.category));
  if (query.status === 'ENABLED') conditions.push(eq(games.isEnabled, true));
  if (query.status === 'DISABLED') conditions.push(eq(games.isEnabled, false));
  if (query.status === 'MAINTENANCE') conditions.push(eq(games.isMaintenance, true));
  if (query.hot !== undefined) conditions.push(eq(games.isHot, query.hot));
  if (query.new !== undefined) conditions.push(eq(games.isNew, query.new));
  // lower(name) LIKE uses the trigram index (games_name_trgm).
  if (query.name) conditions.push(sql`lower(${games.displayName}) like ${likePattern(query.name.toLowerCase())}`);
  return conditions.length > 0 ? and(...conditions) : undefined;
};

export const createGamesAdminRepository = (db: Executor) => ({
  async listVendors(executor: Executor = db): Promise<StaffVendorRow[]> {
    const counts = executor
      .select({ vendorCode: games.vendorCode, gameCount: count().as('game_count') })
      .from(games)
      .groupBy(games.vendorCode)
      .as('counts');
    const rows = await executor
      .select({ vendor: gameVendors, gameCount: counts.gameCount })
      .from(gameVendors)
      .leftJoin(counts, eq(counts.vendorCode, gameVendors.code))
      .orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
    return rows.map((row) => ({ ...row.vendor, gameCount: Number(row.gameCount ?? 0) }));
  },

  async lockVendor(code: string, executor: Executor) {
    const [row] = await executor.select().from(gameVendors).where(eq(gameVendors.code, code)).for('update');
    return row;
  },

  async updateVendor(code: string, patch: VendorPatch, executor: Executor) {
    const [row] = await executor
      .update(gameVendors)
      .set({ ...patch, version: sql`${gameVendors.version} + 1`, updatedAt: sql`now()` })
      .where(eq(gameVendors.code, code))
      .returning();
    return row;
  },

  /**
   * Ends every vendor maintenance whose end time has come, answering each vendor's end time. The
   * due rows are locked first: a process running this at the same moment waits, then finds them
   * no longer due (PostgreSQL re-checks the condition on the locked rows), so each ends once.
   */
  async endDueMaintenance(now: Date, executor: Executor) {
    const due = and(
      eq(gameVendors.isMaintenance, true),
      isNotNull(gameVendors.maintenanceUntil),
      lte(gameVendors.maintenanceUntil, now),
    );
    const locked = await executor
      .select({ code: gameVendors.code, until: gameVendors.maintenanceUntil })
      .from(gameVendors)
      .where(due)
      .for('update');
    if (locked.length === 0) return [];
    const ended = await executor
      .update(gameVendors)
      .set({
        isMaintenance: false,
        maintenanceUntil: null,
        version: sql`${gameVendors.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(
        and(
          due,
          inArray(
            gameVendors.code,
            locked.map((row) => row.code),
          ),
        ),
      )
      .returning({ code: gameVendors.code });
    const untilOf = new Map(locked.map((row) => [row.code, row.until]));
    return ended.map((row) => ({ code: row.code, until: untilOf.get(row.code) ?? now }));
  },

  async countGamesOf(code: string, executor: Executor = db): Promise<number> {
    const [row] = await executor.select({ n: count() }).from(games).where(eq(games.vendorCode, code));
    return Number(row?.n ?? 0);
  },

  /** A page of games (limit, offset) and the number that match; limit null: every match (CSV). */
  async listGames(
    query: Omit<StaffGameListQuery, 'pageNo' | 'pageSize' | 'format'>,
    limit: number,
    offset: number,
    executor: Executor = db,
  ): Promise<{ rows: StaffGameRow[]; total: number }> {
    const where = gameFilter(query);
    const direction = query.order === 'desc' ? desc : asc;
    const rows = await executor
      .select({ ...staffGameColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(games)
      .where(where)
      .orderBy(...SORTS[query.sort](direction))
      .limit(limit)
      .offset(offset);
    let total = rows[0]?.total ?? 0;
    // A page past the end has no row to carry the count.
    if (rows.length === 0 && offset > 0) {
      const [row] = await executor.select({ n: count() }).from(games).where(where);
      total = Number(row?.n ?? 0);
    }
    return { rows: rows.map(({ total: _total, ...row }) => row), total };
  },

  async lockGames(nodeIds: number[], executor: Executor): Promise<StaffGameRow[]> {
    return executor
      .select(staffGameColumns)
      .from(games)
      .where(inArray(games.nodeId, nodeIds))
      .orderBy(asc(games.nodeId))
      .for('update');
  },

  async updateGames(nodeIds: number[], patch: GamePatch, executor: Executor): Promise<StaffGameRow[]> {
    return executor
      .update(games)
      .set({ ...patch, version: sql`${games.version} + 1`, updatedAt: sql`now()` })
      .where(inArray(games.nodeId, nodeIds))
      .returning(staffGameColumns);
  },

  /** How many of these vendor codes and (vendor, game) pairs the catalogue holds already. */
  async countExisting(
    vendorCodes: string[],
    gameKeys: Array<{ vendorCode: string; gameCode: string }>,
    executor: Executor,
  ): Promise<{ vendors: number; games: number }> {
    const [vendors] =
      vendorCodes.length === 0
        ? [{ n: 0 }]
        : await executor.select({ n: count() }).from(gameVendors).where(inArray(gameVendors.code, vendorCodes));
    const result = await executor.execute(sql`
      select count(*)::int as n from ${games} g
      join jsonb_to_recordset(${JSON.stringify(gameKeys.map((key) => ({ v: key.vendorCode, c: key.gameCode })))}::jsonb)
        as k(v text, c text) on g.vendor_code = k.v and g.game_code = k.c`);
    const gamesFound = (result as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0;
    return { vendors: Number(vendors?.n ?? 0), games: Number(gamesFound) };
  },
});

export type GamesAdminRepository = ReturnType<typeof createGamesAdminRepository>;
