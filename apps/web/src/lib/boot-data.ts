import type { LanguageCode } from '@perya/contracts';

// The first screen's answers, sent by the server inside index.html (apps/server/src/plugins/
// web-app.boot.ts, decision 032): a JSON script the query cache is seeded from, so the first
// screen needs no round trip for its data. Each answer serves the first call that asks for it,
// once, during the page's first seconds; every later call (a refetch, a poll) goes to the server.

/** The id of the JSON script (the server's BOOT_SCRIPT_ID). */
export const BOOT_SCRIPT_ID = 'perya-boot';

/** How long after the page started an inlined answer may still stand in for a call. */
export const BOOT_DATA_TTL_MS = 30_000;

type BootAnswer = { value: unknown; guest: boolean };
type BootData = { lang: string; at: number; answers: Record<string, BootAnswer> };

let boot: BootData | null | undefined;

const readBootData = (): BootData | null => {
  if (typeof document === 'undefined') return null;
  const script = document.getElementById(BOOT_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    const data = JSON.parse(script.textContent) as BootData;
    return data && typeof data.answers === 'object' && data.answers ? data : null;
  } catch {
    return null;
  }
};

/**
 * A call's key as the server writes it: the path and its query parameters sorted by name,
 * encoded by URLSearchParams.
 */
export const bootKey = (url: string): string => {
  const [path = '', search = ''] = url.split('?');
  const params = [...new URLSearchParams(search)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

/**
 * The inlined answer to GET `url`, once: only in the language it was made in, only in the page's
 * first seconds, and an answer made for a guest only to a caller without a session.
 */
export const takeBootAnswer = (
  url: string,
  language: LanguageCode,
  isSignedIn: boolean,
): { value: unknown } | undefined => {
  if (boot === undefined) boot = readBootData();
  if (!boot || boot.lang !== language) return undefined;
  if (typeof performance !== 'undefined' && performance.now() > BOOT_DATA_TTL_MS) return undefined;
  const key = bootKey(url);
  const answer = boot.answers[key];
  if (!answer || (answer.guest && isSignedIn)) return undefined;
  delete boot.answers[key];
  return { value: answer.value };
};

/** Forgets what was read (tests). */
export const resetBootData = (): void => {
  boot = undefined;
};
