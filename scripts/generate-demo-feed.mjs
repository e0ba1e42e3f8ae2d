// Writes the demo provider feed (apps/server/seed-data/demo-feed.json.gz): about 10,000 slot
// games across ten slot vendors, plus in-house, live, fishing, card, sports, e-sports, cockfight,
// lottery and bingo entries (four to six providers in each vendor centre), in the format of docs/catalogue-feed.md. Deterministic: the same
// file every run. Run it after changing the lists below: node scripts/generate-demo-feed.mjs
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

import { ROOT } from './lib.mjs';

const SLOTS_PER_VENDOR = 1000;

/** A small seeded generator (mulberry32), so the feed never changes by accident. */
const randomFrom = (seed) => {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
};
const random = randomFrom(20261121);
const pick = (list) => list[Math.floor(random() * list.length)];

// Raw categories as providers file them: e-sports and cockfight vendors come under SPORTS and
// the in-house one under RNG; the menu's grouping rules (spec §4) move them.
const VENDORS = [
  { code: 'BGS', name: 'Perya Originals', category: 'RNG' },
  { code: 'LNS', name: 'Lucky Nine Studios', category: 'RNG' },
  { code: 'BAG', name: 'Bagwis Gaming', category: 'RNG' },
  { code: 'SMP', name: 'Sampaguita Slots', category: 'RNG' },
  { code: 'KLS', name: 'Kalesa Games', category: 'RNG' },
  { code: 'TSR', name: 'Tarsier Play', category: 'RNG' },
  { code: 'MYN', name: 'Mayon Reels', category: 'RNG' },
  { code: 'BRC', name: 'Boracay Spins', category: 'RNG' },
  { code: 'PLW', name: 'Palawan Gold', category: 'RNG' },
  { code: 'CBU', name: 'Cebu Cascade', category: 'RNG' },
  { code: 'VGN', name: 'Vigan Vault', category: 'RNG' },
  { code: 'TALA', name: 'Tala Live', category: 'LIVE' },
  { code: 'ALON', name: 'Alon Live Casino', category: 'LIVE' },
  { code: 'ISDA', name: 'Isda Fishing', category: 'FISH' },
  { code: 'DAGAT', name: 'Dagat Hunters', category: 'FISH' },
  { code: 'BRH', name: 'Baraha Cards', category: 'PVP' },
  { code: 'BNG', name: 'Perya Bingo', category: 'BINGO' },
  { code: 'BTI', name: 'BTi Sports', category: 'SPORTS' },
  { code: 'TFG', name: 'TF Esports', category: 'SPORTS' },
  { code: 'SV3', name: 'SV388 Sabong', category: 'SPORTS' },
  { code: 'WS168', name: 'WS168 Sabong', category: 'SPORTS' },
  { code: 'DS88', name: 'DS88 Sabong', category: 'SPORTS' },
  { code: 'TCG_LOTTO_VN', name: 'TCG Vietnam Lottery', category: 'LOTT' },
  { code: 'TCG_SEA', name: 'TCG SEA Lottery', category: 'LOTT' },
  { code: 'PLT', name: 'Perya E-Lotto', category: 'ELOTT' },
  // Enough providers in every vendor centre to browse (issue 22 item 27): sports books,
  // e-sports books (IA and AVIA filed under SPORTS, as providers file them), sabong arenas and
  // e-lotteries. Appended, so the vendors above keep their order and the slots their names.
  { code: 'SABA', name: 'Saba Sports', category: 'SPORTS' },
  { code: 'LKS', name: 'Lakas Sportsbook', category: 'SPORTS' },
  { code: 'VRT', name: 'Virtual Arena', category: 'SPORTS' },
  { code: 'IA', name: 'IA E-sports', category: 'SPORTS' },
  { code: 'AVIA', name: 'AVIA E-sports', category: 'SPORTS' },
  { code: 'DIG', name: 'Digmaan Sabong', category: 'SPORTS' },
  { code: 'WGB', name: 'WGB Sabong', category: 'SPORTS' },
  { code: 'SWT', name: 'Swerte E-Lotto', category: 'ELOTT' },
  { code: 'KNO', name: 'Keno Express', category: 'ELOTT' },
  // The in-house lottery (issue 21, decision 053): draws we run ourselves, provably fair.
  { code: 'PERYA_LOTTO', name: 'Perya Lottery', category: 'LOTT' },
];

