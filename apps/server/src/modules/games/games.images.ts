import { createHash } from 'node:crypto';

import { drawScene, drawSymbol, paletteOf, sceneOf, symbolOf } from './games.art';

// Game and vendor images for the catalogue, drawn as SVG from the names: nothing to download at
// run time, the same picture for the same game every time, small enough to serve on demand.

const PALETTES = [
  ['#ff8a00', '#e52e71'],
  ['#00c6ff', '#0072ff'],
  ['#f7971e', '#ffd200'],
  ['#8e2de2', '#4a00e0'],
  ['#11998e', '#38ef7d'],
  ['#fc466b', '#3f5efb'],
  ['#ee0979', '#ff6a00'],
  ['#1d976c', '#93f9b9'],
  ['#b24592', '#f15f79'],
  ['#2193b0', '#6dd5ed'],
  ['#cc2b5e', '#753a88'],
  ['#de6262', '#ffb88c'],
] as const;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[char] ?? char,
  );

const hashOf = (text: string): Buffer => createHash('sha1').update(text).digest();

const initialsOf = (name: string) =>
  name
    .split(/[\s-]+/)
    .filter((word) => /^[A-Za-z0-9]/.test(word))
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');

/**
 * The vendor's name in the large picture's corner. The square tile leaves it out: its card names
 * the vendor under the picture, and the corner holds the hot badge.
 */
const vendorTag = (vendorName: string) =>
  `<rect x="16" y="16" rx="10" width="${Math.max(64, vendorName.length * 9 + 20)}" height="30" fill="#000" opacity=".45"/>
<text x="26" y="37" font-family="Arial, sans-serif" font-weight="700" font-size="16" fill="#fff">${escapeXml(vendorName)}</text>`;

const sparkles = (width: number, height: number, hash: Buffer) =>
  Array.from({ length: 10 }, (_, index) => {
    const x = ((hash[index % hash.length] ?? 0) / 255) * width;
    const y = ((hash[(index + 7) % hash.length] ?? 0) / 255) * height * 0.6;
    const r = 1.5 + (index % 3);
    return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="#fff" opacity="${(0.25 + (index % 4) * 0.12).toFixed(2)}"/>`;
  }).join('');

/**
 * A game's picture: a scene for its category, a symbol its name calls for, in a palette its name
 * suggests (games.art.ts). No words: the card prints the name once, under the picture. `large` is
 * 16:9, with the vendor's name in the corner.
 */
export const gameImageSvg = (input: {
  vendorCode: string;
  gameCode: string;
  name: string;
  vendorName: string;
  gameType: string;
  large?: boolean;
}): string => {
  const hash = hashOf(`${input.vendorCode}:${input.gameCode}`);
  const palette = paletteOf(input.name, hash[0] ?? 0);
  const [width, height] = input.large ? [800, 450] : [400, 400];
  const symbol = symbolOf(input.name, input.gameType);
  const scale = (input.large ? 1.5 : 1.45) * (0.94 + ((hash[2] ?? 0) % 12) / 100);
  const tilt = ((hash[3] ?? 0) % 17) - 8;
  const [x, y] = input.large ? [width * 0.62, height * 0.52] : [width / 2, height * 0.5];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.name)}">
<defs>
<radialGradient id="bg" cx=".5" cy=".4" r=".8"><stop offset="0" stop-color="${palette.to}"/><stop offset="1" stop-color="${palette.from}"/></radialGradient>
<radialGradient id="halo" cx=".5" cy=".5" r=".5"><stop offset="0" stop-color="${palette.accent}" stop-opacity=".55"/><stop offset="1" stop-color="${palette.accent}" stop-opacity="0"/></radialGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6cf"/><stop offset=".5" stop-color="#ffd34d"/><stop offset="1" stop-color="#d48a00"/></linearGradient>
<linearGradient id="red7" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ff6b6b"/><stop offset="1" stop-color="#b3001b"/></linearGradient>
<radialGradient id="pearl" cx=".35" cy=".35" r=".7"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#c9d3e0"/></radialGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".7" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".35"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>
${drawScene(sceneOf(input.gameType), width, height, palette, hash[4] ?? 0)}
<circle cx="${x}" cy="${y}" r="${(height * 0.42).toFixed(0)}" fill="url(#halo)"/>
${sparkles(width, height, hash)}
<g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) rotate(${tilt}) scale(${scale.toFixed(2)})">${drawSymbol(symbol, palette)}</g>
<rect width="${width}" height="${height}" fill="url(#shade)"/>
${input.large ? vendorTag(input.vendorName) : ''}
</svg>`;
};

/** Splits a name into at most `count` lines of about `width` characters. */
const wrap = (name: string, width: number, count: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > count ? [...lines.slice(0, count - 1), lines.slice(count - 1).join(' ')] : lines;
};

/**
 * A vendor's wordmark (3:1): its name in large capitals filling the width, so it reads where it
 * is shown small (the footer's provider strip, a vendor centre's tiles), on its own colours.
 */
export const vendorImageSvg = (input: { vendorCode: string; name: string; category: string }): string => {
  const hash = hashOf(input.vendorCode);
  const [from, to] = PALETTES[(hash[0] ?? 0) % PALETTES.length] ?? PALETTES[0];
  const [width, height] = [360, 120];
  const lines = wrap(input.name.toUpperCase(), 12, 2);
  const longest = Math.max(...lines.map((line) => line.length));
  // About 0.66 em per capital in Arial Black; two lines share the height.
  const size = Math.round(Math.min(lines.length === 1 ? 58 : 44, (width - 40) / (longest * 0.66)));
  const top = lines.length === 1 ? height / 2 + size * 0.36 : height / 2 - size * 0.14;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.name)}">
<defs><linearGradient id="edge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="ink" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff"/><stop offset="1" stop-color="#ffe9a8"/></linearGradient></defs>
<rect width="${width}" height="${height}" rx="18" fill="#10131f"/>
<rect width="${width}" height="${height}" rx="18" fill="url(#edge)" opacity=".5"/>
<rect x="2" y="2" width="${width - 4}" height="${height - 4}" rx="16" fill="none" stroke="url(#edge)" stroke-width="4"/>
${lines
  .map(
    (line, index) =>
      `<text x="${width / 2}" y="${Math.round(top + index * size * 1.04)}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${size}" letter-spacing="1" fill="url(#ink)" stroke="#000" stroke-opacity=".35" stroke-width="1.5">${escapeXml(line)}</text>`,
  )
  .join('\n')}
</svg>`;
};

/**
 * A vendor's mark (square): its initials large on its colours, for the places that show the
 * name beside it at 22–36 px (provider chips, drop-downs), where a wordmark would be a sliver.
 */
export const vendorMarkSvg = (input: { vendorCode: string; name: string }): string => {
  const hash = hashOf(input.vendorCode);
  const [from, to] = PALETTES[(hash[0] ?? 0) % PALETTES.length] ?? PALETTES[0];
  const initials = initialsOf(input.name) || input.vendorCode.slice(0, 2);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${escapeXml(input.name)}">
<defs><linearGradient id="fill" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="96" height="96" rx="24" fill="url(#fill)"/>
<text x="48" y="${initials.length > 1 ? 62 : 66}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${initials.length > 1 ? 42 : 52}" fill="#fff" stroke="#000" stroke-opacity=".25" stroke-width="1.5">${escapeXml(initials)}</text>
</svg>`;
};
