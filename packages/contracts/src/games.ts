import { z } from 'zod';

import {
  CRASH_GAME_PAGE_SIZE,
  GAME_PAGE_SIZE,
  HOT_GAMES_MAX,
  RECENT_GAMES_PAGE_SIZE,
  WINNER_BOARD_LIMIT,
} from './constants';
import { LANGUAGE_CODES } from './languages';
import { MinorStringSchema } from './money-schemas';

// Games (spec §2.7, §3, §4, §7.2): the catalogue, menus and vendor lanes, lists, favourites,
// recent games, the winner board, launching and the bet record.

/** Game types (categories) as vendors and games carry them. */
export const GAME_TYPES = [
  'RNG',
  'LIVE',
  'FISH',
  'PVP',
  'SPORTS',
  'ESPORTS',
  'LOTT',
  'ELOTT',
  'COCKFIGHT',
  'BINGO',
  'BGS',
] as const;
export const GameTypeSchema = z.enum(GAME_TYPES);
export type GameType = z.infer<typeof GameTypeSchema>;

/** Filter tabs of a game list (spec §2.7): jackpot, table, arcade, and bingo when TY is supported. */
export const GAME_CLASSIFY_TABS = ['JP', 'TG', 'AC', 'BG'] as const;
export const GameClassifySchema = z.enum(GAME_CLASSIFY_TABS);
export type GameClassify = z.infer<typeof GameClassifySchema>;

/** The game-select filter (spec §2.7). */
export const GAME_SELECTS = ['NEW', 'FAV', 'ALL', 'HOT', 'RECENT'] as const;
export const GameSelectSchema = z.enum(GAME_SELECTS);
export type GameSelect = z.infer<typeof GameSelectSchema>;

/** E-sports vendors that providers file under SPORTS; the menu moves them to ESPORTS (spec §4). */
export const ESPORTS_VENDORS = ['TFG', 'IA', 'AVIA'] as const;
/** In-house crash games list 12 to a page instead of 30 (spec §7.2). */
export const CRASH_VENDORS = ['BGS'] as const;

/** A game as lists show it (spec §3 Game). `isHot` is 1 for a hot game, as the spec's clients expect. */
export const GameSchema = z.object({
  nodeId: z.number().int(),
  gameType: z.string(),
  /** The vendor (provider) code. */
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  /** 'VASSALAGE' opens a list of the vendor's games instead of launching. */
  isGame: z.enum(['GAME', 'VASSALAGE']),
  displayName: z.string(),
  gameName: z.string(),
  iconUrl: z.string(),
  lagerIcon: z.string(),
  isHot: z.union([z.literal(0), z.literal(1)]),
  isNew: z.boolean(),
  classify: GameClassifySchema.nullable(),
  isMaintenance: z.boolean(),
  /** Only for a signed-in member; false otherwise. */
  isFavorite: z.boolean(),
});
export type Game = z.infer<typeof GameSchema>;

/** A page of games (spec §3 Favourites: content, pageNum, totalPages). */
export const GamePageSchema = z.object({
  content: z.array(GameSchema),
  pageNum: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type GamePage = z.infer<typeof GamePageSchema>;

const languageQuery = z.enum(LANGUAGE_CODES).optional();

/** GET /wps/relay/GCSGAME_gameList (spec §7.2), plus a name search. */
export const GameListQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(32).optional(),
  merchant: z.string().max(32).optional(),
  gameType: GameTypeSchema.optional(),
  vassalage: z.string().max(32).optional(),
  gameClassify: GameClassifySchema.optional(),
  select: GameSelectSchema.default('ALL'),
  keyword: z.string().trim().max(64).optional(),
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(GAME_PAGE_SIZE).default(GAME_PAGE_SIZE),
  language: languageQuery,
});
export type GameListQuery = z.input<typeof GameListQuerySchema>;

/** How many games a list page holds for a vendor (spec §7.2: 12 for in-house crash games). */
export const gamePageSizeFor = (vassalage: string | undefined): number =>
  vassalage && (CRASH_VENDORS as readonly string[]).includes(vassalage) ? CRASH_GAME_PAGE_SIZE : GAME_PAGE_SIZE;

/** GET /wps/relay/GCSGAME_hotGamesV2 and GET /wps/relay/GCS_recentGame. */
export const HotGamesQuerySchema = z.object({
  merchantCode: z.string().max(32).optional(),
  isPlatform: z.coerce.number().int().optional(),
  platform: z.string().max(32).optional(),
  language: languageQuery,
  limit: z.coerce.number().int().min(1).max(HOT_GAMES_MAX).default(HOT_GAMES_MAX),
});
export const GameListSchema = z.object({ list: z.array(GameSchema) });
export const RecentGamesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(RECENT_GAMES_PAGE_SIZE).default(RECENT_GAMES_PAGE_SIZE),
  gameType: GameTypeSchema.optional(),
  language: languageQuery,
  clientType: z.coerce.number().int().optional(),
});

// ---------------------------------------------------------------- menus and vendor lanes

