import { createHash } from 'node:crypto';

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

const hashOf = (text: string) => createHash('sha1').update(text).digest();

/** Splits a name into at most two lines of about `width` characters. */
const wrap = (name: string, width: number): string[] => {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/)) {
    if (line && (line + ' ' + word).length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines.length > 2
    ? [
        lines[0] ?? '',
        `${lines
          .slice(1)
          .join(' ')
          .slice(0, width - 1)}…`,
      ]
    : lines;
};

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

/** A game's tile: a coloured backdrop, a large monogram, and the name. `large` is 16:9. */
export const gameImageSvg = (input: {
  vendorCode: string;
  gameCode: string;
  name: string;
  vendorName: string;
  large?: boolean;
}): string => {
  const hash = hashOf(`${input.vendorCode}:${input.gameCode}`);
  const [from, to] = PALETTES[(hash[0] ?? 0) % PALETTES.length] ?? PALETTES[0];
  const [width, height] = input.large ? [800, 450] : [400, 400];
  const rotation = (hash[1] ?? 0) % 360;
  const lines = wrap(input.name, input.large ? 26 : 16);
  const nameSize = input.large ? 44 : 34;
  const nameTop = height - 40 - (lines.length - 1) * (nameSize + 6);
  const circles = [2, 3, 4]
    .map((index) => {
      const x = ((hash[index] ?? 0) / 255) * width;
      const y = ((hash[index + 3] ?? 0) / 255) * height * 0.7;
      const r = 40 + ((hash[index + 6] ?? 0) % 90);
      return `<circle cx="${x.toFixed(0)}" cy="${y.toFixed(0)}" r="${r}" fill="#fff" opacity="0.12"/>`;
    })
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(input.name)}">
<defs>
<linearGradient id="bg" gradientTransform="rotate(${rotation} .5 .5)"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient>
<linearGradient id="shade" x1="0" y1="0" x2="0" y2="1"><stop offset=".45" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".72"/></linearGradient>
<linearGradient id="gold" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#fff6cf"/><stop offset="1" stop-color="#f5b700"/></linearGradient>
</defs>
<rect width="${width}" height="${height}" fill="url(#bg)"/>${circles}
<text x="50%" y="${(height * 0.46).toFixed(0)}" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="${input.large ? 170 : 150}" fill="url(#gold)" stroke="#7a4a00" stroke-width="4" opacity=".95">${escapeXml(initialsOf(input.name))}</text>
<rect width="${width}" height="${height}" fill="url(#shade)"/>
${input.large ? vendorTag(input.vendorName) : ''}
${lines
  .map(
    (line, index) =>
      `<text x="24" y="${nameTop + index * (nameSize + 6)}" font-family="Arial, sans-serif" font-weight="800" font-size="${nameSize}" fill="#fff">${escapeXml(line)}</text>`,
  )
  .join('\n')}
</svg>`;
};

/** A vendor's logo tile for menus and drop-downs. */
export const vendorImageSvg = (input: { vendorCode: string; name: string; category: string }): string => {
  const hash = hashOf(input.vendorCode);
  const [from, to] = PALETTES[(hash[0] ?? 0) % PALETTES.length] ?? PALETTES[0];
  const lines = wrap(input.name, 14);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="120" viewBox="0 0 240 120" role="img" aria-label="${escapeXml(input.name)}">
<defs><linearGradient id="edge" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="240" height="120" rx="16" fill="#151a2b"/>
<rect x="2" y="2" width="236" height="116" rx="15" fill="none" stroke="url(#edge)" stroke-width="3"/>
<circle cx="40" cy="60" r="24" fill="url(#edge)"/>
<text x="40" y="68" text-anchor="middle" font-family="Arial Black, Arial, sans-serif" font-weight="900" font-size="22" fill="#fff">${escapeXml(initialsOf(input.name))}</text>
${lines
  .map(
    (line, index) =>
      `<text x="76" y="${(lines.length === 1 ? 58 : 48) + index * 22}" font-family="Arial, sans-serif" font-weight="800" font-size="19" fill="#f7d774">${escapeXml(line)}</text>`,
  )
  .join('\n')}
<text x="76" y="${lines.length === 1 ? 80 : 92}" font-family="Arial, sans-serif" font-size="13" fill="#9aa3c2">${escapeXml(input.category)}</text>
</svg>`;
};
