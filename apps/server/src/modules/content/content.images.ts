// Pictures for banners and promotion cards, drawn as SVG by the server (like the game pictures):
// nothing is downloaded at run time and the demo looks finished. Staff may point an announcement
// at any http(s) picture instead; these are the house artwork, by name. Their words are drawn in
// the picture, as an operator's designers draw them, so each has a file per language
// (decision 025); an announcement names the one for each language in its texts.

import type { CompleteLanguage } from '@perya/contracts';

type Motif = 'coins' | 'phone' | 'cards' | 'shield' | 'rooster' | 'crown' | 'gift' | 'calendar';

/** The words drawn in a picture, in one language. */
type Words = { headline: string; subline: string; cta: string };

type Art = { words: Record<CompleteLanguage, Words>; from: string; to: string; accent: string; motif: Motif };

const WELCOME_LOOK = { from: '#3a0a1e', to: '#b3124a', accent: '#ffd24a', motif: 'gift' } as const;
const CASHBACK_LOOK = { from: '#05382f', to: '#0e9f6e', accent: '#c6ff8a', motif: 'coins' } as const;

const BANNERS: Record<string, Art> = {
  'welcome-bonus': {
    ...WELCOME_LOOK,
    words: {
      EN: { headline: '100% Welcome Bonus', subline: 'Up to ₱5,000 on your first deposit', cta: 'Claim now' },
      TY: { headline: '100% Welcome Bonus', subline: 'Hanggang ₱5,000 sa unang deposito', cta: 'Kunin na' },
      PT: { headline: 'Bónus de 100%', subline: 'Até ₱5.000 no seu primeiro depósito', cta: 'Aproveitar' },
    },
  },
  'gcash-deposit': {
    from: '#002a6b',
    to: '#0a63e8',
    accent: '#7fd3ff',
    motif: 'phone',
    words: {
      EN: { headline: 'Deposit in seconds with GCash', subline: 'Send, confirm, play: credited 24/7', cta: 'Deposit' },
      TY: {
        headline: 'Mabilis na deposito sa GCash',
        subline: 'Ipadala, kumpirmahin, maglaro: 24/7',
        cta: 'Mag-deposit',
      },
      PT: { headline: 'Deposite em segundos com GCash', subline: 'Envie, confirme, jogue: 24 horas', cta: 'Depositar' },
    },
  },
  'weekend-cashback': {
    ...CASHBACK_LOOK,
    words: {
      EN: {
        headline: 'Weekend Cashback 10%',
        subline: 'Every Saturday and Sunday on slots and live casino',
        cta: 'See details',
      },
      TY: {
        headline: 'Weekend Cashback 10%',
        subline: 'Tuwing Sabado at Linggo sa slots at live casino',
        cta: 'Tingnan',
      },
      PT: {
        headline: 'Cashback de 10%',
        subline: 'Todos os sábados e domingos em slots e casino ao vivo',
        cta: 'Ver detalhes',
      },
    },
  },
  'responsible-gaming': {
    from: '#1b1f3b',
    to: '#4b3f8f',
    accent: '#b9b3ff',
    motif: 'shield',
    words: {
      EN: { headline: 'Play responsibly', subline: 'Set your limits. Take breaks. 18+ only.', cta: 'Learn more' },
      TY: {
        headline: 'Maglaro nang responsable',
        subline: 'Magtakda ng limitasyon. Magpahinga. 18+ lamang.',
        cta: 'Alamin',
      },
      PT: {
        headline: 'Jogue com responsabilidade',
        subline: 'Defina limites. Faça pausas. Só maiores de 18.',
        cta: 'Saber mais',
      },
    },
  },
};