/** A vendor (provider) as menus show it (spec §3 Vendor). */
export const VendorSchema = z.object({
  vassalage: z.string(),
  displayName: z.string(),
  /** The category it is shown under, after the grouping rules of spec §4. */
  gameCategory: z.string(),
  imageUrl: z.string(),
  isMaintenance: z.boolean(),
  gameCount: z.number().int(),
  /** The single game a vendor that launches directly opens (sports books, cockfight arenas). */
  lobbyGame: z.object({ nodeId: z.number().int(), gameCode: z.string(), gameType: z.string() }).nullable(),
});
export type Vendor = z.infer<typeof VendorSchema>;

/** A lane of the menu: one category with its vendors (spec §3 Vendor lane, Navigation item). */
export const VendorLaneSchema = z.object({
  /** The category code (also the lane's title key). */
  title: z.string(),
  /** The menu label key of spec §2.1 (con_live, in_house …). */
  nameKey: z.string(),
  /** The page that lists the category (/live …), or null when its vendors launch directly. */
  page: z.string().nullable(),
  hasVendors: z.boolean(),
  vendors: z.array(VendorSchema),
  /** Classification tabs that have games in this category. */
  gameClassify: z.array(GameClassifySchema),
});
export type VendorLane = z.infer<typeof VendorLaneSchema>;

/** GET /lgw/games/game_menus: the lanes in menu order, and the lottery prize mode (spec §4). */
export const GameMenusSchema = z.object({
  lanes: z.array(VendorLaneSchema),
  prizeMode: z.enum(['LOTT', 'ELOTT']),
  imageHost: z.string(),
});
export type GameMenus = z.infer<typeof GameMenusSchema>;

/** GET /wps/relay/GCSGAME_getVassGameType: the game types a vendor offers. */
export const VassGameTypeQuerySchema = z.object({ vassalage: z.string().min(1).max(32) });
export const VassGameTypeSchema = z.object({ vassalage: z.string(), gameTypes: z.array(z.string()) });

/** GET /wps/relay/GCSGAME_newGameVendor: vendors with new games, in menu order. */
export const NewGameVendorSchema = z.object({ vendors: z.array(VendorSchema) });

/** GET /wps/relay/MCSFE_getListAnnouncements: game notices (maintenance, new releases). */
export const GameAnnouncementSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  content: z.string(),
  vassalage: z.string().nullable(),
  time: z.string(),
});
export const GameAnnouncementListSchema = z.object({ list: z.array(GameAnnouncementSchema) });

/** GET /wps/relay/GCSGAME_getRankList (winner board, spec §3): real wins, names masked. */
export const RankListQuerySchema = z.object({
  gameCategory: z.string().max(16).default('ALL'),
  language: languageQuery,
  limitNum: z.coerce.number().int().min(1).max(WINNER_BOARD_LIMIT).default(WINNER_BOARD_LIMIT),
});
export const RankListSchema = z.object({
  list: z.array(
    z.object({
      vo: z.object({
        customerName: z.string(),
        winAmount: MinorStringSchema,
        gameName: z.string(),
        iconUrl: z.string(),
      }),
    }),
  ),
});

// ---------------------------------------------------------------- favourites

/** GET /wps/relay/MCSFE_getFavoriteGames: the ids, for hearts. */
export const FavoriteIdsSchema = z.object({ nodeIds: z.array(z.number().int()) });
/** POST /wps/relay/MCSFE_addFavoriteGameV2. */
export const AddFavoriteRequestSchema = z.object({
  nodeId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  vendor: z.string().max(32).optional(),
  gameType: z.string().max(32).optional(),
});
/** DELETE /wps/relay/MCSFE_removeFavoriteGameV2?nodeId=. */
export const RemoveFavoriteQuerySchema = z.object({
  nodeId: z.coerce
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
});
/** GET /wps/relay/MCSFE_getFavoriteGamesList. */
export const FavoriteListQuerySchema = z.object({
  clientType: z.coerce.number().int().optional(),
  platform: z.string().max(32).optional(),
  language: languageQuery,
  token: z.string().max(128).optional(),
  pageNo: z.coerce.number().int().min(1).max(1000).default(1),
  pageSize: z.coerce.number().int().min(1).max(999).default(999),
  gameType: GameTypeSchema.optional(),
});

// ---------------------------------------------------------------- launching

/**
 * The rooms of a PvP card game (spec §7.2 GLS2_roomList): stake levels the provider seats players
 * at, each with its base bet and the balance a member needs to sit down (fifty base bets, as card
 * rooms ask). The same four for every PvP game; the provider runs the tables.
 */
export const PVP_ROOMS = [
  { roomId: 'BEGINNER', baseBetMinor: 100n, minBalanceMinor: 5_000n },
  { roomId: 'REGULAR', baseBetMinor: 500n, minBalanceMinor: 25_000n },
  { roomId: 'EXPERT', baseBetMinor: 2_000n, minBalanceMinor: 100_000n },
  { roomId: 'VIP', baseBetMinor: 10_000n, minBalanceMinor: 500_000n },
] as const satisfies ReadonlyArray<{ roomId: string; baseBetMinor: bigint; minBalanceMinor: bigint }>;
export const PvpRoomIdSchema = z.enum(['BEGINNER', 'REGULAR', 'EXPERT', 'VIP']);
export type PvpRoomId = z.infer<typeof PvpRoomIdSchema>;