const ADJECTIVES = [
  'Golden',
  'Lucky',
  'Mighty',
  'Royal',
  'Wild',
  'Mystic',
  'Blazing',
  'Diamond',
  'Jade',
  'Ruby',
  'Silver',
  'Crystal',
  'Thunder',
  'Sunset',
  'Midnight',
  'Fiesta',
  'Island',
  'Ocean',
  'Jungle',
  'Dragon',
  'Phoenix',
  'Tiger',
  'Lotus',
  'Sacred',
  'Magic',
  'Neon',
  'Cosmic',
  'Ancient',
  'Fortune',
  'Rich',
  'Super',
  'Mega',
  'Sweet',
  'Fire',
  'Ice',
  'Storm',
  'Hidden',
  'Emerald',
  'Sapphire',
  'Pearl',
];
const NOUNS = [
  'Carabao',
  'Mango',
  'Jeepney',
  'Sampaguita',
  'Tarsier',
  'Agila',
  'Perlas',
  'Bangus',
  'Adobo',
  'Halo-Halo',
  'Lechon',
  'Sabong',
  'Fiesta',
  'Bayanihan',
  'Barong',
  'Kalesa',
  'Parol',
  'Vinta',
  'Bahay Kubo',
  'Volcano',
  'Rice Terraces',
  'Treasure',
  'Temple',
  'Empire',
  'Dynasty',
  'Kingdom',
  'Riches',
  'Reels',
  'Spins',
  'Jackpot',
  'Coins',
  'Gems',
  'Pirates',
  'Safari',
  'Panda',
  'Koi',
  'Lantern',
  'Festival',
  'Garden',
  'Harbor',
  'Carnival',
  'Circus',
  'Rodeo',
  'Galaxy',
  'Pyramid',
  'Oasis',
  'Orchard',
  'Lagoon',
  'Reef',
  'Summit',
];
const SUFFIXES = [
  '',
  '',
  '',
  ' Deluxe',
  ' Megaways',
  ' Hold & Win',
  ' Xtreme',
  ' Gold',
  ' 1000',
  ' Power',
  ' Link',
  ' Rush',
];

const games = [];
const add = (vendor, game) =>
  games.push({ vendor, sortOrder: games.filter((entry) => entry.vendor === vendor).length + 1, ...game });

const slotVendors = VENDORS.filter((vendor) => vendor.category === 'RNG' && vendor.code !== 'BGS');
for (const vendor of slotVendors) {
  const used = new Set();
  for (let index = 1; index <= SLOTS_PER_VENDOR; index += 1) {
    let name;
    do name = `${pick(ADJECTIVES)} ${pick(NOUNS)}${pick(SUFFIXES)}`;
    while (used.has(name));
    used.add(name);
    const roll = random();
    add(vendor.code, {
      code: `${vendor.code}_${String(index).padStart(4, '0')}`,
      name,
      type: 'RNG',
      classify: roll < 0.1 ? 'JP' : null,
      hot: roll > 0.97,
      new: index > SLOTS_PER_VENDOR - 40,
      // 94.00 % to 97.50 %, as slot providers state them; from the index so the names stay put.
      rtp: 94 + ((index * 37) % 36) / 10,
    });
  }
}

