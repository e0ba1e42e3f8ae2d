import i18n from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';

import { languageTag } from '@perya/contracts';

import { getLanguageCode, reloadLanguageChoice } from './language';

export const NAMESPACES = [
  'common',
  'system',
  'pages',
  'auth',
  'challenge',
  'wallet',
  'payments',
  'games',
  'home',
  'content',
] as const;

// Resources exist for English, Filipino and Portuguese; other languages fall back to English
// (pt-BR to Portuguese first). Each language and namespace is its own lazy chunk.
const RESOURCE_LANGUAGES = new Set(['en', 'fil', 'pt']);
// The agent centre's namespaces also exist in simplified Chinese (the spec's agent pages are in
// Chinese); the rest of the portal falls back to English there.
const PARTIAL_LANGUAGES: Record<string, ReadonlySet<string>> = { 'zh-CN': new Set(['agent-income']) };

export const initI18n = async (): Promise<typeof i18n> => {
  reloadLanguageChoice();
  await i18n
    .use(
      resourcesToBackend((language: string, namespace: string) =>
        RESOURCE_LANGUAGES.has(language) || PARTIAL_LANGUAGES[language]?.has(namespace)
          ? import(`./locales/${language}/${namespace}.json`)
          : Promise.resolve({}),
      ),
    )
    .use(initReactI18next)
    .init({
      lng: languageTag(getLanguageCode()),
      // English, Filipino and Portuguese hold the same keys (language.test.ts), so they need no
      // fallback: a first visit loads one language's texts, not two.
      fallbackLng: (code) => (RESOURCE_LANGUAGES.has(code) ? [] : code === 'pt-BR' ? ['pt', 'en'] : ['en']),
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  return i18n;
};

export { i18n };
