// Interface languages (spec §9). Resources are complete for EN, TY (Filipino) and PT; every other
// offered language falls back to English text until its resources are written.

export const LANGUAGES = [
  { code: 'TY', tag: 'fil', name: 'Filipino' },
  { code: 'EN', tag: 'en', name: 'English' },
  { code: 'PT', tag: 'pt', name: 'Português' },
  { code: 'PT-BR', tag: 'pt-BR', name: 'Português (Brasil)' },
  { code: 'CN', tag: 'zh-CN', name: '简体中文' },
  { code: 'TW', tag: 'zh-TW', name: '繁體中文' },
  { code: 'JA', tag: 'ja', name: '日本語' },
  { code: 'KO', tag: 'ko', name: '한국어' },
  { code: 'KR', tag: 'ko-KR', name: '한국어 (대한민국)' },
  { code: 'TH', tag: 'th', name: 'ไทย' },
  { code: 'VI', tag: 'vi', name: 'Tiếng Việt' },
  { code: 'ID', tag: 'id', name: 'Bahasa Indonesia' },
  { code: 'MS', tag: 'ms', name: 'Bahasa Melayu' },
  { code: 'MY', tag: 'my', name: 'မြန်မာ' },
  { code: 'KM', tag: 'km', name: 'ខ្មែរ' },
  { code: 'LO', tag: 'lo', name: 'ລາວ' },
  { code: 'HI', tag: 'hi', name: 'हिन्दी' },
  { code: 'BN', tag: 'bn', name: 'বাংলা' },
  { code: 'TA', tag: 'ta', name: 'தமிழ்' },
  { code: 'UR', tag: 'ur', name: 'اردو' },
  { code: 'AR', tag: 'ar', name: 'العربية' },
  { code: 'FA', tag: 'fa', name: 'فارسی' },
  { code: 'TR', tag: 'tr', name: 'Türkçe' },
  { code: 'RU', tag: 'ru', name: 'Русский' },
  { code: 'UZ', tag: 'uz', name: 'Oʻzbekcha' },
  { code: 'KK', tag: 'kk', name: 'Қазақша' },
  { code: 'MN', tag: 'mn', name: 'Монгол' },
  { code: 'NE', tag: 'ne', name: 'नेपाली' },
  { code: 'SI', tag: 'si', name: 'සිංහල' },
  { code: 'ES', tag: 'es', name: 'Español' },
  { code: 'FR', tag: 'fr', name: 'Français' },
  { code: 'DE', tag: 'de', name: 'Deutsch' },
  { code: 'IT', tag: 'it', name: 'Italiano' },
  { code: 'NL', tag: 'nl', name: 'Nederlands' },
  { code: 'PL', tag: 'pl', name: 'Polski' },
] as const;

export type LanguageCode = (typeof LANGUAGES)[number]['code'];

export const LANGUAGE_CODES = LANGUAGES.map((language) => language.code) as [LanguageCode, ...LanguageCode[]];

/** Languages whose interface and server messages are fully translated. */
export const COMPLETE_LANGUAGES = ['EN', 'TY', 'PT'] as const;
export type CompleteLanguage = (typeof COMPLETE_LANGUAGES)[number];

/** The portal's default interface language (spec §9). */
export const DEFAULT_LANGUAGE: LanguageCode = 'TY';

/** Languages the game UI supports (spec §9). */
export const GAME_UI_LANGUAGES = ['EN', 'TY'] as const;

const RTL_LANGUAGES: ReadonlySet<LanguageCode> = new Set(['AR', 'FA', 'UR']);

export const isLanguageCode = (value: unknown): value is LanguageCode =>
  typeof value === 'string' && (LANGUAGE_CODES as readonly string[]).includes(value);

export const isRightToLeft = (code: LanguageCode): boolean => RTL_LANGUAGES.has(code);

/** BCP 47 tag of a language code, for `<html lang>` and `Intl`. */
export const languageTag = (code: LanguageCode): string =>
  LANGUAGES.find((language) => language.code === code)?.tag ?? 'en';

/** Regional variants whose closest complete language is not English. */
const TEXT_FALLBACKS: Partial<Record<LanguageCode, CompleteLanguage>> = { 'PT-BR': 'PT' };

/** The complete language whose text stands in for `code`: itself, a close relative, or English. */
export const textLanguage = (code: LanguageCode): CompleteLanguage =>
  (COMPLETE_LANGUAGES as readonly string[]).includes(code)
    ? (code as CompleteLanguage)
    : (TEXT_FALLBACKS[code] ?? 'EN');

/**
 * Picks a language from an HTTP `Accept-Language` header, e.g. `fil-PH,fil;q=0.9,en;q=0.8`.
 * Returns undefined when nothing offered matches.
 */
export const languageFromAcceptLanguage = (header: string | undefined): LanguageCode | undefined => {
  if (!header) return undefined;
  const ranked = header
    .split(',')
    .map((part) => {
      const [range = '', ...params] = part.trim().split(';');
      const quality = params.find((param) => param.trim().startsWith('q='));
      return { range: range.trim().toLowerCase(), q: quality ? Number(quality.trim().slice(2)) : 1 };
    })
    .filter((entry) => entry.range && entry.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { range } of ranked) {
    if (range === 'fil' || range.startsWith('fil-') || range === 'tl' || range.startsWith('tl-')) return 'TY';
    const exact = LANGUAGES.find((language) => language.tag.toLowerCase() === range);
    if (exact) return exact.code;
    const primary = range.split('-')[0];
    const byPrimary = LANGUAGES.find((language) => language.tag.toLowerCase() === primary);
    if (byPrimary) return byPrimary.code;
  }
  return undefined;
};

/**
 * The text an operator wrote that a visitor in `code` should read: in their language, else in the
 * complete language standing in for it, else English, else whichever language has any. Operators
 * often write only one language (a maintenance notice in a hurry): a visitor then reads that text
 * rather than nothing or a generic default. Undefined only when no language has text.
 */
export const pickLanguageText = <T>(
  byLanguage: Readonly<Partial<Record<string, T>>>,
  code: LanguageCode,
): T | undefined => {
  for (const candidate of [code, textLanguage(code), 'EN', ...COMPLETE_LANGUAGES]) {
    const text = byLanguage[candidate];
    if (text !== undefined) return text;
  }
  return Object.values(byLanguage).find((text) => text !== undefined);
};
