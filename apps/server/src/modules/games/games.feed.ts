import { readFile } from 'node:fs/promises';
import { gunzipSync } from 'node:zlib';

import { z } from 'zod';

import { GAME_CLASSIFY_TABS, GAME_TYPES } from '@perya/contracts';

import type { NewGameRow, NewVendorRow } from './games.repository';

// The provider feed (docs/catalogue-feed.md): vendors and games in one JSON document.

const code = z.string().regex(/^[A-Z0-9_]{2,32}$/);

export const CatalogueFeedSchema = z.object({
  format: z.literal('perya-catalogue/1'),
  vendors: z.array(
    z.object({
      code,
      name: z.string().trim().min(1).max(64),
      category: z.enum(GAME_TYPES),
      sortOrder: z.number().int().min(0).max(100_000).default(0),
      maintenance: z.boolean().default(false),
      enabled: z.boolean().default(true),
    }),
  ),
  games: z.array(
    z.object({
      vendor: code,
      code: z.string().trim().min(1).max(64),
      name: z.string().trim().min(1).max(128),
      type: z.enum(GAME_TYPES),
      classify: z.enum(GAME_CLASSIFY_TABS).nullable().default(null),
      hot: z.boolean().default(false),
      new: z.boolean().default(false),
      isGame: z.enum(['GAME', 'VASSALAGE']).default('GAME'),
      sortOrder: z.number().int().min(0).max(1_000_000).default(0),
      maintenance: z.boolean().default(false),
      enabled: z.boolean().default(true),
      icon: z.url().nullable().default(null),
      largeIcon: z.url().nullable().default(null),
      /** The game's return to player in percent (96.5), as the provider states it; null: the category's default. */
      rtp: z.number().min(50).max(100).multipleOf(0.01).nullable().default(null),
    }),
  ),
});
export type CatalogueFeed = z.output<typeof CatalogueFeedSchema>;

/**
 * Checks a feed's text (JSON); throws an Error naming the first problem and where. The ops command
 * and the back office's import both come here.
 */
export const parseFeedText = (text: string, label = 'feed'): CatalogueFeed => {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new Error(`${label} is not JSON`);
  }
  const parsed = CatalogueFeedSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new Error(`${label} is not valid: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim());
  }
  const vendors = new Set(parsed.data.vendors.map((vendor) => vendor.code));
  const unknown = parsed.data.games.find((game) => !vendors.has(game.vendor));
  if (unknown)
    throw new Error(`${label}: game ${unknown.code} names vendor ${unknown.vendor}, which the feed does not list`);
  return parsed.data;
};

/** Reads a feed file (`.json` or gzipped `.json.gz`) and checks it; throws with the first problem. */
export const readFeedFile = async (path: string): Promise<CatalogueFeed> => {
  const bytes = await readFile(path);
  return parseFeedText((path.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8'), `feed ${path}`);
};

/** The feed as catalogue rows. */
export const feedRows = (feed: CatalogueFeed): { vendors: NewVendorRow[]; games: NewGameRow[] } => ({
  vendors: feed.vendors.map((vendor) => ({
    code: vendor.code,
    displayName: vendor.name,
    category: vendor.category,
    sortOrder: vendor.sortOrder,
    isMaintenance: vendor.maintenance,
    isEnabled: vendor.enabled,
  })),
  games: feed.games.map((game) => ({
    vendorCode: game.vendor,
    gameCode: game.code,
    gameType: game.type,
    displayName: game.name,
    iconUrl: game.icon,
    largeIconUrl: game.largeIcon,
    isGame: game.isGame,
    classify: game.classify,
    isHot: game.hot,
    isNew: game.new,
    isMaintenance: game.maintenance,
    isEnabled: game.enabled,
    sortOrder: game.sortOrder,
    rtpBasisPoints: game.rtp === null ? null : Math.round(game.rtp * 100),
  })),
});
