import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** Game providers ("vassalage" in the spec), each under one game category. */
export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  category: text('category').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isMaintenance: boolean('is_maintenance').notNull().default(false),
  isEnabled: boolean('is_enabled').notNull().default(true),
  /** Shown to players while the vendor is in maintenance (staff-set), and when it is expected to end. */
  maintenanceMessage: text('maintenance_message'),
  maintenanceUntil: timestamp('maintenance_until', { withTimezone: true }),
  /** Optimistic version: a staff edit names the version it read (STALE_RECORD otherwise). */
  version: integer('version').notNull().default(1),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The catalogue (spec §3 Game). */
export const games = pgTable(
  'games',
  {
    nodeId: bigint('node_id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 1_000_001 }),
    vendorCode: text('vendor_code')
      .notNull()
      .references(() => gameVendors.code),
    gameCode: text('game_code').notNull(),
    gameType: text('game_type').notNull(),
    displayName: text('display_name').notNull(),
    iconUrl: text('icon_url'),
    largeIconUrl: text('large_icon_url'),
    /** 'GAME' launches; 'VASSALAGE' opens a list of the vendor's games (spec §2.7). */
    isGame: text('is_game').notNull().default('GAME'),
    classify: text('classify'),
    isHot: boolean('is_hot').notNull().default(false),
    isNew: boolean('is_new').notNull().default(false),
    isMaintenance: boolean('is_maintenance').notNull().default(false),
    isEnabled: boolean('is_enabled').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    /** Return to player in basis points when the feed names it; else the category's default (contracts/stats.ts). */
    rtpBasisPoints: integer('rtp_basis_points'),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_vendor_game_code').on(table.vendorCode, table.gameCode),
    index('games_type_sort').on(table.gameType, table.sortOrder),
    index('games_vendor_sort').on(table.vendorCode, table.sortOrder, table.nodeId),
    // Search by any part of a name (pg_trgm, migration 0006).
    index('games_name_trgm').using('gin', sql`lower(${table.displayName}) gin_trgm_ops`),
  ],
);

/** A member's favourite games (spec §4 Favourites). */
export const memberFavorites = pgTable(
  'member_favorites',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => games.nodeId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('member_favorites_recent').on(table.memberId, table.createdAt),
  ],
);

/** Games a member really launched, the latest launch per game (spec §7.2 GCS_recentGame). */
export const memberRecentGames = pgTable(
  'member_recent_games',
  {
    memberId: bigint('member_id', { mode: 'number' }).notNull(),
    nodeId: bigint('node_id', { mode: 'number' })
      .notNull()
      .references(() => games.nodeId),
    launchedAt: timestamp('launched_at', { withTimezone: true }).notNull(),
    launches: integer('launches').notNull().default(1),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.nodeId] }),
    index('member_recent_games_latest').on(table.memberId, table.launchedAt),
  ],
);

/** Notices shown on game centres: maintenance windows, releases (MCSFE_getListAnnouncements). */
export const gameAnnouncements = pgTable('game_announcements', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  title: text('title').notNull(),
  content: text('content').notNull(),
  vendorCode: text('vendor_code'),
  startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
  endsAt: timestamp('ends_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
