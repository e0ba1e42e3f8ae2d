// The symbols and scenes of the generated game pictures (games.images.ts): a game's name picks its
// symbol (a carabao for "Golden Carabao", a fish for "Bangus Hunter", a roulette wheel for
// "Live Roulette"), its first word a palette ("Ruby" red, "Jade" green), and its category the
// scene behind (reels' sunburst, the sea, a card table, a stadium, an arena). Plain SVG shapes,
// drawn in a 200 × 200 box centred on 0,0; nothing downloaded, the same picture every time.

export type Palette = { from: string; to: string; accent: string; light: string; dark: string };

export type SymbolName =
  | 'coin'
  | 'gem'
  | 'pearl'
  | 'flame'
  | 'fruit'
  | 'jeepney'
  | 'flower'
  | 'carabao'
  | 'tarsier'
  | 'tiger'
  | 'panda'
  | 'eagle'
  | 'fish'
  | 'rooster'
  | 'parol'
  | 'boat'
  | 'volcano'
  | 'pyramid'
  | 'crown'
  | 'hut'
  | 'bowl'
  | 'planet'
  | 'palm'
  | 'seven'
  | 'cards'
  | 'roulette'
  | 'dice'
  | 'kite'
  | 'plinko'
  | 'bomb'
  | 'balls'
  | 'football'
  | 'basketball'
  | 'ball'
  | 'gamepad'
  | 'trophy'
  | 'tent'
  | 'horse';

export type Scene = 'rays' | 'table' | 'sea' | 'neon' | 'hall' | 'stadium' | 'arena';

