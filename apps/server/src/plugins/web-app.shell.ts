// The home's first screen as plain HTML, inside the page's root element until the app replaces it
// (decision 065). On a phone on slow 4G the app's script is seconds of download and work before
// it can draw anything; the page itself arrives in one round trip with the first banner's address
// (the boot data). So the page draws the layout's frame — the header bar, on wide screens the side
// menu's column — and the first banner in the very box the app will put it in: the visitor sees
// the page's largest picture as soon as it has downloaded, and the app's first render takes over
// without moving it (createRoot replaces the root's children in one commit).
//
// Its rules copy the layout's (apps/web/src/app/layouts/portal/portal.module.css: header 108 px on
// phones and 64 px from 62em, side menu 256 px from 62em; the page's 1320 px column and 16/24 px
// padding; features/home/components/home.module.css: the 16:5 banner with its border and radius)
// and the dark skin's colours (apps/web/src/config/brand-colors.ts); e2e/phone-speed.e2e.ts checks
// that the banner does not move when the app takes over, at 390 and 1440 px.

/** The first home banner, as the announcements answer gives it. */
export type ShellBanner = { url: string; title: string };

const SHELL_STYLE = [
  'body{margin:0}',
  '.perya-shell{min-height:100vh;background:#0e1226}',
  '.perya-shell-header{position:fixed;inset:0 0 auto;height:108px;background:rgba(14,18,38,.92);border-bottom:1px solid #2c3358}',
  '.perya-shell-menu{display:none}',
  '.perya-shell-main{padding-top:108px}',
  '.perya-shell-page{max-width:1320px;margin-inline:auto;padding:16px}',
  '.perya-shell-banner{box-sizing:border-box;width:100%;aspect-ratio:16/5;border-radius:14px;overflow:hidden;background:#1c2240;border:1px solid #2c3358}',
  '.perya-shell-banner img{display:block;width:100%;height:100%;object-fit:cover}',
  '@media (min-width:48em){.perya-shell-page{padding:24px}.perya-shell-banner{border-radius:20px}}',
  '@media (min-width:62em){.perya-shell-header{height:64px}.perya-shell-main{padding-top:64px;padding-inline-start:256px}' +
    '.perya-shell-menu{display:block;position:fixed;top:64px;bottom:0;inset-inline-start:0;width:256px;background:#131830;border-right:1px solid #2c3358}}',
].join('');

const escapeHtml = (value: string): string =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The shell's markup for the page's root element. */
export const firstScreenShell = (banner: ShellBanner): string =>
  `<div class="perya-shell" data-first-screen-shell><style>${SHELL_STYLE}</style>` +
  '<div class="perya-shell-header"></div><div class="perya-shell-menu"></div>' +
  '<div class="perya-shell-main"><div class="perya-shell-page"><div class="perya-shell-banner">' +
  `<img src="${escapeHtml(banner.url)}" alt="${escapeHtml(banner.title)}" width="1600" height="500" fetchpriority="high" decoding="async">` +
  '</div></div></div></div>';

const ROOT_ELEMENT = '<div id="root"></div>';

/** index.html with the shell inside its root element (unchanged when it has no empty root). */
export const withShell = (html: string, banner: ShellBanner | null): string =>
  banner && html.includes(ROOT_ELEMENT)
    ? html.replace(ROOT_ELEMENT, () => `<div id="root">${firstScreenShell(banner)}</div>`)
    : html;