const fixed = (vendor, type, entries) => {
  for (const [code, name, extra = {}] of entries)
    add(vendor, { code, name, type, classify: null, hot: false, new: false, ...extra });
};
fixed('BGS', 'BGS', [
  ['CRASH', 'Saranggola Crash', { hot: true, classify: 'AC' }],
  ['PLINKO', 'Perya Plinko', { new: true, classify: 'AC' }],
  ['COLORGAME', 'Color Game', { hot: true, classify: 'TG' }],
  ['MINES', 'Minahan', { classify: 'AC' }],
  ['DICE', 'Dais Perya', { classify: 'TG' }],
  ['LIMBO', 'Limbo Lipad', { classify: 'AC' }],
  ['HILO', 'Taas Baba', { classify: 'TG' }],
  ['WHEEL', 'Gulong ng Palad', { new: true, classify: 'TG' }],
  ['KENO', 'Keno Perya', { new: true, classify: 'AC' }],
  ['PERYA_LIGHTS', 'Perya Lights', { new: true, hot: true, rtp: 96.1 }],
]);
fixed('TALA', 'LIVE', [
  ['TALA_LOBBY', 'All Tala Live tables', { isGame: 'VASSALAGE' }],
  ['TALA_BACCARAT', 'Live Baccarat', { hot: true, classify: 'TG' }],
  ['TALA_SPEEDBAC', 'Speed Baccarat', { classify: 'TG' }],
  ['TALA_ROULETTE', 'Live Roulette', { classify: 'TG' }],
  ['TALA_DRAGONTIGER', 'Dragon Tiger', { classify: 'TG' }],
  ['TALA_SICBO', 'Sic Bo', { classify: 'TG' }],
  ['TALA_BLACKJACK', 'Blackjack', { classify: 'TG' }],
  ['TALA_COLORGAME', 'Live Color Game', { new: true, classify: 'TG' }],
]);
fixed('ALON', 'LIVE', [
  ['ALON_BACCARAT', 'Alon Baccarat', { classify: 'TG' }],
  ['ALON_ROULETTE', 'Alon Roulette', { classify: 'TG' }],
  ['ALON_POKER', "Casino Hold'em", { classify: 'TG' }],
  ['ALON_GAMESHOW', 'Money Wheel Show', { hot: true, classify: 'TG' }],
]);
fixed('ISDA', 'FISH', [
  ['ISDA_OCEANKING', 'Ocean King', { hot: true, classify: 'AC' }],
  ['ISDA_BANGUS', 'Bangus Hunter', { classify: 'AC' }],
  ['ISDA_DRAGON', 'Dragon Fishing', { classify: 'AC' }],
  ['ISDA_MERMAID', 'Sirena Shooter', { new: true, classify: 'AC' }],
]);
fixed('DAGAT', 'FISH', [
  ['DAGAT_SHARK', 'Pating Hunt', { classify: 'AC' }],
  ['DAGAT_WHALE', 'Balyena Bounty', { classify: 'AC' }],
]);
fixed('BRH', 'PVP', [
  ['BRH_TONGITS', 'Tongits', { hot: true, classify: 'TG' }],
  ['BRH_PUSOY', 'Pusoy', { classify: 'TG' }],
  ['BRH_PUSOYDOS', 'Pusoy Dos', { classify: 'TG' }],
  ['BRH_LUCKY9', 'Lucky 9', { classify: 'TG' }],
  ['BRH_SAKLA', 'Sakla', { new: true, classify: 'TG' }],
  ['BRH_BLACKJACK', 'Blackjack Duel', { classify: 'TG' }],
]);
fixed('BNG', 'BINGO', [
  ['BNG_75', 'Bingo 75', { classify: 'BG' }],
  ['BNG_90', 'Bingo 90', { classify: 'BG' }],
  ['BNG_PERYA', 'Perya Bingo Hall', { hot: true, classify: 'BG' }],
  ['BNG_SPEED', 'Speed Bingo', { new: true, classify: 'BG' }],
]);
fixed('BTI', 'SPORTS', [
  ['BTI_SPORTSBOOK', 'BTi Sportsbook'],
  ['BTI_BASKETBALL', 'PBA Basketball', { hot: true }],
  ['BTI_FOOTBALL', 'Football Live'],
  ['BTI_BOXING', 'Boxing Fight Night'],
]);
fixed('TFG', 'ESPORTS', [
  ['TFG_ESPORTS', 'TF Esports Lobby'],
  ['TFG_MLBB', 'Mobile Legends Cup', { hot: true }],
  ['TFG_DOTA2', 'Dota 2 Pro League'],
  ['TFG_VALORANT', 'Valorant Champions'],
]);
fixed('SV3', 'COCKFIGHT', [['SV3_ARENA', 'SV388 Arena', { hot: true }]]);
fixed('WS168', 'COCKFIGHT', [['WS168_ARENA', 'WS168 Arena']]);
fixed('DS88', 'COCKFIGHT', [['DS88_ARENA', 'DS88 Arena']]);
fixed('TCG_LOTTO_VN', 'LOTT', [
  ['VN_NORTH', 'Vietnam North Lottery'],
  ['VN_SOUTH', 'Vietnam South Lottery'],
  ['VN_CENTRAL', 'Vietnam Central Lottery'],
]);
fixed('TCG_SEA', 'LOTT', [
  ['SEA_4D', 'SEA 4D Lottery'],
  ['SEA_6D', 'SEA 6D Lottery'],
  ['SEA_PICK3', 'SEA Pick 3'],
]);
fixed('PLT', 'ELOTT', [
  ['PLT_LOTTO642', 'E-Lotto 6/42'],
  ['PLT_LOTTO655', 'E-Lotto 6/55'],
  ['PLT_SWERTRES', 'E-Swertres'],
  ['PLT_EZ2', 'E-EZ2'],
]);

