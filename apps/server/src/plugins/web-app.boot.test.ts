import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { afterAll, describe, expect, it } from 'vitest';

import {
  BOOT_SCRIPT_ID,
  bootCallsFor,
  bootKey,
  languageOf,
  largestPictureOf,
  picturePreload,
  preloadLinks,
  readPreloadPlan,
  renderPage,
  scriptSafeJson,
} from './web-app.boot';

const INDEX = '<!doctype html><html><head><title>Perya</title></head><body><div id="root"></div></body></html>';

/** The JSON script of a rendered page, as the browser's parser would cut it: up to the first `</script`. */
const bootScriptOf = (html: string): string => {
  const open = `<script id="${BOOT_SCRIPT_ID}" type="application/json">`;
  const start = html.indexOf(open) + open.length;
  return html.slice(start, html.toLowerCase().indexOf('</script', start));
};

describe('first-screen data in the page', () => {
  it('should put the JSON script and the preloads before </head>', () => {
    const html = renderPage(INDEX, { lang: 'TY', at: 1, answers: {} }, '<link rel="modulepreload" href="/a.js">');
    expect(html).toContain(
      `<link rel="modulepreload" href="/a.js"><script id="${BOOT_SCRIPT_ID}" type="application/json">{"lang":"TY","at":1,"answers":{}}</script></head>`,
    );
  });

  it.each([
    '</script><script>alert(1)</script>',
    '</SCRIPT ><img src=x onerror=alert(1)>',
    '<!--<script>',
    'a\u2028b\u2029c & <b>',
  ])('should keep content %j inside the script and give it back intact', (text) => {
    const boot = {
      lang: 'TY' as const,
      at: 1,
      answers: { '/wps/announcements': { value: { title: text }, guest: true } },
    };
    const html = renderPage(INDEX, boot, '');
    const script = bootScriptOf(html);
    expect(script).not.toMatch(/[<>]/);
    // The script ends where the page put its end, and the content comes back as it was.
    expect(JSON.parse(script)).toEqual(boot);
    expect(html.endsWith('</script></head><body><div id="root"></div></body></html>')).toBe(true);
  });

  it('should escape <, >, & and the line separators as \\u escapes', () => {
    expect(scriptSafeJson('</script>&\u2028')).toBe('"\\u003c/script\\u003e\\u0026\\u2028"');
  });

  it('should write a call key with its parameters sorted, as the client does', () => {
    expect(bootKey('/wps/announcements?types=B,PL&platform=W')).toBe('/wps/announcements?platform=W&types=B%2CPL');
    expect(bootKey('/wps/system/status')).toBe('/wps/system/status');
  });

  it('should name the home, list-centre and other pages their first calls', () => {
    const urls = (path: string, hasQuery = false) => bootCallsFor(path, 'TY', hasQuery).map((call) => call.url);
    expect(urls('/')).toEqual([
      '/wps/system/status',
      '/wps/system/permission',
      '/lgw/games/game_menus?platform=html5-desktop',
      '/wps/announcements?types=B%2CPL%2CPU%2CPR%2CH&platform=W',
    ]);
    expect(urls('/rng')).toContain(
      '/wps/relay/GCSGAME_gameList?gameType=RNG&select=ALL&pageNo=1&pageSize=30&language=TY&clientType=3&platform=html5-desktop',
    );
    // A filtered list is not the first screen; a member page gets the shared calls only.
    expect(urls('/rng', true)).toHaveLength(3);
    expect(urls('/member/depositv2')).toHaveLength(3);
    // Answers made for a guest are marked so: a signed-in client makes those calls itself.
    expect(
      bootCallsFor('/', 'TY', false)
        .filter((call) => call.guest)
        .map((call) => call.url),
    ).toEqual(['/wps/announcements?types=B%2CPL%2CPU%2CPR%2CH&platform=W']);
  });

  it('should take the language from the cookie, else the default', () => {
    expect(languageOf('a=1; lang=EN')).toBe('EN');
    expect(languageOf('lang=XX')).toBe('TY');
    expect(languageOf(undefined)).toBe('TY');
  });

  it('should preload the first home banner with high priority, and nothing unsafe', () => {
    const answers = {
      '/wps/announcements?platform=W&types=B': {
        guest: true,
        value: {
          banners: [
            { groupName: 'w_video', sequence: 0, url: '/v.svg' },
            { groupName: 'w_home', sequence: 2, url: '/second.svg' },
            { groupName: 'w_home', sequence: 1, url: '/lgw/images/banners/first.svg' },
          ],
        },
      },
    };
    expect(largestPictureOf(answers)).toEqual({ url: '/lgw/images/banners/first.svg', title: '' });
    expect(picturePreload('/a"b.svg')).toBe(
      '<link rel="preload" as="image" href="/a&quot;b.svg" fetchpriority="high">',
    );
    expect(picturePreload(null)).toBe('');
    expect(preloadLinks(null, '/', true)).toBe('');
    const bad = { x: { guest: true, value: { banners: [{ groupName: 'w_home', url: 'javascript:alert(1)' }] } } };
    expect(largestPictureOf({ '/wps/announcements': bad.x })).toBeNull();
  });

  describe('with a build manifest', () => {
    const dist = mkdtempSync(join(tmpdir(), 'perya-boot-'));
    afterAll(() => rmSync(dist, { recursive: true, force: true }));
    mkdirSync(join(dist, '.vite'));
    writeFileSync(
      join(dist, '.vite', 'manifest.json'),
      JSON.stringify({
        'index.html': {
          file: 'assets/index-1.js',
          isEntry: true,
          css: ['assets/index-1.css'],
          imports: ['_shared'],
          assets: ['assets/outfit-latin-ext-wght-normal-1.woff2', 'assets/outfit-latin-wght-normal-1.woff2'],
        },
        _shared: { file: 'assets/shared-1.js' },
        'src/app/routes/home.tsx': { file: 'assets/home-1.js', css: ['assets/home-1.css'], imports: ['_shared'] },
        'src/lib/startup-schemas.ts': { file: 'assets/startup-schemas-1.js', imports: ['_schemas'] },
        _schemas: { file: 'assets/schemas-1.js', imports: ['_shared'] },
        'src/features/games/pages/game-centre-page.tsx': { file: 'assets/centre-1.js', imports: ['index.html'] },
        'src/styles/mantine-full.ts': { file: 'assets/mantine-full-1.css' },
        'src/app/routes/member-centre.tsx': { file: 'assets/member-centre-1.js', imports: ['_shared'] },
        'src/app/routes/protected-pages.tsx': { file: 'assets/protected-pages-1.js', imports: ['_parts'] },
        _parts: { file: 'assets/parts-1.js' },
        'src/i18n/first-screen/texts-fil.ts': { file: 'assets/texts-fil-1.js', imports: ['_shared'] },
        'src/i18n/first-screen/texts-en.ts': { file: 'assets/texts-en-1.js', imports: ['_shared'] },
        'src/i18n/first-screen/texts-pt.ts': { file: 'assets/texts-pt-1.js', imports: ['_shared'] },
      }),
    );

    it("should preload the font, the page's own chunk and sheet, its language's texts and the schemas, nothing the entry loads", () => {
      const font =
        '<link rel="preload" as="font" type="font/woff2" href="/assets/outfit-latin-wght-normal-1.woff2" crossorigin>';
      const links = preloadLinks(readPreloadPlan(dist), '/', false);
      expect(links).toBe(
        font +
          '<link rel="preload" as="style" href="/assets/home-1.css" crossorigin>' +
          '<link rel="modulepreload" href="/assets/texts-fil-1.js">' +
          '<link rel="modulepreload" href="/assets/startup-schemas-1.js">' +
          '<link rel="modulepreload" href="/assets/schemas-1.js">' +
          '<link rel="modulepreload" href="/assets/home-1.js">',
      );
      // The home with its banner paints the server's shell first: the font would only compete.
      expect(preloadLinks(readPreloadPlan(dist), '/', true)).not.toContain('as="font"');
      // Not the Latin-extended file: the portal's languages need the Latin one.
      expect(links).not.toContain('latin-ext');
      expect(links).not.toContain('texts-en');
      expect(preloadLinks(readPreloadPlan(dist), '/rng', false, 'PT')).toBe(
        font +
          '<link rel="preload" as="style" href="/assets/mantine-full-1.css" crossorigin>' +
          '<link rel="modulepreload" href="/assets/texts-pt-1.js">' +
          '<link rel="modulepreload" href="/assets/startup-schemas-1.js">' +
          '<link rel="modulepreload" href="/assets/schemas-1.js">' +
          '<link rel="modulepreload" href="/assets/centre-1.js">',
      );
      // The deposit page: the member centre's frame and the signed-in pages' chunk with its parts.
      expect(preloadLinks(readPreloadPlan(dist), '/member/depositv2', false, 'EN')).toBe(
        font +
          '<link rel="preload" as="style" href="/assets/mantine-full-1.css" crossorigin>' +
          '<link rel="modulepreload" href="/assets/texts-en-1.js">' +
          '<link rel="modulepreload" href="/assets/startup-schemas-1.js">' +
          '<link rel="modulepreload" href="/assets/schemas-1.js">' +
          '<link rel="modulepreload" href="/assets/member-centre-1.js">' +
          '<link rel="modulepreload" href="/assets/protected-pages-1.js">' +
          '<link rel="modulepreload" href="/assets/parts-1.js">',
      );
      expect(readPreloadPlan(dist)?.missing).toEqual([]);
      // A language without the portal's texts reads English's (i18n/index.ts).
      expect(preloadLinks(readPreloadPlan(dist), '/help', false, 'CN')).toBe(
        font +
          '<link rel="modulepreload" href="/assets/texts-en-1.js">' +
          '<link rel="modulepreload" href="/assets/startup-schemas-1.js">' +
          '<link rel="modulepreload" href="/assets/schemas-1.js">',
      );
    });
  });
});
