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
// (pt-BR to Portuguese first). The agent centre's namespaces (agent*.json) exist in Simplified
// Chinese too (its pages are Chinese in the spec, §2.1; decision 033): other namespaces in CN show
// English. Each language and namespace is its own lazy chunk.
const RESOURCE_LANGUAGES = new Set(['en', 'fil', 'pt']);

type TextFiles = Record<string, () => Promise<unknown>>;
const fileKey = (path: string): string | undefined => /locales\/([^/]+\/[^/]+)\.json$/.exec(path)?.[1];

// The portal's texts. A lazy area (the back office, the agent centre) brings the loaders of its
// own namespaces in its chunk (registerAreaTexts): a player's entry does not carry a line per text
// file of theirs. The contract popup and the member's contract pages are the portal's: their
// namespace (agent-contracts) stays here.
const textFiles = new Map<string, () => Promise<unknown>>();
const addTextFiles = (files: TextFiles) => {
  for (const [path, load] of Object.entries(files)) {
    const key = fileKey(path);
    if (key) textFiles.set(key, load);
  }
};
addTextFiles(import.meta.glob(['./locales/*/*.json', '!./locales/*/admin*.json', '!./locales/*/agent*.json']));
addTextFiles(import.meta.glob('./locales/*/agent-contracts.json'));

/**
 * Registers an area's text files, from `import.meta.glob('…/locales/*\/<area>*.json')` in the
 * area's own chunk. Call it at the area's module top level, before any of its components render.
 */
export const registerAreaTexts = (files: TextFiles): void => addTextFiles(files);

export const initI18n = async (): Promise<typeof i18n> => {
  reloadLanguageChoice();
  await i18n
    .use(
      resourcesToBackend((language: string, namespace: string) => {
        const load = textFiles.get(`${language}/${namespace}`);
        return load ? load() : Promise.resolve({});
      }),
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
