import type {
  CatalogueImportResult,
  Game,
  GameLaunchFallback,
  GameListQuery,
  GameMenus,
  GamePage,
  GameSelect,
} from '@perya/contracts';
import { GameListQuerySchema, gameImageUrl, gamePageSizeFor, launchTargetOf } from '@perya/contracts';

import type { Database, Executor } from '../../db/client';
import { cached } from '../../lib/cached';
import type { AuditActor, AuditService } from '../audit';
import type { GamesAdminRepository } from './games.admin.repository';
import { createGamesStaff } from './games.staff';
import { createTtlCache } from '../../lib/ttl-cache';
import type { Clock } from '../../lib/clock';
import { AppError } from '../../lib/errors';
import type { CatalogueFeed } from './games.feed';
import { feedRows } from './games.feed';
import { groupVendorLanes } from './games.grouping';
import type { VendorForMenu } from './games.grouping';
import { gameImageSvg, vendorImageSvg, vendorMarkSvg } from './games.images';
import type { GamesRepository, ListedGame, NewGameRow, NewVendorRow } from './games.repository';

export type GamesServiceDeps = {
  db: Database;
  audit: AuditService;
  gamesRepository: GamesRepository;
  gamesAdminRepository: GamesAdminRepository;
  clock: Clock;
};

const OPS_IMPORT_ACTOR: AuditActor = { kind: 'SYSTEM', name: 'ops' };

/** Where game and vendor images are served (generated, see games.images.ts). */
export const IMAGE_HOST = '/lgw/images';
/** The menu changes when the catalogue or a switch does: remembered briefly. */
const MENU_CACHE_MS = 30_000;
/**
 * Catalogue pages (ALL, HOT, NEW, searches) are the same for everyone and change only with an
 * import or a maintenance switch: remembered as briefly as the menu, and dropped on import in this
 * process. FAV and RECENT pages are the member's own and always read. A member's hearts come from
 * their favourite ids, remembered a few seconds and dropped when they change one here.
 */
const PAGE_CACHE_MS = 30_000;
const FAVORITES_CACHE_MS = 5_000;

const parseArray = (value: string[] | string): string[] =>
  Array.isArray(value)
    ? value
    : value
        .replace(/^\{|\}$/g, '')
        .split(',')
        .filter(Boolean);

/** A game as the lists show it (spec §3 Game). */
export const toGame = (row: Omit<ListedGame, 'version'>): Game => ({
  nodeId: row.nodeId,
  gameType: row.gameType,
  vassalage: row.vendorCode,
  vendorName: row.vendorName,
  gameCode: row.gameCode,
  isGame: row.isGame === 'VASSALAGE' ? 'VASSALAGE' : 'GAME',
  displayName: row.displayName,
  gameName: row.displayName,
  iconUrl: row.iconUrl ?? gameImageUrl(IMAGE_HOST, row.vendorCode, row.gameCode),
  lagerIcon: row.largeIconUrl ?? gameImageUrl(IMAGE_HOST, row.vendorCode, row.gameCode, 'large'),
  isHot: row.isHot ? 1 : 0,
  isNew: row.isNew,
  classify:
    row.classify === 'JP' || row.classify === 'TG' || row.classify === 'AC' || row.classify === 'BG'
      ? row.classify
      : null,
  isMaintenance: row.isMaintenance || row.vendorMaintenance,
  isFavorite: row.isFavorite,
});

