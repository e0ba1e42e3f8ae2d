import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

import type { LanguageCode } from '@perya/contracts';
import {
  ANNOUNCEMENT_TYPE_CODES,
  DEFAULT_LANGUAGE,
  GAME_CATEGORIES,
  GAME_PAGE_SIZE,
  HOME_PATHS,
  isLanguageCode,
  languageTag,
  textLanguage,
} from '@perya/contracts';

// The first screen's data and files, named in the page itself (decision 032). A phone on slow 4G
// pays a round trip (about 150 ms, more on a real network) for every request the app would make
// after its script has run: the answers the first screen waits for travel inside index.html as a
// JSON script the client seeds its query cache with, and the page's own chunk, its texts, its
// answer schemas, the web font and its largest picture are preloaded from the page's head. Only
// those, each as few files as the build allows (decision 067): the two dozen small language and
// schema chunks decision 032 first preloaded took slow 4G's bandwidth and connections from the
// entry script the first paint then waited for, and made FCP later.
// On a page with the shell the files wait for its first paint (web-app.shell.ts, decision 074): only
// the picture is asked for with the page.

/** The id of the JSON script the client reads (apps/web/src/lib/boot-data.ts). */
export const BOOT_SCRIPT_ID = 'perya-boot';
/** The cookie the client writes when the visitor picks a language (apps/web/src/i18n/language.ts). */
export const LANGUAGE_COOKIE = 'lang';

/** One call the first screen makes, answered in the page. `guest`: only for a visitor without a session. */
export type BootCall = { url: string; guest: boolean };

/**
 * A call's key as both sides write it: the path and its query parameters sorted by name, encoded
 * by URLSearchParams (the client's lib/boot-data.ts normalises its requests the same way).
 */
export const bootKey = (url: string): string => {
  const [path = '', search = ''] = url.split('?');
  const params = [...new URLSearchParams(search)].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  return query ? `${path}?${query}` : path;
};

const withQuery = (path: string, query: Record<string, string | number>) =>
  `${path}?${new URLSearchParams(Object.entries(query).map(([key, value]): [string, string] => [key, String(value)])).toString()}`;

/** Every page's gate and chrome: the status, the site configuration, the game menu. */
const SHARED_CALLS: BootCall[] = [
  { url: '/wps/system/status', guest: false },
  { url: '/wps/system/permission', guest: false },
  { url: withQuery('/lgw/games/game_menus', { platform: 'html5-desktop' }), guest: false },
];

/** What the page at `path` (no query string: a filtered list is not the first screen) asks for first. */
export const bootCallsFor = (path: string, language: LanguageCode, hasQuery: boolean): BootCall[] => {
  const lowered = path.toLowerCase();
  if ((HOME_PATHS as readonly string[]).includes(lowered))
    return [
      ...SHARED_CALLS,
      {
        url: withQuery('/wps/announcements', { types: ANNOUNCEMENT_TYPE_CODES.join(','), platform: 'W' }),
        guest: true,
      },
    ];
  const category = GAME_CATEGORIES.find((entry) => entry.path.toLowerCase() === lowered);
  if (category?.listCentre && !hasQuery)
    return [
      ...SHARED_CALLS,
      {
        // As features/games/api/game-list.ts asks for a list centre's first page, unfiltered.
        url: withQuery('/wps/relay/GCSGAME_gameList', {
          gameType: category.code,
          select: 'ALL',
          pageNo: 1,
          pageSize: GAME_PAGE_SIZE,
          language,
          clientType: 3,
          platform: 'html5-desktop',
        }),
        guest: true,
      },
    ];
  return SHARED_CALLS;
};

/** The visitor's language: the cookie the app writes when they choose one, else the portal's default. */
export const languageOf = (cookieHeader: string | undefined): LanguageCode => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === LANGUAGE_COOKIE && isLanguageCode(value)) return value;
  }
  return DEFAULT_LANGUAGE;
};

/**
 * JSON safe inside a script element: no `<` (so no `</script>` or `<!--` from content), no `>` or
 * `&`, and the two line separators JavaScript once treated as line ends, all as \u escapes.
 */
export const scriptSafeJson = (value: unknown): string =>
  JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

