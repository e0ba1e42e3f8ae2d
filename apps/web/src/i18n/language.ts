import i18n from 'i18next';

import type { LanguageCode } from '@perya/contracts';
import { DEFAULT_LANGUAGE, LOCAL_KEYS, isLanguageCode, isRightToLeft, languageTag } from '@perya/contracts';

import { localValue } from '@/lib/storage';

// The interface language as the spec names it (TY, EN, PT …), saved under local storage `lang`
// (the previous choice under `hisLang`) and sent to the server with every call (X-Lang).

/** The cookie the server reads to inline the first screen's answers (plugins/web-app.boot.ts). */
export const LANGUAGE_COOKIE = 'lang';

type LanguageListener = (code: LanguageCode) => void;

const listeners = new Set<LanguageListener>();

const storedLanguage = (): LanguageCode => {
  const stored = localValue.get(LOCAL_KEYS.lang);
  return isLanguageCode(stored) ? stored : DEFAULT_LANGUAGE;
};

let current: LanguageCode = storedLanguage();

export const getLanguageCode = (): LanguageCode => current;

const applyToDocument = (code: LanguageCode): void => {
  document.documentElement.lang = languageTag(code);
  document.documentElement.dir = isRightToLeft(code) ? 'rtl' : 'ltr';
  // The server answers the first screen's calls inside the page in this language (decision 032).
  document.cookie = `${LANGUAGE_COOKIE}=${code}; path=/; max-age=31536000; samesite=lax`;
};

/** Sets the language: saves it, re-renders the texts, and tells whoever listens (the server). */
export const changeLanguage = async (code: LanguageCode): Promise<void> => {
  if (code !== current) {
    localValue.set(LOCAL_KEYS.hisLang, current);
    current = code;
  }
  localValue.set(LOCAL_KEYS.lang, code);
  applyToDocument(code);
  await i18n.changeLanguage(languageTag(code));
  for (const listener of listeners) listener(code);
};

/** Registers a listener for language changes; returns its removal. */
export const onLanguageChange = (listener: LanguageListener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Re-reads the stored choice (tests, and a change made in another tab). */
export const reloadLanguageChoice = (): LanguageCode => {
  current = storedLanguage();
  applyToDocument(current);
  return current;
};
