import type { Vendor, VendorLane } from '@perya/contracts';
import { GAME_CATEGORIES, PROVIDER_DROPDOWN_LARGE_ABOVE } from '@perya/contracts';

import { paths } from '@/config/paths';
import { useGameMenus } from '@/features/games/api/game-menus';

export type NavItem = {
  code: string;
  labelKey: string;
  /** The category's page; null when the server names none (its vendors launch directly). */
  to: string | null;
  /** The menu lane behind a game category: its providers fill the drop-down. */
  lane?: VendorLane;
};

/** Categories that always open their page, even with a single provider (spec §2.3). */
export const ALWAYS_OPEN_PAGE = ['HOME', 'PROMO', 'PROMOTIONS', 'PVP', 'FISH', 'RNG'];

const HOME_ITEM: NavItem = { code: 'HOME', labelKey: 'nav.home', to: paths.home };
const FAVORITE_ITEM: NavItem = { code: 'FAV', labelKey: 'nav.in_favorite', to: paths.favorite };
const PROMOTIONS_ITEM: NavItem = { code: 'PROMOTIONS', labelKey: 'nav.promotions', to: paths.promotions };

const categoryPath = (code: string): string | null =>
  GAME_CATEGORIES.find((category) => category.code === code)?.path ?? null;

/** Until the menu arrives (or when it cannot), the categories the portal knows. */
export const NAV_ITEMS: NavItem[] = [
  HOME_ITEM,
  FAVORITE_ITEM,
  ...GAME_CATEGORIES.map((category) => ({
    code: category.code,
    labelKey: `nav.${category.labelKey}`,
    to: category.path,
  })),
  PROMOTIONS_ITEM,
];

/** The category list of spec §2.3: home, favorite, the server's lanes in order, then promotions. */
export const navItemsFromLanes = (lanes: VendorLane[]): NavItem[] => [
  HOME_ITEM,
  FAVORITE_ITEM,
  ...lanes.map((lane) => ({
    code: lane.title,
    labelKey: `nav.${lane.nameKey}`,
    to: lane.page ?? categoryPath(lane.title),
    lane,
  })),
  PROMOTIONS_ITEM,
];

export const useNavItems = (): { items: NavItem[]; imageHost?: string } => {
  const menus = useGameMenus();
  return menus.data
    ? { items: navItemsFromLanes(menus.data.lanes), imageHost: menus.data.imageHost }
    : { items: NAV_ITEMS };
};

/** The provider a click on the category launches directly: only when it is the only one. */
export const directVendorOf = (item: NavItem): Vendor | null =>
  item.lane && !ALWAYS_OPEN_PAGE.includes(item.code) && item.lane.vendors.length === 1 ? item.lane.vendors[0]! : null;

/** Whether a category's provider drop-down uses the large grid (more than 10 providers). */
export const isLargeDropdown = (lane: VendorLane): boolean => lane.vendors.length > PROVIDER_DROPDOWN_LARGE_ABOVE;

/** Whether the category's page lists games (a provider in the drop-down filters it). */
export const isListCentre = (code: string): boolean =>
  GAME_CATEGORIES.some((category) => category.code === code && category.listCentre);

/**
 * How many navigation items, of these widths in order and `gap` apart, fit in `available` pixels.
 * When not all fit, room is kept for the "More" button (`moreWidth`) that lists the rest.
 */
export const fittingCount = (widths: number[], available: number, gap: number, moreWidth: number): number => {
  const total = widths.reduce((sum, width, index) => sum + width + (index > 0 ? gap : 0), 0);
  if (total <= available) return widths.length;
  let used = 0;
  let count = 0;
  for (const width of widths) {
    const next = used + (count > 0 ? gap : 0) + width;
    if (next + gap + moreWidth > available) break;
    used = next;
    count += 1;
  }
  return count;
};