const PROMOTIONS: Record<string, Art> = {
  'newbie-welcome': {
    ...WELCOME_LOOK,
    words: {
      EN: { headline: 'Welcome Bonus', subline: '100% up to ₱5,000', cta: 'Claim now' },
      TY: { headline: 'Welcome Bonus', subline: '100% hanggang ₱5,000', cta: 'Kunin na' },
      PT: { headline: 'Bónus de boas-vindas', subline: '100% até ₱5.000', cta: 'Aproveitar' },
    },
  },
  'daily-reload': {
    from: '#4a2300',
    to: '#e07b00',
    accent: '#ffe08a',
    motif: 'calendar',
    words: {
      EN: { headline: 'Daily Reload 5%', subline: 'Every first deposit of the day', cta: 'Join' },
      TY: { headline: 'Araw-araw na Reload 5%', subline: 'Sa unang deposito bawat araw', cta: 'Sumali' },
      PT: { headline: 'Recarga diária 5%', subline: 'No primeiro depósito de cada dia', cta: 'Participar' },
    },
  },
  'weekend-cashback': {
    ...CASHBACK_LOOK,
    words: {
      EN: { headline: 'Weekend Cashback', subline: '10% back, paid Monday', cta: 'See details' },
      TY: { headline: 'Weekend Cashback', subline: '10% balik, bayad sa Lunes', cta: 'Tingnan' },
      PT: { headline: 'Cashback de fim de semana', subline: '10% de volta, pago à segunda', cta: 'Ver detalhes' },
    },
  },
  'vip-rebate': {
    from: '#161616',
    to: '#4a3b12',
    accent: '#f5c542',
    motif: 'crown',
    words: {
      EN: { headline: 'VIP Rebate 1.2%', subline: 'Unlimited rebate for VIP members', cta: 'Go VIP' },
      TY: { headline: 'VIP Rebate 1.2%', subline: 'Walang limitasyong rebate sa VIP', cta: 'Maging VIP' },
      PT: { headline: 'Reembolso VIP 1,2%', subline: 'Reembolso ilimitado para membros VIP', cta: 'Ser VIP' },
    },
  },
  'sabong-special': {
    from: '#3b0b0b',
    to: '#c0392b',
    accent: '#ffcf6b',
    motif: 'rooster',
    words: {
      EN: { headline: 'Sabong Fight Night', subline: 'Win streak bonus up to ₱2,888', cta: 'Bet now' },
      TY: { headline: 'Sabong Fight Night', subline: 'Bonus sa sunod-sunod na panalo: ₱2,888', cta: 'Tumaya na' },
      PT: { headline: 'Noite de Sabong', subline: 'Bónus de vitórias seguidas até ₱2.888', cta: 'Apostar' },
    },
  },
  'live-casino-limited': {
    from: '#0b2233',
    to: '#14627a',
    accent: '#8ff0ff',
    motif: 'cards',
    words: {
      EN: { headline: 'Live Baccarat Streak', subline: '8 wins in a row pays ₱8,888', cta: 'Play live' },
      TY: { headline: 'Live Baccarat Streak', subline: '8 sunod-sunod na panalo: ₱8,888', cta: 'Maglaro' },
      PT: { headline: 'Série no Bacará', subline: '8 vitórias seguidas pagam ₱8.888', cta: 'Jogar ao vivo' },
    },
  },
};

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const motifOf = (motif: Motif, x: number, y: number, size: number, accent: string): string => {
  const s = size / 100;
  const at = (inner: string) => `<g transform="translate(${x} ${y}) scale(${s})" opacity=".95">${inner}</g>`;
  switch (motif) {
    case 'coins':
      return at(
        [0, 1, 2, 3]
          .map(
            (index) =>
              `<ellipse cx="${index * 14}" cy="${40 - index * 16}" rx="42" ry="14" fill="${accent}" stroke="#000" stroke-opacity=".25" stroke-width="3"/>`,
          )
          .join('') +
          `<text x="20" y="-36" font-size="36" font-weight="900" font-family="Arial" fill="#000" opacity=".35">₱</text>`,
      );
    case 'phone':
      return at(
        `<rect x="-34" y="-60" width="68" height="120" rx="12" fill="#fff" opacity=".92"/><rect x="-26" y="-46" width="52" height="86" rx="4" fill="${accent}"/><circle cx="0" cy="50" r="5" fill="#0a63e8"/><text x="0" y="8" text-anchor="middle" font-size="26" font-weight="900" font-family="Arial" fill="#002a6b">G</text>`,
      );
    case 'cards':
      return at(
        `<rect x="-50" y="-50" width="60" height="86" rx="8" fill="#fff" transform="rotate(-14)"/><rect x="-10" y="-54" width="60" height="86" rx="8" fill="#fff" transform="rotate(10)"/><text x="14" y="4" font-size="34" font-family="Arial" fill="#c0392b" transform="rotate(10)">♥</text><text x="-38" y="0" font-size="34" font-family="Arial" fill="#111" transform="rotate(-14)">♠</text>`,
      );
    case 'shield':
      return at(
        `<path d="M0 -62 L52 -42 L48 10 Q40 48 0 66 Q-40 48 -48 10 L-52 -42 Z" fill="${accent}" opacity=".9"/><path d="M-20 2 L-4 18 L24 -16" fill="none" stroke="#1b1f3b" stroke-width="10" stroke-linecap="round" stroke-linejoin="round"/>`,
      );
    case 'rooster':
      return at(
        `<circle cx="0" cy="6" r="44" fill="${accent}"/><path d="M-10 -38 q8 -22 18 -4 q10 -18 16 4" fill="#c0392b"/><circle cx="14" cy="-8" r="6" fill="#111"/><path d="M40 0 l22 6 l-22 8 z" fill="#f39c12"/><path d="M-44 10 q-30 -30 -20 -60 q8 30 24 34" fill="#8e1b10"/>`,
      );
    case 'crown':
      return at(
        `<path d="M-56 30 L-48 -30 L-20 0 L0 -44 L20 0 L48 -30 L56 30 Z" fill="${accent}" stroke="#000" stroke-opacity=".2" stroke-width="3"/><rect x="-56" y="30" width="112" height="16" rx="4" fill="${accent}"/><circle cx="0" cy="-48" r="7" fill="#fff"/>`,
      );
    case 'gift':
      return at(
        `<rect x="-50" y="-16" width="100" height="70" rx="6" fill="${accent}"/><rect x="-56" y="-34" width="112" height="24" rx="5" fill="#fff" opacity=".9"/><rect x="-8" y="-34" width="16" height="88" fill="#b3124a"/><path d="M0 -34 q-30 -40 -40 -10 q10 10 40 10 q30 0 40 -10 q-10 -30 -40 10" fill="none" stroke="#fff" stroke-width="6"/>`,
      );
    case 'calendar':
      return at(
        `<rect x="-50" y="-44" width="100" height="96" rx="10" fill="#fff"/><rect x="-50" y="-44" width="100" height="26" rx="10" fill="${accent}"/><text x="0" y="36" text-anchor="middle" font-size="48" font-weight="900" font-family="Arial" fill="#4a2300">5%</text>`,
      );
  }
};

