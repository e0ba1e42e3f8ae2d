import { and, asc, desc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';

import type { GameClassify, GameSelect } from '@perya/contracts';

import type { Executor } from '../../db/client';
import { gameAnnouncements, gameVendors, games, memberFavorites, memberRecentGames } from './games.tables';

export type VendorRow = typeof gameVendors.$inferSelect;
export type NewVendorRow = typeof gameVendors.$inferInsert;
/** The catalogue's columns lists read (the RTP is read by the statistics only). */
export type GameRow = Omit<typeof games.$inferSelect, 'rtpBasisPoints'>;
export type NewGameRow = typeof games.$inferInsert;

/** A game as lists read it: the row, its vendor's name and state, and the member's heart. */
export type ListedGame = GameRow & { vendorName: string; vendorMaintenance: boolean; isFavorite: boolean };

export type GameFilter = {
  memberId: number | null;
  gameType?: string;
  vassalage?: string;
  classify?: GameClassify;
  select: GameSelect;
  keyword?: string;
  limit: number;
  offset: number;
};

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
/** Upserts go in slices, so a 10,000-game feed is a handful of statements, each of a sane size. */
const UPSERT_SLICE = 1000;
/** `%` and `_` typed in a search box are letters, not wildcards. */
const likePattern = (keyword: string) => `%${keyword.toLowerCase().replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * Whether a vendor is in maintenance at `now`: its flag, unless the end staff set has come. The
 * minute job clears the flag after the end (games.staff.ts); until it runs, reads count it as over.
 */
const vendorInMaintenance = (now: Date, vendor: typeof gameVendors | null = null): SQL => {
  const at = sql`${now.toISOString()}::timestamptz`;
  return vendor
    ? sql`(${vendor.isMaintenance} and (${vendor.maintenanceUntil} is null or ${vendor.maintenanceUntil} > ${at}))`
    : sql`(v.is_maintenance and (v.maintenance_until is null or v.maintenance_until > ${at}))`;
};

const listedColumns = {
  nodeId: games.nodeId,
  vendorCode: games.vendorCode,
  gameCode: games.gameCode,
  gameType: games.gameType,
  displayName: games.displayName,
  iconUrl: games.iconUrl,
  largeIconUrl: games.largeIconUrl,
  isGame: games.isGame,
  classify: games.classify,
  isHot: games.isHot,
  isNew: games.isNew,
  isMaintenance: games.isMaintenance,
  isEnabled: games.isEnabled,
  sortOrder: games.sortOrder,
  updatedAt: games.updatedAt,
  vendorName: gameVendors.displayName,
  vendorMaintenance: gameVendors.isMaintenance,
};

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
          isMaintenance: sql`excluded.is_maintenance`,
          isEnabled: sql`excluded.is_enabled`,
          version: sql`${gameVendors.version} + 1`,
          updatedAt: sql`now()`,
        },
      });
  },

  async upsertGames(rows: NewGameRow[], executor: Executor = db): Promise<void> {
    // Each slice is one parameter, a JSON array the database unpacks: drizzle's builder checks
    // every value of a multi-row VALUES list, which took seconds of the first start for the
    // demo's 10,000 games (issue 22 item 28). Absent values take the columns' defaults.
    for (let start = 0; start < rows.length; start += UPSERT_SLICE) {
      const slice = rows.slice(start, start + UPSERT_SLICE).map((row) => ({
        vendor_code: row.vendorCode,
        game_code: row.gameCode,
        game_type: row.gameType,
        display_name: row.displayName,
        icon_url: row.iconUrl ?? null,
        large_icon_url: row.largeIconUrl ?? null,
        is_game: row.isGame ?? 'GAME',
        classify: row.classify ?? null,
        is_hot: row.isHot ?? false,
        is_new: row.isNew ?? false,
        is_maintenance: row.isMaintenance ?? false,
        is_enabled: row.isEnabled ?? true,
        sort_order: row.sortOrder ?? 0,
        rtp_basis_points: row.rtpBasisPoints ?? null,
      }));
      await executor.execute(sql`
        insert into ${games} (vendor_code, game_code, game_type, display_name, icon_url, large_icon_url, is_game,
          classify, is_hot, is_new, is_maintenance, is_enabled, sort_order, rtp_basis_points)
        select vendor_code, game_code, game_type, display_name, icon_url, large_icon_url, is_game,
          classify, is_hot, is_new, is_maintenance, is_enabled, sort_order, rtp_basis_points
        from jsonb_to_recordset(${JSON.stringify(slice)}::jsonb) as r(vendor_code text, game_code text,
          game_type text, display_name text, icon_url text, large_icon_url text, is_game text, classify text,
          is_hot boolean, is_new boolean, is_maintenance boolean, is_enabled boolean, sort_order integer,
          rtp_basis_points integer)
        on conflict (vendor_code, game_code) do update set
          game_type = excluded.game_type,
          display_name = excluded.display_name,
          icon_url = excluded.icon_url,
          large_icon_url = excluded.large_icon_url,
          is_game = excluded.is_game,
          classify = excluded.classify,
          is_hot = excluded.is_hot,
          is_new = excluded.is_new,
          is_maintenance = excluded.is_maintenance,
          is_enabled = excluded.is_enabled,
          sort_order = excluded.sort_order,
          rtp_basis_points = excluded.rtp_basis_points,
          version = ${games}.version + 1,
          updated_at = now()`);
    }
  },

  async listVendors(executor: Executor = db): Promise<VendorRow[]> {
    return executor.select().from(gameVendors).orderBy(asc(gameVendors.sortOrder), asc(gameVendors.code));
  },

  async findVendor(code: string, executor: Executor = db): Promise<VendorRow | undefined> {
    const [row] = await executor.select().from(gameVendors).where(eq(gameVendors.code, code));
    return row;
  },

  /**
   * Enabled vendors with what the menu needs: game count, types and tabs in use, the lobby game;
   * in maintenance as of `now` (see vendorInMaintenance), and when that maintenance ends if staff
   * set an end.
   */
  async vendorsForMenu(now: Date, executor: Executor = db) {
    const result = await executor.execute(sql`
      select v.code, v.display_name, v.category, v.sort_order, ${vendorInMaintenance(now)} as is_maintenance,
             case when ${vendorInMaintenance(now)} then v.maintenance_until end as maintenance_ends_at,
             count(g.node_id)::int as game_count,
             coalesce(array_agg(distinct g.game_type) filter (where g.node_id is not null), '{}') as game_types,
             coalesce(array_agg(distinct g.classify) filter (where g.classify is not null), '{}') as classifies,
             (select json_build_object('nodeId', l.node_id, 'gameCode', l.game_code, 'gameType', l.game_type)
                from ${games} l where l.vendor_code = v.code and l.is_enabled order by l.sort_order, l.node_id limit 1) as lobby
      from ${gameVendors} v
      left join ${games} g on g.vendor_code = v.code and g.is_enabled
      where v.is_enabled
      group by v.code
      order by v.sort_order, v.code`);
    return rowsOf<{
      code: string;
      display_name: string;
      category: string;
      sort_order: number;
      is_maintenance: boolean;
      maintenance_ends_at: Date | string | null;
      game_count: number;
      game_types: string[] | string;
      classifies: string[] | string;
      lobby: { nodeId: number; gameCode: string; gameType: string } | string | null;
    }>(result);
  },

  /**
   * A page of games by the list filters, with how many there are in all (one statement, unless past
   * the end). A vendor's maintenance is read as of `now`; `maintenanceEndsAt` is the earliest end of
   * one still running on the page (when the page stops being true).
   */
  async listGames(
    filter: GameFilter,
    now: Date,
    executor: Executor = db,
  ): Promise<{ rows: ListedGame[]; total: number; maintenanceEndsAt: Date | null }> {
    const member = filter.memberId ?? 0;
    const conditions: SQL[] = [sql`${games.isEnabled}`, sql`${gameVendors.isEnabled}`];
    if (filter.gameType) conditions.push(sql`${games.gameType} = ${filter.gameType}`);
    if (filter.vassalage) conditions.push(sql`${games.vendorCode} = ${filter.vassalage}`);
    if (filter.classify) conditions.push(sql`${games.classify} = ${filter.classify}`);
    if (filter.select === 'NEW') conditions.push(sql`${games.isNew}`);
    if (filter.select === 'HOT') conditions.push(sql`${games.isHot}`);
    if (filter.select === 'FAV') conditions.push(sql`f.member_id is not null`);
    if (filter.select === 'RECENT') conditions.push(sql`r.member_id is not null`);
    if (filter.keyword) conditions.push(sql`lower(${games.displayName}) like ${likePattern(filter.keyword)}`);
    const order =
      filter.select === 'RECENT' ? sql`r.launched_at desc, ${games.nodeId}` : sql`${games.sortOrder}, ${games.nodeId}`;
    const result = await executor.execute(sql`
      select ${games.nodeId} as "nodeId", ${games.vendorCode} as "vendorCode", ${games.gameCode} as "gameCode",
             ${games.gameType} as "gameType", ${games.displayName} as "displayName", ${games.iconUrl} as "iconUrl",
             ${games.largeIconUrl} as "largeIconUrl", ${games.isGame} as "isGame", ${games.classify} as "classify",
             ${games.isHot} as "isHot", ${games.isNew} as "isNew", ${games.isMaintenance} as "isMaintenance",
             ${games.sortOrder} as "sortOrder", ${gameVendors.displayName} as "vendorName",
             ${vendorInMaintenance(now, gameVendors)} as "vendorMaintenance",
             case when ${vendorInMaintenance(now, gameVendors)} then ${gameVendors.maintenanceUntil} end as "maintenanceEndsAt",
             (f.member_id is not null) as "isFavorite",
             count(*) over () as "total"
      from ${games}
      join ${gameVendors} on ${gameVendors.code} = ${games.vendorCode}
      left join ${memberFavorites} f on f.node_id = ${games.nodeId} and f.member_id = ${member}
      left join ${memberRecentGames} r on r.node_id = ${games.nodeId} and r.member_id = ${member}
      where ${sql.join(conditions, sql` and `)}
      order by ${order}
      limit ${filter.limit} offset ${filter.offset}`);
    const found = rowsOf<ListedGame & { total: string | number; maintenanceEndsAt: Date | string | null }>(result);
    const ends = found.flatMap((row) =>
      row.maintenanceEndsAt === null ? [] : [new Date(row.maintenanceEndsAt).getTime()],
    );
    const maintenanceEndsAt = ends.length > 0 ? new Date(Math.min(...ends)) : null;
    const rows = found.map(({ maintenanceEndsAt: _end, ...row }) => row);
    // The window count rides on the rows: a page past the last has none, so count on its own.
    const total =
      rows.length > 0 || filter.offset === 0
        ? Number(rows[0]?.total ?? 0)
        : Number(
            rowsOf<{ total: string | number }>(
              await executor.execute(sql`
                select count(*) as "total"
                from ${games}
                join ${gameVendors} on ${gameVendors.code} = ${games.vendorCode}
                left join ${memberFavorites} f on f.node_id = ${games.nodeId} and f.member_id = ${member}
                left join ${memberRecentGames} r on r.node_id = ${games.nodeId} and r.member_id = ${member}
                where ${sql.join(conditions, sql` and `)}`),
            )[0]?.total ?? 0,
          );
    return { rows: rows.map((row) => ({ ...row, nodeId: Number(row.nodeId) })), total, maintenanceEndsAt };
  },

  async findGame(
    nodeId: number,
    executor: Executor = db,
  ): Promise<
    | (Omit<GameRow, 'version'> & {
        vendorName: string;
        vendorMaintenance: boolean;
        vendorMaintenanceUntil: Date | null;
        vendorEnabled: boolean;
      })
    | undefined
  > {
    const [row] = await executor
      .select({
        ...listedColumns,
        vendorMaintenanceUntil: gameVendors.maintenanceUntil,
        vendorEnabled: gameVendors.isEnabled,
      })
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(eq(games.nodeId, nodeId));
    return row;
  },

  async findGamesByCodes(keys: Array<{ vendorCode: string; gameCode: string }>, executor: Executor = db) {
    if (keys.length === 0) return [];
    return executor
      .select(listedColumns)
      .from(games)
      .innerJoin(gameVendors, eq(gameVendors.code, games.vendorCode))
      .where(or(...keys.map((key) => and(eq(games.vendorCode, key.vendorCode), eq(games.gameCode, key.gameCode)))));
  },

  async gameTypesOf(vendorCode: string, executor: Executor = db): Promise<string[]> {
    const rows = await executor
      .selectDistinct({ gameType: games.gameType })
      .from(games)
      .where(and(eq(games.vendorCode, vendorCode), eq(games.isEnabled, true)))
      .orderBy(asc(games.gameType));
    return rows.map((row) => row.gameType);
  },

  async vendorsWithNewGames(executor: Executor = db): Promise<string[]> {
    const rows = await executor
      .selectDistinct({ code: games.vendorCode })
      .from(games)
      .where(and(eq(games.isNew, true), eq(games.isEnabled, true)));
    return rows.map((row) => row.code);
  },

  async activeAnnouncements(now: Date, executor: Executor = db) {
    return executor
      .select()
      .from(gameAnnouncements)
      .where(
        and(
          lte(gameAnnouncements.startsAt, now),
          or(isNull(gameAnnouncements.endsAt), sql`${gameAnnouncements.endsAt} > ${now.toISOString()}::timestamptz`),
        ),
      )
      .orderBy(desc(gameAnnouncements.startsAt))
      .limit(20);
  },

  async insertAnnouncement(row: typeof gameAnnouncements.$inferInsert, executor: Executor = db): Promise<void> {
    await executor.insert(gameAnnouncements).values(row);
  },

  async addFavorite(memberId: number, nodeId: number, at: Date, executor: Executor = db): Promise<void> {
    await executor.insert(memberFavorites).values({ memberId, nodeId, createdAt: at }).onConflictDoNothing();
  },

  async removeFavorite(memberId: number, nodeId: number, executor: Executor = db): Promise<void> {
    await executor
      .delete(memberFavorites)
      .where(and(eq(memberFavorites.memberId, memberId), eq(memberFavorites.nodeId, nodeId)));
  },

  async favoriteIds(memberId: number, executor: Executor = db): Promise<number[]> {
    const rows = await executor
      .select({ nodeId: memberFavorites.nodeId })
      .from(memberFavorites)
      .where(eq(memberFavorites.memberId, memberId))
      .orderBy(desc(memberFavorites.createdAt));
    return rows.map((row) => row.nodeId);
  },

  /** Remembers a launch for the member's recent games (the latest launch per game). */
  async recordLaunch(memberId: number, nodeId: number, at: Date, executor: Executor = db): Promise<void> {
    await executor
      .insert(memberRecentGames)
      .values({ memberId, nodeId, launchedAt: at })
      .onConflictDoUpdate({
        target: [memberRecentGames.memberId, memberRecentGames.nodeId],
        set: { launchedAt: at, launches: sql`${memberRecentGames.launches} + 1` },
      });
  },

  async countGames(executor: Executor = db): Promise<number> {
    const [row] = await executor.select({ count: sql<number>`count(*)::int` }).from(games);
    return row?.count ?? 0;
  },
});

export type GamesRepository = ReturnType<typeof createGamesRepository>;
