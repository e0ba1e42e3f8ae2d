import { describe, expect, it } from 'vitest';

import {
  LANGUAGES,
  LANGUAGE_CODES,
  isLanguageCode,
  languageFromAcceptLanguage,
  languageTag,
  pickLanguageText,
  textLanguage,
} from './languages';

describe('languages', () => {
  it('should offer every language code the spec names', () => {
    const named = [
      'CN',
      'EN',
      'JA',
      'TH',
      'VI',
      'MY',
      'ES',
      'HI',
      'ID',
      'KM',
      'KO',
      'KR',
      'MS',
      'PT',
      'PT-BR',
      'TA',
      'TW',
      'TR',
      'BN',
      'AR',
      'FA',
      'RU',
      'FR',
      'UR',
      'TY',
      'UZ',
      'LO',
    ];
    expect(LANGUAGE_CODES).toEqual(expect.arrayContaining(named));
    expect(LANGUAGES.length).toBe(35);
    expect(new Set(LANGUAGE_CODES).size).toBe(LANGUAGE_CODES.length);
  });

  it('should map codes to BCP 47 tags', () => {
    expect(languageTag('TY')).toBe('fil');
    expect(languageTag('CN')).toBe('zh-CN');
  });

  it('should use a complete language for text', () => {
    expect(textLanguage('TY')).toBe('TY');
    expect(textLanguage('PT-BR')).toBe('PT');
    expect(textLanguage('JA')).toBe('EN');
  });

  it('should pick the operator text a visitor reads: theirs, a stand-in, English, then any', () => {
    expect(pickLanguageText({ EN: 'en', TY: 'ty' }, 'TY')).toBe('ty');
    expect(pickLanguageText({ EN: 'en', PT: 'pt' }, 'PT-BR')).toBe('pt');
    expect(pickLanguageText({ EN: 'en' }, 'TY')).toBe('en');
    expect(pickLanguageText({ PT: 'pt' }, 'TY')).toBe('pt');
    expect(pickLanguageText({ FR: 'fr' }, 'TY')).toBe('fr');
    expect(pickLanguageText({}, 'TY')).toBeUndefined();
  });

  it.each([
    ['fil-PH,fil;q=0.9,en;q=0.8', 'TY'],
    ['tl', 'TY'],
    ['en-US,en;q=0.9', 'EN'],
    ['pt-BR', 'PT-BR'],
    ['pt-PT,pt;q=0.9', 'PT'],
    ['de;q=0.2,ja;q=0.8', 'JA'],
    ['xx-YY', undefined],
    ['', undefined],
    [undefined, undefined],
  ])('should read Accept-Language %j as %j', (header, expected) => {
    expect(languageFromAcceptLanguage(header)).toBe(expected);
  });

  it('should tell language codes from other strings', () => {
    expect(isLanguageCode('TY')).toBe(true);
    expect(isLanguageCode('ty')).toBe(false);
    expect(isLanguageCode(42)).toBe(false);
  });
});