const sparkles = (width: number, height: number, seed: number) =>
  Array.from({ length: 14 }, (_, index) => {
    const x = ((seed * 37 + index * 97) % 100) / 100;
    const y = ((seed * 53 + index * 61) % 100) / 100;
    const r = 2 + ((index * 7 + seed) % 5);
    return `<circle cx="${(x * width).toFixed(0)}" cy="${(y * height).toFixed(0)}" r="${r}" fill="#fff" opacity="${(0.15 + (index % 4) * 0.1).toFixed(2)}"/>`;
  }).join('');

const draw = (look: Art, language: CompleteLanguage, width: number, height: number, seed: number): string => {
  const art = { ...look, ...look.words[language] };
  const isWide = width / height > 2.5;
  // The headline keeps clear of the picture on the right: about 0.62 em per character in Arial Black.
  const headlineSize = Math.round(
    Math.min(height * (isWide ? 0.15 : 0.11), (width * (isWide ? 0.6 : 0.56)) / (art.headline.length * 0.62)),
  );
  const motifSize = Math.round(height * (isWide ? 0.5 : 0.38));
  // The subline too (about 0.55 em per character in bold Arial): Portuguese runs longer than English.
  const sublineSize = Math.round(
    Math.min(height * (isWide ? 0.063 : 0.05), (width * (isWide ? 0.62 : 0.6)) / (art.subline.length * 0.55)),
  );
  const left = Math.round(width * 0.06);
  const ctaWidth = Math.round(sublineSize * (art.cta.length * 0.62 + 2.4));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(`${art.headline}. ${art.subline}`)}">
