import { createHash } from 'node:crypto';

// The first screen's frame as plain HTML, inside the page's root element until the app replaces it
// (decisions 067 and 073). On a phone on slow 4G the app's script is seconds of download and work
// before it can draw anything; the page itself arrives in one round trip. So the page draws the
// layout's frame — the header bar with the Perya mark where the app puts it, on wide screens the
// side menu's column — and on the home the first banner (its address is in the boot data) in the
// very box the app will put it in: the visitor sees the portal at once, and the home's largest
// picture as soon as it has downloaded; the app's first render takes over without moving either
// (createRoot replaces the root's children in one commit).
//
// Its rules copy the layout's (apps/web/src/app/layouts/portal/portal.module.css: header 108 px on
// phones and 64 px from 62em; its bar 60 px at every width, since Mantine's height prop wins over
// the class's 64, with 16 px padding, and on phones and tablets the 26 px burger and a 16 px gap
// before the logo; side menu 256 px from 62em; the page's 1320 px column and 16/24 px padding;
// features/home/components/home.module.css: the 16:5 banner with its border and radius), the
// mark's drawing (apps/web/src/components/ui/logo.tsx, 34 px in the header) and the dark skin's
// colours (apps/web/src/config/brand-colors.ts). e2e/phone-speed.e2e.ts checks that the mark and
// the banner do not move when the app takes over, at 390 and 1440 px.

/** The template holding what the app loads, which the shell's script adds after the first paint. */
const AFTER_PAINT_ID = 'perya-after-paint';

/**
 * The shell's one script, in two parts. The page's CSP allows it by its hash, and no other inline
 * script (plugins/security-headers.ts).
 *
 * The skin. A visitor's choice lives in local storage (Mantine's colour-scheme manager), which the
 * server cannot read: this runs before the shell paints and sets the scheme on the page as
 * Mantine's provider will, so a light-skin visitor sees a light frame, not a dark one that turns
 * light when the app starts.
 *
 * The app's files, after the first paint (decision 074). The entry's script tag and the page's
 * preloads wait in a template; once the browser has drawn a frame (a frame's callback, then a task)
 * they are added to the head and download. Requested with the page, they shared a phone's thin
 * link with the stylesheet the first paint waits for, and when they arrived before the browser's
 * first frame the entry's evaluation, a long task on a phone, ran before anything was drawn. A
 * hidden tab draws no frames: it loads them at once, and a second's timer covers a frame that
 * never comes.
 *
 * They are added eight at a time, a task each: on a phone every request the page starts costs its
 * main thread about 3 ms, and the home's eighteen (the deposit page's sixty-one) in one task were a
 * long one (decision 075). The entry's tag comes last, as Vite writes it: nothing of the app runs
 * between two batches, so no batch waits behind the entry's evaluation. A hidden tab, whose timers
 * the browser slows to one a second, adds them all at once.
 */
const SHELL_SCRIPT =
  "try{if(localStorage.getItem('mantine-color-scheme-value')==='light')" +
  "document.documentElement.setAttribute('data-mantine-color-scheme','light')}catch(e){}" +
  `(function(){var t=document.getElementById('${AFTER_PAINT_ID}'),d=0;if(!t)return;` +
  'function go(all){if(d)return;d=1;var n=[].slice.call(document.importNode(t.content,true).childNodes);' +
  '(function add(){n.splice(0,all?n.length:8).forEach(function(e){document.head.appendChild(e)});' +
  'if(n.length)setTimeout(add,0)})()}' +
  "if(document.visibilityState==='hidden')return go(1);setTimeout(go,1000);" +
  'requestAnimationFrame(function(){setTimeout(go,0)})})()';

/** The CSP source that allows the shell's script, and nothing else inline. */
export const SHELL_SCRIPT_CSP_SOURCE = `'sha256-${createHash('sha256').update(SHELL_SCRIPT).digest('base64')}'`;

/** The first home banner, as the announcements answer gives it. */
export type ShellBanner = { url: string; title: string };