export const LaunchGameRequestSchema = z.object({
  nodeId: z
    .number()
    .int()
    .positive()
    .max(2 ** 53 - 1),
  device: z.enum(['DESKTOP', 'MOBILE']).default('DESKTOP'),
  language: z.enum(LANGUAGE_CODES).optional(),
  /** Where the game's "back" button returns to (same site only). */
  backUrl: z.string().max(512).optional(),
  /** A PvP room of the game (GLS2_roomList): the provider seats the member at that stake. */
  roomId: PvpRoomIdSchema.optional(),
});
/** POST /wps/game/launchGame: the provider's game URL (open in /seamless or a new tab). */
export const LaunchGameResultSchema = z.object({
  url: z.string(),
  gameName: z.string(),
  vassalage: z.string(),
  /** In transfer-wallet mode: what moved from the main wallet into this provider's wallet. */
  transferredMinor: MinorStringSchema.nullable(),
});
export type LaunchGameResult = z.infer<typeof LaunchGameResultSchema>;

/** GET /wps/relay/GLS2_roomList (tok): a PvP game by node id, or by vendor and game code. */
export const RoomListQuerySchema = z
  .object({
    nodeId: z.coerce
      .number()
      .int()
      .positive()
      .max(2 ** 53 - 1)
      .optional(),
    vassalage: z.string().min(1).max(32).optional(),
    gameCode: z.string().min(1).max(128).optional(),
    language: languageQuery,
  })
  .refine((query) => query.nodeId !== undefined || (query.vassalage && query.gameCode), {
    message: 'nodeId, or vassalage and gameCode',
    path: ['nodeId'],
  });
export const PvpRoomSchema = z.object({
  roomId: PvpRoomIdSchema,
  baseBetMinor: MinorStringSchema,
  minBalanceMinor: MinorStringSchema,
  /** Whether the member's available balance reaches the room's minimum now. */
  canEnter: z.boolean(),
});
export const RoomListSchema = z.object({
  game: GameSchema,
  /** The member's available main-wallet balance the rooms were checked against. */
  availableMinor: MinorStringSchema,
  list: z.array(PvpRoomSchema),
});
export type RoomList = z.infer<typeof RoomListSchema>;

/** Where a click on a game leads (the launch rules of spec §2.7), as `launchTargetOf` decides. */
export const LaunchTargetSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('LOGIN') }),
  z.object({ kind: z.literal('REGISTER_DIALOG') }),
  z.object({ kind: z.literal('MAINTENANCE') }),
  z.object({ kind: z.literal('VENDOR_LIST'), vassalage: z.string() }),
  z.object({
    kind: z.literal('ROUTE'),
    path: z.enum(['/vnLottery', '/seaLottery', '/lottery', '/rng']),
    query: z.record(z.string(), z.string()),
  }),
  z.object({ kind: z.literal('LAUNCH'), nodeId: z.number().int() }),
]);

/**
 * GET /wps/relay/GCS_gameLaunchFB (no token needed): the launch fallback for a game named by vendor
 * and code where no card is at hand (a banner's link, a shared address): the game as lists show
 * it and what opening it does for this caller.
 */
export const GameLaunchFallbackQuerySchema = z.object({
  vassalage: z.string().min(1).max(32),
  gameCode: z.string().min(1).max(128),
  language: languageQuery,
});
export const GameLaunchFallbackSchema = z.object({ game: GameSchema, target: LaunchTargetSchema });
export type GameLaunchFallback = z.infer<typeof GameLaunchFallbackSchema>;

// ---------------------------------------------------------------- bet record

/** GET /wps/v2/records/bets (personalHistoryCopy): the member's rounds, newest first. */
export const BetRecordQuerySchema = z.object({
  from: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  to: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .optional(),
  vassalage: z.string().max(32).optional(),
  gameType: GameTypeSchema.optional(),
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});
export const BetRoundSchema = z.object({
  roundId: z.string(),
  vassalage: z.string(),
  vendorName: z.string(),
  gameCode: z.string(),
  gameName: z.string(),
  gameType: z.string(),
  betMinor: MinorStringSchema,
  winMinor: MinorStringSchema,
  /** Win minus bet, from the member's side. */
  netMinor: MinorStringSchema,
  currency: z.string(),
  status: z.enum(['OPEN', 'CLOSED', 'ROLLED_BACK']),
  /** "yyyy-MM-dd HH:mm:ss" in the member's offset. */
  startedAt: z.string(),
  settledAt: z.string().nullable(),
});
export type BetRound = z.infer<typeof BetRoundSchema>;
export const BetRecordPageSchema = z.object({
  list: z.array(BetRoundSchema),
  pageNo: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
  totals: z.object({ betMinor: MinorStringSchema, winMinor: MinorStringSchema, netMinor: MinorStringSchema }),
});