const escapeAttribute = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

type ManifestChunk = {
  file: string;
  src?: string;
  imports?: string[];
  css?: string[];
  assets?: string[];
  isEntry?: boolean;
};
type Manifest = Record<string, ManifestChunk>;

/** What the web build's manifest (dist/.vite/manifest.json) says a page's first screen loads next. */
export type PreloadPlan = {
  /** The route's chunks and what they import, by page kind. */
  routes: Map<RouteKind, { scripts: string[]; styles: string[] }>;
  /** Files the entry loads already (index.html names them): never preloaded twice. */
  entryFiles: Set<string>;
  /** What every first screen waits for besides the entry: its answer schemas' chunk. */
  startup: string[];
  /** The first screen's texts, one chunk per language tag (`fil` → its file and what it imports). */
  texts: Map<string, string[]>;
  /** The web font's Latin file (the entry stylesheet's), or null. */
  font: string | null;
  /** Route sources the manifest does not name (a module moved into another chunk): never preloaded. */
  missing: string[];
};

type RouteKind = 'home' | 'centre' | 'deposit';

/** The modules each page's first screen loads after the entry (apps/web/src/app/router.tsx). */
const ROUTE_SOURCES: Record<RouteKind, string[]> = {
  home: ['src/app/routes/home.tsx'],
  // Pages beyond home wait for the full Mantine sheet too (lib/with-full-styles.ts).
  centre: ['src/features/games/pages/game-centre-page.tsx', 'src/styles/mantine-full.ts'],
  // The deposit page is one of the signed-in pages bundled in protected-pages' chunk.
  deposit: ['src/app/routes/member-centre.tsx', 'src/app/routes/protected-pages.tsx', 'src/styles/mantine-full.ts'],
};

const DEPOSIT_PATH = '/member/depositv2';

export const readPreloadPlan = (distDir: string): PreloadPlan | null => {
  const file = join(distDir, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Manifest;
  const closure = (key: string, scripts = new Set<string>(), styles = new Set<string>()) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file) || styles.has(chunk.file)) return { scripts, styles };
    // A stylesheet entry (styles/mantine-full.ts) is its CSS file.
    (chunk.file.endsWith('.css') ? styles : scripts).add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) closure(imported, scripts, styles);
    return { scripts, styles };
  };
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const entry = entryKey ? closure(entryKey) : { scripts: new Set<string>(), styles: new Set<string>() };
  const entryFiles = new Set([...entry.scripts, ...entry.styles]);
  const routes: PreloadPlan['routes'] = new Map();
  const missing: string[] = [];
  for (const [kind, sources] of Object.entries(ROUTE_SOURCES) as Array<[keyof typeof ROUTE_SOURCES, string[]]>) {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    for (const source of sources) {
      const key = Object.keys(manifest).find((name) => name.endsWith(source));
      if (key) closure(key, scripts, styles);
      else missing.push(source);
    }
    routes.set(kind, {
      scripts: [...scripts].filter((name) => !entryFiles.has(name)),
      styles: [...styles].filter((name) => !entryFiles.has(name)),
    });
  }
  const chunkFiles = (source: string) => {
    const key = Object.keys(manifest).find((name) => name.endsWith(source));
    return key ? [...closure(key).scripts].filter((name) => !entryFiles.has(name)) : [];
  };
  const texts = new Map<string, string[]>();
  // One module per language holds them (apps/web/src/i18n/first-screen/texts-<tag>.ts).
  for (const key of Object.keys(manifest)) {
    const tag = /src\/i18n\/first-screen\/texts-([^/]+)\.ts$/.exec(key)?.[1];
    if (tag) texts.set(tag, chunkFiles(key));
  }
  const font =
    (entryKey ? manifest[entryKey]?.assets : undefined)?.find((file) => /outfit-latin-wght/.test(file)) ?? null;
  return { routes, entryFiles, startup: chunkFiles('src/lib/startup-schemas.ts'), texts, font, missing };
};

/** The `<link>` of the page's largest picture (its LCP), or nothing: it goes first, before any file. */
export const picturePreload = (largestPicture: string | null): string =>
  largestPicture
    ? `<link rel="preload" as="image" href="${escapeAttribute(largestPicture)}" fetchpriority="high">`
    : '';

