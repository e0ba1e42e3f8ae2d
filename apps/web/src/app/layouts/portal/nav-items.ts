import { GAME_CATEGORIES } from '@perya/contracts';

import { paths } from '@/config/paths';

export type NavItem = { code: string; labelKey: string; to: string };

/** The category list of spec §2.3: home, favorite, the game categories, then promotions. */
export const NAV_ITEMS: NavItem[] = [
  { code: 'HOME', labelKey: 'nav.home', to: paths.home },
  { code: 'FAV', labelKey: 'nav.in_favorite', to: paths.favorite },
  ...GAME_CATEGORIES.map((category) => ({
    code: category.code,
    labelKey: `nav.${category.labelKey}`,
    to: category.path,
  })),
  { code: 'PROMOTIONS', labelKey: 'nav.promotions', to: paths.promotions },
];
