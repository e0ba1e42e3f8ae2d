import type { GameClassify, GameMenus, VendorLane } from '@perya/contracts';
import {
  COCKFIGHT_VENDORS,
  ESPORTS_VENDORS,
  GAME_CATEGORIES,
  RNG_EXCLUDED_VENDORS,
  VN_LOTTERY_VENDORS,
  vendorImageUrl,
} from '@perya/contracts';

// The vendor grouping rules of spec §4, applied to the vendors as providers file them:
// - e-sports and cockfight vendors filed under SPORTS leave it to form ESPORTS and COCKFIGHT;
// - RNG vendors on the excluded list form the in-house category (BGS);
// - an empty BINGO lane is added after FISH when no vendor offers bingo;
// - the prize mode is ELOTT when the ELOTT lane holds TCG_LOTTO_VN or lottery (LOTT) cards.

export type VendorForMenu = {
  code: string;
  displayName: string;
  /** The category the provider filed it under. */
  category: string;
  sortOrder: number;
  isMaintenance: boolean;
  gameCount: number;
  /** The game types its games have, and the classification tabs in use. */
  gameTypes: string[];
  classifies: GameClassify[];
  lobbyGame: { nodeId: number; gameCode: string; gameType: string } | null;
};

const includes = (list: readonly string[], value: string) => list.includes(value);

/** The category a vendor is shown under. */
export const displayCategoryOf = (vendor: Pick<VendorForMenu, 'code' | 'category'>): string => {
  if (vendor.category === 'SPORTS' && includes(ESPORTS_VENDORS, vendor.code)) return 'ESPORTS';
  if (vendor.category === 'SPORTS' && includes(COCKFIGHT_VENDORS, vendor.code)) return 'COCKFIGHT';
  if (vendor.category === 'RNG' && includes(RNG_EXCLUDED_VENDORS, vendor.code)) return 'BGS';
  return vendor.category;
};

const CATEGORY_ORDER = GAME_CATEGORIES.map((category) => category.code as string);

/** The menu: one lane per category that has vendors, in the portal's category order. */
export const groupVendorLanes = (vendors: VendorForMenu[], imageHost: string): GameMenus => {
  const byCategory = new Map<string, VendorForMenu[]>();
  for (const vendor of [...vendors].sort((a, b) => a.sortOrder - b.sortOrder || a.code.localeCompare(b.code))) {
    const category = displayCategoryOf(vendor);
    byCategory.set(category, [...(byCategory.get(category) ?? []), vendor]);
  }
  if (!byCategory.has('BINGO') && byCategory.has('FISH')) byCategory.set('BINGO', []);

  const lanes: VendorLane[] = [...byCategory.entries()]
    .sort(([a], [b]) => {
      const order = (code: string) =>
        CATEGORY_ORDER.includes(code) ? CATEGORY_ORDER.indexOf(code) : CATEGORY_ORDER.length;
      return order(a) - order(b);
    })
    .map(([code, members]) => {
      const category = GAME_CATEGORIES.find((entry) => entry.code === code);
      const classifies = new Set(members.flatMap((member) => member.classifies));
      return {
        title: code,
        nameKey: category?.labelKey ?? code.toLowerCase(),
        page: category?.path ?? null,
        hasVendors: members.length > 0,
        vendors: members.map((member) => ({
          vassalage: member.code,
          displayName: member.displayName,
          gameCategory: code,
          imageUrl: vendorImageUrl(imageHost, member.code, code),
          isMaintenance: member.isMaintenance,
          gameCount: member.gameCount,
          lobbyGame: category?.listCentre === false ? member.lobbyGame : null,
        })),
        gameClassify: (['JP', 'TG', 'AC', 'BG'] as const).filter((tab) => classifies.has(tab)),
      };
    });

  // An empty BINGO lane goes right after FISH (spec §4), whatever the general order says.
  const bingo = lanes.findIndex((lane) => lane.title === 'BINGO');
  const fish = lanes.findIndex((lane) => lane.title === 'FISH');
  if (bingo >= 0 && fish >= 0 && !lanes[bingo]?.hasVendors) {
    const [lane] = lanes.splice(bingo, 1);
    if (lane) lanes.splice(lanes.findIndex((entry) => entry.title === 'FISH') + 1, 0, lane);
  }

  const elott = byCategory.get('ELOTT') ?? [];
  const prizeMode = elott.some(
    (vendor) => includes(VN_LOTTERY_VENDORS, vendor.code) || vendor.gameTypes.includes('LOTT'),
  )
    ? 'ELOTT'
    : 'LOTT';
  return { lanes, prizeMode, imageHost };
};