/** Words of a game's name and the symbol they call for; the first rule that matches wins. */
const SYMBOL_RULES: Array<[RegExp, SymbolName]> = [
  // Table and card games first: "Dragon Tiger" is a card game, not a dragon.
  [/baccarat|blackjack|poker|hold'?em|tongits|pusoy|lucky 9|sakla|dragon tiger|tables/, 'cards'],
  [/roulette|wheel|gulong/, 'roulette'],
  [/sic bo|dice|dais|taas baba|color game/, 'dice'],
  [/crash|saranggola|limbo|lipad/, 'kite'],
  [/plinko/, 'plinko'],
  [/mines|minahan/, 'bomb'],
  [/bingo|keno|lotto|lottery|swertres|ez2|4d|6d|pick|stl/, 'balls'],
  [/legends|dota|valorant|counter-strike|pubg|mlbb|e-?sports/, 'gamepad'],
  [/basketball|pba/, 'basketball'],
  [/horse/, 'horse'],
  [/football|soccer|parlay|sportsbook|handicap/, 'football'],
  [/tennis|volleyball|cycling/, 'ball'],
  [/boxing|mma|cup|league|champions|masters|major|invitational|series/, 'trophy'],
  [/sabong|arena|derby|bakbakan|rooster|manok/, 'rooster'],
  [/fish|bangus|koi|reef|lagoon|ocean king|pating|shark|balyena|whale|sirena|hunter|shooter/, 'fish'],
  // The nouns of the demo's slot names.
  [/carabao/, 'carabao'],
  [/mango|orchard/, 'fruit'],
  [/jeepney|kalesa/, 'jeepney'],
  [/sampaguita|lotus|garden/, 'flower'],
  [/tarsier/, 'tarsier'],
  [/agila/, 'eagle'],
  [/perlas|pearl/, 'pearl'],
  [/adobo|halo-halo|lechon/, 'bowl'],
  [/fiesta|festival|parol|lantern|bayanihan/, 'parol'],
  [/barong|kingdom|empire|dynasty|royal/, 'crown'],
  [/vinta|harbor|pirates/, 'boat'],
  [/bahay kubo/, 'hut'],
  [/volcano|summit|rice terraces/, 'volcano'],
  [/temple|pyramid/, 'pyramid'],
  [/treasure|riches|coins|fortune|rich/, 'coin'],
  [/gems|diamond|emerald|sapphire|ruby|crystal|jade/, 'gem'],
  [/panda/, 'panda'],
  [/tiger/, 'tiger'],
  [/galaxy|cosmic/, 'planet'],
  [/safari|oasis|jungle|island/, 'palm'],
  [/carnival|circus|rodeo/, 'tent'],
  [/dragon|phoenix|fire|blazing/, 'flame'],
  [/jackpot|reels|spins|777|slot/, 'seven'],
];

/** The symbol of a category's games when their name calls for none. */
const CATEGORY_SYMBOLS: Record<string, SymbolName> = {
  RNG: 'seven',
  LIVE: 'cards',
  FISH: 'fish',
  PVP: 'cards',
  BGS: 'dice',
  BINGO: 'balls',
  LOTT: 'balls',
  ELOTT: 'balls',
  SPORTS: 'football',
  ESPORTS: 'gamepad',
  COCKFIGHT: 'rooster',
};

const CATEGORY_SCENES: Record<string, Scene> = {
  RNG: 'rays',
  LIVE: 'table',
  PVP: 'table',
  FISH: 'sea',
  BGS: 'neon',
  ESPORTS: 'neon',
  BINGO: 'hall',
  LOTT: 'hall',
  ELOTT: 'hall',
  SPORTS: 'stadium',
  COCKFIGHT: 'arena',
};

export const symbolOf = (name: string, gameType: string): SymbolName => {
  const lower = name.toLowerCase();
  return SYMBOL_RULES.find(([pattern]) => pattern.test(lower))?.[1] ?? CATEGORY_SYMBOLS[gameType] ?? 'seven';
};

export const sceneOf = (gameType: string): Scene => CATEGORY_SCENES[gameType] ?? 'rays';

const PALETTES = {
  gold: { from: '#3b2300', to: '#b8860b', accent: '#ffd34d', light: '#fff3c4', dark: '#5a3a00' },
  red: { from: '#3a0612', to: '#c0162f', accent: '#ff9a3c', light: '#ffd9b0', dark: '#5c0a14' },
  green: { from: '#032b1f', to: '#0f8a5f', accent: '#7dffb8', light: '#d9ffe9', dark: '#064d35' },
  blue: { from: '#04163a', to: '#1266c4', accent: '#7fd8ff', light: '#dff5ff', dark: '#0a2c5e' },
  purple: { from: '#170733', to: '#6a1fb0', accent: '#e08bff', light: '#f4ddff', dark: '#2c0f52' },
  pink: { from: '#3a0629', to: '#d6336c', accent: '#ffc24b', light: '#ffe3ef', dark: '#5c0c3c' },
  silver: { from: '#15202b', to: '#5b7083', accent: '#e6eef5', light: '#ffffff', dark: '#243443' },
  teal: { from: '#02262b', to: '#0b8a8f', accent: '#ffe066', light: '#dcfffd', dark: '#064347' },
} satisfies Record<string, Palette>;

const PALETTE_RULES: Array<[RegExp, keyof typeof PALETTES]> = [
  [/golden|gold|fortune|rich|royal|lucky|treasure|jackpot/, 'gold'],
  [/ruby|fire|blazing|phoenix|dragon|tiger|lechon/, 'red'],
  [/jade|emerald|jungle|lotus|garden|mango|rice terraces/, 'green'],
  [/sapphire|ice|ocean|island|crystal|storm|thunder|reef|lagoon|harbor|vinta/, 'blue'],
  [/mystic|midnight|cosmic|magic|neon|sacred|galaxy|ancient/, 'purple'],
  [/sweet|fiesta|sunset|festival|carnival|halo-halo/, 'pink'],
  [/silver|pearl|perlas|diamond/, 'silver'],
];

/** A palette from the name's words, else one chosen by `pick` (a hash of the game). */
export const paletteOf = (name: string, pick: number): Palette => {
  const lower = name.toLowerCase();
  const named = PALETTE_RULES.find(([pattern]) => pattern.test(lower))?.[1];
  const all = Object.values(PALETTES);
  return named ? PALETTES[named] : (all[pick % all.length] ?? PALETTES.gold);
};

const stroke = 'stroke="#000" stroke-opacity=".28" stroke-width="3"';

/** A symbol in the 200 × 200 box around 0,0. */
export const drawSymbol = (symbol: SymbolName, p: Palette): string => {
  switch (symbol) {
    case 'coin':
      return `<circle cx="28" cy="30" r="52" fill="${p.dark}" opacity=".6"/><circle cx="-10" cy="0" r="70" fill="url(#gold)" ${stroke}/><circle cx="-10" cy="0" r="54" fill="none" stroke="#7a4a00" stroke-width="5" opacity=".55"/><text x="-10" y="26" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="74" font-weight="900" fill="#7a4a00" opacity=".8">₱</text>`;
    case 'gem':
      return `<polygon points="-70,-22 -38,-62 38,-62 70,-22 0,72" fill="${p.accent}" ${stroke}/><polygon points="-70,-22 70,-22 0,72" fill="${p.to}" opacity=".55"/><polygon points="-38,-62 -18,-22 18,-22 38,-62" fill="${p.light}" opacity=".7"/><polygon points="-18,-22 18,-22 0,72" fill="${p.light}" opacity=".35"/>`;
    case 'pearl':
      return `<path d="M-80 40 Q0 -90 80 40 Z" fill="#ffb3c7" ${stroke}/><path d="M-60 40 L-30 -20 M-20 40 L-8 -40 M20 40 L8 -40 M60 40 L30 -20" stroke="${p.dark}" stroke-width="4" opacity=".4"/><circle cx="0" cy="30" r="30" fill="url(#pearl)"/>`;
    case 'flame':
      return `<path d="M0 -86 C30 -40 70 -20 56 30 C46 70 -46 70 -56 30 C-66 -10 -30 -20 -20 -56 C-10 -30 -2 -26 0 -86 Z" fill="${p.accent}" ${stroke}/><path d="M0 -20 C20 10 34 20 26 44 C18 64 -18 64 -26 44 C-32 24 -10 10 0 -20 Z" fill="${p.light}"/>`;
    case 'fruit':
      return `<ellipse cx="0" cy="12" rx="58" ry="70" fill="#ffb020" transform="rotate(-24)" ${stroke}/><ellipse cx="-16" cy="-6" rx="18" ry="30" fill="#fff" opacity=".3" transform="rotate(-24)"/><path d="M14 -62 q30 -30 58 -14 q-28 22 -58 14" fill="#3aa85a" ${stroke}/>`;
    case 'jeepney':
      return `<rect x="-86" y="-34" width="172" height="70" rx="12" fill="${p.accent}" ${stroke}/><rect x="-70" y="-54" width="140" height="24" rx="6" fill="${p.light}"/><rect x="-74" y="-24" width="30" height="24" rx="3" fill="#1c2b44"/><rect x="-36" y="-24" width="30" height="24" rx="3" fill="#1c2b44"/><rect x="2" y="-24" width="30" height="24" rx="3" fill="#1c2b44"/><rect x="40" y="-24" width="30" height="24" rx="3" fill="#1c2b44"/><path d="M-86 14 H86" stroke="${p.dark}" stroke-width="6"/><circle cx="-50" cy="40" r="18" fill="#222" stroke="#ccc" stroke-width="5"/><circle cx="50" cy="40" r="18" fill="#222" stroke="#ccc" stroke-width="5"/>`;
    case 'flower':
      return `${[0, 72, 144, 216, 288].map((angle) => `<ellipse cx="0" cy="-40" rx="26" ry="44" fill="${p.light}" transform="rotate(${angle})" ${stroke}/>`).join('')}<circle r="22" fill="${p.accent}"/>`;
    case 'carabao':
      return `<path d="M-40 -30 Q-100 -40 -96 -84 Q-70 -50 -30 -52 Z M40 -30 Q100 -40 96 -84 Q70 -50 30 -52 Z" fill="${p.light}" ${stroke}/><ellipse cx="0" cy="10" rx="52" ry="62" fill="#5b6170" ${stroke}/><ellipse cx="0" cy="46" rx="34" ry="22" fill="#8d93a3"/><circle cx="-12" cy="46" r="5" fill="#222"/><circle cx="12" cy="46" r="5" fill="#222"/><circle cx="-22" cy="-2" r="8" fill="#fff"/><circle cx="22" cy="-2" r="8" fill="#fff"/><circle cx="-22" cy="-2" r="4" fill="#111"/><circle cx="22" cy="-2" r="4" fill="#111"/>`;
    case 'tarsier':
      return `<ellipse cx="-62" cy="-40" rx="22" ry="30" fill="#b98a5e" ${stroke}/><ellipse cx="62" cy="-40" rx="22" ry="30" fill="#b98a5e" ${stroke}/><circle cx="0" cy="10" r="70" fill="#c99a6b" ${stroke}/><circle cx="-28" cy="0" r="28" fill="#fff"/><circle cx="28" cy="0" r="28" fill="#fff"/><circle cx="-28" cy="0" r="20" fill="#5a3000"/><circle cx="28" cy="0" r="20" fill="#5a3000"/><circle cx="-28" cy="0" r="10" fill="#000"/><circle cx="28" cy="0" r="10" fill="#000"/><circle cx="-22" cy="-6" r="5" fill="#fff"/><circle cx="34" cy="-6" r="5" fill="#fff"/><path d="M-8 44 Q0 52 8 44" stroke="#5a3000" stroke-width="4" fill="none"/>`;
    case 'tiger':
      return `<circle cx="-50" cy="-52" r="20" fill="#f08a24" ${stroke}/><circle cx="50" cy="-52" r="20" fill="#f08a24" ${stroke}/><circle cx="0" cy="0" r="70" fill="#f59a2f" ${stroke}/><path d="M-10 -70 L0 -44 L10 -70 M-60 -20 L-34 -12 M60 -20 L34 -12 M-66 10 L-40 10 M66 10 L40 10" stroke="#2b1600" stroke-width="7" stroke-linecap="round"/><ellipse cx="0" cy="30" rx="32" ry="24" fill="#fff4e0"/><circle cx="-24" cy="-10" r="8" fill="#2b1600"/><circle cx="24" cy="-10" r="8" fill="#2b1600"/><path d="M-10 22 L10 22 L0 32 Z" fill="#2b1600"/>`;
    case 'panda':
      return `<circle cx="-52" cy="-52" r="22" fill="#111" /><circle cx="52" cy="-52" r="22" fill="#111"/><circle cx="0" cy="0" r="70" fill="#fff" ${stroke}/><ellipse cx="-26" cy="-6" rx="16" ry="22" fill="#111" transform="rotate(-20 -26 -6)"/><ellipse cx="26" cy="-6" rx="16" ry="22" fill="#111" transform="rotate(20 26 -6)"/><circle cx="-24" cy="-8" r="6" fill="#fff"/><circle cx="24" cy="-8" r="6" fill="#fff"/><ellipse cx="0" cy="26" rx="12" ry="8" fill="#111"/>`;
    case 'eagle':
      return `<path d="M0 -10 Q-60 -80 -98 -30 Q-60 -40 -40 0 Q-70 -10 -80 20 Q-40 10 -10 30 Z M0 -10 Q60 -80 98 -30 Q60 -40 40 0 Q70 -10 80 20 Q40 10 10 30 Z" fill="#6b4423" ${stroke}/><ellipse cx="0" cy="16" rx="24" ry="40" fill="#7a4f2a"/><circle cx="0" cy="-30" r="22" fill="#fff" ${stroke}/><path d="M6 -30 L26 -22 L6 -16 Z" fill="${p.accent}"/><circle cx="-2" cy="-34" r="4" fill="#111"/>`;
    case 'fish':
      return `<path d="M50 0 L96 -36 L90 0 L96 36 Z" fill="${p.accent}" ${stroke}/><ellipse cx="-6" cy="0" rx="66" ry="40" fill="${p.accent}" ${stroke}/><path d="M-20 -40 Q0 -70 24 -38" fill="${p.light}"/><path d="M6 -30 Q20 0 6 30" stroke="${p.dark}" stroke-width="4" fill="none" opacity=".5"/><circle cx="-40" cy="-8" r="10" fill="#fff"/><circle cx="-42" cy="-8" r="5" fill="#111"/><circle cx="-80" cy="-50" r="7" fill="#fff" opacity=".5"/><circle cx="-90" cy="-74" r="4" fill="#fff" opacity=".5"/>`;
    case 'rooster':
      return `<path d="M-20 20 Q-90 -10 -70 -80 Q-50 -30 -20 -20 Z" fill="#1f6b3a" ${stroke}/><path d="M-20 10 Q-80 0 -86 -50 Q-56 -20 -20 -10 Z" fill="#c0392b"/><ellipse cx="10" cy="30" rx="52" ry="46" fill="#8e2a16" ${stroke}/><circle cx="34" cy="-30" r="30" fill="#b8471f" ${stroke}/><path d="M18 -58 q6 -24 18 -6 q8 -20 16 2 q8 -14 12 6" fill="#e0202a"/><path d="M62 -30 L86 -22 L62 -14 Z" fill="#f5b700"/><circle cx="44" cy="-34" r="5" fill="#111"/><path d="M50 -10 q6 16 -4 20" fill="#e0202a"/><path d="M-4 74 L-10 96 M24 74 L30 96" stroke="#f5b700" stroke-width="6"/>`;
    case 'parol':
      return `<polygon points="0,-86 20,-28 82,-28 32,8 50,68 0,32 -50,68 -32,8 -82,-28 -20,-28" fill="${p.accent}" ${stroke}/><polygon points="0,-50 10,-16 44,-16 16,4 26,38 0,18 -26,38 -16,4 -44,-16 -10,-16" fill="${p.light}" opacity=".8"/><path d="M-40 68 v26 M0 60 v34 M40 68 v26" stroke="${p.light}" stroke-width="5"/>`;
    case 'boat':
      return `<path d="M-90 30 H90 L64 66 H-64 Z" fill="#7a4a1e" ${stroke}/><path d="M-4 26 V-84" stroke="#5a3410" stroke-width="6"/><path d="M0 -80 L70 20 H0 Z" fill="${p.accent}" ${stroke}/><path d="M0 -40 L42 -20 M0 -10 L56 0" stroke="${p.dark}" stroke-width="6" opacity=".5"/><path d="M-8 -70 L-64 20 H-8 Z" fill="${p.light}" ${stroke}/>`;
    case 'volcano':
      return `<polygon points="-96,70 -24,-50 24,-50 96,70" fill="#5b4a3f" ${stroke}/><polygon points="-24,-50 24,-50 12,-30 -12,-30" fill="#ff5a1f"/><path d="M-10 -50 Q-30 -80 -10 -96 M10 -50 Q30 -76 20 -92" stroke="#d9d9d9" stroke-width="10" fill="none" opacity=".6" stroke-linecap="round"/><path d="M0 -30 Q-12 10 -30 40" stroke="#ff7b24" stroke-width="8" fill="none"/>`;
    case 'pyramid':
      return `<polygon points="-90,70 0,-80 90,70" fill="${p.accent}" ${stroke}/><polygon points="0,-80 90,70 20,70" fill="${p.dark}" opacity=".35"/><path d="M-60 20 H60 M-30 -30 H30" stroke="${p.dark}" stroke-width="4" opacity=".4"/><circle cx="0" cy="-20" r="12" fill="${p.light}"/>`;
    case 'crown':
      return `<path d="M-80 40 L-70 -50 L-34 -6 L0 -70 L34 -6 L70 -50 L80 40 Z" fill="url(#gold)" ${stroke}/><rect x="-82" y="40" width="164" height="26" rx="6" fill="url(#gold)" ${stroke}/><circle cx="0" cy="52" r="9" fill="#e0202a"/><circle cx="-44" cy="52" r="7" fill="#1e90ff"/><circle cx="44" cy="52" r="7" fill="#2ecc71"/><circle cx="0" cy="-74" r="9" fill="#fff"/>`;
    case 'hut':
      return `<polygon points="-90,-6 0,-84 90,-6" fill="#c9a25a" ${stroke}/><rect x="-64" y="-6" width="128" height="60" fill="#a87b3c" ${stroke}/><rect x="-18" y="12" width="36" height="42" fill="#5a3a16"/><rect x="-52" y="6" width="24" height="20" fill="#5a3a16"/><path d="M-56 54 v30 M56 54 v30 M0 54 v30" stroke="#6b4a20" stroke-width="8"/>`;
    case 'bowl':
      return `<path d="M-40 -40 q-10 -20 0 -40 M0 -44 q-10 -20 0 -40 M40 -40 q-10 -20 0 -40" stroke="#fff" stroke-width="6" fill="none" opacity=".6" stroke-linecap="round"/><ellipse cx="0" cy="-10" rx="88" ry="20" fill="${p.light}"/><path d="M-88 -10 A88 80 0 0 0 88 -10 Z" fill="${p.accent}" ${stroke}/><ellipse cx="0" cy="-12" rx="76" ry="14" fill="#7a3a14"/>`;
    case 'planet':
      return `<circle r="56" fill="${p.accent}" ${stroke}/><path d="M-40 -30 Q0 -10 40 -36 M-50 10 Q0 30 52 6" stroke="${p.dark}" stroke-width="8" opacity=".35" fill="none"/><ellipse rx="98" ry="24" fill="none" stroke="${p.light}" stroke-width="8" transform="rotate(-16)"/>`;
    case 'palm':
      return `<path d="M6 90 Q-10 20 10 -40" stroke="#7a4a1e" stroke-width="14" fill="none"/><path d="M10 -40 Q-40 -80 -90 -50 Q-40 -60 10 -40 Q-30 -30 -60 10 Q-10 -30 10 -40 Q60 -80 92 -46 Q50 -56 10 -40 Q50 -30 70 10 Q30 -30 10 -40" fill="#2fae5b" ${stroke}/><circle cx="0" cy="-34" r="9" fill="#6b3d12"/><circle cx="16" cy="-32" r="9" fill="#6b3d12"/>`;
    case 'seven':
      return `<rect x="-86" y="-70" width="172" height="140" rx="18" fill="${p.dark}" ${stroke}/><rect x="-74" y="-58" width="148" height="116" rx="10" fill="#fff"/><text x="0" y="46" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-size="130" font-weight="900" fill="url(#red7)" stroke="#6b0010" stroke-width="3">7</text>`;
    case 'cards':
      return `<g transform="rotate(-16)"><rect x="-70" y="-66" width="84" height="120" rx="10" fill="#fff" ${stroke}/><text x="-28" y="14" text-anchor="middle" font-family="Arial" font-size="64" fill="#111">♠</text></g><g transform="rotate(14)"><rect x="-10" y="-70" width="84" height="120" rx="10" fill="#fff" ${stroke}/><text x="32" y="10" text-anchor="middle" font-family="Arial" font-size="64" fill="#d0102a">♥</text><text x="4" y="-44" font-family="Arial Black, Arial" font-size="22" font-weight="900" fill="#d0102a">A</text></g>`;
    case 'roulette':
      return `<circle r="84" fill="#6b3d12" ${stroke}/><circle r="72" fill="#111"/>${Array.from({ length: 18 }, (_, index) => `<path d="M0 0 L${(72 * Math.cos((index * 20 * Math.PI) / 180)).toFixed(1)} ${(72 * Math.sin((index * 20 * Math.PI) / 180)).toFixed(1)} A72 72 0 0 1 ${(72 * Math.cos(((index + 1) * 20 * Math.PI) / 180)).toFixed(1)} ${(72 * Math.sin(((index + 1) * 20 * Math.PI) / 180)).toFixed(1)} Z" fill="${index === 0 ? '#18a558' : index % 2 ? '#c0162f' : '#151515'}"/>`).join('')}<circle r="34" fill="url(#gold)"/><circle cx="44" cy="-36" r="8" fill="#fff"/>`;
    case 'dice':
      return `<g transform="rotate(-12 -34 -10)"><rect x="-84" y="-60" width="96" height="96" rx="18" fill="#fff" ${stroke}/><circle cx="-60" cy="-36" r="9" fill="#d0102a"/><circle cx="-36" cy="-12" r="9" fill="#d0102a"/><circle cx="-12" cy="12" r="9" fill="#d0102a"/></g><g transform="rotate(14 40 20)"><rect x="-6" y="-24" width="92" height="92" rx="18" fill="${p.accent}" ${stroke}/><circle cx="18" cy="0" r="9" fill="#111"/><circle cx="62" cy="0" r="9" fill="#111"/><circle cx="18" cy="44" r="9" fill="#111"/><circle cx="62" cy="44" r="9" fill="#111"/></g>`;
    case 'kite':
      return `<polygon points="0,-86 62,-10 0,56 -62,-10" fill="${p.accent}" ${stroke}/><polygon points="0,-86 62,-10 0,-10" fill="${p.light}" opacity=".7"/><polygon points="0,-10 -62,-10 0,56" fill="${p.dark}" opacity=".35"/><path d="M0 56 Q-20 72 4 82 Q26 92 0 100" stroke="${p.light}" stroke-width="4" fill="none"/><path d="M-4 70 l-12 -6 l4 12 Z M6 88 l12 -6 l-4 12 Z" fill="${p.accent}"/><path d="M-90 70 L80 -70" stroke="#fff" stroke-width="3" stroke-dasharray="8 8" opacity=".5"/>`;
    case 'plinko':
      return `${[0, 1, 2, 3, 4]
        .flatMap((row) =>
          Array.from(
            { length: row + 2 },
            (_, column) =>
              `<circle cx="${(column - (row + 1) / 2) * 34}" cy="${row * 30 - 60}" r="6" fill="${p.light}"/>`,
          ),
        )
        .join(
          '',
        )}<circle cx="-14" cy="-26" r="13" fill="${p.accent}" ${stroke}/>${[-3, -2, -1, 0, 1, 2, 3].map((slot) => `<rect x="${slot * 26 - 12}" y="82" width="22" height="14" rx="3" fill="${Math.abs(slot) === 3 ? '#ff3d71' : Math.abs(slot) === 2 ? '#ff9a3c' : '#ffd34d'}"/>`).join('')}`;
    case 'bomb':
      return `<circle cx="-6" cy="16" r="64" fill="#22252e" ${stroke}/><circle cx="-28" cy="-6" r="16" fill="#fff" opacity=".25"/><rect x="22" y="-58" width="30" height="22" rx="4" fill="#555" transform="rotate(40 37 -47)"/><path d="M46 -62 Q60 -90 82 -80" stroke="#c9a25a" stroke-width="5" fill="none"/><polygon points="86,-96 92,-82 106,-80 94,-70 98,-56 86,-64 74,-56 78,-70 66,-80 80,-82" fill="#ffd34d"/>`;
    case 'balls':
      return `<circle cx="-46" cy="22" r="40" fill="#e0202a" ${stroke}/><circle cx="46" cy="22" r="40" fill="#1e7be0" ${stroke}/><circle cx="0" cy="-38" r="44" fill="#f5b700" ${stroke}/>${[
        [-46, 22, 24, '7'],
        [46, 22, 24, '2'],
        [0, -38, 26, '9'],
      ]
        .map(
          ([x, y, r, digit]) =>
            `<circle cx="${x}" cy="${y}" r="${r}" fill="#fff"/><text x="${x}" y="${Number(y) + 11}" text-anchor="middle" font-family="Arial Black, Arial" font-size="30" font-weight="900" fill="#111">${digit}</text>`,
        )
        .join('')}`;
    case 'football':
      return `<circle r="74" fill="#fff" ${stroke}/><polygon points="0,-26 25,-8 16,22 -16,22 -25,-8" fill="#111"/><path d="M0 -26 V-72 M25 -8 L68 -22 M16 22 L42 60 M-16 22 L-42 60 M-25 -8 L-68 -22" stroke="#111" stroke-width="5"/><path d="M-40 -60 L-20 -72 M40 -60 L20 -72 M-74 10 L-60 40 M74 10 L60 40" stroke="#111" stroke-width="10"/>`;
    case 'basketball':
      return `<circle r="74" fill="#e8731c" ${stroke}/><path d="M-74 0 H74 M0 -74 V74" stroke="#3a1c05" stroke-width="5"/><path d="M-52 -52 Q-16 0 -52 52 M52 -52 Q16 0 52 52" stroke="#3a1c05" stroke-width="5" fill="none"/>`;
    case 'ball':
      return `<circle r="70" fill="${p.light}" ${stroke}/><path d="M-60 -36 Q0 -10 60 -36 M-60 36 Q0 10 60 36 M-20 -68 Q10 0 -20 68" stroke="${p.dark}" stroke-width="6" fill="none" opacity=".6"/>`;
    case 'gamepad':
      return `<path d="M-70 -30 H70 Q98 -30 96 10 L90 50 Q84 74 60 62 L34 36 H-34 L-60 62 Q-84 74 -90 50 L-96 10 Q-98 -30 -70 -30 Z" fill="#20232e" ${stroke}/><path d="M-58 4 H-26 M-42 -12 V20" stroke="${p.accent}" stroke-width="10" stroke-linecap="round"/><circle cx="34" cy="-4" r="9" fill="#ff3d71"/><circle cx="56" cy="12" r="9" fill="#3dd6ff"/><circle cx="34" cy="20" r="9" fill="#ffd34d"/><circle cx="12" cy="6" r="0"/><rect x="-12" y="-16" width="24" height="8" rx="4" fill="#555"/>`;
    case 'trophy':
      return `<path d="M-50 -70 H50 V-20 Q50 30 0 36 Q-50 30 -50 -20 Z" fill="url(#gold)" ${stroke}/><path d="M-50 -56 Q-90 -56 -80 -20 Q-70 6 -42 4 M50 -56 Q90 -56 80 -20 Q70 6 42 4" stroke="#d4a017" stroke-width="9" fill="none"/><rect x="-10" y="34" width="20" height="30" fill="#d4a017"/><rect x="-44" y="62" width="88" height="20" rx="4" fill="${p.dark}" ${stroke}/><polygon points="0,-54 8,-36 28,-36 12,-24 18,-6 0,-16 -18,-6 -12,-24 -28,-36 -8,-36" fill="#fff" opacity=".8"/>`;
    case 'tent':
      return `<polygon points="-90,64 0,-76 90,64" fill="#fff" ${stroke}/>${[-60, -20, 20, 60].map((x) => `<polygon points="0,-76 ${x - 10},64 ${x + 10},64" fill="#e0202a"/>`).join('')}<path d="M0 -76 V-96 L26 -88 L0 -80" fill="${p.accent}" stroke="#555" stroke-width="3"/><path d="M-20 64 Q0 20 20 64 Z" fill="#3a0a12"/>`;
    case 'horse':
      return `<path d="M-60 70 L-40 -6 Q-40 -50 0 -64 L20 -86 L26 -60 Q70 -40 76 0 L66 10 Q40 -6 30 10 L20 70 Z" fill="#8a5a2b" ${stroke}/><path d="M0 -64 Q-30 -40 -36 10" stroke="#3a2410" stroke-width="10" fill="none"/><circle cx="34" cy="-34" r="5" fill="#111"/>`;
  }
};

/** The scene behind the symbol, for a `width` × `height` picture. */
export const drawScene = (scene: Scene, width: number, height: number, p: Palette, seed: number): string => {
  const cx = width / 2;
  const cy = height / 2;
  switch (scene) {
    case 'rays':
      return `<g opacity=".16">${Array.from({ length: 16 }, (_, index) => `<polygon points="${cx},${cy} ${cx + Math.cos((index * 22.5 * Math.PI) / 180) * width} ${cy + Math.sin((index * 22.5 * Math.PI) / 180) * width} ${cx + Math.cos(((index * 22.5 + 9) * Math.PI) / 180) * width} ${cy + Math.sin(((index * 22.5 + 9) * Math.PI) / 180) * width}" fill="${p.light}"/>`).join('')}</g>`;
    case 'table':
      return `<ellipse cx="${cx}" cy="${height * 1.05}" rx="${width * 0.8}" ry="${height * 0.5}" fill="#0d6b3a" stroke="#c9a25a" stroke-width="10"/><ellipse cx="${cx}" cy="${height * 1.05}" rx="${width * 0.62}" ry="${height * 0.34}" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="3"/>`;
    case 'sea':
      return `${[0.62, 0.74, 0.86].map((level, index) => `<path d="M0 ${height * level} ${Array.from({ length: 5 }, (_, wave) => `Q${(wave + 0.25) * (width / 4)} ${height * level - 16} ${(wave + 0.5) * (width / 4)} ${height * level} T${(wave + 1) * (width / 4)} ${height * level}`).join(' ')} V${height} H0 Z" fill="#06a3d9" opacity="${0.18 + index * 0.1}"/>`).join('')}${Array.from({ length: 6 }, (_, index) => `<circle cx="${((seed * 31 + index * 67) % 100) * (width / 100)}" cy="${((seed * 17 + index * 43) % 50) * (height / 100) + height * 0.1}" r="${4 + (index % 3) * 3}" fill="none" stroke="#fff" stroke-opacity=".4" stroke-width="2"/>`).join('')}`;
    case 'neon':
      return `<g stroke="${p.accent}" stroke-opacity=".22" stroke-width="2">${Array.from({ length: 9 }, (_, index) => `<path d="M${(index * width) / 8} ${height} L${cx} ${height * 0.55}"/>`).join('')}${[0.7, 0.8, 0.92].map((level) => `<path d="M0 ${height * level} H${width}"/>`).join('')}</g>`;
    case 'hall':
      return `${Array.from({ length: 12 }, (_, index) => `<circle cx="${((seed * 13 + index * 83) % 100) * (width / 100)}" cy="${((seed * 29 + index * 37) % 100) * (height / 100)}" r="${10 + (index % 4) * 5}" fill="${['#e0202a', '#1e7be0', '#f5b700', '#2ecc71'][index % 4]}" opacity=".22"/>`).join('')}`;
    case 'stadium':
      return `<rect y="${height * 0.64}" width="${width}" height="${height * 0.36}" fill="#1f8a3b" opacity=".55"/><path d="M0 ${height * 0.8} H${width} M${cx} ${height * 0.64} V${height}" stroke="#fff" stroke-opacity=".35" stroke-width="3"/><ellipse cx="${cx}" cy="${height * 0.82}" rx="${width * 0.16}" ry="${height * 0.06}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="3"/>${[0.12, 0.88].map((x) => `<circle cx="${width * x}" cy="${height * 0.1}" r="10" fill="#fff" opacity=".8"/><polygon points="${width * x},${height * 0.1} ${width * x - 70},${height * 0.7} ${width * x + 70},${height * 0.7}" fill="#fff" opacity=".06"/>`).join('')}`;
    case 'arena':
      return `<ellipse cx="${cx}" cy="${height * 0.86}" rx="${width * 0.5}" ry="${height * 0.16}" fill="#c9a25a" opacity=".45"/><ellipse cx="${cx}" cy="${height * 0.86}" rx="${width * 0.5}" ry="${height * 0.16}" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="4"/><polygon points="${cx - 30},0 ${cx + 30},0 ${cx + width * 0.45},${height} ${cx - width * 0.45},${height}" fill="#fff" opacity=".07"/>`;
  }
};
