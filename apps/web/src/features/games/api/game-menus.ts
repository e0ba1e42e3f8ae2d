import { queryOptions, useQuery } from '@tanstack/react-query';

import type { GameMenus, Vendor, VendorLane } from '@perya/contracts';
import { vendorImageUrl } from '@perya/contracts';

import { api } from '@/lib/api-client';
import { lazySchema } from '@/lib/lazy-schema';

import { gameKeys } from './query-keys';

/** GET /lgw/games/game_menus: the categories in menu order with their vendors (spec §2.3, §4). */
export const getGameMenus = () =>
  api.get('/lgw/games/game_menus', lazySchema('GameMenusSchema'), { platform: 'html5-desktop' });

// The menu changes when operators add a vendor: minutes-old is fresh enough, and every page
// (top nav, side menu, centres) shares the one cached copy.
export const gameMenusQueryOptions = () =>
  queryOptions({ queryKey: gameKeys.menus(), queryFn: getGameMenus, staleTime: 5 * 60_000, gcTime: 30 * 60_000 });

export const useGameMenus = () => useQuery(gameMenusQueryOptions());

export const findLane = (menus: GameMenus | undefined, code: string): VendorLane | undefined =>
  menus?.lanes.find((lane) => lane.title === code);

/** Every vendor of the menu once (a vendor may sit in two lanes), for provider pickers. */
export const allVendors = (menus: GameMenus | undefined): Vendor[] => {
  const seen = new Map<string, Vendor>();
  for (const lane of menus?.lanes ?? []) {
    for (const vendor of lane.vendors) if (!seen.has(vendor.vassalage)) seen.set(vendor.vassalage, vendor);
  }
  return [...seen.values()];
};

/** A vendor's logo (its wordmark): derived from the image host (spec §3), or what the menu sent. */
export const vendorLogoUrl = (vendor: Vendor, imageHost: string | undefined): string =>
  imageHost ? vendorImageUrl(imageHost, vendor.vassalage, vendor.gameCategory) : vendor.imageUrl;

/**
 * A vendor's square mark, for small places that print the name beside it (chips, drop-downs,
 * popups), where the wordmark would shrink to an unreadable sliver. Without an image host there
 * is none: VendorLogo then draws the initials.
 */
export const vendorMarkUrl = (vendor: Vendor, imageHost: string | undefined): string =>
  imageHost ? vendorImageUrl(imageHost, vendor.vassalage, vendor.gameCategory, 'mark') : '';
