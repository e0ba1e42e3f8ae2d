import type { NewGameRow, NewVendorRow } from '../modules/games';

// A small starter catalogue: one or two vendors per category with a handful of games each.
// The spec's own vendor codes (BGS, SV3, WS168, BTI, TCG_*) are used where it names them.

export const DEMO_VENDORS: NewVendorRow[] = [
  { code: 'BGS', displayName: 'Perya Originals', category: 'BGS', sortOrder: 0 },
  { code: 'LNS', displayName: 'Lucky Nine Studios', category: 'RNG', sortOrder: 1 },
  { code: 'BAG', displayName: 'Bagwis Gaming', category: 'RNG', sortOrder: 2 },
  { code: 'TALA', displayName: 'Tala Live', category: 'LIVE', sortOrder: 3 },
  { code: 'ISDA', displayName: 'Isda Fishing', category: 'FISH', sortOrder: 4 },
  { code: 'BRH', displayName: 'Baraha Cards', category: 'PVP', sortOrder: 5 },
  { code: 'BTI', displayName: 'BTi Sports', category: 'SPORTS', sortOrder: 6 },
  { code: 'TFG', displayName: 'TF Esports', category: 'ESPORTS', sortOrder: 7 },
  { code: 'SV3', displayName: 'SV388 Sabong', category: 'COCKFIGHT', sortOrder: 8 },
  { code: 'WS168', displayName: 'WS168 Sabong', category: 'COCKFIGHT', sortOrder: 9 },
  { code: 'TCG_LOTTO_VN', displayName: 'TCG Vietnam Lottery', category: 'LOTT', sortOrder: 10 },
  { code: 'TCG_SEA', displayName: 'TCG SEA Lottery', category: 'LOTT', sortOrder: 11 },
];

const game = (
  vendorCode: string,
  gameType: string,
  gameCode: string,
  displayName: string,
  extra: Partial<NewGameRow> = {},
): NewGameRow => ({ vendorCode, gameType, gameCode, displayName, ...extra });

export const DEMO_GAMES: NewGameRow[] = [
  game('BGS', 'BGS', 'CRASH', 'Saranggola Crash', { isHot: true, classify: 'AC' }),
  game('BGS', 'BGS', 'PLINKO', 'Perya Plinko', { isNew: true, classify: 'AC' }),
  game('BGS', 'BGS', 'COLORGAME', 'Color Game', { isHot: true, classify: 'TG' }),
  game('LNS', 'RNG', 'LNS_FORTUNE9', 'Fortune Nine', { isHot: true, classify: 'JP' }),
  game('LNS', 'RNG', 'LNS_JEEPNEY', 'Jeepney Jackpot', { classify: 'JP' }),
  game('LNS', 'RNG', 'LNS_MANGO', 'Golden Mango', { isNew: true }),
  game('LNS', 'RNG', 'LNS_FIESTA', 'Fiesta Reels'),
  game('BAG', 'RNG', 'BAG_AGILA', 'Agila Rising', { isHot: true }),
  game('BAG', 'RNG', 'BAG_PERLAS', 'Perlas ng Silangan', { classify: 'JP' }),
  game('BAG', 'RNG', 'BAG_BAYANIHAN', 'Bayanihan Wilds', { isNew: true }),
  game('TALA', 'LIVE', 'TALA_BACCARAT', 'Live Baccarat', { isHot: true, classify: 'TG' }),
  game('TALA', 'LIVE', 'TALA_ROULETTE', 'Live Roulette', { classify: 'TG' }),
  game('TALA', 'LIVE', 'TALA_DRAGONTIGER', 'Dragon Tiger', { classify: 'TG' }),
  game('TALA', 'LIVE', 'TALA_SICBO', 'Sic Bo', { classify: 'TG' }),
  game('ISDA', 'FISH', 'ISDA_OCEANKING', 'Ocean King', { isHot: true, classify: 'AC' }),
  game('ISDA', 'FISH', 'ISDA_BANGUS', 'Bangus Hunter', { classify: 'AC' }),
  game('BRH', 'PVP', 'BRH_TONGITS', 'Tongits', { isHot: true, classify: 'TG' }),
  game('BRH', 'PVP', 'BRH_PUSOY', 'Pusoy', { classify: 'TG' }),
  game('BRH', 'PVP', 'BRH_PEKTOS', 'Pusoy Dos', { classify: 'TG' }),
  game('BTI', 'SPORTS', 'BTI_SPORTSBOOK', 'BTi Sportsbook', { isGame: 'GAME' }),
  game('TFG', 'ESPORTS', 'TFG_ESPORTS', 'TF Esports Lobby'),
  game('SV3', 'COCKFIGHT', 'SV3_ARENA', 'SV388 Arena', { isHot: true }),
  game('WS168', 'COCKFIGHT', 'WS168_ARENA', 'WS168 Arena'),
  game('TCG_LOTTO_VN', 'LOTT', 'VN_NORTH', 'Vietnam North Lottery'),
  game('TCG_SEA', 'LOTT', 'SEA_4D', 'SEA 4D Lottery'),
];
