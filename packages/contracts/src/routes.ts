// The portal's routes (spec §2.1) and game categories. The web router is built from this table
// and the server uses it to tell a known page (index.html, 200) from an unknown one (404).

export const GAME_CATEGORIES = [
  { code: 'LIVE', path: '/live', pageId: 'w_live', labelKey: 'con_live', listCentre: true },
  { code: 'RNG', path: '/rng', pageId: 'w_rng', labelKey: 'con_rng', listCentre: true },
  { code: 'FISH', path: '/fish', pageId: 'w_fish', labelKey: 'con_fish', listCentre: true },
  { code: 'PVP', path: '/pvp', pageId: 'w_pvp', labelKey: 'con_pvp', listCentre: true },
  { code: 'BGS', path: '/bgs', pageId: 'w_bgs', labelKey: 'in_house', listCentre: true },
  { code: 'BINGO', path: '/bingo', pageId: 'w_bingo', labelKey: 'in_bingo', listCentre: true },
  { code: 'SPORTS', path: '/sports', pageId: 'w_sports', labelKey: 'con_sports', listCentre: false },
  { code: 'ESPORTS', path: '/esports', pageId: 'w_esports', labelKey: 'compete_game', listCentre: false },
  { code: 'LOTT', path: '/lott', pageId: 'w_lott', labelKey: 'con_lott', listCentre: false },
  { code: 'ELOTT', path: '/elott', pageId: 'w_elott', labelKey: 'con_elott', listCentre: false },
  { code: 'COCKFIGHT', path: '/cockfight', pageId: 'w_cockfight', labelKey: 'con_cock', listCentre: false },
] as const;

export type GameCategory = (typeof GAME_CATEGORIES)[number];
export type GameCategoryCode = GameCategory['code'];
export const GAME_CATEGORY_CODES = GAME_CATEGORIES.map((category) => category.code) as [
  GameCategoryCode,
  ...GameCategoryCode[],
];

export const HOME_PATHS = ['/', '/index', '/index.html', '/home'] as const;

/** Paths that count as game pages: they hide the side menu (spec §2.1). */
export const GAME_PAGE_PATHS = ['/seamless', '/lottert', '/vnlottery', '/sealottery'] as const;

export const isGamePagePath = (pathname: string): boolean =>
  (GAME_PAGE_PATHS as readonly string[]).includes(pathname.toLowerCase().replace(/\/+$/, '') || '/');

export type PortalRoute = {
  path: string;
  /** Needs a session token; without one the guard redirects to /login (spec §2.2). */
  needsLogin: boolean;
};

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  ...HOME_PATHS.map((path) => ({ path, needsLogin: false })),
  { path: '/login', needsLogin: false },
  { path: '/register', needsLogin: false },
  { path: '/agent', needsLogin: false },
  { path: '/agentHome', needsLogin: true },
  { path: '/member', needsLogin: true },
  { path: '/help', needsLogin: false },
  { path: '/helpmc', needsLogin: false },
  { path: '/favorite', needsLogin: true },
  { path: '/recent', needsLogin: true },
  { path: '/promotions', needsLogin: false },
  { path: '/pointMall', needsLogin: false },
  { path: '/lottery', needsLogin: true },
  { path: '/seaLottery', needsLogin: true },
  { path: '/vnLottery', needsLogin: true },
  { path: '/seamless', needsLogin: false },
  // Where the e-mailed password-reset link lands (spec §2.8 "reset password").
  { path: '/resetPassword', needsLogin: false },
  // App download and the install guides (spec §2.8).
  { path: '/appDownload', needsLogin: false },
  { path: '/installGuide/ios', needsLogin: false },
  { path: '/installGuide/android', needsLogin: false },
  // A relative asks for a member's exclusion (decision 038; domain rules §6): no account needed.
  { path: '/familyExclusion', needsLogin: false },
  ...GAME_CATEGORIES.map((category) => ({ path: category.path, needsLogin: false })),
];

const KNOWN_PATHS = new Set(PORTAL_ROUTES.map((route) => route.path.toLowerCase()));

/** Whether a path (without query or hash) is one of the portal's pages. */
export const isPortalPath = (pathname: string): boolean =>
  KNOWN_PATHS.has((pathname.replace(/\/+$/, '') || '/').toLowerCase());

/**
 * Pages below these prefixes (member centre, agent centre sub-pages, an original's fairness page
 * /fair/<game>, decision 060) are portal pages too.
 */
export const PORTAL_PATH_PREFIXES = ['/member/', '/agentHome/', '/fair/'] as const;

export const isPortalPagePath = (pathname: string): boolean =>
  isPortalPath(pathname) || PORTAL_PATH_PREFIXES.some((prefix) => pathname.startsWith(prefix));
