import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import { describe, expect, it } from 'vitest';

// Issue 22 item 22: English left in TY. Every Filipino text equal to its English one must be a
// word Filipino keeps as it is; anything else is a missed translation. PT is checked the same way.

const localesDir = join(import.meta.dirname, 'locales');

/** Texts the same in English and Filipino (or Portuguese) on purpose. */
const SAME_IN_EVERY_LANGUAGE = new Set([
  // Brands, products and apps.
  'Perya',
  'Perya Originals',
  'GCash',
  'Maya',
  'QR Ph',
  'Facebook',
  'WhatsApp',
  'Messenger',
  'Viber',
  'Telegram',
  'WeChat',
  'LINE',
  'QQ',
  'Zalo',
  'Android',
  'Safari',
  'Chrome',
  // Loanwords Filipino spells as English does.
  'Bingo',
  'Bonus',
  'Captcha',
  'Code',
  'E-mail',
  'E-sports',
  'Jackpot',
  'OK',
  'Password',
  'VIP',
  'VIP {{level}}',
  'Wallet',
  'Account',
  'QR code',
  'Sabong', // a Filipino word in English texts too
  // Back-office words Filipino keeps (admin namespace).
  'Back office',
  'Dashboard',
  'Marketing',
  'Authenticator',
  'Recovery code',
  'Username',
  'Address',
  // The browsers' own button labels, which the install guide quotes as the phone shows them.
  'Add',
  'Add to Home Screen',
  'Safari: Add to Home Screen',
  'Install',
  'Install app',
  'Chrome: Install app',
  'Menu',
  'Share',
  // Philippine IDs and compliance acronyms (decision 038), names as printed on the cards.
  'UMID',
  'PRC ID',
  'Postal ID',
  'PhilSys ID',
  'PhilSys national ID',
  'KYC',
  'AML',
  'Selfie',
  // No words: patterns and numbers.
  '9XX XXX XXXX',
  'GMT{{offset}}',
  '{{count}} / {{max}}',
  '—',
  // Perya Originals (decision 043): the games' names, and the verifier's terms of the fairness
  // scheme, as third-party verifiers print them; Min and Max on the bet buttons, as Taglish reads them.
  'Dais Perya',
  'Limbo Lipad',
  'Nonce',
  'Bytes',
  'Float',
  'Min',
  'Max',
  // The plinko, keno and mines screens (decision 051): the games' names in the catalogue.
  'Perya Plinko',
  'Keno Perya',
  'Minahan',
  // Crash's screen is titled with its catalogue name (decision 059).
  'Saranggola Crash',
  // The in-house lottery (decision 053): bet-type names as Vietnamese-style lotteries print them,
  // 4D's tiers and types, and the words Filipino players use for a draw, its slip and its seed.
  'Lotto',
  '4D',
  'RTP {{value}} %',
  'Đề',
  'Xiên 2',
  'Xiên 3',
  'Xiên 4',
  '4D Big',
  '4D Small',
  'Starter',
  'Consolation',
  'Draw',
  'Bet slip',
  'Draw seed',
  'Odd',
  'Even',
  'Odd / Even',
  // The slot Perya Lights (decision 058): its name, and symbols named for Filipino things whose
  // names Filipino and Portuguese texts keep (a parol lantern, the tsubibo wheel, the tarsier).
  'Perya Lights',
  'Parol',
  'Tsubibo',
  'Tarsier',
  'Sampaguita',
  'Jeepney',
  'Calamansi',
]);

/** Portuguese words spelled as the English ones. */
const SAME_IN_PORTUGUESE = new Set(['{{count}} item', 'Ref. {{reference}}', 'Total', 'Banana', '2. Bytes']);

const ALLOWED: Record<string, Set<string>> = {
  fil: SAME_IN_EVERY_LANGUAGE,
  'zh-CN': SAME_IN_EVERY_LANGUAGE,
  pt: new Set([...SAME_IN_EVERY_LANGUAGE, ...SAME_IN_PORTUGUESE]),
};

type Texts = Record<string, string>;

const flatten = (value: unknown, prefix = ''): Texts =>
  typeof value === 'object' && value !== null
    ? Object.assign(
        {},
        ...Object.entries(value).map(([key, child]) => flatten(child, prefix ? `${prefix}.${key}` : key)),
      )
    : { [prefix]: String(value) };

const read = (language: string, file: string): Texts =>
  flatten(JSON.parse(readFileSync(join(localesDir, language, file), 'utf8')));

/** `namespace:key = "text"` for each text of `language` equal to English and not allowed. */
const untranslated = (language: string, only: (file: string) => boolean = () => true): string[] =>
  readdirSync(join(localesDir, 'en'))
    .filter(only)
    .flatMap((file) => {
      const english = read('en', file);
      const other = read(language, file);
      return Object.entries(english)
        .filter(([key, text]) => other[key] === text && !ALLOWED[language]?.has(text))
        .map(([key, text]) => `${file.replace('.json', '')}:${key} = ${JSON.stringify(text)}`);
    });

describe('translations', () => {
  it('should leave no English text in TY outside the loanwords', () => {
    expect(untranslated('fil')).toEqual([]);
  });

  it('should leave no English text in PT outside the loanwords', () => {
    expect(untranslated('pt')).toEqual([]);
  });

  // The agent centre is offered in Simplified Chinese (decision 033): its own namespaces in full.
  it('should leave no English text in the agent centre in CN', () => {
    expect(untranslated('zh-CN', (file) => /^agent(-[a-z-]+)?\.json$/.test(file))).toEqual([]);
  });
});