<defs>
<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${art.from}"/><stop offset="1" stop-color="${art.to}"/></linearGradient>
<radialGradient id="glow" cx=".78" cy=".45" r=".5"><stop offset="0" stop-color="${art.accent}" stop-opacity=".45"/><stop offset="1" stop-color="${art.accent}" stop-opacity="0"/></radialGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
<rect width="${width}" height="${height}" fill="url(#glow)"/>
${sparkles(width, height, seed)}
<circle cx="${Math.round(width * 0.8)}" cy="${Math.round(height * 0.5)}" r="${Math.round(motifSize * 0.72)}" fill="#fff" opacity=".07"/>
${motifOf(art.motif, Math.round(width * 0.8), Math.round(height * 0.5), motifSize, art.accent)}
<text x="${left}" y="${Math.round(height * 0.42)}" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${headlineSize}" fill="#fff">${escapeXml(art.headline)}</text>
<text x="${left}" y="${Math.round(height * 0.42 + sublineSize * 1.9)}" font-family="Arial, sans-serif" font-weight="700" font-size="${sublineSize}" fill="${art.accent}">${escapeXml(art.subline)}</text>
<rect x="${left}" y="${Math.round(height * 0.68)}" width="${ctaWidth}" height="${Math.round(sublineSize * 2)}" rx="${sublineSize}" fill="${art.accent}"/>
<text x="${left + ctaWidth / 2}" y="${Math.round(height * 0.68 + sublineSize * 1.32)}" text-anchor="middle" font-family="Arial, sans-serif" font-weight="800" font-size="${Math.round(sublineSize * 0.9)}" fill="${art.from}">${escapeXml(art.cta)}</text>
</svg>`;
};

const seedOf = (name: string) => [...name].reduce((sum, char) => sum + char.charCodeAt(0), 0);

const FILE_LANGUAGES: Record<string, CompleteLanguage> = { '': 'EN', ty: 'TY', pt: 'PT' };

/**
 * The name and language of a picture's file: "welcome-bonus.svg" is English, "welcome-bonus.ty.svg"
 * Filipino, "welcome-bonus.pt.svg" Portuguese; null for anything else.
 */
const parseFile = (file: string): { name: string; language: CompleteLanguage } | null => {
  const match = /^([a-z0-9-]{1,64})(?:\.(ty|pt))?\.svg$/.exec(file);
  const language = match ? FILE_LANGUAGES[match[2] ?? ''] : undefined;
  return match?.[1] && language ? { name: match[1], language } : null;
};

const drawFrom = (library: Record<string, Art>, file: string, width: number, height: number): string | null => {
  const parsed = parseFile(file);
  const art = parsed ? library[parsed.name] : undefined;
  return art && parsed ? draw(art, parsed.language, width, height, seedOf(parsed.name)) : null;
};

/** A home banner (16:5) with its words in the file's language, or null when there is no such artwork. */
export const bannerImageSvg = (file: string): string | null => drawFrom(BANNERS, file, 1600, 500);

/** A promotion card (16:9) with its words in the file's language, or null when there is no such artwork. */
export const promotionImageSvg = (file: string): string | null => drawFrom(PROMOTIONS, file, 800, 450);

const fileOf = (name: string, language: CompleteLanguage) =>
  language === 'EN' ? `${name}.svg` : `${name}.${language.toLowerCase()}.svg`;

export const bannerImageUrl = (name: string, language: CompleteLanguage = 'EN') =>
  `/lgw/images/banners/${fileOf(name, language)}`;
export const promotionImageUrl = (name: string, language: CompleteLanguage = 'EN') =>
  `/lgw/images/promotions/${fileOf(name, language)}`;