/**
 * The `<link>`s of the files the page at `path` loads next, in the order it needs them.
 * `hasPicture`: the page's first paint is the shell's picture (the home's banner).
 */
export const preloadLinks = (
  plan: PreloadPlan | null,
  path: string,
  hasPicture: boolean,
  language: LanguageCode = DEFAULT_LANGUAGE,
): string => {
  const links: string[] = [];
  if (!plan) return '';
  const lowered = path.toLowerCase();
  const kind: RouteKind | null = (HOME_PATHS as readonly string[]).includes(lowered)
    ? 'home'
    : GAME_CATEGORIES.some((entry) => entry.path.toLowerCase() === lowered)
      ? 'centre'
      : lowered === DEPOSIT_PATH.toLowerCase()
        ? 'deposit'
        : null;
  // Every first screen renders once its texts are in and its first answers parsed: those two
  // chunks (one file each since decision 065) download beside the entry, not after it has run.
  const files = new Set<string>([...(plan.texts.get(languageTag(textLanguage(language))) ?? []), ...plan.startup]);
  const styles = new Set<string>();
  const part = kind ? plan.routes.get(kind) : undefined;
  for (const script of part?.scripts ?? []) files.add(script);
  for (const style of part?.styles ?? []) styles.add(style);
  // The web font, so the app's first render has it and no text reflows when it arrives (font-display
  // swap shifted the member centre's title by 21 px on a phone: a layout shift of 0.035). Not on the
  // home, whose first paint is the server's shell (decision 067): there it only took the link from
  // the entry and the banner (bench/web: FCP 1.0 → 2.7 s). A font request is always CORS.
  if (plan.font && !hasPicture)
    links.push(`<link rel="preload" as="font" type="font/woff2" href="/${escapeAttribute(plan.font)}" crossorigin>`);
  // crossorigin as Vite's own <link rel="stylesheet" crossorigin>: without it the preload does not
  // match and the sheet downloads twice (bench/web measured 250 kB more CSS on /rng).
  for (const style of styles)
    links.push(`<link rel="preload" as="style" href="/${escapeAttribute(style)}" crossorigin>`);
  for (const script of files) links.push(`<link rel="modulepreload" href="/${escapeAttribute(script)}">`);
  return links.join('');
};

/** The data the client seeds its query cache with (apps/web/src/lib/boot-data.ts reads it). */
export type BootData = {
  /** The language the answers were made in: the client uses them only when it speaks the same. */
  lang: LanguageCode;
  /** When the server made them (epoch ms): their age in the client's query cache. */
  at: number;
  /** Normalised call → its envelope's value, and whether a signed-in client may use it too. */
  answers: Record<string, { value: unknown; guest: boolean }>;
};

/** index.html with the boot data and the preloads before `</head>`. */
export const renderPage = (indexHtml: string, boot: BootData | null, links: string): string => {
  const script = boot ? `<script id="${BOOT_SCRIPT_ID}" type="application/json">${scriptSafeJson(boot)}</script>` : '';
  const at = indexHtml.indexOf('</head>');
  if (at < 0) return `${links}${script}${indexHtml}`;
  return `${indexHtml.slice(0, at)}${links}${script}${indexHtml.slice(at)}`;
};

/** The first home banner (w_home, lowest sequence), from the announcements' answer: the home's largest picture. */
export const largestPictureOf = (answers: BootData['answers']): { url: string; title: string } | null => {
  for (const [key, answer] of Object.entries(answers)) {
    if (!key.startsWith('/wps/announcements')) continue;
    const banners = (
      answer.value as { banners?: Array<{ groupName?: string; sequence?: number; url?: string; title?: string }> }
    )?.banners;
    const first = (banners ?? [])
      .filter((banner) => banner.groupName === 'w_home' && banner.url)
      .sort((a, b) => (a.sequence ?? 0) - (b.sequence ?? 0))[0];
    if (first?.url && /^(\/|https?:\/\/)/.test(first.url)) return { url: first.url, title: first.title ?? '' };
  }
  return null;
};