export const createGamesService = ({ db, audit, gamesRepository, gamesAdminRepository, clock }: GamesServiceDeps) => {
  /** The menu as of its read, and when a vendor maintenance in it ends (ms; null: none set to end). */
  type MenuRead = { menus: GameMenus; maintenanceEndsAt: number | null };
  const menuReads = cached<MenuRead>(
    async () => {
      const rows = await gamesRepository.vendorsForMenu(clock.now());
      const vendors: VendorForMenu[] = rows.map((row) => ({
        code: row.code,
        displayName: row.display_name,
        category: row.category,
        sortOrder: row.sort_order,
        isMaintenance: row.is_maintenance,
        gameCount: row.game_count,
        gameTypes: parseArray(row.game_types),
        classifies: parseArray(row.classifies).filter((tab): tab is 'JP' | 'TG' | 'AC' | 'BG' =>
          ['JP', 'TG', 'AC', 'BG'].includes(tab),
        ),
        lobbyGame: row.lobby ? (typeof row.lobby === 'string' ? JSON.parse(row.lobby) : row.lobby) : null,
      }));
      const ends = rows.flatMap((row) =>
        row.maintenance_ends_at === null ? [] : [new Date(row.maintenance_ends_at).getTime()],
      );
      return {
        menus: groupVendorLanes(vendors, IMAGE_HOST),
        maintenanceEndsAt: ends.length ? Math.min(...ends) : null,
      };
    },
    MENU_CACHE_MS,
    clock,
  );
  /** Whether what was read with a maintenance ending then is out of date now. */
  const outlived = (maintenanceEndsAt: number | null): boolean =>
    maintenanceEndsAt !== null && maintenanceEndsAt <= clock.now().getTime();
  /**
   * The menu. A vendor maintenance ends at the time staff set, not when the minute job clears its
   * flag nor when the remembered menu expires: a menu read before that end is read again after it.
   */
  const menus = {
    async get(): Promise<GameMenus> {
      const read = await menuReads.get();
      if (!outlived(read.maintenanceEndsAt)) return read.menus;
      menuReads.invalidate();
      return (await menuReads.get()).menus;
    },
    invalidate: () => menuReads.invalidate(),
  };

  /** A page as the database listed it, and as a guest gets it: one object, served again as it is. */
  type CataloguePage = { rows: ListedGame[]; total: number; guestPage: GamePage; maintenanceEndsAt: number | null };
  const pages = createTtlCache<string, CataloguePage>({ ttlMs: PAGE_CACHE_MS, maxEntries: 20_000, clock });
  const favorites = createTtlCache<number, Set<number>>({ ttlMs: FAVORITES_CACHE_MS, maxEntries: 100_000, clock });

  const favoriteSet = async (memberId: number): Promise<Set<number>> => {
    let ids = favorites.get(memberId);
    if (!ids) {
      ids = new Set(await gamesRepository.favoriteIds(memberId));
      favorites.set(memberId, ids);
    }
    return ids;
  };

  const toPage = (rows: ListedGame[], total: number, filter: { limit: number; offset: number }): GamePage => ({
    content: rows.map(toGame),
    pageNum: filter.offset / filter.limit + 1,
    pageSize: filter.limit,
    total,
    totalPages: Math.ceil(total / filter.limit),
  });

  /**
   * A page of the catalogue as anyone sees it, then the member's hearts on it. A guest gets the
   * remembered page object itself, so the envelope serializer writes its JSON once (envelope.ts).
   */
  const cataloguePage = async (
    memberId: number | null,
    filter: Parameters<GamesRepository['listGames']>[0],
  ): Promise<GamePage> => {
    const key = JSON.stringify({ ...filter, memberId: null });
    let found = pages.get(key);
    // A page read while a vendor on it was in maintenance is read again once that maintenance ends.
    if (!found || outlived(found.maintenanceEndsAt)) {
      const { rows, total, maintenanceEndsAt } = await gamesRepository.listGames(
        { ...filter, memberId: null },
        clock.now(),
      );
      found = {
        rows,
        total,
        guestPage: toPage(rows, total, filter),
        maintenanceEndsAt: maintenanceEndsAt?.getTime() ?? null,
      };
      pages.set(key, found);
    }
    if (memberId === null) return found.guestPage;
    const hearts = await favoriteSet(memberId);
    return toPage(
      found.rows.map((row) => ({ ...row, isFavorite: hearts.has(row.nodeId) })),
      found.total,
      filter,
    );
  };

  const page = async (
    memberId: number | null,
    query: {
      select: GameSelect;
      pageNo: number;
      pageSize: number;
      gameType?: string;
      vassalage?: string;
      classify?: Game['classify'];
      keyword?: string;
    },
  ): Promise<GamePage> => {
    if ((query.select === 'FAV' || query.select === 'RECENT') && memberId === null) {
      throw new AppError('AUTH_REQUIRED', `${query.select} needs a member`);
    }
    const filter = {
      memberId,
      gameType: query.gameType,
      vassalage: query.vassalage,
      classify: query.classify ?? undefined,
      select: query.select,
      keyword: query.keyword || undefined,
      limit: query.pageSize,
      offset: (query.pageNo - 1) * query.pageSize,
    };
    if (query.select !== 'FAV' && query.select !== 'RECENT') return cataloguePage(memberId, filter);
    const { rows, total } = await gamesRepository.listGames(filter, clock.now());
    return toPage(rows, total, filter);
  };

  /** Drops what this process remembers of the catalogue (menus, pages) after a change. */
  const catalogueChanged = (): void => {
    menus.invalidate();
    pages.clear();
  };

  const importCatalogue = async (vendors: NewVendorRow[], games: NewGameRow[], executor?: Executor): Promise<void> => {
    await gamesRepository.upsertVendors(vendors, executor);
    await gamesRepository.upsertGames(games, executor);
    catalogueChanged();
  };

  /**
   * One game for a launch or a favourite. Its vendor's maintenance counts as over from the end
   * time staff set, read now: the job that clears the flag runs once a minute, and a launch
   * between the end and that run would otherwise be refused.
   */
  const findGame = async (nodeId: number) => {
    const game = await gamesRepository.findGame(nodeId);
    if (!game) return game;
    const ended = game.vendorMaintenanceUntil !== null && game.vendorMaintenanceUntil <= clock.now();
    return { ...game, vendorMaintenance: game.vendorMaintenance && !ended };
  };

  /**
   * One playable game as lists show it (the heart for a member), by node id or by vendor and
   * code; null when there is none or it or its vendor is switched off.
   */
  const findListedGame = async (
    key: { nodeId: number } | { vendorCode: string; gameCode: string },
    memberId: number | null,
  ): Promise<Game | null> => {
    const nodeId = 'nodeId' in key ? key.nodeId : (await gamesRepository.findGamesByCodes([key]))[0]?.nodeId;
    const row = nodeId === undefined ? undefined : await findGame(nodeId);
    if (!row || !row.isEnabled || !row.vendorEnabled) return null;
    const isFavorite = memberId !== null && (await favoriteSet(memberId)).has(row.nodeId);
    return toGame({ ...row, isFavorite });
  };

  return {
    /** Adds or updates vendors and their games by (vendor, game code). */
    importCatalogue,

    catalogueChanged,

    /** The back office's reads and versioned, audited edits of vendors and games. */
    staff: createGamesStaff({ db, audit, gamesAdminRepository, catalogueChanged }),

    /**
     * Adds or updates vendors and games from a provider feed: `ops catalogue import` and the back
     * office's feed import. In one transaction with its audit entry; answers the counts.
     */
    async importFeed(feed: CatalogueFeed, actor: AuditActor = OPS_IMPORT_ACTOR): Promise<CatalogueImportResult> {
      const rows = feedRows(feed);
      const result = await db.transaction(async (tx) => {
        const existing = await gamesAdminRepository.countExisting(
          rows.vendors.map((vendor) => vendor.code),
          rows.games.map((game) => ({ vendorCode: game.vendorCode, gameCode: game.gameCode })),
          tx,
        );
        await gamesRepository.upsertVendors(rows.vendors, tx);
        await gamesRepository.upsertGames(rows.games, tx);
        const counts = {
          vendors: rows.vendors.length,
          games: rows.games.length,
          newVendors: rows.vendors.length - existing.vendors,
          newGames: rows.games.length - existing.games,
        };
        await audit.record(
          {
            actor,
            action: 'games.import',
            targetKind: 'catalogue',
            targetId: 'feed',
            detail: { before: null, after: counts },
          },
          tx,
        );
        return counts;
      });
      catalogueChanged();
      return result;
    },

    getMenus: () => menus.get(),

    /** GCSGAME_gameList: the filters of spec §7.2 and a name search; 12 to a page for crash games. */
    listGames(memberId: number | null, input: GameListQuery): Promise<GamePage> {
      const query = GameListQuerySchema.parse(input);
      return page(memberId, {
        select: query.select,
        pageNo: query.pageNo,
        pageSize: Math.min(query.pageSize, gamePageSizeFor(query.vassalage)),
        gameType: query.gameType,
        vassalage: query.vassalage,
        classify: query.gameClassify,
        keyword: query.keyword,
      });
    },

    async hotGames(memberId: number | null, limit: number) {
      return { list: (await page(memberId, { select: 'HOT', pageNo: 1, pageSize: limit })).content };
    },

    favoriteList: (memberId: number, input: { pageNo: number; pageSize: number; gameType?: string }) =>
      page(memberId, { select: 'FAV', pageNo: input.pageNo, pageSize: input.pageSize, gameType: input.gameType }),

    recentGames: (memberId: number, input: { pageNo: number; pageSize: number; gameType?: string }) =>
      page(memberId, { select: 'RECENT', pageNo: input.pageNo, pageSize: input.pageSize, gameType: input.gameType }),

    async favoriteIds(memberId: number) {
      return { nodeIds: await gamesRepository.favoriteIds(memberId) };
    },

    async addFavorite(memberId: number, nodeId: number): Promise<void> {
      const game = await gamesRepository.findGame(nodeId);
      if (!game || !game.isEnabled || !game.vendorEnabled) throw new AppError('NOT_FOUND', `game ${nodeId}`);
      await gamesRepository.addFavorite(memberId, nodeId, clock.now());
      favorites.delete(memberId);
    },

    async removeFavorite(memberId: number, nodeId: number): Promise<void> {
      await gamesRepository.removeFavorite(memberId, nodeId);
      favorites.delete(memberId);
    },

    async vendorGameTypes(vassalage: string) {
      const vendor = await gamesRepository.findVendor(vassalage);
      if (!vendor || !vendor.isEnabled) throw new AppError('NOT_FOUND', `vendor ${vassalage}`);
      return { vassalage, gameTypes: await gamesRepository.gameTypesOf(vassalage) };
    },

    /** Vendors with new games, in menu order. */
    async newGameVendors() {
      const withNew = new Set(await gamesRepository.vendorsWithNewGames());
      const { lanes } = await menus.get();
      return { vendors: lanes.flatMap((lane) => lane.vendors).filter((vendor) => withNew.has(vendor.vassalage)) };
    },

    /** Game notices: the operator's, and one for each vendor under maintenance. */
    async announcements() {
      const rows = await gamesRepository.activeAnnouncements(clock.now());
      const { lanes } = await menus.get();
      const maintenance = lanes
        .flatMap((lane) => lane.vendors)
        .filter((vendor) => vendor.isMaintenance)
        .map((vendor, index) => ({
          id: -(index + 1),
          title: `${vendor.displayName} is under maintenance`,
          content: `${vendor.displayName} games are unavailable for now. Please try our other games.`,
          vassalage: vendor.vassalage,
          time: clock.now().toISOString(),
        }));
      return {
        list: [
          ...maintenance,
          ...rows.map((row) => ({
            id: row.id,
            title: row.title,
            content: row.content,
            vassalage: row.vendorCode,
            time: row.startsAt.toISOString(),
          })),
        ],
      };
    },

    /**
     * One game for a launch or a favourite. Its vendor's maintenance counts as over from the end
     * time staff set, read now: the job that clears the flag runs once a minute, and a launch
     * between the end and that run would otherwise be refused.
     */
    findGame,
    findGamesByCodes: (keys: Array<{ vendorCode: string; gameCode: string }>) => gamesRepository.findGamesByCodes(keys),

    findListedGame,

    /**
     * GCS_gameLaunchFB: a game named by vendor and code, and what opening it does for this caller
     * (the launch rules of spec §2.7, the same function the web runs on a card).
     */
    async launchFallback(
      key: { vendorCode: string; gameCode: string },
      viewer: { memberId: number | null; session: 'guest' | 'trial' | 'member' },
    ): Promise<GameLaunchFallback> {
      const game = await findListedGame(key, viewer.memberId);
      if (!game) throw new AppError('NOT_FOUND', `game ${key.vendorCode}/${key.gameCode}`);
      return { game, target: launchTargetOf(game, { session: viewer.session }) };
    },
    /** Remembers a launch for the member's recent games, at the launch's time. */
    recordLaunch: (memberId: number, nodeId: number, at: Date) => gamesRepository.recordLaunch(memberId, nodeId, at),
    listVendors: () => gamesRepository.listVendors(),
    countGames: () => gamesRepository.countGames(),
    addAnnouncement: (row: {
      title: string;
      content: string;
      vendorCode: string | null;
      startsAt: Date;
      endsAt: Date | null;
    }) => gamesRepository.insertAnnouncement(row),

    /** A game's image by file name (`CODE.svg`, `CODE.large.svg`); null when the game is unknown. */
    async gameImage(vendorCode: string, file: string): Promise<string | null> {
      const match = /^(.+?)(\.large)?\.svg$/.exec(file);
      if (!match?.[1]) return null;
      const [game] = await gamesRepository.findGamesByCodes([{ vendorCode, gameCode: match[1] }]);
      if (!game) return null;
      return gameImageSvg({
        vendorCode,
        gameCode: game.gameCode,
        name: game.displayName,
        vendorName: game.vendorName,
        gameType: game.gameType,
        large: Boolean(match[2]),
      });
    },

    /** A vendor's wordmark (`CODE.svg`) or square mark (`CODE.mark.svg`); null when the vendor is unknown. */
    async vendorImage(gameType: string, file: string): Promise<string | null> {
      const match = /^([A-Z0-9_]{2,32})(\.mark)?\.svg$/.exec(file);
      if (!match?.[1]) return null;
      const vendor = await gamesRepository.findVendor(match[1]);
      if (!vendor) return null;
      return match[2]
        ? vendorMarkSvg({ vendorCode: vendor.code, name: vendor.displayName })
        : vendorImageSvg({ vendorCode: vendor.code, name: vendor.displayName, category: gameType });
    },
  };
};

export type GamesService = ReturnType<typeof createGamesService>;
