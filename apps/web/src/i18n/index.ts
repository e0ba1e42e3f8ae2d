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
// English. The first screen's namespaces come in one chunk per language (first-screen/texts-*.ts);
// every other language and namespace is its own lazy chunk.
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
addTextFiles(
  import.meta.glob([
    './locales/*/*.json',
    '!./locales/*/admin*.json',
    '!./locales/*/agent*.json',
    '!./locales/*/{common,system,pages,auth,challenge,wallet,payments,games,home,content}.json',
  ]),
);
addTextFiles(import.meta.glob('./locales/*/agent-contracts.json'));

/**
 * Registers an area's text files, from `import.meta.glob('…/locales/*\/<area>*.json')` in the
 * area's own chunk. Call it at the area's module top level, before any of its components render.
 */
export const registerAreaTexts = (files: TextFiles): void => addTextFiles(files);

type FirstScreenTexts = { default: Record<string, Record<string, unknown>> };
/** The first screen's namespaces of a language, one chunk each, by language tag. */
const FIRST_SCREEN_TEXTS: Record<string, () => Promise<FirstScreenTexts>> = {
  en: () => import('./first-screen/texts-en'),
  fil: () => import('./first-screen/texts-fil'),
  pt: () => import('./first-screen/texts-pt'),
};

const loadTexts = async (language: string, namespace: string): Promise<unknown> => {
  const firstScreen = FIRST_SCREEN_TEXTS[language];
  if (firstScreen && (NAMESPACES as readonly string[]).includes(namespace)) {
    const files = (await firstScreen()).default;
    return files[`../locales/${language}/${namespace}.json`] ?? {};
  }
  const load = textFiles.get(`${language}/${namespace}`);
  return load ? load() : {};
};

export const initI18n = async (): Promise<typeof i18n> => {
  reloadLanguageChoice();
  await i18n
    .use(resourcesToBackend(loadTexts))
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