const SHELL_STYLE = [
  'body{margin:0}',
  '.perya-shell{min-height:100vh;background:#0e1226}',
  '.perya-shell-header{position:fixed;inset:0 0 auto;height:108px;background:#0e1226;border-bottom:1px solid #2c3358}',
  '.perya-shell-mark{position:absolute;top:13px;left:58px;display:block}',
  '.perya-shell-menu{display:none}',
  '.perya-shell-main{padding-top:108px}',
  '.perya-shell-page{max-width:1320px;margin-inline:auto;padding:16px}',
  '.perya-shell-banner{box-sizing:border-box;width:100%;aspect-ratio:16/5;border-radius:14px;overflow:hidden;background:#1c2240;border:1px solid #2c3358}',
  '.perya-shell-banner img{display:block;width:100%;height:100%;object-fit:cover}',
  '@media (min-width:48em){.perya-shell-page{padding:24px}.perya-shell-banner{border-radius:20px}}',
  '@media (min-width:62em){.perya-shell-header{height:64px}.perya-shell-mark{left:16px}.perya-shell-main{padding-top:64px;padding-inline-start:256px}' +
    '.perya-shell-menu{display:block;position:fixed;top:64px;bottom:0;inset-inline-start:0;width:256px;background:#131830;border-right:1px solid #2c3358}}',
  // The light skin (its colours: brand-colors.ts; the header white as theme.ts makes it).
  '[data-mantine-color-scheme=light] .perya-shell{background:#eef0f7}',
  '[data-mantine-color-scheme=light] .perya-shell-header{background:#ffffff;border-bottom-color:#dcdfee}',
  '[data-mantine-color-scheme=light] .perya-shell-menu{background:#ffffff;border-right-color:#dcdfee}',
  '[data-mantine-color-scheme=light] .perya-shell-banner{background:#f5f6fb;border-color:#dcdfee}',
].join('');

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The Perya mark as the app's Logo draws it (its gradient's id is the shell's own). */
const MARK =
  '<svg class="perya-shell-mark" width="34" height="34" viewBox="0 0 64 64" aria-hidden="true">' +
  '<defs><linearGradient id="perya-shell-gold" x1="0" y1="0" x2="1" y2="1">' +
  '<stop offset="0" stop-color="#ffd66b"/><stop offset="1" stop-color="#f29b1d"/></linearGradient></defs>' +
  '<rect width="64" height="64" rx="16" fill="#1c2240"/>' +
  '<circle cx="32" cy="28" r="16" fill="none" stroke="url(#perya-shell-gold)" stroke-width="4"/>' +
  '<g stroke="url(#perya-shell-gold)" stroke-width="3" stroke-linecap="round">' +
  '<path d="M32 12v32M16 28h32M20.7 16.7l22.6 22.6M43.3 16.7 20.7 39.3"/></g>' +
  '<path d="M24 54l8-12 8 12" fill="none" stroke="url(#perya-shell-gold)" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>' +
  '<circle cx="32" cy="28" r="4" fill="#ff3d71"/></svg>';

/** What the shell draws besides the frame: the home's first banner, or nothing. */
export type ShellContent = { banner: ShellBanner | null };

/** The shell's markup for the page's root element. */
export const firstScreenShell = ({ banner }: ShellContent): string =>
  `<div class="perya-shell" data-first-screen-shell><script>${SHELL_SCRIPT}</script><style>${SHELL_STYLE}</style>` +
  `<div class="perya-shell-header">${MARK}</div><div class="perya-shell-menu"></div>` +
  '<div class="perya-shell-main"><div class="perya-shell-page">' +
  (banner
    ? '<div class="perya-shell-banner">' +
      `<img src="${escapeHtml(banner.url)}" alt="${escapeHtml(banner.title)}" width="1600" height="500" fetchpriority="high" decoding="async">` +
      '</div>'
    : '') +
  '</div></div></div>';

const ROOT_ELEMENT = '<div id="root"></div>';
/** The entry's script tag, as Vite writes it into index.html's head. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="[^"]+"><\/script>/;

/**
 * index.html with the shell inside its root element, and `afterPaint` (the page's preload links)
 * and the entry's script tag moved into the template the shell's script adds after
 * the first paint. Unchanged without content, without an empty root or without the entry's tag.
 */
export const withShell = (html: string, content: ShellContent | null, afterPaint = ''): string => {
  const entry = ENTRY_SCRIPT.exec(html)?.[0];
  if (!content || !entry || !html.includes(ROOT_ELEMENT)) return html;
  return html
    .replace(entry, '')
    .replace(
      ROOT_ELEMENT,
      () =>
        `<div id="root"><template id="${AFTER_PAINT_ID}">${afterPaint}${entry}</template>${firstScreenShell(content)}</div>`,
    );
};

/**
 * Whether the page at `path` has the portal's frame with its side menu (apps/web/src/app/layouts/
 * portal-layout.tsx): not a game page (no side menu, the logo elsewhere) nor the agent centre
 * (its own layout).
 */
export const hasPortalFrame = (path: string, isGamePage: boolean): boolean =>
  !isGamePage && !/^\/agent(?:home)?(?:\/|$)/i.test(path);
