import type { Game } from './games';
import { LOTTERY_VENDOR, lotteryGameOf } from './lottery-games';

// The launch rules of spec §2.7 and the image host's layout (spec §3): plain functions without a
// schema, so a client can use them without loading zod.

/** Vietnamese lottery vendors (open /vnLottery) and South-East-Asian ones (open /seaLottery). */
export const VN_LOTTERY_VENDORS = ['TCG_LOTTO_VN'] as const;
export const SEA_LOTTERY_VENDORS = ['TCG_SEA'] as const;

/** What a click on a game does (spec §2.7 launch rules), before any call. */
export type LaunchTarget =
  | { kind: 'LOGIN' }
  | { kind: 'REGISTER_DIALOG' }
  | { kind: 'MAINTENANCE' }
  | { kind: 'VENDOR_LIST'; vassalage: string }
  | { kind: 'ROUTE'; path: '/vnLottery' | '/seaLottery' | '/lottery'; query: { gameCode: string } }
  | { kind: 'ROUTE'; path: '/rng'; query: { vassalage: string } }
  | { kind: 'LAUNCH'; nodeId: number };

/**
 * The launch rules of spec §2.7, in order: guests log in, trial accounts are asked to register,
 * a game or vendor under maintenance says so, lotteries open their page, an RNG vendor tile from
 * the vendor list opens /rng for that vendor, a VASSALAGE entry opens its list, and everything
 * else launches through the provider.
 */
export const launchTargetOf = (
  game: Pick<Game, 'nodeId' | 'gameType' | 'vassalage' | 'gameCode' | 'isGame' | 'isMaintenance'>,
  context: { session: 'guest' | 'trial' | 'member'; fromVendorList?: boolean; vendorInMaintenance?: boolean },
): LaunchTarget => {
  if (context.session === 'guest') return { kind: 'LOGIN' };
  if (context.session === 'trial') return { kind: 'REGISTER_DIALOG' };
  if (game.isMaintenance || context.vendorInMaintenance) return { kind: 'MAINTENANCE' };
  // The in-house lottery (decision 053): each game opens the page of its kind.
  if (game.vassalage === LOTTERY_VENDOR) {
    const path = lotteryGameOf(game.gameCode)?.path ?? '/lottery';
    return { kind: 'ROUTE', path, query: { gameCode: game.gameCode } };
  }
  if ((VN_LOTTERY_VENDORS as readonly string[]).includes(game.vassalage)) {
    return { kind: 'ROUTE', path: '/vnLottery', query: { gameCode: game.gameCode } };
  }
  if ((SEA_LOTTERY_VENDORS as readonly string[]).includes(game.vassalage)) {
    return { kind: 'ROUTE', path: '/seaLottery', query: { gameCode: game.gameCode } };
  }
  if (game.gameType === 'LOTT' || game.gameType === 'ELOTT')
    return { kind: 'ROUTE', path: '/lottery', query: { gameCode: game.gameCode } };
  if (game.gameType === 'RNG' && context.fromVendorList)
    return { kind: 'ROUTE', path: '/rng', query: { vassalage: game.vassalage } };
  if (game.isGame === 'VASSALAGE') return { kind: 'VENDOR_LIST', vassalage: game.vassalage };
  return { kind: 'LAUNCH', nodeId: game.nodeId };
};

/**
 * Where a vendor's image lives (spec §3): the image host, the game type and the vendor code. BTI
 * (one sports book shown under SPORTS and ESPORTS) always uses its SPORTS image; TCG_SEA (a
 * lottery shown under either prize mode) always uses its LOTT image.
 */
export const vendorImageUrl = (
  imageHost: string,
  vassalage: string,
  gameType: string,
  /** `logo`: the wordmark; `mark`: the square mark for small places with the name beside it. */
  variant: 'logo' | 'mark' = 'logo',
): string => {
  const type = vassalage === 'BTI' ? 'SPORTS' : vassalage === 'TCG_SEA' ? 'LOTT' : gameType;
  return `${imageHost.replace(/\/+$/, '')}/vendors/${type}/${vassalage}${variant === 'mark' ? '.mark' : ''}.svg`;
};

/** Where a game's icons live on the image host (square, and the large "lager" icon). */
export const gameImageUrl = (
  imageHost: string,
  vassalage: string,
  gameCode: string,
  size: 'icon' | 'large' = 'icon',
): string =>
  `${imageHost.replace(/\/+$/, '')}/games/${vassalage}/${encodeURIComponent(gameCode)}${size === 'large' ? '.large' : ''}.svg`;
