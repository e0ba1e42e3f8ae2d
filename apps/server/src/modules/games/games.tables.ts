import { bigint, boolean, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** Game providers ("vassalage" in the spec), each under one game category. */
export const gameVendors = pgTable('game_vendors', {
  code: text('code').primaryKey(),
  displayName: text('display_name').notNull(),
  category: text('category').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  isMaintenance: boolean('is_maintenance').notNull().default(false),
  isEnabled: boolean('is_enabled').notNull().default(true),
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
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('games_vendor_game_code').on(table.vendorCode, table.gameCode),
    index('games_type_sort').on(table.gameType, table.sortOrder),
  ],
);
