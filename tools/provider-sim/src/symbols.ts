// The reel symbols as inline SVG: no emoji font is needed, nothing is fetched. The gradients are
// defined once (SYMBOL_DEFS, in a visible zero-size SVG: Chromium does not paint gradients from
// a display:none subtree) so that a symbol's markup has no ids and can be repeated freely.
import type { SlotSymbol } from './outcome';

export const SYMBOL_NAMES: Record<SlotSymbol, string> = {
  cherry: 'Cherries',
  lemon: 'Lemon',
  bell: 'Bell',
  star: 'Star',
  seven: 'Seven',
  diamond: 'Diamond',
};

export const SYMBOL_DEFS = `<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false"><defs>
<radialGradient id="ps-red" cx="35%" cy="30%" r="70%"><stop offset="0" stop-color="#ff8fa3"/><stop offset=".45" stop-color="#e0103a"/><stop offset="1" stop-color="#7a0019"/></radialGradient>
<radialGradient id="ps-yellow" cx="35%" cy="30%" r="75%"><stop offset="0" stop-color="#fff7c2"/><stop offset=".5" stop-color="#ffd93b"/><stop offset="1" stop-color="#d99a00"/></radialGradient>
<linearGradient id="ps-gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff1a8"/><stop offset=".45" stop-color="#ffc21a"/><stop offset="1" stop-color="#b86b00"/></linearGradient>
<linearGradient id="ps-seven" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff5a6e"/><stop offset=".55" stop-color="#e3002b"/><stop offset="1" stop-color="#8c0018"/></linearGradient>
<linearGradient id="ps-gem" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#d6fbff"/><stop offset=".5" stop-color="#34c6f4"/><stop offset="1" stop-color="#1b5fd6"/></linearGradient>
<linearGradient id="ps-leaf" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#9be15d"/><stop offset="1" stop-color="#1f8a3b"/></linearGradient>
</defs></svg>`;

const svg = (label: string, body: string) =>
  `<svg viewBox="0 0 100 100" role="img" aria-label="${label}" focusable="false">${body}</svg>`;

export const SYMBOL_SVG: Record<SlotSymbol, string> = {
  cherry: svg(
    SYMBOL_NAMES.cherry,
    `<path d="M52 14c-6 14-16 28-24 44M52 14c4 16 12 30 22 44" fill="none" stroke="#3f6b1f" stroke-width="4.5" stroke-linecap="round"/>
<path d="M52 14c10-8 26-8 34 2-10 8-24 8-34-2z" fill="url(#ps-leaf)"/>
<circle cx="28" cy="68" r="19" fill="url(#ps-red)" stroke="#5c0013" stroke-width="2"/>
<circle cx="72" cy="66" r="19" fill="url(#ps-red)" stroke="#5c0013" stroke-width="2"/>
<ellipse cx="22" cy="61" rx="5" ry="3.5" fill="#fff" opacity=".7"/><ellipse cx="66" cy="59" rx="5" ry="3.5" fill="#fff" opacity=".7"/>`,
  ),
  lemon: svg(
    SYMBOL_NAMES.lemon,
    `<path d="M12 52c0-20 18-34 38-34s38 14 38 34-18 32-38 32S12 72 12 52z" fill="url(#ps-yellow)" stroke="#a87400" stroke-width="2.5"/>
<path d="M8 52c3-4 6-5 8-4M92 52c-3-4-6-5-8-4" stroke="#a87400" stroke-width="4" stroke-linecap="round"/>
<path d="M50 18c2-6 8-9 14-8-2 6-8 9-14 8z" fill="url(#ps-leaf)"/>
<ellipse cx="36" cy="38" rx="10" ry="5" fill="#fff" opacity=".55" transform="rotate(-20 36 38)"/>`,
  ),
  bell: svg(
    SYMBOL_NAMES.bell,
    `<circle cx="50" cy="14" r="6" fill="url(#ps-gold)" stroke="#8a5200" stroke-width="2"/>
<path d="M50 18c-17 0-25 13-25 30v14l-9 12h68l-9-12V48c0-17-8-30-25-30z" fill="url(#ps-gold)" stroke="#8a5200" stroke-width="2.5" stroke-linejoin="round"/>
<circle cx="50" cy="82" r="8" fill="#b86b00" stroke="#6b3b00" stroke-width="2"/>
<path d="M36 34c3-6 8-9 14-9" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".7" fill="none"/>`,
  ),
  star: svg(
    SYMBOL_NAMES.star,
    `<path d="M50 8l12 26 28 3-21 19 6 28-25-14-25 14 6-28-21-19 28-3z" fill="url(#ps-gold)" stroke="#a35a00" stroke-width="3" stroke-linejoin="round"/>
<path d="M50 22l7 15 16 2-12 11" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round" opacity=".6"/>`,
  ),
  seven: svg(
    SYMBOL_NAMES.seven,
    `<path d="M20 14h62v14L52 88H30l30-58H34v8H20z" fill="url(#ps-seven)" stroke="#5c0010" stroke-width="4" stroke-linejoin="round"/>
<path d="M26 19h50" stroke="#ffd1d8" stroke-width="3" stroke-linecap="round" opacity=".8"/>`,
  ),
  diamond: svg(
    SYMBOL_NAMES.diamond,
    `<path d="M28 16h44l20 22-42 50L8 38z" fill="url(#ps-gem)" stroke="#0d3f91" stroke-width="3" stroke-linejoin="round"/>
<path d="M8 38h84M28 16l10 22 12 50 12-50 10-22M38 38l12-22 12 22" fill="none" stroke="#e8fdff" stroke-width="2" opacity=".75" stroke-linejoin="round"/>`,
  ),
};