fixed('SABA', 'SPORTS', [
  ['SABA_SPORTSBOOK', 'Saba Sportsbook', { hot: true }],
  ['SABA_BASKETBALL', 'Basketball Live'],
  ['SABA_VOLLEYBALL', 'Volleyball Live'],
  ['SABA_TENNIS', 'Tennis Live'],
  ['SABA_PARLAY', 'Mix Parlay'],
]);
fixed('LKS', 'SPORTS', [
  ['LKS_SPORTSBOOK', 'Lakas Sportsbook'],
  ['LKS_FOOTBALL', 'Football Asian Handicap', { new: true }],
  ['LKS_BOXING', 'Boxing and MMA'],
]);
fixed('VRT', 'SPORTS', [
  ['VRT_FOOTBALL', 'Virtual Football', { new: true }],
  ['VRT_BASKETBALL', 'Virtual Basketball'],
  ['VRT_HORSES', 'Virtual Horse Racing'],
  ['VRT_CYCLING', 'Virtual Cycling'],
]);
fixed('IA', 'ESPORTS', [
  ['IA_LOBBY', 'IA E-sports Lobby'],
  ['IA_MLBB', 'MLBB Philippines League', { hot: true }],
  ['IA_LOL', 'League of Legends Worlds'],
  ['IA_CS2', 'Counter-Strike 2 Major'],
]);
fixed('AVIA', 'ESPORTS', [
  ['AVIA_LOBBY', 'AVIA E-sports Lobby'],
  ['AVIA_DOTA2', 'Dota 2 Invitational'],
  ['AVIA_VALORANT', 'Valorant Masters', { new: true }],
  ['AVIA_PUBG', 'PUBG Mobile Series'],
]);
fixed('DIG', 'COCKFIGHT', [
  ['DIG_ARENA', 'Digmaan Arena', { hot: true }],
  ['DIG_DERBY', 'Digmaan Derby'],
]);
fixed('WGB', 'COCKFIGHT', [
  ['WGB_ARENA', 'WGB Arena'],
  ['WGB_BAKBAKAN', 'Bakbakan Night', { new: true }],
]);
fixed('SWT', 'ELOTT', [
  ['SWT_LOTTO649', 'E-Lotto 6/49'],
  ['SWT_LOTTO658', 'E-Lotto 6/58', { hot: true }],
  ['SWT_STL', 'E-STL Pares'],
  ['SWT_4D', 'E-4D Digits'],
]);
fixed('KNO', 'ELOTT', [
  ['KNO_KENO', 'Keno Express', { hot: true }],
  ['KNO_QUICK', 'Quick Keno 80'],
  ['KNO_PICK', 'Pick 10 Keno', { new: true }],
]);

fixed('PERYA_LOTTO', 'LOTT', [
  ['PL_QUICK_1', 'Quick Draw 1 Minute', { hot: true }],
  ['PL_QUICK_3', 'Quick Draw 3 Minutes'],
  ['PL_QUICK_5', 'Quick Draw 5 Minutes'],
  ['PL_VN_NORTH', 'Northern Daily Draw', { new: true }],
  ['PL_VN_CENTRAL', 'Central Daily Draw'],
  ['PL_VN_SOUTH', 'Southern Daily Draw'],
  ['PL_4D', 'Perya 4D', { new: true }],
  ['PL_LOTTO_642', 'Lotto 6/42'],
  ['PL_LOTTO_645', 'Lotto 6/45'],
  ['PL_LOTTO_649', 'Lotto 6/49'],
  ['PL_LOTTO_655', 'Lotto 6/55'],
  ['PL_LOTTO_658', 'Lotto 6/58'],
]);

const feed = {
  format: 'perya-catalogue/1',
  vendors: VENDORS.map((vendor, index) => ({ ...vendor, sortOrder: index, maintenance: false, enabled: true })),
  games: games.map((game) => ({ isGame: 'GAME', maintenance: false, enabled: true, ...game })),
};

const target = join(ROOT, 'apps', 'server', 'seed-data', 'demo-feed.json.gz');
writeFileSync(target, gzipSync(JSON.stringify(feed), { level: 9 }));
process.stdout.write(`wrote ${target}: ${feed.vendors.length} vendors, ${feed.games.length} games\n`);
